import { useEffect, useReducer, useRef, useState } from 'react';
import type { RoundEvent, TableView } from '@pkg/contracts/rounds';
import { roomEventsUrl } from './api/bingo-api';
import { clockOffsetMs } from './bingo-clock';
import { applyEvent, type Rooms } from './bingo-events';

/**
 * The rooms' live state from the round engine's public stream (decision 053): each room's whole
 * view first, then its game as it changes: the sale's totals and players, each ball as it is
 * called, the winners and the end. Every page watching a room applies the same events; EventSource
 * reconnects by itself and the stream's first events bring a reconnect up to date. Nobody polls.
 */

type Action = { kind: 'reset'; rooms: readonly TableView[] } | { kind: 'event'; event: RoundEvent };

function reduce(rooms: Rooms, action: Action): Rooms {
  if (action.kind === 'event') return applyEvent(rooms, action.event);
  return new Map(action.rooms.map((room) => [room.tableId, room]));
}

/** Follows some rooms live from the views an answer gave; gives the rooms and the server clock's offset. */
export function useRoomStream(initial: readonly TableView[] | undefined, serverTime: string | undefined) {
  const [rooms, dispatch] = useReducer(reduce, new Map());
  const [offsetMs, setOffsetMs] = useState(0);
  const ids = (initial ?? []).map((room) => room.tableId).join(',');
  const seeded = useRef<readonly TableView[] | undefined>(undefined);

  useEffect(() => {
    if (!initial || seeded.current === initial) return;
    seeded.current = initial;
    dispatch({ kind: 'reset', rooms: initial });
    if (serverTime) setOffsetMs(clockOffsetMs(serverTime, Date.now()));
  }, [initial, serverTime]);

  useEffect(() => {
    if (ids === '' || typeof EventSource === 'undefined') return;
    const source = new EventSource(roomEventsUrl(ids.split(',')));
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

  return { rooms, offsetMs };
}
