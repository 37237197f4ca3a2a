import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { arrangeMenu } from '@pkg/contracts/site-menu';
import { useGameMenus } from '../../../lib/catalogue';
import { useMenuSettings, useRouters } from '../../../lib/site-menu';
import { buildNavEntries } from '../nav-rules';
import { useMenuLabel } from '../use-menu-label';

const SITE_LINKS = [
  { key: 'promotions', to: '/promotions', labelKey: 'nav.promotions' },
  { key: 'vip', to: '/vip', labelKey: 'nav.vip' },
  { key: 'pointMall', to: '/pointMall', labelKey: 'nav.pointMall' },
  { key: 'help', to: '/help', labelKey: 'nav.help' },
  { key: 'app', to: '/app', labelKey: 'nav.app' },
  { key: 'join', to: '/join', labelKey: 'nav.join' },
] as const;

/**
 * The side menu of the full layout: the game pages, then the site's other pages; in the brand's
 * order, without its hidden entries and switched-off pages, under its labels (decision 074).
 */
export function SideMenu() {
  const { t } = useTranslation();
  const { data, isPending } = useGameMenus();
  const label = useMenuLabel();
  const menu = useMenuSettings();
  const routers = useRouters();
  const games = buildNavEntries(data?.menus ?? [])
    .filter((entry) => entry.path !== null)
    .map((entry) => ({ key: entry.key, to: entry.path ?? '/index', labelKey: entry.labelKey }));
  // Hidden (keeping its height) until the game pages are known, as the header's row (main-nav.tsx).
  return (
    <nav className="side-menu" aria-label={t('nav.sideLabel')}>
      <ul aria-busy={isPending || undefined}>
        {arrangeMenu([...games, ...SITE_LINKS], menu, routers).map((link) => (
          <li key={link.key}>
            <NavLink to={link.to}>{label(link.key, link.labelKey)}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
