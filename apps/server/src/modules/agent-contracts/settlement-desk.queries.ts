/** The back office's agent desk (decision 029): settlements with their run's state, and the changes staff make to them. */
import type { BoSettlement } from '@pkg/contracts/agent-desk';
import type { ContractKind } from '@pkg/contracts/agent-contracts';
import type { Queryable } from '../../db/client.ts';
import { CURRENT_RUN_JOB_JOIN, RUN_ERROR_SQL, STALLED_SQL } from './settlement.queries.ts';

/** A settlement as the desk shows it: its brand, who held it or proposed a re-run, and whether its run stalled. */
export interface DeskSettlement {
  id: string;
  brandId: string;
  brandCode: string;
  currency: string;
  kind: ContractKind;
  periodKey: string;
  periodStart: Date;
  periodEnd: Date;
  status: BoSettlement['status'];
  runVersion: number;
  contracts: number;
  /** What the settlement paid, in minor units, as text (the wire's form). */
  paid: string;
  heldBy: string | null;
  heldReason: string | null;
  rerunBy: string | null;
  rerunByName: string | null;
  rerunReason: string | null;
  rerunAt: Date | null;
  finishedAt: Date | null;
  stalled: boolean;
  /** The current run job's last error, whether stalled or not (the desk shows it only when stalled). */
  runError: string | null;
  /** When the current run job last tried (its end, else its start), whether stalled or not. */
  runTriedAt: Date | null;
}

const DESK_COLUMNS = `s.id::text as id, s.merchant_id::text as "brandId", m.code as "brandCode", m.currency_code as currency, s.kind,
  s.period_key as "periodKey", s.period_start as "periodStart", s.period_end as "periodEnd", s.status, s.run_version as "runVersion",
  s.contracts, s.paid_minor::text as paid, h.username as "heldBy", s.held_reason as "heldReason", s.rerun_requested_by::text as "rerunBy",
  r.username as "rerunByName", s.rerun_reason as "rerunReason", s.rerun_requested_at as "rerunAt", s.finished_at as "finishedAt",
  ${STALLED_SQL} as stalled, ${RUN_ERROR_SQL} as "runError", coalesce(j.finished_at, j.started_at) as "runTriedAt"`;
const DESK_FROM = `agent_settlements s join merchants m on m.id = s.merchant_id left join staff h on h.id = s.held_by left join staff r on r.id = s.rerun_requested_by
  ${CURRENT_RUN_JOB_JOIN}`;

/** One settlement in the staff scope (null scope: every brand); null when none. */
export async function selectDeskSettlement(q: Queryable, scope: string[] | null, id: string): Promise<DeskSettlement | null> {
  const [row] = await q.query<DeskSettlement>(
    `select ${DESK_COLUMNS} from ${DESK_FROM} where s.id = $1 and ($2::bigint[] is null or s.merchant_id = any($2))`,
    [id, scope],
  );
  return row ?? null;
}

/** Settlements in the staff scope, latest period first, filtered by brand, kind and status, before a period start. */
export async function selectDeskSettlements(
  db: Queryable,
  q: { scope: string[] | null; brandId: string | null; kind: string | null; status: string | null; before: string; limit: number },
): Promise<DeskSettlement[]> {
  return db.query<DeskSettlement>(
    `select ${DESK_COLUMNS} from ${DESK_FROM}
      where ($1::bigint[] is null or s.merchant_id = any($1)) and ($2::bigint is null or s.merchant_id = $2)
        and ($3::text is null or s.kind = $3) and ($4::text is null or s.status = $4) and s.period_start < $5
      order by s.period_start desc, s.id desc limit $6`,
    [q.scope, q.brandId, q.kind, q.status, q.before, q.limit],
  );
}

export async function holdSettlement(tx: Queryable, id: string, staffId: string, reason: string): Promise<void> {
  await tx.query(`update agent_settlements set status = 'held', held_by = $2, held_reason = $3 where id = $1`, [id, staffId, reason]);
}

export async function releaseSettlement(tx: Queryable, id: string): Promise<void> {
  await tx.query(`update agent_settlements set status = 'pending', held_by = null, held_reason = null where id = $1`, [id]);
}

export async function proposeRerun(tx: Queryable, id: string, staffId: string, reason: string, at: Date): Promise<void> {
  await tx.query(`update agent_settlements set rerun_requested_by = $2, rerun_reason = $3, rerun_requested_at = $4 where id = $1`, [
    id,
    staffId,
    reason,
    at.toISOString(),
  ]);
}

/** Makes a settled period pending again at the next run version, the proposal cleared. */
export async function approveRerun(tx: Queryable, id: string): Promise<void> {
  await tx.query(
    `update agent_settlements set status = 'pending', run_version = run_version + 1, rerun_requested_by = null, rerun_reason = null,
            rerun_requested_at = null where id = $1`,
    [id],
  );
}
