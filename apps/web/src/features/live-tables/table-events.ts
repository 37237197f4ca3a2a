import type { RoundEvent, RoundView, TableView } from '@pkg/contracts/rounds';

/**
 * What one event of the tables' live stream (decision 053) does to the tables a page holds: a
 * `table` event replaces the table, a `round` event its round (and a newly dealt result joins the
 * recent results), a `totals` event the stakes on its round's spots.
 */

/** How many recent results a table keeps on the page (the server sends up to 90). */
const RECENT_KEPT = 90;

/** The tables by id, in the order first seen. */
export type TableMap = ReadonlyMap<string, TableView>;

/** A table with a round event applied: the round, and a newly dealt result at the head of its recent results. */
function withRound(table: TableView, round: RoundView): TableView {
  // An older round's late event never replaces a newer round.
  if (table.round && Number(round.roundId) < Number(table.round.roundId)) return table;
  const dealt = round.result !== null && (round.status === 'dealt' || round.status === 'settled');
  const known = table.recent.some((entry) => entry.roundId === round.roundId);
  const recent =
    dealt && !known
      ? [{ roundId: round.roundId, seq: round.seq, result: round.result }, ...table.recent].slice(0, RECENT_KEPT)
      : table.recent;
  return { ...table, round, recent };
}

/** The tables after one event of the stream. */
export function applyRoundEvent(tables: TableMap, event: RoundEvent): TableMap {
  const next = new Map(tables);
  if (event.type === 'table') {
    next.set(event.table.tableId, event.table);
    return next;
  }
  const table = tables.get(event.tableId);
  if (!table) return tables;
  if (event.type === 'round') next.set(event.tableId, withRound(table, event.round));
  else if (table.round?.roundId === event.roundId) next.set(event.tableId, { ...table, round: { ...table.round, totals: event.totals } });
  else return tables;
  return next;
}
