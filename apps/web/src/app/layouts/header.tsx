import { Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSystemStatus, useWhitelabel } from '../../lib/brand';
import { hasSession, useSession } from '../../lib/session';
import { Clock } from '../../components/clock';
import { Marquee } from '../../features/notices/components/marquee';
import { LanguagePicker } from '../../features/language/components/language-picker';
import { AccountArea } from '../../features/account/components/account-area';
import { MainNav } from '../../features/navigation/components/main-nav';
import { lazyView } from '../../lib/lazy-view';

// The balance loads with a session only, like the rest of the member slots.
const loadBalance = () => import('../../features/wallet/components/header-balance');
const HeaderBalance = lazyView(() => loadBalance().then((m) => ({ default: m.HeaderBalance })));
// The player's VIP level badge beside the balance (features/vip), loaded with the session like the balance.
const loadVipBadge = () => import('../../features/vip/components/vip-badge');
const VipBadge = lazyView(() => loadVipBadge().then((m) => ({ default: m.VipBadge })));
// The messages entry with the unread badge (decision 031): real accounts where the member centre is offered.
const loadMessagesEntry = () => import('../../features/messages/components/messages-entry');
const MessagesEntry = lazyView(() => loadMessagesEntry().then((m) => ({ default: m.MessagesEntry })));
// A visit that starts with a session fetches these at once, beside the start-up calls, rather than
// after the header's first render (decision 046). The member slots do the same (account-area.tsx).
if (typeof window !== 'undefined' && hasSession()) {
  void loadBalance();
  void loadVipBadge();
  void loadMessagesEntry();
}

/** The header: notices, GMT+8 clock and language on top; logo, account area and navigation below. */
export function Header() {
  const { t } = useTranslation();
  const { data: brand } = useWhitelabel();
  const { data: status } = useSystemStatus();
  const { loggedIn, isTrial } = useSession();
  if (!brand) return null;
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('header.skip')}
      </a>
      <div className="site-header__top">
        <Marquee />
        <Clock />
        <LanguagePicker languages={brand.languages} />
      </div>
      <div className="site-header__main">
        <Link to="/index" className="site-header__logo">
          <img src={brand.logoUrl} alt={brand.name} height={40} />
        </Link>
        <AccountArea
          freeTrial={status?.flags.FREEPLAY3 ?? false}
          balance={
            <>
              <Suspense fallback={t('wallet.balance.updating')}>
                <HeaderBalance />
              </Suspense>
              <Suspense fallback={null}>
                <VipBadge />
              </Suspense>
            </>
          }
        />
        {loggedIn && !isTrial && status?.flags.memberCentre && (
          <Suspense fallback={null}>
            <MessagesEntry />
          </Suspense>
        )}
      </div>
      <MainNav affiliateUrl={brand.affiliateUrl} />
    </header>
  );
}
