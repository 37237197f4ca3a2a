import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { useSession } from '../../../lib/session';
import { useModal } from '../../../lib/modal';
import { useGameMenus } from '../../../lib/catalogue';
import { buildNavEntries, type NavEntry } from '../nav-rules';
import { useVendorClick } from '../use-vendor-click';

interface MainNavProps {
  affiliateUrl: string | null;
}

/**
 * The header navigation: Home, one entry per game type the brand offers (with a dropdown of its
 * vendors on hover or keyboard focus), Promotions, Agent for agents, and the affiliates link.
 */
export function MainNav({ affiliateUrl }: MainNavProps) {
  const { t } = useTranslation();
  const { data, isPending } = useGameMenus();
  const { open } = useModal();
  const { isAgent } = useSession();
  const entries = buildNavEntries(data?.menus ?? []);
  // Until the menus are known the row keeps its height but shows nothing: the game types go in
  // between Home and Promotions, and tabs seen moving sideways count as layout shift (decision 046).
  return (
    <nav className="main-nav" aria-label={t('nav.label')}>
      <ul className="main-nav__list" aria-busy={isPending || undefined}>
        <li className="main-nav__item">
          <NavLink to="/index" className="main-nav__tab">
            {t('nav.home')}
          </NavLink>
        </li>
        {entries.map((entry) => (
          <GameTypeEntry key={entry.key} entry={entry} />
        ))}
        <li className="main-nav__item">
          <NavLink to="/promotions" className="main-nav__tab">
            {t('nav.promotions')}
          </NavLink>
        </li>
        {isAgent && (
          <li className="main-nav__item">
            <button type="button" className="main-nav__tab" onClick={() => open('agentCentre')}>
              {t('nav.agent')}
            </button>
          </li>
        )}
        {affiliateUrl && (
          <li className="main-nav__item">
            <a className="main-nav__tab" href={affiliateUrl} target="_blank" rel="noopener noreferrer">
              {t('nav.affiliates')}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}

function GameTypeEntry({ entry }: { entry: NavEntry }) {
  const { t } = useTranslation();
  const onVendor = useVendorClick();
  const label = t(entry.labelKey);
  const first = entry.vendors[0];
  return (
    <li className="main-nav__item main-nav__item--menu">
      {entry.path ? (
        <NavLink to={entry.path} className="main-nav__tab">
          {label}
        </NavLink>
      ) : (
        <button type="button" className="main-nav__tab" onClick={() => first && onVendor(first)}>
          {label}
        </button>
      )}
      <ul className="vendor-menu" aria-label={t('nav.vendorsOf', { type: label })}>
        {entry.vendors.map((vendor) => (
          <li key={vendor.vendorCode}>
            <button type="button" className="vendor-menu__item" onClick={() => onVendor(vendor)} disabled={vendor.maintenance}>
              <FallbackImage src={vendor.logoUrl} alt="" width={32} height={32} />
              <span>{vendor.displayName}</span>
              {vendor.isHot && <span className="badge badge--hot">{t('nav.hot')}</span>}
              {vendor.maintenance && <span className="badge">{t('nav.maintenance')}</span>}
            </button>
          </li>
        ))}
      </ul>
    </li>
  );
}
