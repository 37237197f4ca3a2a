/**
 * A lottery game's betting page and proofs (decision 028): its open draw with the next ones, its
 * rules with the brand's odds, results, trends and a draw's proof.
 */
import type { DrawProof, LotteryDraw, LotteryRules, OpenedNumero } from '@pkg/contracts/lottery';
import { betTypesOf } from '@pkg/games/lottery/bet-catalogue';
import { trendOf } from '@pkg/games/lottery/trends';
import { AppError } from '../../../http/errors.ts';
import type { Account } from '../../accounts/index.ts';
import type { Brand } from '../../brands/index.ts';
import { walletCurrencyOf } from '../../wallet/index.ts';
import { drawContext } from '../draws/draw-schedule.ts';
import { drawView } from '../draws/draw-views.ts';
import { selectDrawByNo, selectDrawsFrom, selectLastDrawn, selectPastDraws, selectRecentResults } from '../draws/draws.queries.ts';
import { oddsOf } from '../orders/bet-pricing.ts';
import { listedGame, type ReadDeps } from './game-reads.ts';

/** How many draws after the open one the betting page offers for chasing. */
const UPCOMING = 10;

/** `/lotto/lgw/games/opened/numero`: the open draw (or the next), the ones after it and the last result. */
export async function opened(deps: ReadDeps, brand: Brand, gameCode: string, stationCode?: string): Promise<OpenedNumero> {
  const { db, clock } = deps;
  await listedGame(deps, brand, gameCode);
  const now = clock.now();
  const draws = (await selectDrawsFrom(db, brand.id, gameCode, now, UPCOMING + 1, stationCode)).map((d) => drawView(d, now));
  const last = await selectLastDrawn(db, brand.id, gameCode, stationCode);
  return {
    gameCode,
    serverTime: now.toISOString(),
    current: draws[0] ?? null,
    upcoming: draws.slice(1),
    last: last ? drawView(last, now) : null,
  };
}

/** `/lgw/games/rules`: the game's bet types with the brand's odds and its stake limits. */
export async function rules(
  deps: ReadDeps,
  brand: Brand,
  account: Pick<Account, 'accountType'> | null,
  gameCode: string,
): Promise<LotteryRules> {
  const game = await listedGame(deps, brand, gameCode);
  return {
    gameCode,
    format: game.format,
    currency: account ? walletCurrencyOf(brand, account) : brand.currency.code,
    minUnitMinor: game.minUnitMinor.toString(),
    maxUnitMinor: game.maxUnitMinor.toString(),
    maxTicketStakeMinor: game.maxTicketStakeMinor.toString(),
    maxChaseDraws: game.maxChaseDraws,
    betTypes: betTypesOf(game.format)
      .filter((t) => !game.disabledBetTypes.includes(t.info.code))
      .map((t) => {
        const odds = oddsOf(game, t);
        const { code, group, rows, minPicks, maxCombos, priceUnits } = t.info;
        return {
          code,
          group,
          rows: rows.map((r) => ({ label: r.label, tokens: [...r.tokens], min: r.min, max: r.max })),
          minPicks,
          maxCombos,
          priceUnits,
          oddsBp: odds.bp,
          oddsByToken: odds.byToken,
        };
      }),
  };
}

/** `/lgw/games/results`: a page of the game's draws whose time came, newest first. */
export async function results(
  deps: ReadDeps,
  brand: Brand,
  query: { gameCode: string; stationCode?: string | undefined; pageNo: number; pageSize: number },
) {
  const { db, clock } = deps;
  await listedGame(deps, brand, query.gameCode);
  const now = clock.now();
  const page = await selectPastDraws(
    db,
    { brandId: brand.id, gameCode: query.gameCode, now, stationCode: query.stationCode },
    { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize },
  );
  return { list: page.rows.map((d) => drawView(d, now)), pageNum: query.pageNo, totalPages: Math.ceil(page.total / query.pageSize) };
}

/** `/lgw/games/trend`: the last results and their trend figures. */
export async function trend(deps: ReadDeps, brand: Brand, gameCode: string, count: number) {
  const { db, clock } = deps;
  const game = await listedGame(deps, brand, gameCode);
  const now = clock.now();
  const rows = await selectRecentResults(db, brand.id, gameCode, count);
  const results: LotteryDraw[] = rows.map((d) => drawView(d, now));
  const figures = trendOf(
    game.format,
    rows.map((d) => ({ format: game.format, numbers: d.result ?? [] })),
  );
  return { gameCode, format: game.format, results, trend: figures };
}

/** `/lgw/games/draws/:gameCode/:numero`: the draw with its seed hash, its seed once drawn and the context. */
export async function proof(deps: ReadDeps, brand: Brand, gameCode: string, numero: string): Promise<DrawProof> {
  const { db, clock } = deps;
  const game = await listedGame(deps, brand, gameCode);
  const draw = await selectDrawByNo(db, brand.id, gameCode, numero);
  if (!draw) throw new AppError('lottery_draw_not_found');
  const view = drawView(draw, clock.now());
  return {
    ...view,
    format: game.format,
    seed: view.result ? draw.seed : null,
    context: drawContext(brand.code, gameCode, numero),
    source: game.resultSource,
  };
}
