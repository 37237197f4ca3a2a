/**
 * Placing bets on a round for a player (decision 053): the game page's call (rounds.service.ts,
 * with its game session) and a game's own placing on a player's standing order (bingo's pre-bought
 * cards, with no page open) take the same path: the table open, the stakes parsed, the
 * responsible-gaming gate, the bet groups (round-bets.ts), the stored answer of a replayed key.
 */
import { createHash } from 'node:crypto';
import type { PlaceBetsBody, PlaceBetsValue } from '@pkg/contracts/rounds';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../http/errors.ts';
import { playerBalances, playerWalletIds } from '../../ledger/index.ts';
import type { HouseGameContext } from '../games/index.ts';
import type { BetRefusal, RgGate } from '../responsible-gaming/index.ts';
import type { WalletMoveEvents } from '../vendor-wallet/index.ts';
import type { BetGroups, BetJobResult } from './round-bets.ts';
import type { RoundEvents } from './round-events.ts';
import type { BetRequest } from './round-game.ts';
import { betViewOf } from './round-views.ts';
import { selectPlayerBets, selectRequestBets, type TableRow } from './rounds.queries.ts';

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

/** Who places: the player, the ledger currency, the game type of their rounds, and the login their play belongs to (none for a standing order). */
export interface Bettor {
  brandId: string;
  accountId: string;
  currency: string;
  gameType: string;
  login: { sessionId: string; startedAt: Date } | null;
}

/** The player of a house game's session as the placing path sees it. */
export function bettorOf(ctx: HouseGameContext): Bettor {
  const { session } = ctx;
  const login =
    session.loginSessionId && session.loginStartedAt
      ? { sessionId: session.loginSessionId, startedAt: new Date(session.loginStartedAt) }
      : null;
  return { brandId: session.brandId, accountId: session.accountId, currency: session.currency, gameType: ctx.gameType, login };
}

/** A stake typed by the page: whole minor units above zero, at most the ledger's ceiling. */
function parseStake(text: string, index: number): bigint {
  if (!/^[1-9][0-9]{0,17}$/.test(text)) throw new AppError('amount_invalid', undefined, { field: `bets.${index}.amountMinor` });
  const value = BigInt(text);
  if (value > MAX_STAKE_MINOR) throw new AppError('amount_invalid', undefined, { field: `bets.${index}.amountMinor` });
  return value;
}

/** The placing path shared by the page's call and a game's standing orders. */
export function createRoundPlacer(deps: {
  db: Db;
  clock: Clock;
  groups: BetGroups;
  events: RoundEvents;
  walletEvents: WalletMoveEvents;
  betGate?: Pick<RgGate, 'bet'>;
}) {
  const { db, clock } = deps;
  const wallets = playerWalletIds(db, () => clock.now(), null);

  async function balanceOf(bettor: Bettor): Promise<bigint> {
    const { wallets: held } = await playerBalances(db, bettor.brandId, bettor.accountId, bettor.currency);
    return held.find((wallet) => wallet.kind === 'player_main')?.availableMinor ?? 0n;
  }

  /** The answer to a placing call whose rows are stored: the same body, or idempotency_key_reused. */
  async function storedAnswer(bettor: Bettor, key: string, hash: string, roundId: string): Promise<PlaceBetsValue> {
    const stored = await selectRequestBets(db, bettor.accountId, key);
    if (stored.length === 0) throw new Error(`request ${key} is neither new nor stored`);
    if (stored.some((bet) => bet.requestHash !== hash)) throw new AppError('idempotency_key_reused');
    const roundBets = await selectPlayerBets(db, bettor.accountId, [roundId]);
    return {
      bets: stored.map(betViewOf),
      roundBets: roundBets.map(betViewOf),
      balanceMinor: (await balanceOf(bettor)).toString(),
      replayed: true,
    };
  }

  /** Submits the bets through the gate (when there is one); a refused gate answers a stored replay or throws. */
  async function gated(bettor: Bettor, body: PlaceBetsBody, total: bigint, submit: () => Promise<BetJobResult>) {
    if (!deps.betGate) return submit();
    const play = { brandId: bettor.brandId, login: bettor.login };
    const outcome = await deps.betGate.bet(db, bettor.accountId, total, submit, undefined, play);
    if (outcome.ok) return outcome.value;
    // Bets already stored under this key answer as stored; new ones are refused and nothing is written.
    if ((await selectRequestBets(db, bettor.accountId, body.key)).length > 0) return { kind: 'replay' as const };
    throw new AppError(GATE_REFUSALS[outcome.refusal.code]);
  }

  return {
    /** Bets on the open round of `table`, all or none; the same key again answers the stored bets. */
    async place(bettor: Bettor, table: TableRow, body: PlaceBetsBody): Promise<PlaceBetsValue> {
      // Staff paused or closed the table: no bet is taken, also on a round still in its window.
      if (table.status !== 'open') throw new AppError(table.status === 'paused' ? 'table_paused' : 'table_closed');
      const requests: BetRequest[] = body.bets.map((bet, index) => ({
        spot: bet.spot,
        stakeMinor: parseStake(bet.amountMinor, index),
        ...(bet.detail === undefined ? {} : { detail: bet.detail }),
      }));
      const hash = createHash('sha256')
        .update(JSON.stringify([body.roundId, body.bets.map((bet) => [bet.spot, bet.amountMinor, bet.detail ?? null])]))
        .digest('hex');
      const walletId = await wallets(bettor.brandId, bettor.currency, bettor.accountId);
      const total = requests.reduce((sum, bet) => sum + bet.stakeMinor, 0n);
      const result = await gated(bettor, body, total, () =>
        deps.groups.submit({
          table,
          roundId: body.roundId,
          accountId: bettor.accountId,
          walletId,
          currency: bettor.currency,
          gameType: bettor.gameType,
          requestKey: body.key,
          requestHash: hash,
          bets: requests,
        }),
      );
      switch (result.kind) {
        case 'replay':
          return storedAnswer(bettor, body.key, hash, body.roundId);
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
          deps.walletEvents.publish({ brandId: bettor.brandId, accountId: bettor.accountId, code: 'bet_stake' });
          deps.events.totalsChanged(table.id, body.roundId);
          const roundBets = await selectPlayerBets(db, bettor.accountId, [body.roundId]);
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
    balanceOf,
  };
}

export type RoundPlacer = ReturnType<typeof createRoundPlacer>;
