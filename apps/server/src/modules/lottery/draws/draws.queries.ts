import type { Queryable } from '../../../db/client.ts';
import type { PlannedDraw } from './draw-schedule.ts';

/** A draw row. */
export interface DrawRow {
  id: string;
  brandId: string;
  brandCode: string;
  gameCode: string;
  drawNo: string;
  stationCode: string | null;
  opensAt: Date;
  closesAt: Date;
  drawAt: Date;
  status: 'scheduled' | 'open' | 'closed' | 'drawn' | 'settled' | 'void';
  seedSealed: string | null;
  seedHash: string | null;
  seed: string | null;
  result: string[] | null;
  resultAt: Date | null;
  resultVersion: number;
  settledVersion: number;
  voidReason: string | null;
}

export const DRAW_COLUMNS = `d.id::text as id, d.merchant_id::text as "brandId", m.code as "brandCode", d.game_code as "gameCode",
  d.draw_no as "drawNo", d.station_code as "stationCode", d.opens_at as "opensAt", d.closes_at as "closesAt", d.draw_at as "drawAt",
  d.status, d.seed_sealed as "seedSealed", d.seed_hash as "seedHash", d.seed, d.result, d.result_at as "resultAt",
  d.result_version as "resultVersion", d.settled_version as "settledVersion", d.void_reason as "voidReason"`;

const DRAW_FROM = `lottery_draws d join merchants m on m.id = d.merchant_id`;

/** A planned draw with its sealed seed and the seed's hash (house draws), ready to insert. */
export interface NewDraw extends PlannedDraw {
  seedSealed: string | null;
  seedHash: string | null;
}

/** Every brand's code by id (the planner's draw contexts). */
export async function selectBrandCodes(db: Queryable): Promise<Map<string, string>> {
  return new Map(
    (await db.query<{ id: string; code: string }>(`select id::text as id, code from merchants`)).map((row) => [row.id, row.code]),
  );
}

/** The latest draw time planned for a game, or null when none is. */
export async function selectLastPlannedAt(db: Queryable, brandId: string, gameCode: string): Promise<Date | null> {
  const [row] = await db.query<{ at: Date | null }>(
    `select max(draw_at) as at from lottery_draws where merchant_id = $1 and game_code = $2`,
    [brandId, gameCode],
  );
  return row?.at ? new Date(row.at) : null;
}

/** Inserts draws not planned yet; answers the inserted ones' ids and times (a concurrent planner's rows are skipped). */
export async function insertDraws(db: Queryable, brandId: string, gameCode: string, draws: readonly NewDraw[], at: Date) {
  if (draws.length === 0) return [];
  const col = <T>(pick: (draw: NewDraw) => T) => draws.map(pick);
  return db.query<{ id: string; drawAt: Date }>(
    `insert into lottery_draws (merchant_id, game_code, draw_no, station_code, opens_at, closes_at, draw_at, seed_sealed, seed_hash, created_at)
     select $1, $2, d.draw_no, d.station_code, d.opens_at, d.closes_at, d.draw_at, d.seed_sealed, d.seed_hash, $3
       from unnest($4::text[], $5::text[], $6::timestamptz[], $7::timestamptz[], $8::timestamptz[], $9::text[], $10::text[])
         as d(draw_no, station_code, opens_at, closes_at, draw_at, seed_sealed, seed_hash)
     on conflict (merchant_id, game_code, draw_no) do nothing
     returning id::text as id, draw_at as "drawAt"`,
    [
      brandId,
      gameCode,
      at.toISOString(),
      col((d) => d.drawNo),
      col((d) => d.stationCode),
      col((d) => d.opensAt.toISOString()),
      col((d) => d.closesAt.toISOString()),
      col((d) => d.drawAt.toISOString()),
      col((d) => d.seedSealed),
      col((d) => d.seedHash),
    ],
  );
}

/** What changed state in a clock step, for the live events. */
export interface DrawMoved {
  brandId: string;
  gameCode: string;
  drawNo: string;
  stationCode: string | null;
  status: 'open' | 'closed';
  drawAt: Date;
}

/**
 * The clock's transitions by time: scheduled draws whose betting began become open, open (or
 * still scheduled) draws whose betting ended become closed. Conditional, so repeats change nothing.
 */
export async function moveDrawsByTime(db: Queryable, now: Date): Promise<DrawMoved[]> {
  const columns = `merchant_id::text as "brandId", game_code as "gameCode", draw_no as "drawNo", station_code as "stationCode", status, draw_at as "drawAt"`;
  const closed = await db.query<DrawMoved>(
    `update lottery_draws set status = 'closed' where status in ('scheduled', 'open') and closes_at <= $1 returning ${columns}`,
    [now.toISOString()],
  );
  const opened = await db.query<DrawMoved>(
    `update lottery_draws set status = 'open' where status = 'scheduled' and opens_at <= $1 and closes_at > $1 returning ${columns}`,
    [now.toISOString()],
  );
  return [...closed, ...opened];
}

/** The advisory lock space of lottery draws (pg_advisory_xact_lock's first key). */
const DRAW_LOCK_SPACE = 2801;

/**
 * Takes a draw's transaction lock: shared by every refund on it (a cancelled chase leg, a chase
 * stopped by a win; many at once), exclusive for whoever draws, decides or pays it, who so waits
 * for the refunds in flight and keeps new ones out until it commits. Orders hold the draw's row
 * `for share` instead, once per group of orders (decision 060): drawing and deciding a draw take
 * its row `for update` as well, so they wait for the groups in flight and the groups after them
 * see the new status. An advisory lock for the many single refunds rather than a row lock: each
 * sharing a row lock would build a new multixact on the draw's row.
 */
export async function lockDraw(db: Queryable, drawId: string, mode: 'shared' | 'exclusive'): Promise<void> {
  const fn = mode === 'shared' ? 'pg_advisory_xact_lock_shared' : 'pg_advisory_xact_lock';
  await db.query(`select ${fn}($1, ($2::bigint % 2147483647)::int)`, [DRAW_LOCK_SPACE, drawId]);
}

/** A draw by id, locked for the rest of the transaction when `lock` says so. */
export async function selectDrawById(db: Queryable, drawId: string, lock: '' | 'for update' | 'for share' = ''): Promise<DrawRow | null> {
  const [row] = await db.query<DrawRow>(`select ${DRAW_COLUMNS} from ${DRAW_FROM} where d.id = $1 ${lock ? `${lock} of d` : ''}`, [drawId]);
  return row ?? null;
}

/** A draw by its number, or null. */
export async function selectDrawByNo(db: Queryable, brandId: string, gameCode: string, drawNo: string): Promise<DrawRow | null> {
  const [row] = await db.query<DrawRow>(
    `select ${DRAW_COLUMNS} from ${DRAW_FROM} where d.merchant_id = $1 and d.game_code = $2 and d.draw_no = $3`,
    [brandId, gameCode, drawNo],
  );
  return row ?? null;
}

/**
 * The draw taking bets at `now` (or, when none does, the next to open) and the ones after it, up
 * to `count` in all; a station narrows it to that station's draws.
 */
export function selectDrawsFrom(db: Queryable, brandId: string, gameCode: string, now: Date, count: number, stationCode?: string) {
  return db.query<DrawRow>(
    `select ${DRAW_COLUMNS} from ${DRAW_FROM}
      where d.merchant_id = $1 and d.game_code = $2 and d.closes_at > $3 and d.status <> 'void' and ($5::text is null or d.station_code = $5)
      order by d.draw_at, d.draw_no limit $4`,
    [brandId, gameCode, now.toISOString(), count, stationCode ?? null],
  );
}

/** The latest drawn (or settled) draw of a game, or null. */
export async function selectLastDrawn(db: Queryable, brandId: string, gameCode: string, stationCode?: string): Promise<DrawRow | null> {
  const [row] = await db.query<DrawRow>(
    `select ${DRAW_COLUMNS} from ${DRAW_FROM}
      where d.merchant_id = $1 and d.game_code = $2 and d.status in ('drawn', 'settled') and ($3::text is null or d.station_code = $3)
      order by d.draw_at desc, d.draw_no desc limit 1`,
    [brandId, gameCode, stationCode ?? null],
  );
  return row ?? null;
}

/** A page of a game's draws whose time has come (drawn, settled, void, or awaiting an official result), newest first. */
export async function selectPastDraws(
  db: Queryable,
  filter: { brandId: string; gameCode: string; now: Date; stationCode?: string | undefined },
  page: { offset: number; limit: number },
) {
  const params = [filter.brandId, filter.gameCode, filter.now.toISOString(), filter.stationCode ?? null];
  const where = `d.merchant_id = $1 and d.game_code = $2 and d.draw_at <= $3 and ($4::text is null or d.station_code = $4)`;
  const [count] = await db.query<{ total: number }>(`select count(*)::int as total from lottery_draws d where ${where}`, params);
  const rows = await db.query<DrawRow>(
    `select ${DRAW_COLUMNS} from ${DRAW_FROM} where ${where} order by d.draw_at desc, d.draw_no desc limit $5 offset $6`,
    [...params, page.limit, page.offset],
  );
  return { rows, total: count?.total ?? 0 };
}

/** The latest `count` results (drawn or settled), newest first (trend charts). */
export function selectRecentResults(db: Queryable, brandId: string, gameCode: string, count: number) {
  return db.query<DrawRow>(
    `select ${DRAW_COLUMNS} from ${DRAW_FROM}
      where d.merchant_id = $1 and d.game_code = $2 and d.status in ('drawn', 'settled') order by d.draw_at desc, d.draw_no desc limit $3`,
    [brandId, gameCode, count],
  );
}

/** Closes betting on a draw still scheduled or open (an official draw whose time came: staff give its result). */
export async function closeDraw(db: Queryable, drawId: string): Promise<void> {
  await db.query(`update lottery_draws set status = 'closed' where id = $1 and status in ('scheduled', 'open')`, [drawId]);
}

/** A draw's result version now, or null when there is no such draw. */
export async function selectResultVersion(db: Queryable, drawId: string): Promise<number | null> {
  const [current] = await db.query<{ version: number }>(`select result_version as version from lottery_draws where id = $1`, [drawId]);
  return current?.version ?? null;
}

/** Stores a drawn result: the draw becomes drawn at a new result version (returned). */
export async function writeResult(db: Queryable, drawId: string, result: { numbers: string[]; seed: string | null; at: Date }) {
  const [row] = await db.query<{ resultVersion: number }>(
    `update lottery_draws set status = 'drawn', result = $2, seed = coalesce($3, seed), result_at = $4, result_version = result_version + 1
      where id = $1 returning result_version as "resultVersion"`,
    [drawId, result.numbers, result.seed, result.at.toISOString()],
  );
  if (!row) throw new Error(`draw ${drawId} vanished`);
  return row.resultVersion;
}
