import type { LotteryGame } from '@pkg/contracts/lottery';

/** The views of the lottery app (`?view=`); `lobby` is the game list (SPEC's lottoView=lobby). */
export const LOTTERY_VIEWS = ['betting', 'results', 'trend', 'tickets', 'rules', 'lobby'] as const;
export type LotteryView = (typeof LOTTERY_VIEWS)[number];

/** The views shown as tabs under a game (the lobby is the game list, reached by its own button). */
export const GAME_VIEWS = ['betting', 'results', 'trend', 'tickets', 'rules'] as const satisfies readonly LotteryView[];

/** What the address of /lottery or /vnlottery asks for. */
export interface LotteryParams {
  game: string | null;
  station: string | null;
  view: LotteryView;
  /** Where the back link goes: a path of this site only. */
  backUrl: string | null;
  /** SPEC's lottoArea: VN asks for the Vietnamese lottery. */
  vnArea: boolean;
}

/** Whether a draw format is a Vietnamese prize table (vn27 North, vn18 South and Centre). */
export function isVnFormat(format: string): format is 'vn27' | 'vn18' {
  return format === 'vn27' || format === 'vn18';
}

/**
 * A path of this site, or null: an address from the query string must not send the player to
 * another site. Protocol-relative //x and /\x count as other sites in browsers, and browsers drop
 * tabs and line breaks from an address (so "/\t/x" opens //x): no backslash or white space at all,
 * the server's rule for sign-in return paths.
 */
export function sitePath(raw: string | null): string | null {
  if (!raw || !/^\/(?![/\\])[^\s\\]*$/.test(raw)) return null;
  return raw;
}

/**
 * Reads the lottery app's query: our own names (game, station, view) and the platform's lobby
 * parameters of SPEC.md section 3 (lottoGameCode, lottoView betting|lobby, lottoArea, backUrl).
 * An unknown view falls back to betting.
 */
export function readLotteryParams(search: URLSearchParams): LotteryParams {
  const rawView = search.get('view') ?? search.get('lottoView');
  const view = (LOTTERY_VIEWS as readonly string[]).includes(rawView ?? '') ? (rawView as LotteryView) : 'betting';
  return {
    game: search.get('game') || search.get('lottoGameCode') || null,
    station: search.get('station') || null,
    view,
    backUrl: sitePath(search.get('backUrl')),
    vnArea: (search.get('lottoArea') ?? '').toUpperCase() === 'VN',
  };
}

/** Where a game opens: Vietnamese tables in /vnlottery, the e-lottery formats in /lottery. */
export function gamePath(game: Pick<LotteryGame, 'gameCode' | 'format'>, view?: LotteryView): string {
  const base = isVnFormat(game.format) ? '/vnlottery' : '/lottery';
  const search = new URLSearchParams({ game: game.gameCode });
  if (view && view !== 'betting') search.set('view', view);
  return `${base}?${search.toString()}`;
}

/** The query of a view of a game (and station), keeping the back link. */
export function viewSearch(params: LotteryParams, change: Partial<Pick<LotteryParams, 'game' | 'station' | 'view'>>): string {
  const next = { ...params, ...change };
  const search = new URLSearchParams();
  if (next.game) search.set('game', next.game);
  if (next.station) search.set('station', next.station);
  if (next.view !== 'betting') search.set('view', next.view);
  if (next.backUrl) search.set('backUrl', next.backUrl);
  return `?${search.toString()}`;
}
