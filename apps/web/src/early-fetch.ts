/**
 * Start-up's first API calls, sent before the start-up code has arrived (decision 046). Every page
 * waits for the system status, the brand and the game menus, the home page for its banners and a
 * game type page for its first games (whose first pictures are preloaded here too);
 * asked for by main.tsx they left only once the start-up code had downloaded and run, one more
 * round trip before the first paint. This tiny script is an entry of its own, loaded `async` from
 * index.html (vite.config.ts), so the answers travel while the start-up code downloads.
 *
 * A visit that starts on a lazy page also preloads that page's code here (route-preloads.ts), so it
 * downloads beside the start-up code instead of after it.
 *
 * It imports nothing: an import would put start-up modules in its chunk or make it wait for theirs.
 * Its paths, header names and languages are the contracts' (early-fetch.test.ts checks them). The
 * api client takes an answer only for the same path asked with the same headers it would send
 * (lib/api-client.ts), and only once; anything else goes to the network as before.
 */

/** What the api client may take over: the headers these calls were sent with, and each path's answer and when it was asked. */
export interface EarlyFetches {
  headers: Record<string, string>;
  responses: Map<string, { answer: Promise<Response>; askedAt: number }>;
  /** EARLY_ANSWER_MAX_AGE_MS, handed over here: the api client may not import this entry. */
  maxAgeMs: number;
  /** Settles (never rejects) once every call this script will make has been asked. */
  allAsked: Promise<void>;
}

/**
 * How long after it was asked an early answer may still be taken (`performance.now()` ms). Start-up
 * takes them within a second or two; a part that first asks later (the unread count once the
 * messages entry shows, a hall opened minutes later) must not get an answer from the page's load.
 */
export const EARLY_ANSWER_MAX_AGE_MS = 10_000;

declare global {
  interface Window {
    earlyFetches?: EarlyFetches;
  }
}

export const EARLY_PATHS = {
  systemStatus: '/wps/system/status',
  whitelabel: '/wps/system/whitelabel',
  gameNav: '/lgw/games/nav',
  // The brand's menu settings and routers (decision 074): the header and the route table need them.
  menuSettings: '/wps/system/menu',
  routers: '/wps/system/routers',
  notice: '/wps/notice',
  gameList: '/wps/relay/GCSGAME_gameList',
  vassGameType: '/wps/relay/GCSGAME_getVassGameType',
  // With a stored session: what the header's member slots show (balance, account, VIP badge, unread).
  balance: '/wps/v2/wallets/balance',
  memberInfo: '/wps/member/info',
  vipStatus: '/wps/vip/status',
  unreadCount: '/wps/relay/CSP_unreadCount',
} as const;
export const EARLY_HEADERS = { language: 'language', device: 'device', merchant: 'merchant', authorization: 'authorization' } as const;
export const EARLY_LANGUAGES = ['TY', 'EN', 'ZH', 'TH', 'VI'] as const;
/** The game type pages whose first hall lists games (features/games hall-paths.ts; early-fetch.test.ts holds them equal). */
export const EARLY_HALLS: Record<string, string> = {
  '/rng': 'RNG',
  '/bingo': 'BINGO',
  '/live': 'LIVE',
  '/fish': 'FISH',
  '/esports': 'ESPORTS',
};
/** The games list's page size (features/games paging.ts). */
export const EARLY_PAGE_SIZE = 24;
/** Icons in a phone's first row of games: the page's largest pictures. */
const FIRST_ICONS = 2;
/** index.html's map of each lazy page's files (route-preloads.ts ROUTE_PRELOADS_META). */
export const EARLY_PRELOADS_META = 'route-preloads';
/** The api client's timeout. */
const TIMEOUT_MS = 20_000;

/** Preloads the code of the lazy page the visit starts on, as index.html's map names it. */
export function preloadPageCode(doc: Document, pathname: string): string[] {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${EARLY_PRELOADS_META}"]`);
  let files: unknown;
  try {
    files = meta ? (JSON.parse(meta.content) as Record<string, unknown>)[pathname] : undefined;
  } catch {
    return [];
  }
  if (!Array.isArray(files)) return [];
  const wanted = files.filter((file): file is string => typeof file === 'string' && file.startsWith('/assets/'));
  for (const file of wanted) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    doc.head.append(link);
  }
  return wanted;
}

function startEarlyFetches(): void {
  // The stored language (lib/i18n.ts), TY by default; anything unusual is left to the start-up code.
  const language = (localStorage.getItem('language') ?? 'TY').toUpperCase();
  if (!(EARLY_LANGUAGES as readonly string[]).includes(language)) return;
  const headers: Record<string, string> = { [EARLY_HEADERS.language]: language, [EARLY_HEADERS.device]: 'WEB' };
  const merchant = import.meta.env.VITE_MERCHANT;
  if (merchant) headers[EARLY_HEADERS.merchant] = merchant;
  const token = localStorage.getItem('session.token');
  if (token) headers[EARLY_HEADERS.authorization] = token;

  const responses: EarlyFetches['responses'] = new Map();
  const ask = (path: string) => {
    const response = fetch(path, { headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
    // A failure belongs to the call that takes the answer; until then it is not unhandled.
    response.catch(() => undefined);
    responses.set(path, { answer: response, askedAt: performance.now() });
    return response;
  };
  ask(EARLY_PATHS.systemStatus);
  ask(EARLY_PATHS.whitelabel);
  const menus = ask(EARLY_PATHS.gameNav);
  ask(EARLY_PATHS.menuSettings);
  ask(EARLY_PATHS.routers);
  if (token) {
    // The header's member slots ask these as soon as they render, some 0.8 s later on a phone
    // (decision 046); an answer a slot does not take (a brand without VIP) expires unread.
    ask(EARLY_PATHS.balance);
    ask(EARLY_PATHS.memberInfo);
    ask(EARLY_PATHS.vipStatus);
    ask(EARLY_PATHS.unreadCount);
  }
  const gameType = EARLY_HALLS[location.pathname];
  // The hall's calls are asked once the menus have answered; allAsked tells the api client when.
  let hallAsked = Promise.resolve();
  if (gameType) {
    hallAsked = menus.then((answer) => askHall(answer, gameType, ask)).catch(() => undefined);
  }
  if (location.pathname === '/' || location.pathname === '/index') {
    // The home carousel's banners: phones get the mobile ones (features/notices noticePlatform).
    const platform = window.matchMedia?.('(max-width: 640px)').matches ? 'M' : 'W';
    const banners = ask(`${EARLY_PATHS.notice}?dataTypes=banners&platform=${platform}&execution=${token ? 'A' : 'B'}`);
    void banners.then(preloadFirstBanner).catch(() => undefined);
  }
  window.earlyFetches = { headers, responses, maxAgeMs: EARLY_ANSWER_MAX_AGE_MS, allAsked: hallAsked };
}

/** The paths of a hall's first games and its categories, as features/games games-api.ts builds them. */
export function hallPaths(gameType: string, vendorCode: string): { games: string; categories: string } {
  const games = new URLSearchParams({ type: gameType, vendor: vendorCode, pageNo: '1', pageSize: String(EARLY_PAGE_SIZE) });
  return {
    games: `${EARLY_PATHS.gameList}?${games}`,
    categories: `${EARLY_PATHS.vassGameType}?${new URLSearchParams({ vendor: vendorCode })}`,
  };
}

/**
 * On a game type page, its hall's first games and categories as soon as the game menus are
 * known, and the first icons, the page's largest pictures. The hall is the one game-type-page.tsx
 * shows: the `page` (or `vendor`) parameter's vendor, else the type's first.
 */
async function askHall(response: Response, gameType: string, ask: (path: string) => Promise<Response>): Promise<void> {
  if (!response.ok) return;
  const body = (await response.clone().json()) as { menus?: { gameType?: string; vendors?: { vendorCode?: string }[] }[] };
  const vendors = body.menus?.find((menu) => menu.gameType === gameType)?.vendors ?? [];
  const params = new URLSearchParams(location.search);
  const chosen = params.get('page') ?? params.get('vendor');
  const hall = vendors.find((vendor) => vendor.vendorCode === chosen) ?? vendors[0];
  if (typeof hall?.vendorCode !== 'string') return;
  const paths = hallPaths(gameType, hall.vendorCode);
  ask(paths.categories);
  // Both are asked now, so the caller's allAsked can settle; the first icons follow the games' answer.
  void ask(paths.games)
    .then(preloadFirstIcons)
    .catch(() => undefined);
}

async function preloadFirstIcons(games: Response): Promise<void> {
  if (!games.ok) return;
  const page = (await games.clone().json()) as { value?: { games?: { iconUrl?: unknown }[] } };
  for (const game of page.value?.games?.slice(0, FIRST_ICONS) ?? []) preloadImage(game.iconUrl);
}

/**
 * The first banner is the home page's largest picture: it starts downloading as soon as its
 * address is known instead of once the carousel has rendered (features/notices home-banners.tsx
 * shows `value.banners[0].imageUrl` first). Read from a copy: the api client reads the answer.
 */
async function preloadFirstBanner(response: Response): Promise<void> {
  if (!response.ok) return;
  const body = (await response.clone().json()) as { value?: { banners?: { imageUrl?: unknown }[] } };
  preloadImage(body.value?.banners?.[0]?.imageUrl);
}

function preloadImage(imageUrl: unknown): void {
  if (typeof imageUrl !== 'string' || imageUrl === '') return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = imageUrl;
  link.fetchPriority = 'high';
  document.head.append(link);
}

if (typeof window !== 'undefined') {
  // The calls first: the page's first paint waits for their answers more than for its code.
  startEarlyFetches();
  preloadPageCode(document, location.pathname);
}
