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

/**
 * The site path a lottery game's launch answers (/lottery?game=... or /vnlottery?game=...), or
 * null for any other game: the lottery apps are pages of this site, opened directly instead of
 * inside the /game frame.
 */
export function lotteryPathOf(gameUrl: string): string | null {
  if (!isSafeFrameUrl(gameUrl) || !gameUrl.startsWith('/')) return null;
  return /^\/(?:vn)?lottery(?:[?#]|$)/.test(gameUrl) ? gameUrl : null;
}
