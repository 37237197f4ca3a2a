/**
 * The arena's SQL (decision 056): arenas (round tables of kind sabong) with their brands, events,
 * fights with their rounds and stakes, corrections, and the brand's country rule for cockfights.
 * Rows come back typed, amounts as bigint.
 */
import type { ArenaCorner } from '@pkg/contracts/arena';
import type { Queryable } from '../../db/client.ts';
import type { Json } from '../rounds/index.ts';

/** An arena with its brand. */
export interface ArenaRow {
  tableId: string;
  brandId: string;
  brandCode: string;
  brandName: string;
  currency: { code: string; symbol: string; minorDigits: number };
  gameCode: string;
  status: 'open' | 'paused' | 'closed';
  settings: Json;
  state: Json;
  countriesOff: string[];
}

const ARENA_COLUMNS = `t.id::text as "tableId", t.merchant_id::text as "brandId", m.code as "brandCode", m.name as "brandName",
  json_build_object('code', m.currency_code, 'symbol', m.currency_symbol, 'minorDigits', m.currency_minor_digits) as currency,
  t.game_code as "gameCode", t.status, t.settings, t.state,
  coalesce((select array_agg(c) from jsonb_array_elements_text(m.game_types_off_by_country -> 'COCKFIGHT') c), '{}') as "countriesOff"`;

/** The arenas of the brands in scope (every brand when null), by brand and game code. */
export function selectArenas(db: Queryable, scope: readonly string[] | null, kind: string): Promise<ArenaRow[]> {
  return db.query<ArenaRow>(
    `select ${ARENA_COLUMNS} from round_tables t join merchants m on m.id = t.merchant_id
      where t.kind = $1 and ($2::bigint[] is null or t.merchant_id = any($2)) order by m.code, t.game_code`,
    [kind, scope],
  );
}

/** One arena by table id, or null (`lock` holds the table row: event changes go one at a time). */
export async function selectArena(db: Queryable, tableId: string, kind: string, lock = false): Promise<ArenaRow | null> {
  const [row] = await db.query<ArenaRow>(
    `select ${ARENA_COLUMNS} from round_tables t join merchants m on m.id = t.merchant_id
      where t.id = $1 and t.kind = $2 ${lock ? 'for update of t' : ''}`,
    [tableId, kind],
  );
  return row ?? null;
}

/** Brands in scope with no arena yet, and the wallet type of their cockfight vendor (null: none). */
export function selectBrandsWithoutArena(
  db: Queryable,
  scope: readonly string[] | null,
  kind: string,
  vendorCode: string,
): Promise<Array<{ id: string; code: string; name: string; walletType: 'seamless' | 'transfer' | null }>> {
  return db.query(
    `select m.id::text as id, m.code, m.name, v.wallet_type as "walletType" from merchants m
       left join game_vendors v on v.merchant_id = m.id and v.vendor_code = $3
      where ($1::bigint[] is null or m.id = any($1)) and not exists (select 1 from round_tables t where t.merchant_id = m.id and t.kind = $2)
      order by m.code`,
    [scope, kind, vendorCode],
  );
}

/** The wallet type of a brand's vendor, or null when the brand has no such vendor. */
export async function selectVendorWalletType(db: Queryable, brandId: string, vendorCode: string): Promise<string | null> {
  const [row] = await db.query<{ walletType: string }>(
    `select wallet_type as "walletType" from game_vendors where merchant_id = $1 and vendor_code = $2`,
    [brandId, vendorCode],
  );
  return row?.walletType ?? null;
}

/** Lists the arena's game in a brand's catalogue (once) and gives the vendor the arena page's address when it has none. */
export async function insertArenaGame(
  db: Queryable,
  game: { brandId: string; vendorCode: string; gameCode: string; launchUrl: string; names: Record<string, string> },
): Promise<void> {
  await db.query(`update game_vendors set launch_url = $3 where merchant_id = $1 and vendor_code = $2 and launch_url = ''`, [
    game.brandId,
    game.vendorCode,
    game.launchUrl,
  ]);
  await db.query(
    `insert into games (merchant_id, vendor_code, game_code, display_name, names, game_type, category, icon_url, is_hot, is_new, sort)
     values ($1, $2, $3, $4, $5, 'COCKFIGHT', 'arena', '/games/sabong-arena.svg', true, false, 0) on conflict do nothing`,
    [game.brandId, game.vendorCode, game.gameCode, game.names.EN ?? game.gameCode, JSON.stringify(game.names)],
  );
}

/** Sets the countries whose visitors do not see cockfights on a brand (decision 056); answers those listed before. */
export async function updateCockfightCountries(db: Queryable, brandId: string, countries: readonly string[]): Promise<string[]> {
  const [before] = await db.query<{ countries: string[] }>(
    `select coalesce((select array_agg(c) from jsonb_array_elements_text(game_types_off_by_country -> 'COCKFIGHT') c), '{}') as countries
       from merchants where id = $1 for update`,
    [brandId],
  );
  await db.query(
    `update merchants set game_types_off_by_country = jsonb_set(game_types_off_by_country, '{COCKFIGHT}', $2::jsonb) where id = $1`,
    [brandId, JSON.stringify(countries)],
  );
  return before?.countries ?? [];
}

/** An event as stored. */
export interface EventRow {
  eventId: string;
  brandId: string;
  tableId: string;
  title: string;
  venue: string;
  streamUrl: string;
  rules: Json;
  seqBase: number;
  status: 'live' | 'ended';
  startedAt: Date;
  endedAt: Date | null;
  fights: number;
}

const EVENT_COLUMNS = `e.id::text as "eventId", e.merchant_id::text as "brandId", e.table_id::text as "tableId", e.title, e.venue,
  e.stream_url as "streamUrl", e.rules, e.seq_base::int as "seqBase", e.status, e.started_at as "startedAt", e.ended_at as "endedAt",
  (select count(*)::int from arena_fights f where f.event_id = e.id) as fights`;

const toEvent = (row: EventRow): EventRow => ({
  ...row,
  startedAt: new Date(row.startedAt),
  endedAt: row.endedAt ? new Date(row.endedAt) : null,
});

/** A new live event; null when the arena has one live already. */
export async function insertEvent(
  db: Queryable,
  event: { brandId: string; tableId: string; title: string; venue: string; streamUrl: string; rules: Json; seqBase: number },
  staffId: string | null,
  at: Date,
): Promise<string | null> {
  const [row] = await db.query<{ id: string }>(
    `insert into arena_events (merchant_id, table_id, title, venue, stream_url, rules, seq_base, status, started_at, created_by)
     values ($1, $2, $3, $4, $5, $6, $7, 'live', $8, $9) on conflict do nothing returning id::text as id`,
    [event.brandId, event.tableId, event.title, event.venue, event.streamUrl, JSON.stringify(event.rules), event.seqBase, at, staffId],
  );
  return row?.id ?? null;
}

/** The arena's live event, or null. */
export async function selectLiveEvent(db: Queryable, tableId: string): Promise<EventRow | null> {
  const [row] = await db.query<EventRow>(`select ${EVENT_COLUMNS} from arena_events e where e.table_id = $1 and e.status = 'live'`, [
    tableId,
  ]);
  return row ? toEvent(row) : null;
}

/** One event, or null. */
export async function selectEvent(db: Queryable, eventId: string): Promise<EventRow | null> {
  const [row] = await db.query<EventRow>(`select ${EVENT_COLUMNS} from arena_events e where e.id = $1`, [eventId]);
  return row ? toEvent(row) : null;
}

/** The arena's events, newest first. */
export async function selectEvents(db: Queryable, tableId: string, limit: number): Promise<EventRow[]> {
  const rows = await db.query<EventRow>(`select ${EVENT_COLUMNS} from arena_events e where e.table_id = $1 order by e.id desc limit $2`, [
    tableId,
    limit,
  ]);
  return rows.map(toEvent);
}

/** Changes the live event's stream, or ends it; answers whether a live event was changed. */
export async function updateLiveEvent(db: Queryable, eventId: string, change: { streamUrl?: string; endedAt?: Date }): Promise<boolean> {
  const rows = await db.query(
    `update arena_events set stream_url = coalesce($2, stream_url), status = case when $3::timestamptz is null then status else 'ended' end,
       ended_at = coalesce($3, ended_at) where id = $1 and status = 'live' returning id`,
    [eventId, change.streamUrl ?? null, change.endedAt ?? null],
  );
  return rows.length > 0;
}

/** Records a fight of an event with its round. */
export async function insertFight(
  db: Queryable,
  fight: { roundId: string; eventId: string; fightNo: number; meron: ArenaCorner; wala: ArenaCorner },
): Promise<void> {
  await db.query(`insert into arena_fights (round_id, event_id, fight_no, meron, wala) values ($1, $2, $3, $4, $5)`, [
    fight.roundId,
    fight.eventId,
    fight.fightNo,
    JSON.stringify(fight.meron),
    JSON.stringify(fight.wala),
  ]);
}

/** A fight with its round. */
export interface FightRow {
  roundId: string;
  eventId: string;
  brandId: string;
  tableId: string;
  fightNo: number;
  meron: ArenaCorner;
  wala: ArenaCorner;
  status: 'open' | 'closed' | 'dealt' | 'settled' | 'void';
  lastCallAt: Date | null;
  result: Json;
  voidReason: string | null;
  resultVersion: number;
  settledVersion: number;
  opensAt: Date;
  closedAt: Date | null;
  settings: Json;
}

const FIGHT_COLUMNS = `f.round_id::text as "roundId", f.event_id::text as "eventId", r.merchant_id::text as "brandId",
  r.table_id::text as "tableId", f.fight_no as "fightNo", f.meron, f.wala, r.status, r.last_call_at as "lastCallAt", r.result,
  r.void_reason as "voidReason", r.result_version as "resultVersion", r.settled_version as "settledVersion", r.opens_at as "opensAt",
  r.closed_at as "closedAt", r.settings`;

const toFight = (row: FightRow): FightRow => ({
  ...row,
  lastCallAt: row.lastCallAt ? new Date(row.lastCallAt) : null,
  opensAt: new Date(row.opensAt),
  closedAt: row.closedAt ? new Date(row.closedAt) : null,
});

/** An event's fights, newest first. */
export async function selectEventFights(db: Queryable, eventId: string): Promise<FightRow[]> {
  const rows = await db.query<FightRow>(
    `select ${FIGHT_COLUMNS} from arena_fights f join rounds r on r.id = f.round_id where f.event_id = $1 order by f.fight_no desc`,
    [eventId],
  );
  return rows.map(toFight);
}

/** One fight by its round id, or null. */
export async function selectFight(db: Queryable, roundId: string): Promise<FightRow | null> {
  const [row] = await db.query<FightRow>(
    `select ${FIGHT_COLUMNS} from arena_fights f join rounds r on r.id = f.round_id where f.round_id = $1`,
    [roundId],
  );
  return row ? toFight(row) : null;
}

/** Stakes by round, currency and spot, and players by round and currency (one statement for any number of fights). */
export async function selectFightStakes(
  db: Queryable,
  roundIds: readonly string[],
): Promise<Map<string, { stakes: Record<string, Record<string, bigint>>; players: Record<string, number> }>> {
  const found = new Map<string, { stakes: Record<string, Record<string, bigint>>; players: Record<string, number> }>();
  if (roundIds.length === 0) return found;
  const rows = await db.query<{ roundId: string; currency: string; spot: string | null; stake: string; players: number }>(
    `select round_id::text as "roundId", currency, spot, sum(stake_minor)::text as stake, count(distinct account_id)::int as players
       from round_bets where round_id = any($1::bigint[]) group by grouping sets ((round_id, currency, spot), (round_id, currency))`,
    [[...roundIds]],
  );
  for (const row of rows) {
    const entry = found.get(row.roundId) ?? { stakes: {}, players: {} };
    if (row.spot === null) entry.players[row.currency] = row.players;
    else (entry.stakes[row.currency] ??= {})[row.spot] = BigInt(row.stake);
    found.set(row.roundId, entry);
  }
  return found;
}

/** A correction as stored, with the staff names. */
export interface CorrectionRow {
  id: string;
  brandId: string;
  roundId: string;
  fromVersion: number;
  result: 'meron' | 'wala' | 'draw' | 'cancelled';
  cancelReason: string | null;
  reason: string;
  status: 'pending' | 'approved' | 'rejected';
  proposedBy: string;
  proposedByName: string;
  proposedAt: Date;
  decidedByName: string | null;
  decidedAt: Date | null;
  decisionReason: string | null;
}

const CORRECTION_COLUMNS = `c.id::text as id, c.merchant_id::text as "brandId", c.round_id::text as "roundId", c.from_version as "fromVersion",
  c.result, c.cancel_reason as "cancelReason", c.reason, c.status, c.proposed_by::text as "proposedBy", p.display_name as "proposedByName", c.proposed_at as "proposedAt",
  d.display_name as "decidedByName", c.decided_at as "decidedAt", c.decision_reason as "decisionReason"`;
const CORRECTION_FROM = `arena_corrections c join staff p on p.id = c.proposed_by left join staff d on d.id = c.decided_by`;

/** The corrections of some fights, newest first. */
export function selectCorrections(db: Queryable, roundIds: readonly string[]): Promise<CorrectionRow[]> {
  if (roundIds.length === 0) return Promise.resolve([]);
  return db.query<CorrectionRow>(
    `select ${CORRECTION_COLUMNS} from ${CORRECTION_FROM} where c.round_id = any($1::bigint[]) order by c.id desc`,
    [[...roundIds]],
  );
}

/** The pending corrections of an arena's fights, with their event and fight number. */
export function selectPendingCorrections(
  db: Queryable,
  tableId: string,
): Promise<Array<CorrectionRow & { fightNo: number; eventId: string }>> {
  return db.query(
    `select ${CORRECTION_COLUMNS}, f.fight_no as "fightNo", f.event_id::text as "eventId" from ${CORRECTION_FROM}
       join arena_fights f on f.round_id = c.round_id join rounds r on r.id = c.round_id
      where r.table_id = $1 and c.status = 'pending' order by c.id`,
    [tableId],
  );
}

/** A new pending correction; null when the fight has one pending already. */
export async function insertCorrection(
  db: Queryable,
  correction: {
    brandId: string;
    roundId: string;
    fromVersion: number;
    result: string;
    cancelReason: string | null;
    reason: string;
    staffId: string;
  },
  at: Date,
): Promise<string | null> {
  const [row] = await db.query<{ id: string }>(
    `insert into arena_corrections (merchant_id, round_id, from_version, result, cancel_reason, reason, proposed_by, proposed_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict do nothing returning id::text as id`,
    [
      correction.brandId,
      correction.roundId,
      correction.fromVersion,
      correction.result,
      correction.cancelReason,
      correction.reason,
      correction.staffId,
      at,
    ],
  );
  return row?.id ?? null;
}

/** A correction held for a decision, or null. */
export async function lockCorrection(db: Queryable, id: string): Promise<CorrectionRow | null> {
  const [row] = await db.query<CorrectionRow>(`select ${CORRECTION_COLUMNS} from ${CORRECTION_FROM} where c.id = $1 for update of c`, [id]);
  return row ?? null;
}

/** Records the decision on a pending correction. */
export async function decideCorrection(
  db: Queryable,
  id: string,
  decision: { status: 'approved' | 'rejected'; staffId: string; at: Date; reason: string | null; appliedVersion: number | null },
): Promise<boolean> {
  const rows = await db.query(
    `update arena_corrections set status = $2, decided_by = $3, decided_at = $4, decision_reason = $5, applied_version = $6
      where id = $1 and status = 'pending' returning id`,
    [id, decision.status, decision.staffId, decision.at, decision.reason, decision.appliedVersion],
  );
  return rows.length > 0;
}

/** The arena's latest round (its current fight), or null. */
export async function selectLatestRound(db: Queryable, tableId: string): Promise<{ seq: number; status: string } | null> {
  const [row] = await db.query<{ seq: number; status: string }>(
    `select seq::int as seq, status from rounds where table_id = $1 order by seq desc limit 1`,
    [tableId],
  );
  return row ?? null;
}
