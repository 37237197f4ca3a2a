/**
 * PVP tables and seats (decision 059): tables made on demand per room and currency, who sits where
 * (one seat per account), the seat rules' inputs (address, device), presence and leaving.
 */
import type { Queryable } from '../../db/client.ts';

/** A table of a room in one ledger currency. */
export interface PvpTableRow {
  id: string;
  brandId: string;
  roomCode: string;
  currency: string;
  seats: number;
  dealer: number;
  handSeq: number;
}

/** Someone sitting at a table now. */
export interface SeatRow {
  tableId: string;
  seat: number;
  brandId: string;
  accountId: string;
  username: string;
  ip: string | null;
  device: string | null;
  loginSessionId: string | null;
  loginStartedAt: Date | null;
  status: 'seated' | 'leaving';
  presentUntil: Date;
}

const tableColumns = (t: string) =>
  `${t}.id::text as id, ${t}.merchant_id::text as "brandId", ${t}.room_code as "roomCode", ${t}.currency, ${t}.seats, ${t}.dealer,
   ${t}.hand_seq as "handSeq"`;
const TABLE_COLUMNS = tableColumns('pvp_tables');
const seatColumns = (s: string) =>
  `${s}.table_id::text as "tableId", ${s}.seat, ${s}.merchant_id::text as "brandId", ${s}.account_id::text as "accountId",
   ${s}.username, ${s}.ip, ${s}.device, ${s}.login_session_id::text as "loginSessionId", ${s}.login_started_at as "loginStartedAt",
   ${s}.status, ${s}.present_until as "presentUntil"`;
const SEAT_COLUMNS = seatColumns('pvp_seats');

type RawSeat = Omit<SeatRow, 'loginStartedAt' | 'presentUntil'> & { loginStartedAt: string | Date | null; presentUntil: string | Date };

function toSeat(row: RawSeat): SeatRow {
  return {
    ...row,
    loginStartedAt: row.loginStartedAt === null ? null : new Date(row.loginStartedAt),
    presentUntil: new Date(row.presentUntil),
  };
}

/** A table, locked for the rest of the transaction when `lock` says so (`skip`: null when another holds it). */
export async function selectPvpTable(
  db: Queryable,
  tableId: string,
  lock: 'none' | 'update' | 'skip' = 'none',
): Promise<PvpTableRow | null> {
  const suffix = lock === 'update' ? 'for update' : lock === 'skip' ? 'for update skip locked' : '';
  const [row] = await db.query<PvpTableRow>(`select ${TABLE_COLUMNS} from pvp_tables where id = $1 ${suffix}`, [tableId]);
  return row ?? null;
}

/**
 * Tables of a room and currency where someone could sit now: a free seat and no hand shuffled or in
 * play; the fullest first (players waiting get company), with their seated players' address and device.
 */
export async function selectOpenTables(
  db: Queryable,
  brandId: string,
  roomCode: string,
  currency: string,
): Promise<Array<PvpTableRow & { taken: Array<{ seat: number; ip: string | null; device: string | null }> }>> {
  const rows = await db.query<PvpTableRow & { taken: Array<{ seat: number; ip: string | null; device: string | null }> | null }>(
    `select ${tableColumns('t')},
            (select json_agg(json_build_object('seat', s.seat, 'ip', s.ip, 'device', s.device)) from pvp_seats s where s.table_id = t.id) as taken
       from pvp_tables t
      where t.merchant_id = $1 and t.room_code = $2 and t.currency = $3
        and (select count(*) from pvp_seats s where s.table_id = t.id) < t.seats
        and not exists (select 1 from pvp_hands h where h.table_id = t.id and h.status in ('shuffled', 'playing'))
      order by (select count(*) from pvp_seats s where s.table_id = t.id) desc, t.id
      limit 50`,
    [brandId, roomCode, currency],
  );
  return rows.map((row) => ({ ...row, taken: row.taken ?? [] }));
}

/** A new table of a room and currency. */
export async function insertPvpTable(
  db: Queryable,
  table: { brandId: string; roomCode: string; currency: string; seats: number },
  at: Date,
): Promise<PvpTableRow> {
  const [row] = await db.query<PvpTableRow>(
    `insert into pvp_tables (merchant_id, room_code, currency, seats, created_at) values ($1, $2, $3, $4, $5) returning ${TABLE_COLUMNS}`,
    [table.brandId, table.roomCode, table.currency, table.seats, at.toISOString()],
  );
  return row as PvpTableRow;
}

/** Takes a seat; false when the seat is taken or the account sits somewhere already. */
export async function insertSeat(db: Queryable, seat: Omit<SeatRow, 'status'>, at: Date): Promise<boolean> {
  const rows = await db.query(
    `insert into pvp_seats (table_id, seat, merchant_id, account_id, username, ip, device, login_session_id, login_started_at, sat_at, present_until)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) on conflict do nothing returning seat`,
    [
      seat.tableId,
      seat.seat,
      seat.brandId,
      seat.accountId,
      seat.username,
      seat.ip,
      seat.device,
      seat.loginSessionId,
      seat.loginStartedAt?.toISOString() ?? null,
      at.toISOString(),
      seat.presentUntil.toISOString(),
    ],
  );
  return rows.length === 1;
}

/** The seats of a table, by seat number. */
export async function selectSeats(db: Queryable, tableId: string): Promise<SeatRow[]> {
  const rows = await db.query<RawSeat>(`select ${SEAT_COLUMNS} from pvp_seats where table_id = $1 order by seat`, [tableId]);
  return rows.map(toSeat);
}

/** Where an account sits now (with its table), or null. */
export async function selectSeatOf(db: Queryable, accountId: string): Promise<(SeatRow & { table: PvpTableRow }) | null> {
  const [row] = await db.query<RawSeat & { table: PvpTableRow }>(
    `select ${seatColumns('s')},
            json_build_object('id', t.id::text, 'brandId', t.merchant_id::text, 'roomCode', t.room_code, 'currency', t.currency,
              'seats', t.seats, 'dealer', t.dealer, 'handSeq', t.hand_seq) as table
       from pvp_seats s join pvp_tables t on t.id = s.table_id where s.account_id = $1`,
    [accountId],
  );
  return row ? { ...toSeat(row), table: row.table } : null;
}

/** Removes seats (players who left, were away or could not be held at a deal); `accountId` removes a seat only while it is that player's. */
export async function deleteSeats(db: Queryable, tableId: string, seats: readonly number[], accountId?: string): Promise<void> {
  if (seats.length === 0) return;
  await db.query(`delete from pvp_seats where table_id = $1 and seat = any($2::int[]) and ($3::bigint is null or account_id = $3)`, [
    tableId,
    [...seats],
    accountId ?? null,
  ]);
}

/** Marks a seat as leaving after the hand in play (its turns are played automatically until then). */
export async function markLeaving(db: Queryable, tableId: string, seat: number): Promise<void> {
  await db.query(`update pvp_seats set status = 'leaving' where table_id = $1 and seat = $2`, [tableId, seat]);
}

/** Sets an account's presence (its live stream open: renewed; closed: ended); answers its seat when it sits. */
export async function setPresence(db: Queryable, accountId: string, until: Date): Promise<{ tableId: string; seat: number } | null> {
  const [row] = await db.query<{ tableId: string; seat: number }>(
    `update pvp_seats set present_until = $2 where account_id = $1 returning table_id::text as "tableId", seat`,
    [accountId, until.toISOString()],
  );
  return row ?? null;
}

/** A table after a hand: the next dealer and the hand count. */
export async function updateTableAfterHand(db: Queryable, tableId: string, change: { dealer?: number; handSeq?: number }): Promise<void> {
  await db.query(`update pvp_tables set dealer = coalesce($2, dealer), hand_seq = coalesce($3, hand_seq) where id = $1`, [
    tableId,
    change.dealer ?? null,
    change.handSeq ?? null,
  ]);
}
