import type { Game, LaunchGameBody } from '@pkg/contracts/game-catalogue';

/** What to launch: a vendor (its vassalage) and, for vendors of many games, the game or PVP room. */
export interface LaunchTarget {
  vassalage: string;
  gameId?: string;
  roomId?: string;
}

/** The launch target of a game card: PVP rooms launch by room, other games by game code. */
export function targetOf(game: Pick<Game, 'vassalage' | 'gameCode' | 'roomId'>): LaunchTarget {
  return game.roomId ? { vassalage: game.vassalage, roomId: game.roomId } : { vassalage: game.vassalage, gameId: game.gameCode };
}

/**
 * The launch payload of SPEC.md section 3: account type 1, no transfer confirmation, GLS launch
 * mode on the HTML5 desktop platform, client type 3, in the site's language. The session token
 * travels in the Authorization header, so username, token and merchant code stay out of the body.
 */
export function launchBody(target: LaunchTarget, language: string): LaunchGameBody {
  return {
    ...(target.gameId ? { gameId: target.gameId } : {}),
    ...(target.roomId ? { roomId: target.roomId } : {}),
    accountType: 1,
    confirmTrans: 0,
    vassalage: target.vassalage,
    launchMode: 'GLS',
    platform: 'html5-desktop',
    clientType: 3,
    language,
  };
}

/** The /game page's address for a launched game. */
export function framePath(gameUrl: string): string {
  return `/game?url=${encodeURIComponent(gameUrl)}`;
}

/**
 * Whether the frame may show an address: a path of this site or an https address; anything else
 * (javascript:, data:, protocol-relative, plain http) could run script or leak the session.
 */
export function isSafeFrameUrl(url: string | null): url is string {
  if (!url) return false;
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  return /^https:\/\/[^/\\]/i.test(url);
}

/** Where the addresses this browser launched are kept, how long and how many. */
const LAUNCHED_KEY = 'games.launched';
const LAUNCHED_KEEP_MS = 12 * 3_600_000;
const LAUNCHED_MAX = 20;

type LaunchStore = Pick<Storage, 'getItem' | 'setItem'>;

function readLaunched(store: LaunchStore, now: number): Array<{ url: string; at: number }> {
  try {
    const list: unknown = JSON.parse(store.getItem(LAUNCHED_KEY) ?? '[]');
    if (!Array.isArray(list)) return [];
    return list.filter(
      (entry): entry is { url: string; at: number } =>
        typeof entry?.url === 'string' && typeof entry?.at === 'number' && now - entry.at < LAUNCHED_KEEP_MS,
    );
  } catch {
    return [];
  }
}

/** Notes a game address the launch call answered, so the /game frame shows it (also after a reload). */
export function rememberLaunched(url: string, store: LaunchStore = localStorage, now = Date.now()): void {
  const list = readLaunched(store, now).filter((entry) => entry.url !== url);
  list.push({ url, at: now });
  try {
    store.setItem(LAUNCHED_KEY, JSON.stringify(list.slice(-LAUNCHED_MAX)));
  } catch {
    // Storage full or refused: the frame then shows only this site's own paths.
  }
}

/**
 * What the /game frame may show for its `url`: a path of this site, or an https address this
 * browser's own launch answered in the last 12 hours. Any other https address is refused, so a
 * link like /game?url=https://elsewhere cannot show another site's page (a fake login) under this
 * site's header and address.
 */
export function frameAddress(url: string | null, store: LaunchStore = localStorage, now = Date.now()): string | null {
  if (!isSafeFrameUrl(url)) return null;
  if (url.startsWith('/')) return url;
  return readLaunched(store, now).some((entry) => entry.url === url) ? url : null;
}

/**
 * The site path a lottery game's launch answers (/lottery?game=... or /vnlottery?game=...), or
 * null for any other game: the lottery apps are pages of this site, opened directly instead of
 * inside the /game frame.
 */
export function lotteryPathOf(gameUrl: string): string | null {
  if (!isSafeFrameUrl(gameUrl) || !gameUrl.startsWith('/')) return null;
  return /^\/(?:vn)?lottery(?:[?#]|$)/.test(gameUrl) ? gameUrl : null;
}
