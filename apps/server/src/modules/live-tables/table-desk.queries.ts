/**
 * The tables desk's SQL (decision 054): a brand's live tables with their current round and money
 * in the brand's currency, a table's rounds with their proofs and money, a round's settlement, and
 * the voids proposed under four eyes (round_voids). Rows come back typed, amounts as bigint.
 */
import type { Queryable } from '../../db/client.ts';
import type { Json } from '../rounds/index.ts';

/** A live table as the desk sees it, with its brand, currency and current round. */
export interface DeskTableRow {
  id: string;
  brandId: string;
  brandCode: string;
  currencyCode: string;
  currencySymbol: string;
  minorDigits: number;
  vendorCode: string;
  gameCode: string;
  kind: string;
  drive: 'timer' | 'operator';
  status: 'open' | 'paused' | 'closed';
  settings: Json;
  state: Json;
  updatedAt: Date;
  roundId: string | null;
  roundSeq: number | null;
  roundStatus: string | null;
  roundClosesAt: Date | null;
  roundBets: number;
  roundStakeMinor: bigint;
  pendingVoids: number;
}

type RawTable = Omit<DeskTableRow, 'roundStakeMinor' | 'updatedAt' | 'roundClosesAt'> & {
  roundStake: string;
  updatedAt: string | Date;
  roundClosesAt: string | Date | null;
};

const toTable = ({ roundStake, ...row }: RawTable): DeskTableRow => ({
  ...row,
  updatedAt: new Date(row.updatedAt),
  roundClosesAt: row.roundClosesAt === null ? null : new Date(row.roundClosesAt),
  roundStakeMinor: BigInt(roundStake),
});

const DESK_TABLE = `select t.id::text as id, t.merchant_id::text as "brandId", m.code as "brandCode", m.currency_code as "currencyCode",
    m.currency_symbol as "currencySymbol", m.currency_minor_digits::int as "minorDigits", t.vendor_code as "vendorCode",
    t.game_code as "gameCode", t.kind, t.drive, t.status, t.settings, t.state, t.updated_at as "updatedAt",
    r.id::text as "roundId", r.seq::int as "roundSeq", r.status as "roundStatus", r.closes_at as "roundClosesAt",
    coalesce(b.bets, 0)::int as "roundBets", coalesce(b.stake, 0)::text as "roundStake",
    (select count(*)::int from round_voids v join rounds vr on vr.id = v.round_id where vr.table_id = t.id and v.status = 'pending') as "pendingVoids"
  from round_tables t join merchants m on m.id = t.merchant_id
  left join lateral (select * from rounds where table_id = t.id order by seq desc limit 1) r on true
  left join lateral (select count(*) as bets, sum(stake_minor) as stake from round_bets where round_id = r.id and currency = m.currency_code) b on true`;

/** The live tables of the brands in scope (null: every brand), of one brand when named, in brand and game order. */
export async function selectDeskTables(
  db: Queryable,
  query: { vendorCode: string; scope: readonly string[] | null; brandId?: string | undefined },
): Promise<DeskTableRow[]> {
  const rows = await db.query<RawTable>(
    `${DESK_TABLE} where t.vendor_code = $1 and ($2::bigint[] is null or t.merchant_id = any($2)) and ($3::bigint is null or t.merchant_id = $3)
      order by m.code, t.game_code`,
    [query.vendorCode, query.scope, query.brandId ?? null],
  );
  return rows.map(toTable);
}

/** One live table of the vendor, or null. */
export async function selectDeskTable(db: Queryable, vendorCode: string, tableId: string): Promise<DeskTableRow | null> {
  const [row] = await db.query<RawTable>(`${DESK_TABLE} where t.vendor_code = $1 and t.id = $2`, [vendorCode, tableId]);
  return row ? toTable(row) : null;
}

/** A round with its proof and its money in one currency, as the desk lists it. */
export interface DeskRoundRow {
  id: string;
  tableId: string;
  seq: number;
  status: 'open' | 'closed' | 'dealt' | 'settled' | 'void';
  opensAt: Date;
  closesAt: Date | null;
  dealtAt: Date | null;
  settledAt: Date | null;
  seedHash: string | null;
  seed: string | null;
  context: string;
  result: Json;
  stateBefore: Json;
  resultVersion: number;
  settledVersion: number;
  voidReason: string | null;
  bets: number;
  players: number;
  stakeMinor: bigint;
  returnMinor: bigint;
  pendingVoid: boolean;
}

type RawRound = Omit<DeskRoundRow, 'stakeMinor' | 'returnMinor' | 'opensAt' | 'closesAt' | 'dealtAt' | 'settledAt'> & {
  stake: string;
  returned: string;
  opensAt: string | Date;
  closesAt: string | Date | null;
  dealtAt: string | Date | null;
  settledAt: string | Date | null;
};

const dateOrNull = (value: string | Date | null) => (value === null ? null : new Date(value));

const toRound = ({ stake, returned, ...row }: RawRound): DeskRoundRow => ({
  ...row,
  opensAt: new Date(row.opensAt),
  closesAt: dateOrNull(row.closesAt),
  dealtAt: dateOrNull(row.dealtAt),
  settledAt: dateOrNull(row.settledAt),
  stakeMinor: BigInt(stake),
  returnMinor: BigInt(returned),
});

const DESK_ROUND = (withState: boolean) => `select r.id::text as id, r.table_id::text as "tableId", r.seq::int as seq, r.status,
    r.opens_at as "opensAt", r.closes_at as "closesAt", r.dealt_at as "dealtAt", r.settled_at as "settledAt",
    r.seed_hash as "seedHash", r.seed, r.context, r.result, ${withState ? 'r.state_before' : 'null::jsonb'} as "stateBefore",
    r.result_version as "resultVersion", r.settled_version as "settledVersion", r.void_reason as "voidReason",
    coalesce(b.bets, 0)::int as bets, coalesce(b.players, 0)::int as players, coalesce(b.stake, 0)::text as stake,
    coalesce(b.returned, 0)::text as returned,
    exists (select 1 from round_voids v where v.round_id = r.id and v.status = 'pending') as "pendingVoid"
  from rounds r
  left join lateral (select count(*) as bets, count(distinct account_id) as players, sum(stake_minor) as stake,
      sum(coalesce(return_minor, 0)) as returned
    from round_bets where round_id = r.id and currency = $1) b on true`;

/** A table's rounds before a round number (all when null), newest first, with their money in `currency`. */
export async function selectDeskRounds(
  db: Queryable,
  query: { tableId: string; currency: string; beforeSeq: number | null; limit: number },
): Promise<DeskRoundRow[]> {
  const rows = await db.query<RawRound>(
    `${DESK_ROUND(false)} where r.table_id = $2 and ($3::bigint is null or r.seq < $3) order by r.seq desc limit $4`,
    [query.currency, query.tableId, query.beforeSeq, query.limit],
  );
  return rows.map(toRound);
}

/** One round with the state it was dealt from and its money in `currency`, or null. */
export async function selectDeskRound(db: Queryable, roundId: string, currency: string): Promise<DeskRoundRow | null> {
  const [row] = await db.query<RawRound>(`${DESK_ROUND(true)} where r.id = $2`, [currency, roundId]);
  return row ? toRound(row) : null;
}

/** The table a round belongs to, or null. */
export async function selectRoundTableId(db: Queryable, roundId: string): Promise<string | null> {
  const [row] = await db.query<{ tableId: string }>(`select table_id::text as "tableId" from rounds where id = $1`, [roundId]);
  return row?.tableId ?? null;
}

/** What the settlement runs of a round moved in `currency`, and the job of its latest version's settlement. */
export async function selectRoundMoney(db: Queryable, roundId: string, currency: string, settleRunKey: string) {
  const [money] = await db.query<{ paid: string; clawed: string; short: string }>(
    `select coalesce(sum(moved_minor) filter (where moved_minor > 0), 0)::text as paid,
            coalesce(-sum(moved_minor) filter (where moved_minor < 0), 0)::text as clawed, coalesce(sum(short_minor), 0)::text as short
       from round_payouts where round_id = $1 and currency = $2`,
    [roundId, currency],
  );
  const [job] = await db.query<{ status: string; attempts: number; lastError: string | null }>(
    `select status, attempts, last_error as "lastError" from jobs where run_key = $1`,
    [settleRunKey],
  );
  return {
    paidMinor: BigInt(money?.paid ?? '0'),
    clawedMinor: BigInt(money?.clawed ?? '0'),
    shortMinor: BigInt(money?.short ?? '0'),
    job: job ?? null,
  };
}

/** A proposed void as stored, with the staff members' names. */
export interface VoidRow {
  id: string;
  roundId: string;
  brandId: string;
  reason: string;
  status: 'pending' | 'approved' | 'rejected';
  proposedBy: string;
  proposedByName: string;
  proposedAt: Date;
  decidedByName: string | null;
  decidedAt: Date | null;
  decisionReason: string | null;
  version: number | null;
}

const VOID_COLUMNS = `v.id::text as id, v.round_id::text as "roundId", v.merchant_id::text as "brandId", v.reason, v.status,
  v.proposed_by::text as "proposedBy", p.username as "proposedByName", v.proposed_at as "proposedAt", d.username as "decidedByName",
  v.decided_at as "decidedAt", v.decision_reason as "decisionReason", v.version`;

type RawVoid = Omit<VoidRow, 'proposedAt' | 'decidedAt'> & { proposedAt: string | Date; decidedAt: string | Date | null };
const toVoid = (row: RawVoid): VoidRow => ({ ...row, proposedAt: new Date(row.proposedAt), decidedAt: dateOrNull(row.decidedAt) });

/** A round's voids, newest first. */
export async function selectVoids(db: Queryable, roundId: string): Promise<VoidRow[]> {
  const rows = await db.query<RawVoid>(
    `select ${VOID_COLUMNS} from round_voids v join staff p on p.id = v.proposed_by left join staff d on d.id = v.decided_by
      where v.round_id = $1 order by v.id desc`,
    [roundId],
  );
  return rows.map(toVoid);
}

/** One void, held for a decision (for update), or null. */
export async function lockVoid(db: Queryable, voidId: string): Promise<VoidRow | null> {
  const [row] = await db.query<RawVoid>(
    `select ${VOID_COLUMNS} from round_voids v join staff p on p.id = v.proposed_by left join staff d on d.id = v.decided_by
      where v.id = $1 for update of v`,
    [voidId],
  );
  return row ? toVoid(row) : null;
}

/** A new proposal; null when the round has one awaiting a decision already. */
export async function insertVoid(
  db: Queryable,
  entry: { roundId: string; brandId: string; reason: string; staffId: string; at: Date },
): Promise<string | null> {
  const [row] = await db.query<{ id: string }>(
    `insert into round_voids (round_id, merchant_id, reason, proposed_by, proposed_at) values ($1, $2, $3, $4, $5)
     on conflict (round_id) where status = 'pending' do nothing returning id::text as id`,
    [entry.roundId, entry.brandId, entry.reason, entry.staffId, entry.at.toISOString()],
  );
  return row?.id ?? null;
}

/** Records a decision on a pending proposal. */
export async function decideVoid(
  db: Queryable,
  voidId: string,
  decision: { status: 'approved' | 'rejected'; staffId: string; at: Date; reason: string | null; version: number | null },
): Promise<void> {
  await db.query(
    `update round_voids set status = $2, decided_by = $3, decided_at = $4, decision_reason = $5, version = $6 where id = $1 and status = 'pending'`,
    [voidId, decision.status, decision.staffId, decision.at.toISOString(), decision.reason, decision.version],
  );
}

/** Holds a table for a change (its status, its settings) until the transaction ends; answers its status, or null. */
export async function lockTable(db: Queryable, tableId: string): Promise<'open' | 'paused' | 'closed' | null> {
  const [row] = await db.query<{ status: 'open' | 'paused' | 'closed' }>(`select status from round_tables where id = $1 for update`, [
    tableId,
  ]);
  return row?.status ?? null;
}
