/**
 * The back office's agent desk (decision 029): settlements of the staff member's brands with their
 * statements; hold a pending period (its run and every later period of the kind wait), release it;
 * retry a stalled one (its run's job failed for good, so nothing moves it on: the new run pays
 * only what the failed one did not); propose a re-run of a settled period and, as a second staff
 * member, approve it (the run pays what the new figures owe beyond what was paid; an overpayment
 * carries over). And the operator's contracts with top-level agents: offer, end. Every step is in
 * the staff audit.
 */
import type {
  BoContractAction,
  BoContractPage,
  BoSettlement,
  BoSettlementDetail,
  BoSettlementPage,
  BoSettlementQuery,
} from '@pkg/contracts/agent-desk';
import type { ContractKind } from '@pkg/contracts/agent-contracts';
import { AGENT_TYPES, isAgentType } from '@pkg/contracts/agent-types';
import type { Db, Queryable } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { checkTerms, maxRateOf } from './contract-terms.ts';
import { contractViewOf } from './contracts.service.ts';
import { endContracts, insertOffer, lockContract, selectParty, type ContractRow } from './contracts.queries.ts';
import { CURRENT_RUN_JOB_JOIN, enqueueRun, lockSettlement, RUN_ERROR_SQL, STALLED_SQL } from './settlement-jobs.ts';
import { selectSettlementStatements, statementViewOf } from './statements.queries.ts';
import { auditStaffChange, type StaffActor } from '../staff/index.ts';

/** The staff member behind a desk call and where it came from. */
export type DeskActor = StaffActor;

interface DeskRow {
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
  paid: string;
  heldBy: string | null;
  heldReason: string | null;
  rerunBy: string | null;
  rerunByName: string | null;
  rerunReason: string | null;
  rerunAt: Date | null;
  finishedAt: Date | null;
  stalled: boolean;
  /** The current run job's last error, whether stalled or not (deskView shows it only when stalled). */
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

const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);

function deskView(row: DeskRow, actor: DeskActor): BoSettlement {
  return {
    id: row.id,
    brandId: row.brandId,
    brandCode: row.brandCode,
    kind: row.kind,
    periodKey: row.periodKey,
    periodStart: new Date(row.periodStart).toISOString(),
    periodEnd: new Date(row.periodEnd).toISOString(),
    status: row.status,
    runVersion: row.runVersion,
    contracts: row.contracts,
    paidMinor: row.paid,
    currency: row.currency,
    heldBy: row.heldBy,
    heldReason: row.heldReason,
    rerun:
      row.rerunBy && row.rerunAt
        ? {
            requestedBy: row.rerunByName ?? '',
            reason: row.rerunReason ?? '',
            at: iso(row.rerunAt)!,
            mine: row.rerunBy === actor.staff.staff.id,
          }
        : null,
    finishedAt: iso(row.finishedAt),
    stalled: row.stalled,
    runError: row.stalled ? row.runError || null : null,
    runTriedAt: row.stalled ? iso(row.runTriedAt) : null,
  };
}

export function createAgentDesk(deps: { db: Db; clock: Clock; jobs: JobRunner }) {
  const { db, clock, jobs } = deps;

  const audit = (tx: Queryable, actor: DeskActor, action: string, merchantId: string, target: string, detail: Record<string, unknown>) =>
    auditStaffChange(tx, clock, actor, { action, merchantId, target, detail });

  async function selectRow(q: Queryable, actor: DeskActor, id: string): Promise<DeskRow> {
    const [row] = /^[0-9]{1,18}$/.test(id)
      ? await q.query<DeskRow>(
          `select ${DESK_COLUMNS} from ${DESK_FROM} where s.id = $1 and ($2::bigint[] is null or s.merchant_id = any($2))`,
          [id, actor.staff.scope],
        )
      : [];
    if (!row) throw new AppError('settlement_not_found');
    return row;
  }

  async function detail(actor: DeskActor, id: string): Promise<BoSettlementDetail> {
    const row = await selectRow(db, actor, id);
    const statements = await selectSettlementStatements(db, id);
    return { ...deskView(row, actor), statements: statements.map(statementViewOf) };
  }

  /** Changes a settlement under its lock after checking its state; answers the detail afterwards. */
  async function change(
    actor: DeskActor,
    id: string,
    allowed: readonly BoSettlement['status'][],
    fn: (tx: Queryable, row: DeskRow) => Promise<void>,
  ): Promise<BoSettlementDetail> {
    await db.transaction(async (tx) => {
      const row = await selectRow(tx, actor, id);
      await lockSettlement(tx, id);
      const fresh = await selectRow(tx, actor, id);
      if (!allowed.includes(fresh.status)) throw new AppError('settlement_state', `the settlement is ${fresh.status}`);
      await fn(tx, { ...row, ...fresh });
    });
    return detail(actor, id);
  }

  return {
    async list(actor: DeskActor, q: BoSettlementQuery): Promise<BoSettlementPage> {
      const rows = await db.query<DeskRow>(
        `select ${DESK_COLUMNS} from ${DESK_FROM}
          where ($1::bigint[] is null or s.merchant_id = any($1)) and ($2::bigint is null or s.merchant_id = $2)
            and ($3::text is null or s.kind = $3) and ($4::text is null or s.status = $4) and s.period_start < $5
          order by s.period_start desc, s.id desc limit $6`,
        [actor.staff.scope, q.brandId ?? null, q.kind ?? null, q.status ?? null, q.before ?? clock.now().toISOString(), q.limit],
      );
      const last = rows[rows.length - 1];
      return {
        entries: rows.map((row) => deskView(row, actor)),
        nextBefore: rows.length === q.limit && last ? new Date(last.periodStart).toISOString() : null,
      };
    },

    detail,

    hold: (actor: DeskActor, id: string, reason: string) =>
      change(actor, id, ['pending'], async (tx, row) => {
        await tx.query(`update agent_settlements set status = 'held', held_by = $2, held_reason = $3 where id = $1`, [
          id,
          actor.staff.staff.id,
          reason,
        ]);
        await audit(tx, actor, 'agents.settlement.hold', row.brandId, `agent-settlement:${id}`, {
          period: row.periodKey,
          kind: row.kind,
          reason,
        });
      }),

    release: (actor: DeskActor, id: string) =>
      change(actor, id, ['held'], async (tx, row) => {
        await tx.query(`update agent_settlements set status = 'pending', held_by = null, held_reason = null where id = $1`, [id]);
        await enqueueRun(tx, jobs, id);
        await audit(tx, actor, 'agents.settlement.release', row.brandId, `agent-settlement:${id}`, {
          period: row.periodKey,
          kind: row.kind,
        });
      }),

    /**
     * A stalled run (its job failed for good, or the period's turn came and no run started) is
     * enqueued again under a new run_seq, at the same run version: it skips the contracts already
     * paid at that version and pays the rest, then starts the next period of the kind. A run the
     * runner still retries is refused (settlement_state), as is any other status.
     */
    retry: (actor: DeskActor, id: string) =>
      change(actor, id, ['pending', 'running'], async (tx, row) => {
        if (!row.stalled) throw new AppError('settlement_state', 'its run is still in the job runner');
        await enqueueRun(tx, jobs, id);
        await audit(tx, actor, 'agents.settlement.retry', row.brandId, `agent-settlement:${id}`, {
          period: row.periodKey,
          kind: row.kind,
          status: row.status,
          version: row.runVersion,
          error: row.runError,
        });
      }),

    rerun: (actor: DeskActor, id: string, reason: string) =>
      change(actor, id, ['done'], async (tx, row) => {
        if (row.rerunBy) throw new AppError('settlement_state', 'a re-run is proposed already');
        await tx.query(`update agent_settlements set rerun_requested_by = $2, rerun_reason = $3, rerun_requested_at = $4 where id = $1`, [
          id,
          actor.staff.staff.id,
          reason,
          clock.now().toISOString(),
        ]);
        await audit(tx, actor, 'agents.settlement.rerun', row.brandId, `agent-settlement:${id}`, {
          period: row.periodKey,
          kind: row.kind,
          reason,
        });
      }),

    approveRerun: (actor: DeskActor, id: string) =>
      change(actor, id, ['done'], async (tx, row) => {
        if (!row.rerunBy) throw new AppError('settlement_state', 'no re-run is proposed');
        if (row.rerunBy === actor.staff.staff.id) throw new AppError('settlement_same_staff');
        await tx.query(
          `update agent_settlements set status = 'pending', run_version = run_version + 1, rerun_requested_by = null, rerun_reason = null,
                  rerun_requested_at = null where id = $1`,
          [id],
        );
        await enqueueRun(tx, jobs, id);
        await audit(tx, actor, 'agents.settlement.rerun.approve', row.brandId, `agent-settlement:${id}`, {
          period: row.periodKey,
          kind: row.kind,
          version: row.runVersion + 1,
          proposedBy: row.rerunByName,
        });
      }),

    /** Contracts in scope, newest first, and the top-level agents the operator may offer to. */
    async contracts(
      actor: DeskActor,
      q: { brandId?: string; kind?: ContractKind; username?: string; limit: number },
    ): Promise<BoContractPage> {
      const rows = await db.query<ContractRow>(
        `select c.id::text as id, c.merchant_id::text as "merchantId", c.kind, c.upline_id::text as "uplineId", u.username as "uplineName",
                c.downline_id::text as "downlineId", d.username as "downlineName", c.terms, c.rate_bp as "rateBp", c.status, c.request,
                c.requested_by::text as "requestedBy", c.offered_at as "offeredAt", c.decided_at as "decidedAt", c.active_from as "activeFrom",
                c.ended_at as "endedAt", c.end_reason as "endReason"
           from agent_contracts c join accounts d on d.id = c.downline_id left join accounts u on u.id = c.upline_id
          where ($1::bigint[] is null or c.merchant_id = any($1)) and ($2::bigint is null or c.merchant_id = $2)
            and ($3::text is null or c.kind = $3) and ($4::text is null or lower(d.username) = lower($4) or lower(u.username) = lower($4))
          order by c.id desc limit $5`,
        [actor.staff.scope, q.brandId ?? null, q.kind ?? null, q.username ?? null, q.limit],
      );
      const top = await db.query<{ brandId: string; id: string; username: string }>(
        `select a.merchant_id::text as "brandId", a.id::text as id, a.username from accounts a left join accounts up on up.id = a.upline_id
          where a.account_type = any($1::smallint[]) and (up.id is null or not (up.account_type = any($1::smallint[])))
            and ($2::bigint[] is null or a.merchant_id = any($2)) and ($3::bigint is null or a.merchant_id = $3)
          order by a.username limit 500`,
        [AGENT_TYPES, actor.staff.scope, q.brandId ?? null],
      );
      return { entries: rows.map((row) => ({ ...contractViewOf(row, null), brandId: row.merchantId })), topAgents: top };
    },

    /** The operator offers a top-level agent a contract (it accepts in the site), or ends a contract. */
    async contractAction(actor: DeskActor, action: BoContractAction): Promise<void> {
      const at = clock.now();
      await db.transaction(async (tx) => {
        if (action.action === 'offer') {
          if (actor.staff.scope && !actor.staff.scope.includes(action.brandId)) throw new AppError('contract_not_found');
          const terms = checkTerms(action.kind, action.terms);
          const agent = await selectParty(tx, action.brandId, action.agentId);
          const upline = agent?.uplineId ? await selectParty(tx, action.brandId, agent.uplineId) : null;
          if (!agent || !isAgentType(agent.accountType) || (upline && isAgentType(upline.accountType))) throw new AppError('not_downline');
          const open = await tx.query(
            `select 1 from agent_contracts where merchant_id = $1 and downline_id = $2 and kind = $3 and status = 'offered'`,
            [action.brandId, action.agentId, action.kind],
          );
          if (open.length > 0) throw new AppError('contract_state', 'an offer already awaits this agent');
          const id = await insertOffer(tx, {
            merchantId: action.brandId,
            kind: action.kind,
            uplineId: null,
            downlineId: action.agentId,
            staffId: actor.staff.staff.id,
            terms,
            rateBp: maxRateOf(terms),
            at,
          });
          await audit(tx, actor, 'agents.contract.offer', action.brandId, `agent-contract:${id}`, {
            agent: agent.username,
            kind: action.kind,
            terms,
          });
          return;
        }
        const [found] = await tx.query<{ merchantId: string }>(
          `select merchant_id::text as "merchantId" from agent_contracts where id = $1`,
          [action.contractId],
        );
        const row =
          found && (!actor.staff.scope || actor.staff.scope.includes(found.merchantId))
            ? await lockContract(tx, found.merchantId, action.contractId)
            : null;
        if (!row) throw new AppError('contract_not_found');
        if (row.status !== 'active') throw new AppError('contract_state');
        await endContracts(tx, [row.id], 'operator', at);
        await audit(tx, actor, 'agents.contract.end', row.merchantId, `agent-contract:${row.id}`, {
          agent: row.downlineName,
          reason: action.reason,
        });
      });
    },
  };
}

export type AgentDesk = ReturnType<typeof createAgentDesk>;
