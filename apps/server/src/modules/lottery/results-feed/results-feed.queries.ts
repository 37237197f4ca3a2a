import type { Queryable } from '../../../db/client.ts';

/** A brand's feed settings. */
export interface FeedSettingsRow {
  brandId: string;
  brandCode: string;
  brandName: string;
  enabled: boolean;
  overdueMinutes: number;
  voidAfterMinutes: number;
  alertEmail: string | null;
  updatedAt: Date;
}

const SETTINGS_COLUMNS = `f.merchant_id::text as "brandId", m.code as "brandCode", m.name as "brandName", f.enabled,
  f.overdue_minutes as "overdueMinutes", f.void_after_minutes as "voidAfterMinutes", f.alert_email as "alertEmail", f.updated_at as "updatedAt"`;

/** The feed settings of every brand (those of `scope` when given). */
export function selectFeedSettings(db: Queryable, scope: string[] | null = null): Promise<FeedSettingsRow[]> {
  return db.query<FeedSettingsRow>(
    `select ${SETTINGS_COLUMNS} from lottery_feed_settings f join merchants m on m.id = f.merchant_id
      where $1::bigint[] is null or f.merchant_id = any($1) order by f.merchant_id`,
    [scope],
  );
}

/** Writes a brand's feed settings. */
export async function upsertFeedSettings(
  db: Queryable,
  settings: { brandId: string; enabled: boolean; overdueMinutes: number; voidAfterMinutes: number; alertEmail: string | null; at: Date },
): Promise<void> {
  await db.query(
    `insert into lottery_feed_settings (merchant_id, enabled, overdue_minutes, void_after_minutes, alert_email, updated_at)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (merchant_id) do update set enabled = $2, overdue_minutes = $3, void_after_minutes = $4, alert_email = $5, updated_at = $6`,
    [
      settings.brandId,
      settings.enabled,
      settings.overdueMinutes,
      settings.voidAfterMinutes,
      settings.alertEmail,
      settings.at.toISOString(),
    ],
  );
}

/** A source of a brand with what its last fetch did. */
export interface FeedSourceRow {
  brandId: string;
  code: string;
  kind: 'http' | 'dir';
  location: string;
  enabled: boolean;
  lastRunAt: Date | null;
  lastOkAt: Date | null;
  lastError: string | null;
  lastResults: number;
}

const SOURCE_COLUMNS = `merchant_id::text as "brandId", source_code as code, kind, location, enabled, last_run_at as "lastRunAt",
  last_ok_at as "lastOkAt", last_error as "lastError", last_results as "lastResults"`;

/** The sources of some brands, by brand and code. */
export function selectFeedSources(db: Queryable, brandIds: readonly string[]): Promise<FeedSourceRow[]> {
  return db.query<FeedSourceRow>(
    `select ${SOURCE_COLUMNS} from lottery_feed_sources where merchant_id = any($1::bigint[]) order by merchant_id, source_code`,
    [brandIds],
  );
}

/** Replaces a brand's sources by `sources` (their status kept where the code and address stay). */
export async function replaceFeedSources(
  db: Queryable,
  brandId: string,
  sources: ReadonlyArray<{ code: string; kind: 'http' | 'dir'; location: string; enabled: boolean }>,
): Promise<void> {
  await db.query(`delete from lottery_feed_sources where merchant_id = $1 and not (source_code = any($2::text[]))`, [
    brandId,
    sources.map((s) => s.code),
  ]);
  for (const source of sources) {
    await db.query(
      `insert into lottery_feed_sources (merchant_id, source_code, kind, location, enabled) values ($1, $2, $3, $4, $5)
       on conflict (merchant_id, source_code) do update set kind = $3, location = $4, enabled = $5,
         last_error = case when lottery_feed_sources.location = $4 then lottery_feed_sources.last_error end`,
      [brandId, source.code, source.kind, source.location, source.enabled],
    );
  }
}

/** Records what a fetch of a source did. */
export async function updateSourceRun(
  db: Queryable,
  source: { brandId: string; code: string; at: Date; error: string | null; results: number },
): Promise<void> {
  await db.query(
    `update lottery_feed_sources set last_run_at = $3, last_ok_at = case when $4::text is null then $3 else last_ok_at end,
            last_error = $4, last_results = $5 where merchant_id = $1 and source_code = $2`,
    [source.brandId, source.code, source.at.toISOString(), source.error, source.results],
  );
}

/** An official draw of a brand still without a result (its time passed), with its format. */
export interface AwaitingDrawRow {
  id: string;
  brandId: string;
  gameCode: string;
  drawNo: string;
  drawAt: Date;
  format: 'ssc' | 'k3' | '11x5' | 'pk10' | 'vn27' | 'vn18';
}

/** The official draws of a brand whose time passed without a result (nor a void), oldest first. */
export function selectAwaitingDraws(db: Queryable, brandId: string, now: Date): Promise<AwaitingDrawRow[]> {
  return db.query<AwaitingDrawRow>(
    `select d.id::text as id, d.merchant_id::text as "brandId", d.game_code as "gameCode", d.draw_no as "drawNo", d.draw_at as "drawAt", l.format
       from lottery_draws d join lottery_games l on l.merchant_id = d.merchant_id and l.game_code = d.game_code
      where d.merchant_id = $1 and l.result_source = 'official' and d.status in ('scheduled', 'open', 'closed') and d.draw_at <= $2
      order by d.draw_at, d.id limit 500`,
    [brandId, now.toISOString()],
  );
}

/** Records (or replaces) what a source says a draw's result is; true when that is news. */
export async function upsertReport(
  db: Queryable,
  report: { drawId: string; source: string; numbers: string[]; at: Date },
): Promise<boolean> {
  const rows = await db.query(
    `insert into lottery_feed_reports (draw_id, source_code, numbers, reported_at) values ($1, $2, $3, $4)
     on conflict (draw_id, source_code) do update set numbers = $3, reported_at = $4 where lottery_feed_reports.numbers <> $3 returning 1`,
    [report.drawId, report.source, report.numbers, report.at.toISOString()],
  );
  return rows.length > 0;
}

/** What the brand's enabled sources say about some draws. */
export function selectReports(db: Queryable, brandId: string, drawIds: readonly string[]) {
  return db.query<{ drawId: string; source: string; numbers: string[] }>(
    `select r.draw_id::text as "drawId", r.source_code as source, r.numbers from lottery_feed_reports r
       join lottery_feed_sources s on s.merchant_id = $1 and s.source_code = r.source_code and s.enabled
      where r.draw_id = any($2::bigint[]) order by r.draw_id, r.source_code`,
    [brandId, drawIds],
  );
}

/** Whether a draw has a pending proposal, or a feed proposal of these numbers was made before (decided or not). */
export async function selectProposalState(db: Queryable, drawId: string, numbers: string[]) {
  const [row] = await db.query<{ pending: boolean; proposedBefore: boolean }>(
    `select coalesce(bool_or(status = 'pending'), false) as pending,
            coalesce(bool_or(source like 'feed:%' and numbers = $2::text[]), false) as "proposedBefore"
       from lottery_draw_actions where draw_id = $1`,
    [drawId, numbers],
  );
  return row ?? { pending: false, proposedBefore: false };
}

/** Records an alert once per draw and kind; true when it is new. */
export async function insertAlert(
  db: Queryable,
  alert: { brandId: string; drawId: string; kind: 'overdue' | 'disagree' | 'voided'; detail: string; at: Date },
): Promise<boolean> {
  const rows = await db.query(
    `insert into lottery_feed_alerts (merchant_id, draw_id, kind, detail, created_at) values ($1, $2, $3, $4, $5)
     on conflict (draw_id, kind) do nothing returning id`,
    [alert.brandId, alert.drawId, alert.kind, alert.detail.slice(0, 2000), alert.at.toISOString()],
  );
  return rows.length > 0;
}

/** An alert with its draw's state. */
export interface FeedAlertRow {
  id: string;
  brandId: string;
  drawId: string;
  gameCode: string;
  drawNo: string;
  drawAt: Date;
  drawStatus: string;
  kind: 'overdue' | 'disagree' | 'voided';
  detail: string | null;
  createdAt: Date;
}

/** The latest alerts of some brands, newest first; `open` keeps those whose draw still has no result. */
export function selectAlerts(db: Queryable, scope: string[] | null, open: boolean, limit = 100): Promise<FeedAlertRow[]> {
  return db.query<FeedAlertRow>(
    `select a.id::text as id, a.merchant_id::text as "brandId", a.draw_id::text as "drawId", d.game_code as "gameCode",
            d.draw_no as "drawNo", d.draw_at as "drawAt", d.status as "drawStatus", a.kind, a.detail, a.created_at as "createdAt"
       from lottery_feed_alerts a join lottery_draws d on d.id = a.draw_id
      where ($1::bigint[] is null or a.merchant_id = any($1)) and (not $2 or (a.kind <> 'voided' and d.status in ('scheduled', 'open', 'closed')))
      order by a.created_at desc, a.id desc limit $3`,
    [scope, open, limit],
  );
}

/** The pending proposal of a draw, locked (taken before the draw, in the order the desk's approval takes them). */
export async function lockPendingAction(db: Queryable, drawId: string): Promise<string | null> {
  const [row] = await db.query<{ id: string }>(
    `select id::text as id from lottery_draw_actions where draw_id = $1 and status = 'pending' for update`,
    [drawId],
  );
  return row?.id ?? null;
}

/** Rejects a pending proposal without a staff member (the draw was voided for want of a result). */
export async function rejectPendingBySystem(db: Queryable, actionId: string, reason: string, at: Date): Promise<void> {
  await db.query(`update lottery_draw_actions set status = 'rejected', decided_at = $2, reason = $3 where id = $1 and status = 'pending'`, [
    actionId,
    at.toISOString(),
    reason,
  ]);
}

/** Writes the feed's proposal (no staff member); false when the draw has one pending already. */
export async function insertFeedProposal(
  db: Queryable,
  proposal: { drawId: string; numbers: string[]; source: string; at: Date },
): Promise<boolean> {
  const rows = await db.query(
    `insert into lottery_draw_actions (draw_id, kind, numbers, source, proposed_by, proposed_at) values ($1, 'result', $2, $3, null, $4)
     on conflict (draw_id) where status = 'pending' do nothing returning id`,
    [proposal.drawId, proposal.numbers, proposal.source, proposal.at.toISOString()],
  );
  return rows.length > 0;
}

/** The brands of a staff member's scope (every brand when null), by id. */
export function selectScopeBrands(db: Queryable, scope: string[] | null) {
  return db.query<{ id: string; code: string; name: string }>(
    `select id::text as id, code, name from merchants where $1::bigint[] is null or id = any($1) order by id`,
    [scope],
  );
}
