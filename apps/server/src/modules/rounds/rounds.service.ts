/**
 * The calls of the shared-round games (decision 053): the game page's session, bets and history
 * (with its game session token), and the public lobby and proofs.
 */
import type {
  PlaceBetsBody,
  PlaceBetsValue,
  RoundHistoryValue,
  RoundProofValue,
  RoundSessionValue,
  TablesValue,
} from '@pkg/contracts/rounds';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../http/errors.ts';
import type { Brand } from '../brands/index.ts';
import type { HouseGameContext, HouseGameContexts } from '../games/index.ts';
import type { RoundGame } from './round-game.ts';
import { bettorOf, type RoundPlacer } from './round-place.ts';
import { betViewOf, revealedAt, roundViewOf, tableInfoOf, tableViewsOf } from './round-views.ts';
import {
  selectPlayerBets,
  selectPlayerRoundIds,
  selectRound,
  selectRoundTotals,
  selectTable,
  selectTableByGame,
  selectTables,
  type TableRow,
} from './rounds.queries.ts';

/** Rounds the history call answers. */
const HISTORY_ROUNDS = 30;

export interface RoundServiceDeps {
  db: Db;
  clock: Clock;
  games: ReadonlyMap<string, RoundGame>;
  contexts: HouseGameContexts;
  /** The house vendors whose games run on the engine (BTLIVE, BTBINGO, BTSABONG ...). */
  vendorCodes: readonly string[];
  placer: RoundPlacer;
}

export function createRoundService(deps: RoundServiceDeps) {
  const { db, clock } = deps;

  async function tableOf(ctx: HouseGameContext): Promise<TableRow> {
    const table = await selectTableByGame(db, ctx.session.brandId, ctx.session.vendorCode, ctx.session.gameCode);
    if (!table || !deps.games.has(table.kind)) throw new AppError('game_disabled', 'no table runs this game');
    return table;
  }

  return {
    /** The table of the session with its round, the balance and the player's bets on the round; `country` is the caller's (decision 056). */
    async session(token: string | undefined, country?: string | null): Promise<RoundSessionValue> {
      const ctx = await deps.contexts.open(token, deps.vendorCodes, true, country);
      const table = await tableOf(ctx);
      const now = clock.now();
      const [view] = await tableViewsOf(db, deps.games, [table], ctx.session.language, now);
      if (!view) throw new AppError('game_disabled');
      const bets = view.round ? await selectPlayerBets(db, ctx.session.accountId, [view.round.roundId]) : [];
      await deps.contexts.touch(ctx.session);
      return {
        table: view,
        currency: ctx.currency.code,
        currencySymbol: ctx.currency.symbol,
        minorDigits: ctx.currency.minorDigits,
        balanceMinor: (await deps.placer.balanceOf(bettorOf(ctx))).toString(),
        trial: ctx.trial,
        language: ctx.session.language,
        bets: bets.map(betViewOf),
        serverTime: now.toISOString(),
      };
    },

    /** Bets on the open round, all or none (see round-place.ts); the same key again answers the stored bets. */
    async place(token: string | undefined, body: PlaceBetsBody, country?: string | null): Promise<PlaceBetsValue> {
      const ctx = await deps.contexts.open(token, deps.vendorCodes, true, country);
      const table = await tableOf(ctx);
      const value = await deps.placer.place(bettorOf(ctx), table, body);
      if (!value.replayed) await deps.contexts.touch(ctx.session);
      return value;
    },

    /** The player's last rounds at this table with their bets. */
    async history(token: string | undefined): Promise<RoundHistoryValue> {
      const ctx = await deps.contexts.open(token, deps.vendorCodes, false);
      const table = await tableOf(ctx);
      const game = deps.games.get(table.kind) as RoundGame;
      const roundIds = await selectPlayerRoundIds(db, ctx.session.accountId, table.id, HISTORY_ROUNDS);
      const bets = await selectPlayerBets(db, ctx.session.accountId, roundIds);
      const now = clock.now();
      const rounds: RoundHistoryValue['rounds'] = [];
      for (const roundId of roundIds) {
        const round = await selectRound(db, roundId);
        if (!round) continue;
        const mine = bets.filter((bet) => bet.roundId === roundId);
        rounds.push({
          round: roundViewOf(game, table, round, await selectRoundTotals(db, roundId), now),
          bets: mine.map(betViewOf),
          stakeMinor: mine.reduce((sum, bet) => sum + bet.stakeMinor, 0n).toString(),
          returnMinor: mine.reduce((sum, bet) => sum + (bet.returnMinor ?? 0n), 0n).toString(),
        });
      }
      return { rounds };
    },

    /** The lobby: a brand's tables of a house vendor with their rounds and recent results. */
    async tables(brand: Brand, vendorCode: string, language: string): Promise<TablesValue> {
      const now = clock.now();
      const tables = (await selectTables(db, brand.id, vendorCode)).filter((table) => table.status !== 'closed');
      return { tables: await tableViewsOf(db, deps.games, tables, language, now), serverTime: now.toISOString() };
    },

    /** What anyone needs to recompute a dealt round: the seed (once revealed), its context and the state it was dealt from. */
    async proof(brand: Brand, roundId: string): Promise<RoundProofValue> {
      const round = /^[0-9]{1,18}$/.test(roundId) ? await selectRound(db, roundId) : null;
      if (!round || round.brandId !== brand.id) throw new AppError('round_not_found');
      const table = await selectTable(db, round.tableId);
      if (!table) throw new AppError('round_not_found');
      const game = deps.games.get(table.kind) as RoundGame;
      const now = clock.now();
      const revealed = round.seed !== null && now.getTime() >= revealedAt(game, table, round).getTime();
      // The result as the public sees it once whole (a bingo game's masked winners, not its players' accounts).
      const shown =
        (revealed || round.status === 'void') && round.result !== null && round.dealtAt !== null
          ? game.publicResult(tableInfoOf(table, round), round.result, round.dealtAt, now)
          : null;
      return {
        roundId: round.id,
        tableId: round.tableId,
        kind: table.kind,
        seq: round.seq,
        seedHash: round.seedHash,
        seed: revealed ? round.seed : null,
        context: round.context,
        stateBefore: round.stateBefore ?? null,
        result: shown,
        resultVersion: round.resultVersion,
      };
    },
  };
}

export type RoundService = ReturnType<typeof createRoundService>;
