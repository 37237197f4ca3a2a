import type { RoundEvent, TableView } from '@pkg/contracts/rounds';

/** The rooms a page follows, by table id. */
export type Rooms = ReadonlyMap<string, TableView>;

/**
 * A room's view after one event of the live stream: a table event replaces the room, a round event
 * its game, a totals event the sales and players of its game only (a late one of an older game
 * changes nothing).
 */
export function applyEvent(rooms: Rooms, event: RoundEvent): Rooms {
  if (event.type === 'table') return new Map(rooms).set(event.table.tableId, event.table);
  const room = rooms.get(event.tableId);
  if (!room) return rooms;
  if (event.type === 'round') return new Map(rooms).set(room.tableId, { ...room, round: event.round });
  if (!room.round || room.round.roundId !== event.roundId) return rooms;
  const round = { ...room.round, totals: event.totals, ...(event.players ? { players: event.players } : {}) };
  return new Map(rooms).set(room.tableId, { ...room, round });
}
