/**
 * The round engine's SQL (decision 053): tables, rounds, bets and payouts. Rows come back typed,
 * amounts as bigint.
 */
import type { Queryable } from '../../db/client.ts';
import type { Json, PlacedBet } from './round-game.ts';

/** A table as stored. */
export interface TableRow {
  id: string;
  brandId: string;
  brandCode: string;
  vendorCode: string;
  gameCode: string;
  kind: string;
  drive: 'timer' | 'operator';
  status: 'open' | 'paused' | 'closed';
  settings: Json;
  state: Json;
}

const TABLE_COLUMNS = `t.id::text as id, t.merchant_id::text as "brandId", m.code as "brandCode", t.vendor_code as "vendorCode",
  t.game_code as "gameCode", t.kind, t.drive, t.status, t.settings, t.state`;

/** One table by id, or null; `lock` holds it for the rest of the transaction. */
export async function selectTable(db: Queryable, tableId: string, lock = false): Promise<TableRow | null> {
  const [row] = await db.query<TableRow>(
    `select ${TABLE_COLUMNS} from round_tables t join merchants m on m.id = t.merchant_id where t.id = $1 ${lock ? 'for update of t' : ''}`,
    [tableId],
  );
  return row ?? null;
}

/** The table a brand lists as a vendor's game, or null. */
export async function selectTableByGame(db: Queryable, brandId: string, vendorCode: string, gameCode: string): Promise<TableRow | null> {
  const [row] = await db.query<TableRow>(
    `select ${TABLE_COLUMNS} from round_tables t join merchants m on m.id = t.merchant_id
      where t.merchant_id = $1 and t.vendor_code = $2 and t.game_code = $3`,
    [brandId, vendorCode, gameCode],
  );
  return row ?? null;
}

/** A brand's tables of a vendor (every vendor when null), in game code order. */
export async function selectTables(db: Queryable, brandId: string, vendorCode: string | null): Promise<TableRow[]> {
  return db.query<TableRow>(
    `select ${TABLE_COLUMNS} from round_tables t join merchants m on m.id = t.merchant_id
      where t.merchant_id = $1 and ($2::text is null or t.vendor_code = $2) order by t.vendor_code, t.game_code`,
    [brandId, vendorCode],
  );
}

/** Every table whose rounds follow a timer and that is open (the engine's start-up check). */
export async function selectOpenTimerTables(db: Queryable): Promise<Array<{ id: string }>> {
  return db.query<{ id: string }>(`select id::text as id from round_tables where drive = 'timer' and status = 'open' order by id`);
}

/** A new table; answers its id, or null when the brand already lists that game. */
export async function insertTable(
  db: Queryable,
  table: Omit<TableRow, 'id' | 'brandCode' | 'status'> & { status?: TableRow['status'] },
  at: Date,
): Promise<string | null> {
  const [row] = await db.query<{ id: string }>(
    `insert into round_tables (merchant_id, vendor_code, game_code, kind, drive, status, settings, state, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)
     on conflict (merchant_id, vendor_code, game_code) do nothing returning id::text as id`,
    [
      table.brandId,
      table.vendorCode,
      table.gameCode,
      table.kind,
      table.drive,
      table.status ?? 'open',
      JSON.stringify(table.settings),
      JSON.stringify(table.state),
      at.toISOString(),
    ],
  );
  return row?.id ?? null;
}

/** Changes a table's status, settings or state. */
export async function updateTable(
  db: Queryable,
  tableId: string,
  change: { status?: TableRow['status']; settings?: Json; state?: Json },
  at: Date,
): Promise<void> {
  await db.query(
    `update round_tables set status = coalesce($2, status), settings = coalesce($3::jsonb, settings), state = coalesce($4::jsonb, state),
       updated_at = $5 where id = $1`,
    [
      tableId,
      change.status ?? null,
      change.settings === undefined ? null : JSON.stringify(change.settings),
      change.state === undefined ? null : JSON.stringify(change.state),
      at.toISOString(),
    ],
  );
}

/** A round as stored. */
export interface RoundRow {
  id: string;
  brandId: string;
  tableId: string;
  seq: number;
  status: 'open' | 'closed' | 'dealt' | 'settled' | 'void';
  opensAt: Date;
  closesAt: Date | null;
  lastCallAt: Date | null;
  closedAt: Date | null;
  dealtAt: Date | null;
  settledAt: Date | null;
  seedSealed: string | null;
  seedHash: string | null;
  seed: string | null;
  context: string;
  /** The table's settings when the round opened: its bets are checked and paid by them. */
  settings: Json;
  stateBefore: Json;
  result: Json;
  resultVersion: number;
  settledVersion: number;
  voidReason: string | null;
}

const ROUND_COLUMNS = `id::text as id, merchant_id::text as "brandId", table_id::text as "tableId", seq::int as seq, status,
  opens_at as "opensAt", closes_at as "closesAt", last_call_at as "lastCallAt", closed_at as "closedAt", dealt_at as "dealtAt",
  settled_at as "settledAt", seed_sealed as "seedSealed", seed_hash as "seedHash", seed, context, settings, state_before as "stateBefore",
  result, result_version as "resultVersion", settled_version as "settledVersion", void_reason as "voidReason"`;

function toRound(row: RoundRow): RoundRow {
  const date = (value: Date | string | null) => (value === null ? null : new Date(value));
  return {
    ...row,
    opensAt: new Date(row.opensAt),
    closesAt: date(row.closesAt),
    lastCallAt: date(row.lastCallAt),
    closedAt: date(row.closedAt),
    dealtAt: date(row.dealtAt),
    settledAt: date(row.settledAt),
  };
}

/** One round, or null; `lock` takes it `for update` (closing, dealing, settling) or `for share` (bets). */
export async function selectRound(db: Queryable, roundId: string, lock: 'update' | 'share' | null = null): Promise<RoundRow | null> {
  const [row] = await db.query<RoundRow>(`select ${ROUND_COLUMNS} from rounds where id = $1 ${lock ? `for ${lock}` : ''}`, [roundId]);
  return row ? toRound(row) : null;
}

/** Rounds by id, held `for share` in id order (a group of bets); the map misses ids that do not exist. */
export async function shareRounds(db: Queryable, roundIds: readonly string[]): Promise<Map<string, RoundRow>> {
  const rows = await db.query<RoundRow>(`select ${ROUND_COLUMNS} from rounds where id = any($1::bigint[]) order by id for share`, [
    [...new Set(roundIds)],
  ]);
  return new Map(rows.map((row) => [row.id, toRound(row)]));
}

/** The latest round of each table (its current one), by table id. */
export async function selectLatestRounds(db: Queryable, tableIds: readonly string[]): Promise<Map<string, RoundRow>> {
  if (tableIds.length === 0) return new Map();
  const rows = await db.query<RoundRow>(
    `select distinct on (table_id) ${ROUND_COLUMNS} from rounds where table_id = any($1::bigint[]) order by table_id, seq desc`,
    [[...tableIds]],
  );
  return new Map(rows.map((row) => [row.tableId, toRound(row)]));
}

/** A table's last dealt rounds (their results), newest first. */
export async function selectRecentResults(
  db: Queryable,
  tableId: string,
  limit: number,
): Promise<Array<{ roundId: string; seq: number; result: Json; dealtAt: Date }>> {
  const rows = await db.query<{ roundId: string; seq: number; result: Json; dealtAt: Date }>(
    `select id::text as "roundId", seq::int as seq, result, dealt_at as "dealtAt" from rounds
      where table_id = $1 and status in ('dealt', 'settled') and result is not null order by seq desc limit $2`,
    [tableId, limit],
  );
  return rows.map((row) => ({ ...row, dealtAt: new Date(row.dealtAt) }));
}

/** Opens round `seq` of a table; answers it, or null when that round exists already (another worker opened it). */
export async function insertRound(
  db: Queryable,
  round: {
    brandId: string;
    tableId: string;
    seq: number;
    opensAt: Date;
    closesAt: Date | null;
    seedSealed: string | null;
    seedHash: string | null;
    context: string;
    settings: Json;
    stateBefore: Json;
  },
): Promise<RoundRow | null> {
  const [row] = await db.query<RoundRow>(
    `insert into rounds (merchant_id, table_id, seq, status, opens_at, closes_at, seed_sealed, seed_hash, context, settings, state_before, created_at)
     values ($1, $2, $3, 'open', $4, $5, $6, $7, $8, $9, $10, $4)
     on conflict (table_id, seq) do nothing returning ${ROUND_COLUMNS}`,
    [
      round.brandId,
      round.tableId,
      round.seq,
      round.opensAt.toISOString(),
      round.closesAt?.toISOString() ?? null,
      round.seedSealed,
      round.seedHash,
      round.context,
      JSON.stringify(round.settings),
      JSON.stringify(round.stateBefore),
    ],
  );
  return row ? toRound(row) : null;
}

/** The next round number of a table. */
export async function nextSeq(db: Queryable, tableId: string): Promise<number> {
  const [row] = await db.query<{ seq: number }>(`select coalesce(max(seq), 0)::int + 1 as seq from rounds where table_id = $1`, [tableId]);
  return row?.seq ?? 1;
}

/** Closes an open round's betting. */
export async function closeRound(db: Queryable, roundId: string, at: Date): Promise<void> {
  await db.query(
    `update rounds set status = 'closed', closed_at = $2, closes_at = coalesce(closes_at, $2) where id = $1 and status = 'open'`,
    [roundId, at.toISOString()],
  );
}

/** Marks the last call of an operator round. */
export async function markLastCall(db: Queryable, roundId: string, at: Date): Promise<boolean> {
  const rows = await db.query(
    `update rounds set last_call_at = $2 where id = $1 and status = 'open' and last_call_at is null returning id`,
    [roundId, at.toISOString()],
  );
  return rows.length > 0;
}

/**
 * Writes a new result version (a deal, a declared or corrected result, a void): answers the version.
 * A void keeps the result it replaces out of sight and records why.
 */
export async function writeResult(
  db: Queryable,
  roundId: string,
  change: { result: Json; seed: string | null; at: Date; voidReason?: string },
): Promise<number> {
  const [row] = await db.query<{ version: number }>(
    `update rounds set result = $2, seed = coalesce($3, seed), dealt_at = coalesce(dealt_at, $4), closed_at = coalesce(closed_at, $4),
       status = case when $5::text is null then 'dealt' else 'void' end, void_reason = $5,
       result_version = result_version + 1
     where id = $1 returning result_version as version`,
    [roundId, JSON.stringify(change.result), change.seed, change.at.toISOString(), change.voidReason ?? null],
  );
  if (!row) throw new Error(`round ${roundId} is missing`);
  return row.version;
}

/** Marks a version settled (and the round settled unless it is void). */
export async function markSettled(db: Queryable, roundId: string, version: number, at: Date): Promise<void> {
  await db.query(
    `update rounds set settled_version = greatest(settled_version, $2), settled_at = $3,
       status = case when status = 'dealt' then 'settled' else status end
     where id = $1 and result_version = $2`,
    [roundId, version, at.toISOString()],
  );
}

const BET_COLUMNS = `id::text as "betId", account_id::text as "accountId", currency, spot, stake_minor::text as stake, detail,
  return_minor::text as "return", request_key as "requestKey", request_index as "requestIndex", request_hash as "requestHash",
  created_at as "createdAt", round_id::text as "roundId"`;

/** A bet with its request and return, as stored. */
export interface BetRow extends PlacedBet {
  roundId: string;
  returnMinor: bigint | null;
  requestKey: string;
  requestIndex: number;
  requestHash: string;
  createdAt: Date;
}

type RawBet = Omit<BetRow, 'stakeMinor' | 'returnMinor' | 'createdAt'> & { stake: string; return: string | null; createdAt: string | Date };

function toBet(row: RawBet): BetRow {
  const { stake, return: returned, ...rest } = row;
  return {
    ...rest,
    stakeMinor: BigInt(stake),
    returnMinor: returned === null ? null : BigInt(returned),
    createdAt: new Date(row.createdAt),
  };
}

/** Every bet of a round, in id order. */
export async function selectRoundBets(db: Queryable, roundId: string): Promise<BetRow[]> {
  return (await db.query<RawBet>(`select ${BET_COLUMNS} from round_bets where round_id = $1 order by id`, [roundId])).map(toBet);
}

/**
 * Every bet of a round without its detail, in id order: what a settlement needs (a game settles
 * from its result, the spots and the stakes), without reading each bet's detail (a bingo card's
 * numbers: most of a 100,000-card game's bytes).
 */
export async function selectRoundStakes(db: Queryable, roundId: string): Promise<BetRow[]> {
  const columns = BET_COLUMNS.replace('detail,', 'null::jsonb as detail,');
  return (await db.query<RawBet>(`select ${columns} from round_bets where round_id = $1 order by id`, [roundId])).map(toBet);
}

/** One player's bets on some rounds, in id order. */
export async function selectPlayerBets(db: Queryable, accountId: string, roundIds: readonly string[]): Promise<BetRow[]> {
  if (roundIds.length === 0) return [];
  const rows = await db.query<RawBet>(
    `select ${BET_COLUMNS} from round_bets where account_id = $1 and round_id = any($2::bigint[]) order by id`,
    [accountId, [...roundIds]],
  );
  return rows.map(toBet);
}

/** The bets of some players on some rounds (a group of placing calls), in id order. */
export async function selectBetsOfPlayers(db: Queryable, accountIds: readonly string[], roundIds: readonly string[]): Promise<BetRow[]> {
  if (accountIds.length === 0 || roundIds.length === 0) return [];
  const rows = await db.query<RawBet>(
    `select ${BET_COLUMNS} from round_bets where round_id = any($1::bigint[]) and account_id = any($2::bigint[]) order by id`,
    [[...new Set(roundIds)], [...new Set(accountIds)]],
  );
  return rows.map(toBet);
}

/** The bets stored under a player's request key (a replay), in index order. */
export async function selectRequestBets(db: Queryable, accountId: string, requestKey: string): Promise<BetRow[]> {
  const rows = await db.query<RawBet>(
    `select ${BET_COLUMNS} from round_bets where account_id = $1 and request_key = $2 order by request_index`,
    [accountId, requestKey],
  );
  return rows.map(toBet);
}

/** The rounds a player bet on at a table, newest first. */
export async function selectPlayerRoundIds(db: Queryable, accountId: string, tableId: string, limit: number): Promise<string[]> {
  const rows = await db.query<{ roundId: string }>(
    `select b.round_id::text as "roundId" from round_bets b join rounds r on r.id = b.round_id
      where b.account_id = $1 and r.table_id = $2 group by b.round_id order by b.round_id desc limit $3`,
    [accountId, tableId, limit],
  );
  return rows.map((row) => row.roundId);
}

/** A round's stakes on each spot and its players, by currency. */
export interface RoundTotals {
  stakes: Record<string, Record<string, bigint>>;
  players: Record<string, number>;
}

/** The stakes on a round's spots and the players who placed them, by currency (one statement). */
export async function selectRoundTotals(db: Queryable, roundId: string): Promise<RoundTotals> {
  const rows = await db.query<{ currency: string; spot: string | null; stake: string; players: number }>(
    `select currency, spot, sum(stake_minor)::text as stake, count(distinct account_id)::int as players from round_bets
      where round_id = $1 group by grouping sets ((currency, spot), (currency))`,
    [roundId],
  );
  const totals: RoundTotals = { stakes: {}, players: {} };
  for (const row of rows) {
    if (row.spot === null) totals.players[row.currency] = row.players;
    else (totals.stakes[row.currency] ??= {})[row.spot] = BigInt(row.stake);
  }
  return totals;
}

/** The usernames of a round's players, by account id (a game that names its winners). */
export async function selectHolderNames(db: Queryable, roundId: string): Promise<Map<string, string>> {
  const rows = await db.query<{ accountId: string; username: string }>(
    `select a.id::text as "accountId", a.username from accounts a
      where a.id in (select distinct account_id from round_bets where round_id = $1)`,
    [roundId],
  );
  return new Map(rows.map((row) => [row.accountId, row.username]));
}

/** Rounds a timer table left open past their close, or dealt and not settled (the engine's catch-up). */
export async function selectStuckRounds(db: Queryable, now: Date): Promise<Array<{ id: string; status: RoundRow['status'] }>> {
  return db.query<{ id: string; status: RoundRow['status'] }>(
    `select id::text as id, status from rounds
      where (status = 'open' and closes_at is not null and closes_at < $1) or (status in ('dealt', 'void') and settled_version < result_version)
      order by id limit 200`,
    [now.toISOString()],
  );
}
