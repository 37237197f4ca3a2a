/**
 * The calls of the shared-round games (decision 053): the game page's session, bets and history
 * (with its game session token), and the public lobby and proofs.
 */
import { createHash } from 'node:crypto';
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
import { playerBalances, playerWalletIds } from '../../ledger/index.ts';
import type { Brand } from '../brands/index.ts';
import type { HouseGameContext, HouseGameContexts } from '../games/index.ts';
import type { BetRefusal, RgGate } from '../responsible-gaming/index.ts';
import type { WalletMoveEvents } from '../vendor-wallet/index.ts';
import type { BetGroups, BetJobResult } from './round-bets.ts';
import type { RoundEvents } from './round-events.ts';
import type { BetRequest, RoundGame } from './round-game.ts';
import { betViewOf, revealedAt, roundViewOf, tableViewsOf } from './round-views.ts';
import {
  selectPlayerBets,
  selectPlayerRoundIds,
  selectRequestBets,
  selectRound,
  selectTable,
  selectTableByGame,
  selectTables,
  selectTotals,
  type TableRow,
} from './rounds.queries.ts';

/** Rounds the history call answers. */
const HISTORY_ROUNDS = 30;
/** The most a single bet may be: the ledger's ceiling of one movement. */
const MAX_STAKE_MINOR = 1_000_000_000_000_000n;

/** A refusal of the player's own rules, as the game page's codes (the house slots' mapping). */
const GATE_REFUSALS: Record<BetRefusal['code'], 'rg_play_blocked' | 'rg_bet_limit' | 'account_suspended'> = {
  rg_cooling_off: 'rg_play_blocked',
  rg_self_excluded: 'rg_play_blocked',
  rg_session_limit: 'rg_play_blocked',
  rg_loss_limit: 'rg_bet_limit',
  rg_wager_limit: 'rg_bet_limit',
  account_suspended: 'account_suspended',
};

/** A stake typed by the page: whole minor units above zero, at most the ledger's ceiling. */
function parseStake(text: string, index: number): bigint {
  if (!/^[1-9][0-9]{0,17}$/.test(text)) throw new AppError('amount_invalid', undefined, { field: `bets.${index}.amountMinor` });
  const value = BigInt(text);
  if (value > MAX_STAKE_MINOR) throw new AppError('amount_invalid', undefined, { field: `bets.${index}.amountMinor` });
  return value;
}

export interface RoundServiceDeps {
  db: Db;
  clock: Clock;
  games: ReadonlyMap<string, RoundGame>;
  contexts: HouseGameContexts;
  /** The house vendors whose games run on the engine (BTLIVE, BTBINGO, BTSABONG ...). */
  vendorCodes: readonly string[];
  groups: BetGroups;
  events: RoundEvents;
  walletEvents: WalletMoveEvents;
  betGate?: Pick<RgGate, 'bet'>;
}

export function createRoundService(deps: RoundServiceDeps) {
  const { db, clock } = deps;
  const wallets = playerWalletIds(db, () => clock.now(), null);

  async function tableOf(ctx: HouseGameContext): Promise<TableRow> {
    const table = await selectTableByGame(db, ctx.session.merchantId, ctx.session.vendorCode, ctx.session.gameCode);
    if (!table || !deps.games.has(table.kind)) throw new AppError('game_disabled', 'no table runs this game');
    return table;
  }

  async function balanceOf(ctx: HouseGameContext): Promise<bigint> {
    const { wallets: held } = await playerBalances(db, ctx.session.merchantId, ctx.session.accountId, ctx.session.currency);
    return held.find((wallet) => wallet.kind === 'player_main')?.availableMinor ?? 0n;
  }

  /** The answer to a placing call whose rows are stored: the same body, or idempotency_key_reused. */
  async function storedAnswer(ctx: HouseGameContext, key: string, hash: string, roundId: string): Promise<PlaceBetsValue> {
    const stored = await selectRequestBets(db, ctx.session.accountId, key);
    if (stored.length === 0) throw new Error(`request ${key} is neither new nor stored`);
    if (stored.some((bet) => bet.requestHash !== hash)) throw new AppError('idempotency_key_reused');
    const roundBets = await selectPlayerBets(db, ctx.session.accountId, [roundId]);
    return {
      bets: stored.map(betViewOf),
      roundBets: roundBets.map(betViewOf),
      balanceMinor: (await balanceOf(ctx)).toString(),
      replayed: true,
    };
  }

  return {
    /** The table of the session with its round, the balance and the player's bets on the round. */
    async session(token: string | undefined): Promise<RoundSessionValue> {
      const ctx = await deps.contexts.open(token, deps.vendorCodes);
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
        balanceMinor: (await balanceOf(ctx)).toString(),
        trial: ctx.trial,
        language: ctx.session.language,
        bets: bets.map(betViewOf),
        serverTime: now.toISOString(),
      };
    },

    /** Bets on the open round, all or none (see round-bets.ts); the same key again answers the stored bets. */
    async place(token: string | undefined, body: PlaceBetsBody): Promise<PlaceBetsValue> {
      const ctx = await deps.contexts.open(token, deps.vendorCodes);
      const table = await tableOf(ctx);
      const requests: BetRequest[] = body.bets.map((bet, index) => ({
        spot: bet.spot,
        stakeMinor: parseStake(bet.amountMinor, index),
        ...(bet.detail === undefined ? {} : { detail: bet.detail }),
      }));
      const hash = createHash('sha256')
        .update(JSON.stringify([body.roundId, body.bets.map((bet) => [bet.spot, bet.amountMinor, bet.detail ?? null])]))
        .digest('hex');
      const { session } = ctx;
      const walletId = await wallets(session.merchantId, session.currency, session.accountId);
      const total = requests.reduce((sum, bet) => sum + bet.stakeMinor, 0n);
      const submit = () =>
        deps.groups.submit({
          table,
          roundId: body.roundId,
          accountId: session.accountId,
          walletId,
          currency: session.currency,
          gameType: ctx.gameType,
          requestKey: body.key,
          requestHash: hash,
          bets: requests,
        });
      let result: BetJobResult;
      if (deps.betGate) {
        const login =
          session.loginSessionId && session.loginStartedAt
            ? { sessionId: session.loginSessionId, startedAt: new Date(session.loginStartedAt) }
            : null;
        const gated = await deps.betGate.bet(db, session.accountId, total, submit, undefined, { merchantId: session.merchantId, login });
        if (!gated.ok) {
          // Bets already stored under this key answer as stored; new ones are refused and nothing is written.
          if ((await selectRequestBets(db, session.accountId, body.key)).length > 0) return storedAnswer(ctx, body.key, hash, body.roundId);
          throw new AppError(GATE_REFUSALS[gated.refusal.code]);
        }
        result = gated.value;
      } else result = await submit();
      switch (result.kind) {
        case 'replay':
          return storedAnswer(ctx, body.key, hash, body.roundId);
        case 'invalid': {
          const [first] = result.problems;
          throw new AppError('bet_invalid', `bet ${first?.index ?? 0}: ${first?.problem ?? 'refused'}`, {
            field: `bets.${first?.index ?? 0}`,
            problem: first?.problem ?? 'refused',
          });
        }
        case 'refused':
          throw new AppError(result.code, undefined, result.balanceMinor === null ? {} : { balanceMinor: result.balanceMinor.toString() });
        case 'placed': {
          deps.walletEvents.publish({ brandId: session.merchantId, accountId: session.accountId, code: 'bet_stake' });
          deps.events.totalsChanged(table.id, body.roundId);
          await deps.contexts.touch(session);
          const roundBets = await selectPlayerBets(db, session.accountId, [body.roundId]);
          const ids = new Set(result.betIds);
          return {
            bets: roundBets.filter((bet) => ids.has(bet.betId)).map(betViewOf),
            roundBets: roundBets.map(betViewOf),
            balanceMinor: result.balanceMinor.toString(),
            replayed: false,
          };
        }
      }
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
          round: roundViewOf(game, table, round, await selectTotals(db, roundId), now),
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
      if (!round || round.merchantId !== brand.id) throw new AppError('round_not_found');
      const table = await selectTable(db, round.tableId);
      if (!table) throw new AppError('round_not_found');
      const revealed =
        round.seed !== null && clock.now().getTime() >= revealedAt(deps.games.get(table.kind) as RoundGame, table, round).getTime();
      return {
        roundId: round.id,
        tableId: round.tableId,
        kind: table.kind,
        seq: round.seq,
        seedHash: round.seedHash,
        seed: revealed ? round.seed : null,
        context: round.context,
        stateBefore: round.stateBefore ?? null,
        result: revealed || round.status === 'void' ? (round.result ?? null) : null,
        resultVersion: round.resultVersion,
      };
    },
  };
}

export type RoundService = ReturnType<typeof createRoundService>;
