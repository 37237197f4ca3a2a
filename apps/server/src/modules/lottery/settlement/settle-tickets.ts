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
import type { Queryable } from '../../../db/client.ts';
import { selectTicketsToJudge, voidTicketPage, writeJudgedTickets, type OpenTicket } from './settlement.queries.ts';

/** Tickets judged per statement: big enough to amortise the round trips, small enough not to hold the embedded database for long. */
export const SETTLE_BATCH = 5000;

/** The win of one ticket on a prepared result (0 when it lost). */
export function ticketWin(format: LotteryFormat, ticket: OpenTicket, prepared: unknown): bigint {
  const betType = findBetType(format, ticket.betType);
  if (!betType) throw new Error(`ticket ${ticket.id} has unknown bet type ${ticket.betType}`);
  const picks = picksFromText(ticket.picks);
  const unit = ticket.unitMinor;
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
  let after = '0';
  let judged = 0;
  for (;;) {
    const tickets = await selectTicketsToJudge(db, draw.id, after, draw.version, batchSize);
    if (tickets.length === 0) return judged;
    const wins = tickets.map((ticket) => ticketWin(draw.format, ticket, prepared));
    await writeJudgedTickets(db, { ids: tickets.map((t) => t.id), wins }, draw.version, draw.at);
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
    const count = await voidTicketPage(db, draw.id, draw.version, draw.at, batchSize);
    if (count === 0) return voided;
    voided += count;
  }
}
