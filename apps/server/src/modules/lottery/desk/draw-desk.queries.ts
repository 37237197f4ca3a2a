import type { Queryable } from '../../../db/client.ts';
import { lockDraw } from '../draws/draws.queries.ts';

/** A draw row as the desk lists it, with its game, station and real-money ticket sums. */
export interface DeskDrawRow {
  id: string;
  brandId: string;
  brandCode: string;
  currency: string;
  gameCode: string;
  gameName: string;
  format: 'ssc' | 'k3' | '11x5' | 'pk10' | 'vn27' | 'vn18';
  resultSource: 'house' | 'official';
  drawNo: string;
  stationCode: string | null;
  stationName: string | null;
  opensAt: Date;
  closesAt: Date;
  drawAt: Date;
  status: 'scheduled' | 'open' | 'closed' | 'drawn' | 'settled' | 'void';
  result: string[] | null;
  seedHash: string | null;
  resultVersion: number;
  settledVersion: number;
  voidReason: string | null;
  tickets: number;
  stakeMinor: string;
  winMinor: string;
}

const DESK_COLUMNS = `d.id::text as id, d.merchant_id::text as "brandId", m.code as "brandCode", m.currency_code as currency, d.game_code as "gameCode",
  g.display_name as "gameName", l.format, l.result_source as "resultSource", d.draw_no as "drawNo", d.station_code as "stationCode",
  s.name as "stationName", d.opens_at as "opensAt", d.closes_at as "closesAt", d.draw_at as "drawAt", d.status, d.result,
  d.seed_hash as "seedHash", d.result_version as "resultVersion", d.settled_version as "settledVersion", d.void_reason as "voidReason",
  coalesce(t.tickets, 0)::int as tickets, coalesce(t.stake, 0)::text as "stakeMinor", coalesce(t.win, 0)::text as "winMinor"`;

const DESK_FROM = `lottery_draws d join merchants m on m.id = d.merchant_id
  join lottery_games l on l.merchant_id = d.merchant_id and l.game_code = d.game_code
  join games g on g.merchant_id = l.merchant_id and g.vendor_code = l.vendor_code and g.game_code = l.game_code
  left join lottery_stations s on s.merchant_id = d.merchant_id and s.station_code = d.station_code
  left join lateral (select count(*) as tickets, sum(stake_minor) filter (where status <> 'void') as stake, sum(win_minor) as win
                       from lottery_tickets where draw_id = d.id and currency = m.currency_code) t on true`;

/** A page of draws in the staff member's brands, newest first. */
export function selectDeskDraws(
  db: Queryable,
  filter: {
    scope: string[] | null;
    brandId?: string | undefined;
    gameCode?: string | undefined;
    status?: string | undefined;
    awaiting: boolean;
    before: Date;
    limit: number;
  },
): Promise<DeskDrawRow[]> {
  return db.query<DeskDrawRow>(
    `select ${DESK_COLUMNS} from ${DESK_FROM}
      where ($1::bigint[] is null or d.merchant_id = any($1)) and ($2::bigint is null or d.merchant_id = $2)
        and ($3::text is null or d.game_code = $3) and ($4::text is null or d.status = $4)
        and (not $5 or (l.result_source = 'official' and d.status in ('scheduled', 'open', 'closed')))
        and d.draw_at <= $6
      order by d.draw_at desc, d.id desc limit $7`,
    [
      filter.scope,
      filter.brandId ?? null,
      filter.gameCode ?? null,
      filter.status ?? null,
      filter.awaiting,
      filter.before.toISOString(),
      filter.limit,
    ],
  );
}

/** One draw of the staff member's brands, locked for the transaction when asked. */
export async function selectDeskDraw(db: Queryable, drawId: string, scope: string[] | null, lock = false): Promise<DeskDrawRow | null> {
  if (lock) {
    // Another brand's draw is not this staff member's to lock (its bets would wait on the lock).
    const [inScope] = await db.query(`select 1 from lottery_draws where id = $1 and ($2::bigint[] is null or merchant_id = any($2))`, [
      drawId,
      scope,
    ]);
    if (!inScope) return null;
    await lockDraw(db, drawId, 'exclusive');
    await db.query(`select 1 from lottery_draws where id = $1 for update`, [drawId]);
  }
  const [row] = await db.query<DeskDrawRow>(
    `select ${DESK_COLUMNS} from ${DESK_FROM} where d.id = $1 and ($2::bigint[] is null or d.merchant_id = any($2))`,
    [drawId, scope],
  );
  return row ?? null;
}

/** An action on a draw. */
export interface DrawActionRow {
  id: string;
  drawId: string;
  kind: 'result' | 'void';
  numbers: string[] | null;
  reason: string | null;
  source: string;
  status: 'pending' | 'approved' | 'rejected';
  proposedBy: string | null;
  proposedByName: string;
  proposedAt: Date;
  decidedByName: string | null;
  decidedAt: Date | null;
}

const ACTION_COLUMNS = `a.id::text as id, a.draw_id::text as "drawId", a.kind, a.numbers, a.reason, a.source, a.status,
  a.proposed_by::text as "proposedBy", coalesce(p.username, 'results-feed') as "proposedByName", a.proposed_at as "proposedAt", d.username as "decidedByName",
  a.decided_at as "decidedAt"`;
const ACTION_FROM = `lottery_draw_actions a left join staff p on p.id = a.proposed_by left join staff d on d.id = a.decided_by`;

/** The actions of some draws, newest first. */
export function selectDrawActions(db: Queryable, drawIds: readonly string[]): Promise<DrawActionRow[]> {
  if (drawIds.length === 0) return Promise.resolve([]);
  return db.query<DrawActionRow>(`select ${ACTION_COLUMNS} from ${ACTION_FROM} where a.draw_id = any($1::bigint[]) order by a.id desc`, [
    drawIds,
  ]);
}

/** One action, locked for the transaction. */
export async function lockDrawAction(db: Queryable, actionId: string): Promise<DrawActionRow | null> {
  await db.query(`select 1 from lottery_draw_actions where id = $1 for update`, [actionId]);
  const [row] = await db.query<DrawActionRow>(`select ${ACTION_COLUMNS} from ${ACTION_FROM} where a.id = $1`, [actionId]);
  return row ?? null;
}

/** Writes a pending action; false when the draw already has one pending (the unique index). */
export async function insertDrawAction(
  db: Queryable,
  action: {
    drawId: string;
    kind: 'result' | 'void';
    numbers: string[] | null;
    reason: string | null;
    source: string;
    staffId: string;
    at: Date;
  },
): Promise<string | null> {
  const [row] = await db.query<{ id: string }>(
    `insert into lottery_draw_actions (draw_id, kind, numbers, reason, source, proposed_by, proposed_at)
     values ($1, $2, $3, $4, $5, $6, $7) on conflict (draw_id) where status = 'pending' do nothing returning id::text as id`,
    [action.drawId, action.kind, action.numbers, action.reason, action.source, action.staffId, action.at.toISOString()],
  );
  return row?.id ?? null;
}

/** Records a decision on a pending action. */
export async function decideDrawAction(
  db: Queryable,
  actionId: string,
  decision: { status: 'approved' | 'rejected'; staffId: string; at: Date; reason?: string },
) {
  await db.query(
    `update lottery_draw_actions set status = $2, decided_by = $3, decided_at = $4, reason = coalesce($5, reason) where id = $1 and status = 'pending'`,
    [actionId, decision.status, decision.staffId, decision.at.toISOString(), decision.reason ?? null],
  );
}

/** What a draw's settlements moved: paid, taken back, short; and its latest settlement job. */
export async function selectDrawMoney(db: Queryable, drawId: string, currency: string) {
  const [money] = await db.query<{ paid: string; clawed: string; short: string }>(
    `select coalesce(sum(moved_minor) filter (where moved_minor > 0), 0)::text as paid, coalesce(-sum(moved_minor) filter (where moved_minor < 0), 0)::text as clawed,
            coalesce(sum(short_minor), 0)::text as short
       from lottery_payouts where draw_id = $1 and currency = $2`,
    [drawId, currency],
  );
  const [job] = await db.query<{ status: string; attempts: number; lastError: string | null }>(
    `select status, attempts, last_error as "lastError" from jobs where run_key like $1 order by created_at desc, run_key desc limit 1`,
    [`lottery-settle:${drawId}:v%`],
  );
  return { paid: money?.paid ?? '0', clawed: money?.clawed ?? '0', short: money?.short ?? '0', job: job ?? null };
}

/** A game of the staff member's brands as the desk's filter lists it. */
export interface DeskGameRow {
  brandId: string;
  gameCode: string;
  gameName: string;
  resultSource: 'house' | 'official';
}

/** The lottery games of the staff member's brands (every brand when `scope` is null), in menu order. */
export function selectDeskGames(db: Queryable, scope: string[] | null): Promise<DeskGameRow[]> {
  return db.query<DeskGameRow>(
    `select l.merchant_id::text as "brandId", l.game_code as "gameCode", g.display_name as "gameName", l.result_source as "resultSource"
           from lottery_games l join games g on g.merchant_id = l.merchant_id and g.vendor_code = l.vendor_code and g.game_code = l.game_code
          where $1::bigint[] is null or l.merchant_id = any($1) order by l.merchant_id, g.sort, l.game_code`,
    [scope],
  );
}

/** Voids a draw at a new result version (answered). */
export async function voidDrawVersion(db: Queryable, drawId: string, reason: string | null): Promise<number> {
  const [row] = await db.query<{ version: number }>(
    `update lottery_draws set status = 'void', void_reason = $2, result_version = result_version + 1 where id = $1 returning result_version as version`,
    [drawId, reason],
  );
  return row?.version ?? 0;
}

/** The id of a brand's draw by game and number (an imported line), or null. */
export async function selectDrawIdByNo(db: Queryable, brandId: string, gameCode: string, drawNo: string): Promise<string | null> {
  const [draw] = await db.query<{ id: string }>(
    `select id::text as id from lottery_draws where merchant_id = $1 and game_code = $2 and draw_no = $3`,
    [brandId, gameCode, drawNo],
  );
  return draw?.id ?? null;
}
