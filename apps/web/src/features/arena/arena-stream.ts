import { useEffect, useReducer } from 'react';
import type { RoundEvent, TableView } from '@pkg/contracts/rounds';
import { arenaEventsUrl } from './api/arena-api';

/**
 * The arena's live state from the round engine's public stream (`GET /wps/v2/rounds/events`,
 * decision 053): the whole arena first, then its fight and the pools' totals as they change (the
 * odds move with every bet, a few times a second at most). EventSource reconnects by itself; the
 * stream's first event brings a reconnect up to date. Nobody polls.
 */

type Action = { kind: 'reset'; table: TableView } | { kind: 'event'; event: RoundEvent };

/** The arena after one event of the stream (events of other tables or older fights change nothing). */
export function applyArenaEvent(table: TableView | null, event: RoundEvent): TableView | null {
  if (event.type === 'table') return event.table;
  if (!table || event.tableId !== table.tableId) return table;
  if (event.type === 'round') {
    const current = table.round;
    // A late message about an older fight does not replace the newer one.
    if (current && Number(event.round.roundId) < Number(current.roundId)) return table;
    return { ...table, round: event.round };
  }
  if (!table.round || table.round.roundId !== event.roundId) return table;
  return { ...table, round: { ...table.round, totals: event.totals, ...(event.players ? { players: event.players } : {}) } };
}

function reduce(table: TableView | null, action: Action): TableView | null {
  return action.kind === 'reset' ? action.table : applyArenaEvent(table, action.event);
}

/** Follows one arena live, starting from the view an answer gave. */
export function useArenaStream(initial: TableView | undefined): TableView | null {
  const [table, dispatch] = useReducer(reduce, null);
  useEffect(() => {
    if (initial) dispatch({ kind: 'reset', table: initial });
  }, [initial]);
  const tableId = initial?.tableId;
  useEffect(() => {
    if (!tableId || typeof EventSource === 'undefined') return;
    const source = new EventSource(arenaEventsUrl(tableId));
    const onEvent = (message: MessageEvent<string>) => {
      try {
        dispatch({ kind: 'event', event: JSON.parse(message.data) as RoundEvent });
      } catch {
        // A malformed message is skipped; the next one carries the state again.
      }
    };
    for (const type of ['table', 'round', 'totals']) source.addEventListener(type, onEvent);
    return () => source.close();
  }, [tableId]);
  return table ?? initial ?? null;
}
