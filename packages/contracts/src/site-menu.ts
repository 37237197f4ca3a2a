/**
 * The brand's site menu and routes (decision 074): which header and side-menu entries show, in what
 * order and under which label, and which of the site's optional pages are switched on. Kept apart
 * from the zod contracts (site-menu-contract.ts) so the site can use them without loading zod.
 */

/**
 * The site's pages an operator can switch off, with the addresses each one owns. The game category
 * pages are not here: the catalogue desk switches game types (decision 040), one switch for each thing.
 * Home, login, the game frame and the member-centre help are always on.
 */
export const SITE_ROUTES = {
  promotions: ['/promotions', '/promoDetail'],
  vip: ['/vip'],
  pointMall: ['/pointMall'],
  help: ['/help'],
  app: ['/app', '/download'],
  join: ['/join'],
  /** Invite friends: a member-centre page, not an address of its own. */
  referral: [],
} as const satisfies Record<string, readonly string[]>;
export type SiteRoute = keyof typeof SITE_ROUTES;
export const SITE_ROUTE_IDS = Object.keys(SITE_ROUTES) as SiteRoute[];

/** The switchable page an address belongs to, or null when it is always on. */
export function siteRouteOfPath(pathname: string): SiteRoute | null {
  for (const id of SITE_ROUTE_IDS) if ((SITE_ROUTES[id] as readonly string[]).includes(pathname)) return id;
  return null;
}

/** The menu's game entries: the header's game categories, the lottery types under one LOTTERY entry. */
export const MENU_GAME_ENTRIES = ['RNG', 'BINGO', 'LIVE', 'COCKFIGHT', 'SPORTS', 'FISH', 'PVP', 'ESPORTS', 'LOTTERY'] as const;
/** The menu's page entries; `agent` shows to agents only, `affiliates` only when the brand has an affiliates link. */
export const MENU_PAGE_ENTRIES = ['home', 'promotions', 'vip', 'pointMall', 'help', 'app', 'join', 'agent', 'affiliates'] as const;
export const MENU_ENTRIES = [...MENU_PAGE_ENTRIES, ...MENU_GAME_ENTRIES] as const;
export type MenuEntry = (typeof MENU_ENTRIES)[number];

/** The switchable page a menu entry leads to: a switched-off page takes its entry with it. */
export const MENU_ENTRY_ROUTE: Partial<Record<MenuEntry, SiteRoute>> = {
  promotions: 'promotions',
  vip: 'vip',
  pointMall: 'pointMall',
  help: 'help',
  app: 'app',
  join: 'join',
};

/** Longest operator label of a menu entry. */
export const MENU_LABEL_MAX = 24;

/**
 * A brand's menu settings. `order` lists entries first in that order, the others after them in the
 * platform's order; `hidden` entries never show; `labels` replace an entry's name per language.
 * Empty settings are the platform's menu, what the site showed before decision 074.
 */
export interface SiteMenuSettings {
  order: MenuEntry[];
  hidden: MenuEntry[];
  labels: Partial<Record<MenuEntry, Partial<Record<string, string>>>>;
}

/** `GET /wps/system/menu`: the settings with each label in the caller's language (absent: the site's own text). */
export interface MenuSettingsValue {
  order: MenuEntry[];
  hidden: MenuEntry[];
  labels: Partial<Record<MenuEntry, string>>;
}

/** `GET /wps/system/routers`: every switchable page and whether it is on. */
export interface RoutersValue {
  routes: Record<SiteRoute, boolean>;
}

/** What the site shows when the brand has set nothing, or the calls fail: the platform's menu and every page on. */
export const DEFAULT_MENU_SETTINGS: MenuSettingsValue = { order: [], hidden: [], labels: {} };
export const DEFAULT_ROUTERS: RoutersValue = {
  routes: Object.fromEntries(SITE_ROUTE_IDS.map((id) => [id, true])) as Record<SiteRoute, boolean>,
};

/**
 * Puts entries (in the platform's order) in the brand's order and drops the hidden ones and those
 * whose page is switched off. Game entries are only ever the ones the caller passes in, so a
 * setting can hide or move a category but never show one without games (SPEC.md section 2).
 */
export function arrangeMenu<T extends { key: string }>(entries: readonly T[], menu: MenuSettingsValue, routers: RoutersValue): T[] {
  const rank = (key: string) => {
    const at = (menu.order as string[]).indexOf(key);
    return at === -1 ? menu.order.length : at;
  };
  return entries
    .map((entry, index) => ({ entry, index }))
    .filter(({ entry }) => !(menu.hidden as string[]).includes(entry.key))
    .filter(({ entry }) => {
      const route = MENU_ENTRY_ROUTE[entry.key as MenuEntry];
      return !route || routers.routes[route] !== false;
    })
    .sort((a, b) => rank(a.entry.key) - rank(b.entry.key) || a.index - b.index)
    .map(({ entry }) => entry);
}
