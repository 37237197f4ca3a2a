import { Fragment, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { arrangeMenu } from '@pkg/contracts/site-menu';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { useSession } from '../../../lib/session';
import { useModal } from '../../../lib/modal';
import { useGameMenus } from '../../../lib/catalogue';
import { useMenuSettings, useRouters } from '../../../lib/site-menu';
import { buildNavEntries, type NavEntry } from '../nav-rules';
import { useMenuLabel } from '../use-menu-label';
import { useVendorClick } from '../use-vendor-click';

interface MainNavProps {
  affiliateUrl: string | null;
}

/**
 * The header navigation: Home, one entry per game type the brand offers (with a dropdown of its
 * vendors on hover or keyboard focus), Promotions, Agent for agents, and the affiliates link; in
 * the brand's order, without its hidden entries and switched-off pages, under its labels (decision 074).
 */
export function MainNav({ affiliateUrl }: MainNavProps) {
  const { t } = useTranslation();
  const { data, isPending } = useGameMenus();
  const { open } = useModal();
  const { isAgent } = useSession();
  const label = useMenuLabel();
  const menu = useMenuSettings();
  const routers = useRouters();
  const tab = (to: string, key: string, labelKey: string) => (
    <li className="main-nav__item">
      <NavLink to={to} className="main-nav__tab">
        {label(key, labelKey)}
      </NavLink>
    </li>
  );
  const items: Array<{ key: string; item: ReactNode }> = [
    { key: 'home', item: tab('/index', 'home', 'nav.home') },
    ...buildNavEntries(data?.menus ?? []).map((entry) => ({ key: entry.key, item: <GameTypeEntry entry={entry} /> })),
    { key: 'promotions', item: tab('/promotions', 'promotions', 'nav.promotions') },
  ];
  if (isAgent) {
    items.push({
      key: 'agent',
      item: (
        <li className="main-nav__item">
          <button type="button" className="main-nav__tab" onClick={() => open('agentCentre')}>
            {label('agent', 'nav.agent')}
          </button>
        </li>
      ),
    });
  }
  if (affiliateUrl) {
    items.push({
      key: 'affiliates',
      item: (
        <li className="main-nav__item">
          <a className="main-nav__tab" href={affiliateUrl} target="_blank" rel="noopener noreferrer">
            {label('affiliates', 'nav.affiliates')}
          </a>
        </li>
      ),
    });
  }
  // Until the menus are known the row keeps its height but shows nothing: the game types go in
  // between Home and Promotions, and tabs seen moving sideways count as layout shift (decision 046).
  return (
    <nav className="main-nav" aria-label={t('nav.label')}>
      <ul className="main-nav__list" aria-busy={isPending || undefined}>
        {arrangeMenu(items, menu, routers).map(({ key, item }) => (
          <Fragment key={key}>{item}</Fragment>
        ))}
      </ul>
    </nav>
  );
}

function GameTypeEntry({ entry }: { entry: NavEntry }) {
  const { t } = useTranslation();
  const onVendor = useVendorClick();
  const label = useMenuLabel()(entry.key, entry.labelKey);
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
