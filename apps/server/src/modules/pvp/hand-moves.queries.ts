/**
 * PVP hands' moves (decision 059): saving the moves made on one version of a hand in one
 * conditional statement (any process may try, only one applies), and reading them back.
 */
import type { Queryable } from '../../db/client.ts';

/** One applied move for saveMoves. */
export interface MoveRecord {
  seat: number;
  move: unknown;
  auto: 'timeout' | 'away' | 'left' | null;
}

/**
 * Saves moves made on version `fromVersion` in ONE statement: the state, the version after them, the
 * seat to act and its deadline, the moves' rows, and the mover's presence renewed. False when the hand
 * moved on meanwhile (nothing written).
 */
export async function saveMoves(
  db: Queryable,
  input: {
    handId: string;
    fromVersion: number;
    state: unknown;
    toAct: number | null;
    deadline: Date | null;
    moves: readonly MoveRecord[];
    at: Date;
    present: { tableId: string; seat: number; until: Date } | null;
  },
): Promise<boolean> {
  const to = input.fromVersion + input.moves.length;
  const [row] = await db.query<{ saved: number }>(
    `with h as (
       update pvp_hands set state = $3::jsonb, version = $4, to_act = $5, turn_deadline = $6 where id = $1 and version = $2 and status = 'playing'
       returning id
     ), m as (
       insert into pvp_moves (hand_id, n, seat, move, auto, at)
       select h.id, $2 + x.n, x.seat, x.move, x.auto, $7 from h,
         unnest($8::int[], $9::jsonb[], $10::text[]) with ordinality as x(seat, move, auto, n)
     ), p as (
       update pvp_seats set present_until = greatest(present_until, $12) where table_id = $11 and seat = $13 and exists (select 1 from h)
     )
     select count(*)::int as saved from h`,
    [
      input.handId,
      input.fromVersion,
      JSON.stringify(input.state),
      to,
      input.toAct,
      input.deadline?.toISOString() ?? null,
      input.at.toISOString(),
      input.moves.map((move) => move.seat),
      input.moves.map((move) => JSON.stringify(move.move)),
      input.moves.map((move) => move.auto),
      input.present?.tableId ?? null,
      input.present?.until.toISOString() ?? null,
      input.present?.seat ?? null,
    ],
  );
  return row?.saved === 1;
}

/** One stored move. */
export interface MoveRow {
  n: number;
  seat: number;
  move: unknown;
  auto: string | null;
  at: Date;
}

/** The moves of some hands in order, by hand. */
export async function selectMoves(db: Queryable, handIds: readonly string[]): Promise<Map<string, MoveRow[]>> {
  const byHand = new Map<string, MoveRow[]>();
  if (handIds.length === 0) return byHand;
  const rows = await db.query<Omit<MoveRow, 'at'> & { handId: string; at: string | Date }>(
    `select hand_id::text as "handId", n, seat, move, auto, at from pvp_moves where hand_id = any($1::bigint[]) order by hand_id, n`,
    [[...handIds]],
  );
  for (const row of rows) {
    const { handId, ...move } = row;
    const list = byHand.get(handId) ?? [];
    list.push({ ...move, at: new Date(move.at) });
    byHand.set(handId, list);
  }
  return byHand;
}

/** The last move of a hand, or null. */
export async function selectLastMove(db: Queryable, handId: string): Promise<MoveRow | null> {
  const [row] = await db.query<Omit<MoveRow, 'at'> & { at: string | Date }>(
    `select n, seat, move, auto, at from pvp_moves where hand_id = $1 order by n desc limit 1`,
    [handId],
  );
  return row ? { ...row, at: new Date(row.at) } : null;
}
