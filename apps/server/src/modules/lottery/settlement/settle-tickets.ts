/**
 * Settling a draw's tickets (decision 028): each ticket not yet settled at this result version is
 * read in id order, a batch at a time, judged on the prepared result and written back (won with
 * its win, or lost) in one statement per batch. A run that stops half way leaves the rest at the
 * older version, so the next run takes up exactly where it stopped; a correction (a new version)
 * judges every ticket again.
 */
import { findBetType, prepareResult, winByToken, winOf } from '@pkg/games/lottery/bet-catalogue';
import type { LotteryFormat } from '@pkg/games/lottery/lottery-types';
import { picksFromText } from '@pkg/games/lottery/picks-text';
import type { Queryable } from '../../db/client.ts';

/** Tickets judged per statement: big enough to amortise the round trips, small enough not to hold the embedded database for long. */
export const SETTLE_BATCH = 5000;

interface OpenTicket {
  id: string;
  betType: string;
  picks: string;
  unitMinor: string;
  oddsBp: number;
  oddsByToken: Record<string, number> | null;
}

/** The win of one ticket on a prepared result (0 when it lost). */
export function ticketWin(format: LotteryFormat, ticket: OpenTicket, prepared: unknown): bigint {
  const betType = findBetType(format, ticket.betType);
  if (!betType) throw new Error(`ticket ${ticket.id} has unknown bet type ${ticket.betType}`);
  const picks = picksFromText(ticket.picks);
  const unit = BigInt(ticket.unitMinor);
  if (betType.hitsByToken && ticket.oddsByToken) return winByToken(unit, ticket.oddsByToken, betType.hitsByToken(picks, prepared));
  const hits = betType.hits(picks, prepared);
  return hits === 0 ? 0n : winOf(unit, ticket.oddsBp, hits);
}

/** Judges every ticket of the draw not yet at `version`; answers how many it judged. */
export async function judgeTickets(
  db: Queryable,
  draw: { id: string; format: LotteryFormat; numbers: string[]; version: number; at: Date },
  batchSize = SETTLE_BATCH,
): Promise<number> {
  const prepared = prepareResult({ format: draw.format, numbers: draw.numbers });
  // Pages go by the numeric id (ordering by the text alias would sort 10000 before 9999 and skip tickets).
  let after = '0';
  let judged = 0;
  for (;;) {
    const tickets = await db.query<OpenTicket>(
      `select id::text as id, bet_type as "betType", picks, unit_minor::text as "unitMinor", odds_bp as "oddsBp", odds_by_token as "oddsByToken"
         from lottery_tickets t where draw_id = $1 and id > $2 and settled_version < $3 and status <> 'void' order by t.id limit $4`,
      [draw.id, after, draw.version, batchSize],
    );
    if (tickets.length === 0) return judged;
    const wins = tickets.map((ticket) => ticketWin(draw.format, ticket, prepared));
    await db.query(
      `update lottery_tickets t set status = case when x.win > 0 then 'won' else 'lost' end, win_minor = x.win, settled_version = $2, settled_at = $3
         from unnest($1::bigint[], $4::bigint[]) as x(id, win)
        where t.id = x.id and t.settled_version < $2 and t.status <> 'void'`,
      [tickets.map((t) => t.id), draw.version, draw.at.toISOString(), wins.map(String)],
    );
    judged += tickets.length;
    after = tickets[tickets.length - 1]?.id ?? after;
  }
}

/** Voids every ticket of a voided draw not yet at `version`, a batch at a time; answers how many. */
export async function voidTickets(
  db: Queryable,
  draw: { id: string; version: number; at: Date },
  batchSize = SETTLE_BATCH,
): Promise<number> {
  let voided = 0;
  for (;;) {
    const rows = await db.query(
      `update lottery_tickets set status = 'void', win_minor = 0, settled_version = $2, settled_at = $3
        where id in (select id from lottery_tickets where draw_id = $1 and settled_version < $2 order by id limit $4)
        returning 1`,
      [draw.id, draw.version, draw.at.toISOString(), batchSize],
    );
    if (rows.length === 0) return voided;
    voided += rows.length;
  }
}
