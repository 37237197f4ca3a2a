/**
 * Reading a PVP table whole (decision 059): the table, its room, its seats, its latest hand and
 * that hand's last move. The live streams of one process share one read per table change (the
 * change's mark, from the event), so a move costs one read per process however many players watch.
 */
import type { Db } from '../../db/client.ts';
import { PVP_VENDOR_CODE } from './pvp-games.ts';
import { selectLastMove, type MoveRow } from './hand-moves.queries.ts';
import { selectLatestHand, type HandRow } from './hands.queries.ts';
import { selectRoom, type RoomRow } from './rooms.queries.ts';
import { selectPvpTable, selectSeats, type PvpTableRow, type SeatRow } from './tables.queries.ts';

/** A table as read at one moment. */
export interface TableSnapshot {
  table: PvpTableRow;
  room: RoomRow;
  seats: SeatRow[];
  hand: HandRow | null;
  lastMove: MoveRow | null;
}

/** Reads a table whole; null when there is no such table or room. */
export async function readTable(db: Db, tableId: string): Promise<TableSnapshot | null> {
  const table = await selectPvpTable(db, tableId);
  if (!table) return null;
  const [room, seats, hand] = await Promise.all([
    selectRoom(db, table.brandId, PVP_VENDOR_CODE, table.roomCode),
    selectSeats(db, tableId),
    selectLatestHand(db, tableId),
  ]);
  if (!room) return null;
  const lastMove = hand && hand.version > 0 ? await selectLastMove(db, hand.id) : null;
  return { table, room, seats, hand, lastMove };
}

/** The snapshots of this process's live streams: one read per table and change mark. */
export function createSnapshots(db: Db) {
  const reads = new Map<string, { mark: string; read: Promise<TableSnapshot | null> }>();
  return {
    /** The table as of change `mark` (the latest event's; a new mark reads again). */
    get(tableId: string, mark: string): Promise<TableSnapshot | null> {
      const known = reads.get(tableId);
      if (known && known.mark === mark) return known.read;
      const read = readTable(db, tableId);
      reads.set(tableId, { mark, read });
      // Failed reads are not kept: the next event or stream reads again.
      read.catch(() => reads.delete(tableId));
      return read;
    },
    /** Forgets a table no stream of this process watches any more. */
    forget(tableId: string): void {
      reads.delete(tableId);
    },
  };
}

export type Snapshots = ReturnType<typeof createSnapshots>;
