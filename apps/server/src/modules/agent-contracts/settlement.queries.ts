/**
 * Contract settlement's reads and writes (decision 029): the settlement rows and their runs, the
 * contracts active in a period, earlier runs' statements, agents' carry-over and the statements
 * written. Amounts become bigint here.
 */
import type { ContractKind, ContractTerms } from '@pkg/contracts/agent-contracts';
import type { Queryable } from '../../db/client.ts';
import type { PeriodKind } from '../../lib/periods.ts';

export interface SettlementRow {
  id: string;
  brandId: string;
  kind: ContractKind;
  periodKey: string;
  periodStart: Date;
  periodEnd: Date;
  status: 'pending' | 'held' | 'running' | 'done';
  runVersion: number;
  runSeq: number;
}

const COLUMNS = `id::text as id, merchant_id::text as "brandId", kind, period_key as "periodKey", period_start as "periodStart",
  period_end as "periodEnd", status, run_version as "runVersion", run_seq as "runSeq"`;

/** SQL joining the job of the current run (`settleRunKey`) of the settlement `s` as `j` (none once pruned). */
export const CURRENT_RUN_JOB_JOIN = `left join jobs j on j.run_key = 'agent-settle:' || s.id::text || ':' || s.run_seq::text`;

/**
 * SQL over `s` (agent_settlements) and `j` (CURRENT_RUN_JOB_JOIN): true when nothing will move the
 * settlement on without staff. Its current run's job is no longer pending (the runner gave up on
 * it after its last try, or it ended or was pruned without finishing the period) while the
 * settlement is running, or is pending with its previous period of the kind done (its turn came
 * but no run was started). A pending job, however often it failed, is still retried by the runner.
 */
export const STALLED_SQL = `(case
  when s.status = 'running' then coalesce(j.status, 'gone') <> 'pending'
  when s.status = 'pending' then coalesce(j.status, 'gone') <> 'pending' and coalesce((
    select p.status from agent_settlements p
     where p.merchant_id = s.merchant_id and p.kind = s.kind and p.period_key like split_part(s.period_key, ':', 1) || ':%'
       and p.period_start < s.period_start
     order by p.period_start desc limit 1), 'done') = 'done'
  else false end)`;

/** SQL over `j`: the first line of the current run's last error (at most 300 characters), if any. */
export const RUN_ERROR_SQL = `left(split_part(j.last_error, chr(10), 1), 300)`;

export async function lockSettlement(db: Queryable, id: string): Promise<SettlementRow | null> {
  const [row] = await db.query<SettlementRow>(`select ${COLUMNS} from agent_settlements where id = $1 for update`, [id]);
  return row ? { ...row, periodStart: new Date(row.periodStart), periodEnd: new Date(row.periodEnd) } : null;
}

/** `<period kind>:%`: what the period keys of the settlement's kind of period look like. */
const keyPrefixOf = (s: SettlementRow) => `${s.periodKey.slice(0, s.periodKey.indexOf(':'))}:%`;

/** The settlement of the same brand, kind and period kind right before this one (null for the first). */
export async function selectPreviousSettlement(db: Queryable, s: SettlementRow): Promise<SettlementRow | null> {
  const [row] = await db.query<SettlementRow>(
    `select ${COLUMNS} from agent_settlements where merchant_id = $1 and kind = $2 and period_key like $3 and period_start < $4
      order by period_start desc limit 1`,
    [s.brandId, s.kind, keyPrefixOf(s), s.periodStart.toISOString()],
  );
  return row ?? null;
}

/** The status of the settlement of the same brand, kind and period kind right after this one, locked (null when none). */
export async function lockNextSettlement(tx: Queryable, s: SettlementRow): Promise<{ id: string; status: string } | null> {
  const [next] = await tx.query<{ id: string }>(
    `select id::text as id from agent_settlements where merchant_id = $1 and kind = $2 and period_key like $3 and period_start > $4
      order by period_start limit 1 for update`,
    [s.brandId, s.kind, keyPrefixOf(s), s.periodStart.toISOString()],
  );
  const [row] = next ? await tx.query<{ status: string }>(`select status from agent_settlements where id = $1`, [next.id]) : [];
  return next && row ? { id: next.id, status: row.status } : null;
}

/** Raises a settlement's run_seq; the new one (null when there is no such settlement). */
export async function raiseRunSeq(tx: Queryable, id: string): Promise<number | null> {
  const [row] = await tx.query<{ seq: number }>(
    `update agent_settlements set run_seq = run_seq + 1 where id = $1 returning run_seq as seq`,
    [id],
  );
  return row?.seq ?? null;
}

export async function markRunning(tx: Queryable, id: string): Promise<void> {
  await tx.query(`update agent_settlements set status = 'running' where id = $1`, [id]);
}

/** What contracts exist per brand, kind and period kind: since when, and until when when all have ended. */
export async function selectPlanGroups(
  db: Queryable,
): Promise<{ brandId: string; kind: ContractKind; periodKind: PeriodKind; firstFrom: Date; lastEnd: Date | null }[]> {
  const groups = await db.query<{ brandId: string; kind: ContractKind; periodKind: PeriodKind; firstFrom: Date; lastEnd: Date | null }>(
    `select merchant_id::text as "brandId", kind,
            case kind when 'daily_salary' then 'D' when 'hourly_salary' then 'hour' when 'realtime_salary' then 'rt' else terms->>'period' end as "periodKind",
            min(active_from) as "firstFrom",
            case when bool_or(ended_at is null) then null else max(ended_at) end as "lastEnd"
       from agent_contracts where active_from is not null group by 1, 2, 3`,
  );
  return groups.map((group) => ({
    ...group,
    firstFrom: new Date(group.firstFrom),
    lastEnd: group.lastEnd === null ? null : new Date(group.lastEnd),
  }));
}

/** The key of the latest settlement of a brand, kind and period kind (null when none). */
export async function selectLastPeriodKey(
  db: Queryable,
  brandId: string,
  kind: ContractKind,
  periodKind: PeriodKind,
): Promise<string | null> {
  const [last] = await db.query<{ periodKey: string }>(
    `select period_key as "periodKey" from agent_settlements where merchant_id = $1 and kind = $2 and period_key like $3
      order by period_start desc limit 1`,
    [brandId, kind, `${periodKind}:%`],
  );
  return last?.periodKey ?? null;
}

/** Adds pending settlements for periods (those that exist already are kept); the ids of those added. */
export async function insertSettlements(
  tx: Queryable,
  brandId: string,
  kind: ContractKind,
  periods: readonly { key: string; start: Date; end: Date }[],
  at: Date,
): Promise<string[]> {
  const inserted = await tx.query<{ id: string }>(
    `insert into agent_settlements (merchant_id, kind, period_key, period_start, period_end, status, created_at)
     select $1, $2, key, start_at, end_at, 'pending', $6
       from unnest($3::text[], $4::timestamptz[], $5::timestamptz[]) as p(key, start_at, end_at)
     on conflict (merchant_id, kind, period_key) do nothing returning id::text as id`,
    [
      brandId,
      kind,
      periods.map((r) => r.key),
      periods.map((r) => r.start.toISOString()),
      periods.map((r) => r.end.toISOString()),
      at.toISOString(),
    ],
  );
  return inserted.map((row) => row.id);
}

/** The brand's currency as packages/money describes it. */
export async function selectBrandCurrency(db: Queryable, brandId: string): Promise<{ code: string; symbol: string; minorDigits: number }> {
  const [brand] = await db.query<{ code: string; symbol: string; digits: number }>(
    `select currency_code as code, currency_symbol as symbol, currency_minor_digits as digits from merchants where id = $1`,
    [brandId],
  );
  return { code: brand!.code, symbol: brand!.symbol, minorDigits: brand!.digits };
}

/** A contract of a kind active in some part of a period, as stored (the window is the caller's to cut). */
export interface ContractActiveRow {
  id: string;
  agentId: string;
  agentName: string;
  terms: ContractTerms;
  from: Date;
  to: Date | null;
}

/** The brand's contracts of a kind active in some part of [start, end); dividends only of the period kind. */
export async function selectContractsActiveIn(
  db: Queryable,
  q: { brandId: string; kind: ContractKind; start: Date; end: Date; periodKind: PeriodKind },
): Promise<ContractActiveRow[]> {
  const rows = await db.query<{ id: string; agentId: string; agentName: string; terms: ContractTerms; from: Date; to: Date | null }>(
    `select c.id::text as id, c.downline_id::text as "agentId", a.username as "agentName", c.terms, c.active_from as "from", c.ended_at as "to"
       from agent_contracts c join accounts a on a.id = c.downline_id
      where c.merchant_id = $1 and c.kind = $2 and c.active_from is not null and c.active_from < $4
        and (c.ended_at is null or c.ended_at > $3)
        and ($2 <> 'dividend' or c.terms->>'period' = $5)
      order by c.id`,
    [q.brandId, q.kind, q.start.toISOString(), q.end.toISOString(), q.periodKind],
  );
  return rows.map((row) => ({ ...row, from: new Date(row.from), to: row.to ? new Date(row.to) : null }));
}

/** What earlier run versions did for a contract: paid in all, the first carry-in and the last carry-out. */
export interface EarlierRuns {
  paid: bigint;
  carryIn: bigint;
  carryOut: bigint;
}

/** Earlier versions' statements of the settlement, per contract. */
export async function selectEarlierRuns(
  tx: Queryable,
  settlementId: string,
  contractIds: readonly string[],
  version: number,
): Promise<Map<string, EarlierRuns>> {
  const rows = await tx.query<{ contractId: string; paid: string; carryIn: string; carryOut: string }>(
    `select contract_id::text as "contractId", sum(paid_minor)::text as paid,
            (array_agg(carry_in_minor order by run_version))[1]::text as "carryIn",
            (array_agg(carry_out_minor order by run_version desc))[1]::text as "carryOut"
       from agent_statements where settlement_id = $1 and contract_id = any($2::bigint[]) and run_version < $3
      group by contract_id`,
    [settlementId, contractIds, version],
  );
  return new Map(
    rows.map((r): [string, EarlierRuns] => [
      r.contractId,
      { paid: BigInt(r.paid), carryIn: BigInt(r.carryIn), carryOut: BigInt(r.carryOut) },
    ]),
  );
}

/** The agents' carry-over of a kind, locked (rows made where missing). */
export async function lockCarry(
  tx: Queryable,
  brandId: string,
  kind: ContractKind,
  agentIds: readonly string[],
): Promise<Map<string, bigint>> {
  await tx.query(
    `insert into agent_carry (merchant_id, agent_id, kind) select $1, unnest($3::bigint[]), $2 on conflict (agent_id, kind) do nothing`,
    [brandId, kind, agentIds],
  );
  const rows = await tx.query<{ agentId: string; carry: string }>(
    `select agent_id::text as "agentId", carry_minor::text as carry from agent_carry where kind = $1 and agent_id = any($2::bigint[])
      order by agent_id for update`,
    [kind, agentIds],
  );
  return new Map(rows.map((r) => [r.agentId, BigInt(r.carry)]));
}

export async function updateCarry(tx: Queryable, agentId: string, kind: ContractKind, carryMinor: bigint): Promise<void> {
  await tx.query(`update agent_carry set carry_minor = $3 where agent_id = $1 and kind = $2`, [agentId, kind, carryMinor.toString()]);
}

/** The contracts among `contractIds` with a statement at this run version already. */
export async function selectSettledContracts(
  tx: Queryable,
  settlementId: string,
  version: number,
  contractIds: readonly string[],
): Promise<Set<string>> {
  const rows = await tx.query<{ contractId: string }>(
    `select contract_id::text as "contractId" from agent_statements where settlement_id = $1 and run_version = $2 and contract_id = any($3::bigint[])`,
    [settlementId, version, contractIds],
  );
  return new Set(rows.map((r) => r.contractId));
}

/** One contract's statement of a run version, as written. */
export interface StatementInsert {
  settlementId: string;
  brandId: string;
  contractId: string;
  agentId: string;
  kind: ContractKind;
  periodKey: string;
  windowStart: Date;
  windowEnd: Date;
  validBetMinor: bigint;
  activeMembers: number;
  netLossMinor: bigint;
  rateBp: number;
  tier: number;
  grossMinor: bigint;
  downlineMinor: bigint;
  carryInMinor: bigint;
  netMinor: bigint;
  paidMinor: bigint;
  carryOutMinor: bigint;
  formula: string;
  status: 'paid' | 'carried' | 'zero';
  runVersion: number;
  transferId: string | null;
  at: Date;
}

export async function insertStatement(tx: Queryable, st: StatementInsert): Promise<void> {
  await tx.query(
    `insert into agent_statements (settlement_id, merchant_id, contract_id, agent_id, kind, period_key, window_start, window_end,
       valid_bet_minor, active_members, net_loss_minor, rate_bp, tier, gross_minor, downline_minor, carry_in_minor, net_minor,
       paid_minor, carry_out_minor, formula, status, run_version, transfer_id, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24)`,
    [
      st.settlementId,
      st.brandId,
      st.contractId,
      st.agentId,
      st.kind,
      st.periodKey,
      st.windowStart.toISOString(),
      st.windowEnd.toISOString(),
      st.validBetMinor.toString(),
      st.activeMembers,
      st.netLossMinor.toString(),
      st.rateBp,
      st.tier,
      st.grossMinor.toString(),
      st.downlineMinor.toString(),
      st.carryInMinor.toString(),
      st.netMinor.toString(),
      st.paidMinor.toString(),
      st.carryOutMinor.toString(),
      st.formula,
      st.status,
      st.runVersion,
      st.transferId,
      st.at.toISOString(),
    ],
  );
}

/** Marks the settlement done with its totals if it is still running under `runSeq`; whether it did. */
export async function finishSettlement(tx: Queryable, s: SettlementRow, contracts: number, at: Date): Promise<boolean> {
  const finished = await tx.query(
    `update agent_settlements set status = 'done', finished_at = $2, contracts = $3,
            paid_minor = (select coalesce(sum(paid_minor), 0) from agent_statements where settlement_id = $1)
      where id = $1 and status = 'running' and run_seq = $4 returning 1`,
    [s.id, at.toISOString(), contracts, s.runSeq],
  );
  return finished.length > 0;
}
