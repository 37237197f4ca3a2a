import { useEffect, useReducer, useRef, useState } from 'react';
import type { RoundEvent, TableView } from '@pkg/contracts/rounds';
import { applyRoundEvent, type TableMap } from './table-events';
import { tableEventsUrl } from './api/live-tables-api';
import { clockOffsetMs } from './table-clock';

/**
 * The tables' live state from the round engine's public stream (`GET /wps/v2/rounds/events`,
 * decision 053): each table's whole view first, then its rounds and totals as they change. Every
 * page watching a table applies the same events, so every player sees the same round at the same
 * moment. EventSource reconnects by itself; the stream's first events bring a reconnect up to date.
 */

type Action = { kind: 'reset'; tables: readonly TableView[] } | { kind: 'event'; event: RoundEvent };

function reduce(tables: TableMap, action: Action): TableMap {
  if (action.kind === 'event') return applyRoundEvent(tables, action.event);
  return new Map(action.tables.map((table) => [table.tableId, table]));
}

/**
 * Follows some tables live, starting from the views an answer gave (and its serverTime); gives
 * the tables and how far the server's clock is ahead of this device's.
 */
export function useTableStream(initial: readonly TableView[] | undefined, serverTime: string | undefined) {
  const [tables, dispatch] = useReducer(reduce, new Map());
  const [offsetMs, setOffsetMs] = useState(0);
  const ids = (initial ?? []).map((table) => table.tableId).join(',');
  const seeded = useRef<readonly TableView[] | undefined>(undefined);

  // A new answer (a refetch) starts the page again from it.
  useEffect(() => {
    if (!initial || seeded.current === initial) return;
    seeded.current = initial;
    dispatch({ kind: 'reset', tables: initial });
    if (serverTime) setOffsetMs(clockOffsetMs(serverTime, Date.now()));
  }, [initial, serverTime]);

  useEffect(() => {
    if (ids === '' || typeof EventSource === 'undefined') return;
    const source = new EventSource(tableEventsUrl(ids.split(',')));
    const onEvent = (message: MessageEvent<string>) => {
      let event: RoundEvent;
      try {
        event = JSON.parse(message.data) as RoundEvent;
      } catch {
        return;
      }
      if (event.type === 'round') setOffsetMs(clockOffsetMs(event.serverTime, Date.now()));
      dispatch({ kind: 'event', event });
    };
    for (const type of ['table', 'round', 'totals']) source.addEventListener(type, onEvent);
    return () => source.close();
  }, [ids]);

  return { tables, offsetMs };
}
