import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useGameMenus } from '../../../lib/catalogue';
import { buildNavEntries } from '../nav-rules';

const SITE_LINKS = [
  { to: '/promotions', key: 'nav.promotions' },
  { to: '/vip', key: 'nav.vip' },
  { to: '/pointMall', key: 'nav.pointMall' },
  { to: '/help', key: 'nav.help' },
  { to: '/app', key: 'nav.app' },
  { to: '/join', key: 'nav.join' },
] as const;

/** The side menu of the full layout: the game pages, then the site's other pages. */
export function SideMenu() {
  const { t } = useTranslation();
  const { data, isPending } = useGameMenus();
  const games = buildNavEntries(data?.menus ?? []).filter((entry) => entry.path !== null);
  // Hidden (keeping its height) until the game pages are known, as the header's row (main-nav.tsx).
  return (
    <nav className="side-menu" aria-label={t('nav.sideLabel')}>
      <ul aria-busy={isPending || undefined}>
        {games.map((entry) => (
          <li key={entry.key}>
            <NavLink to={entry.path ?? '/index'}>{t(entry.labelKey)}</NavLink>
          </li>
        ))}
        {SITE_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to}>{t(link.key)}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
