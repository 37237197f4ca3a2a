/**
 * Pre-buy orders (decision 057): a player buys the same cards for the room's next games. Nothing is
 * taken ahead: when a game opens, the engine enqueues `bingo-prebuy:<round>` in its opening
 * transaction, and that job buys each due order's cards through the engine's placing path (stakes
 * through the ledger, responsible-gaming gate, the player's round in the betting record) under the
 * key `bingo-pb<order>-r<round>`, so a rerun after a crash answers the stored bets instead of buying
 * twice, and records the game in bingo_prebuy_games. A game the order cannot buy (funds, the
 * player's limits or exclusion, the card limit, a changed price) is skipped and the order stops; a
 * game that closed before the job ran is left for the next one (no money moved for it).
 */
import { BINGO_CARD_SPOT } from '@pkg/contracts/bingo';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../http/errors.ts';
import { selectRound, selectTable, type Rounds, type RoundRow, type TableRow } from '../rounds/index.ts';
import { readRoom } from './bingo-settings.ts';
import { recordPrebuyGame, selectDuePrebuys, type PrebuyRow } from './bingo-prebuy.queries.ts';

/** Orders bought at once (each its own placing call; the engine groups them into shared transactions). */
const AT_ONCE = 50;
/** Refusals that leave the game to the next one without counting it (the game closed under the job). */
const LATER = new Set(['round_closed', 'round_not_found', 'table_paused']);

/** The key of an order's cards in one game (a placing call's key: 8-64 letters, digits and dashes). */
export function prebuyBetKey(prebuyId: string, roundId: string): string {
  return `bingo-pb${prebuyId}-r${roundId}`;
}

/** Buys one order's cards in one game; answers what to record, or null to leave it for a later game. */
async function buyOne(
  rounds: Pick<Rounds, 'placeFor'>,
  table: TableRow,
  round: RoundRow,
  order: PrebuyRow,
): Promise<{ outcome: 'placed' | 'skipped'; reason: string | null; stop: string | null } | null> {
  const price = readRoom(round.settings).room.ticketPriceMinor;
  if (price !== order.priceMinor) return { outcome: 'skipped', reason: 'price_changed', stop: 'price_changed' };
  try {
    await rounds.placeFor(
      { brandId: order.brandId, accountId: order.accountId, currency: order.currency, gameType: order.gameType, login: null },
      table,
      {
        roundId: round.id,
        key: prebuyBetKey(order.id, round.id),
        bets: Array.from({ length: order.cards }, () => ({ spot: BINGO_CARD_SPOT, amountMinor: price.toString() })),
      },
    );
    return { outcome: 'placed', reason: null, stop: null };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (LATER.has(error.code)) return null;
    const reason = error.code === 'bet_invalid' ? String(error.extra?.problem ?? error.code) : error.code;
    return { outcome: 'skipped', reason, stop: reason };
  }
}

/** The `bingo-prebuy:<round>` job: buys the due orders' cards in a game that just opened. */
export function createPrebuyJob(deps: { db: Db; clock: Clock; rounds: Pick<Rounds, 'placeFor'> }) {
  return async function buyPrebuys(runKey: string): Promise<void> {
    const roundId = runKey.slice(runKey.indexOf(':') + 1);
    const round = await selectRound(deps.db, roundId);
    if (!round || round.status !== 'open') return;
    const table = await selectTable(deps.db, round.tableId);
    if (!table) return;
    const due = await selectDuePrebuys(deps.db, table.id, round.seq, round.id);
    for (let start = 0; start < due.length; start += AT_ONCE) {
      await Promise.all(
        due.slice(start, start + AT_ONCE).map(async (order) => {
          const done = await buyOne(deps.rounds, table, round, order);
          if (done) await recordPrebuyGame(deps.db, { prebuyId: order.id, roundId: round.id, ...done }, deps.clock.now());
        }),
      );
    }
  };
}
