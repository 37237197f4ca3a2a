/**
 * PVP rooms (decision 059): a room's rules (pvp_rooms) with its name and switches from the
 * catalogue (games of BTPVP), and what the room list shows of its tables and seats.
 */
import type { PvpGame } from '@pkg/contracts/pvp';
import type { Queryable } from '../../db/client.ts';
import type { RoomRules } from './pvp-games.ts';

/** A room: its rules and its catalogue entry. */
export interface RoomRow extends RoomRules {
  brandId: string;
  roomCode: string;
  status: 'open' | 'closed';
  /** The catalogue's names by language and fallback name. */
  names: Record<string, string>;
  displayName: string;
  enabled: boolean;
  maintenance: boolean;
  updatedAt: Date;
}

const ROOM_COLUMNS = `r.merchant_id::text as "brandId", r.room_code as "roomCode", r.game, r.unit_minor::text as unit,
  r.rake_x10k as "rakeX10k", r.rake_cap_minor::text as "rakeCap", r.scoring, r.turn_seconds as "turnSeconds", r.status,
  coalesce(g.names, '{}'::jsonb) as names, coalesce(g.display_name, r.room_code) as "displayName",
  coalesce(g.enabled, false) as enabled, coalesce(g.maintenance, false) as maintenance, r.updated_at as "updatedAt"`;

type RawRoom = Omit<RoomRow, 'unitMinor' | 'rakeCapMinor' | 'updatedAt'> & {
  unit: string;
  rakeCap: string | null;
  updatedAt: string | Date;
};

function toRoom(row: RawRoom): RoomRow {
  const { unit, rakeCap, updatedAt, ...rest } = row;
  return { ...rest, unitMinor: BigInt(unit), rakeCapMinor: rakeCap === null ? null : BigInt(rakeCap), updatedAt: new Date(updatedAt) };
}

const FROM_ROOMS = `from pvp_rooms r left join games g on g.merchant_id = r.merchant_id and g.vendor_code = $2 and g.game_code = r.room_code`;

/** One room of a brand, or null. */
export async function selectRoom(db: Queryable, brandId: string, vendorCode: string, roomCode: string): Promise<RoomRow | null> {
  const [row] = await db.query<RawRoom>(`select ${ROOM_COLUMNS} ${FROM_ROOMS} where r.merchant_id = $1 and r.room_code = $3`, [
    brandId,
    vendorCode,
    roomCode,
  ]);
  return row ? toRoom(row) : null;
}

/** The rooms of some brands (all when `brandIds` is null), by brand and code. */
export async function selectRooms(db: Queryable, vendorCode: string, brandIds: readonly string[] | null): Promise<RoomRow[]> {
  const rows = await db.query<RawRoom>(
    `select ${ROOM_COLUMNS} from pvp_rooms r
       left join games g on g.merchant_id = r.merchant_id and g.vendor_code = $1 and g.game_code = r.room_code
      where ($2::bigint[] is null or r.merchant_id = any($2::bigint[]))
      order by r.merchant_id, coalesce(g.sort, 0), r.room_code`,
    [vendorCode, brandIds],
  );
  return rows.map(toRoom);
}

/** Adds a room when missing (the demo seed); an existing room is left as it is. */
export async function insertRoomIfMissing(db: Queryable, brandId: string, roomCode: string, rules: RoomRules, at: Date): Promise<void> {
  await db.query(
    `insert into pvp_rooms (merchant_id, room_code, game, unit_minor, rake_x10k, rake_cap_minor, scoring, turn_seconds, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9) on conflict do nothing`,
    [
      brandId,
      roomCode,
      rules.game,
      rules.unitMinor.toString(),
      rules.rakeX10k,
      rules.rakeCapMinor?.toString() ?? null,
      JSON.stringify(rules.scoring),
      rules.turnSeconds,
      at.toISOString(),
    ],
  );
}

/** Writes a room's rules or status (the desk; the caller locked the room). */
export async function updateRoom(
  db: Queryable,
  brandId: string,
  roomCode: string,
  change: { rules?: Omit<RoomRules, 'game'>; status?: 'open' | 'closed' },
  at: Date,
): Promise<void> {
  const rules = change.rules;
  await db.query(
    `update pvp_rooms set
       unit_minor = coalesce($3::bigint, unit_minor), rake_x10k = coalesce($4::int, rake_x10k),
       rake_cap_minor = case when $5::boolean then $6::bigint else rake_cap_minor end,
       scoring = coalesce($7::jsonb, scoring), turn_seconds = coalesce($8::int, turn_seconds),
       status = coalesce($9, status), updated_at = $10
     where merchant_id = $1 and room_code = $2`,
    [
      brandId,
      roomCode,
      rules?.unitMinor.toString() ?? null,
      rules?.rakeX10k ?? null,
      rules !== undefined,
      rules?.rakeCapMinor?.toString() ?? null,
      rules ? JSON.stringify(rules.scoring) : null,
      rules?.turnSeconds ?? null,
      change.status ?? null,
      at.toISOString(),
    ],
  );
}

/** A room locked for a change (the desk), or null. */
export async function lockRoom(db: Queryable, brandId: string, roomCode: string): Promise<{ game: PvpGame } | null> {
  const [row] = await db.query<{ game: PvpGame }>(`select game from pvp_rooms where merchant_id = $1 and room_code = $2 for update`, [
    brandId,
    roomCode,
  ]);
  return row ?? null;
}

/** Seats and tables of some rooms in one currency: players seated, free seats at tables with players, tables with players. */
export async function selectRoomSeats(
  db: Queryable,
  brandId: string,
  currency: string,
  roomCodes: readonly string[],
): Promise<Map<string, { seatsTaken: number; seatsFree: number; tables: number }>> {
  if (roomCodes.length === 0) return new Map();
  const rows = await db.query<{ roomCode: string; taken: number; free: number; tables: number }>(
    `select t.room_code as "roomCode", sum(s.n)::int as taken, sum(t.seats - s.n)::int as free, count(*)::int as tables
       from pvp_tables t
       join lateral (select count(*)::int as n from pvp_seats where table_id = t.id) s on s.n > 0
      where t.merchant_id = $1 and t.currency = $2 and t.room_code = any($3::text[])
      group by t.room_code`,
    [brandId, currency, [...roomCodes]],
  );
  return new Map(rows.map((row) => [row.roomCode, { seatsTaken: row.taken, seatsFree: row.free, tables: row.tables }]));
}

/** Names catalogue games of a vendor as PVP rooms (their room id is their code) where they have none yet. */
export async function setRoomIds(db: Queryable, brandId: string, vendorCode: string, roomCodes: readonly string[]): Promise<void> {
  await db.query(
    `update games set room_id = game_code where merchant_id = $1 and vendor_code = $2 and game_code = any($3::text[]) and room_id is null`,
    [brandId, vendorCode, [...roomCodes]],
  );
}
