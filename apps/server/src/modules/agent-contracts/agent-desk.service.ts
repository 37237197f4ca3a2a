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
import {
  endContracts,
  insertOffer,
  lockContract,
  offerAwaitsAgent,
  selectContractBrand,
  selectDeskContracts,
  selectParty,
  selectTopAgents,
} from './contracts.queries.ts';
import {
  approveRerun,
  holdSettlement,
  proposeRerun,
  releaseSettlement,
  selectDeskSettlement,
  selectDeskSettlements,
  type DeskSettlement,
} from './settlement-desk.queries.ts';
import { enqueueRun } from './settlement-jobs.ts';
import { lockSettlement } from './settlement.queries.ts';
import { selectSettlementStatements, statementViewOf } from './statements.queries.ts';
import { auditStaffChange, type StaffActor } from '../staff/index.ts';

/** The staff member behind a desk call and where it came from. */
export type DeskActor = StaffActor;

type DeskDeps = { db: Db; clock: Clock; jobs: JobRunner };

const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);

function deskView(row: DeskSettlement, actor: DeskActor): BoSettlement {
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

async function selectRow(q: Queryable, actor: DeskActor, id: string): Promise<DeskSettlement> {
  const row = /^[0-9]{1,18}$/.test(id) ? await selectDeskSettlement(q, actor.staff.scope, id) : null;
  if (!row) throw new AppError('settlement_not_found');
  return row;
}

async function detail(db: Db, actor: DeskActor, id: string): Promise<BoSettlementDetail> {
  const row = await selectRow(db, actor, id);
  const statements = await selectSettlementStatements(db, id);
  return { ...deskView(row, actor), statements: statements.map(statementViewOf) };
}

/** Changes a settlement under its lock after checking its state; answers the detail afterwards. */
async function change(
  db: Db,
  actor: DeskActor,
  id: string,
  allowed: readonly BoSettlement['status'][],
  fn: (tx: Queryable, row: DeskSettlement) => Promise<void>,
): Promise<BoSettlementDetail> {
  await db.transaction(async (tx) => {
    const row = await selectRow(tx, actor, id);
    await lockSettlement(tx, id);
    const fresh = await selectRow(tx, actor, id);
    if (!allowed.includes(fresh.status)) throw new AppError('settlement_state', `the settlement is ${fresh.status}`);
    await fn(tx, { ...row, ...fresh });
  });
  return detail(db, actor, id);
}

/** The settlements' steps staff take: hold, release, retry a stalled run, propose and approve a re-run. */
function settlementSteps({ db, clock, jobs }: DeskDeps) {
  const audit = (tx: Queryable, actor: DeskActor, action: string, id: string, row: DeskSettlement, detail: Record<string, unknown>) =>
    auditStaffChange(tx, clock, actor, {
      action,
      brandId: row.brandId,
      target: `agent-settlement:${id}`,
      detail: { period: row.periodKey, kind: row.kind, ...detail },
    });
  return {
    hold: (actor: DeskActor, id: string, reason: string) =>
      change(db, actor, id, ['pending'], async (tx, row) => {
        await holdSettlement(tx, id, actor.staff.staff.id, reason);
        await audit(tx, actor, 'agents.settlement.hold', id, row, { reason });
      }),

    release: (actor: DeskActor, id: string) =>
      change(db, actor, id, ['held'], async (tx, row) => {
        await releaseSettlement(tx, id);
        await enqueueRun(tx, jobs, id);
        await audit(tx, actor, 'agents.settlement.release', id, row, {});
      }),

    /**
     * A stalled run (its job failed for good, or the period's turn came and no run started) is
     * enqueued again under a new run_seq, at the same run version: it skips the contracts already
     * paid at that version and pays the rest, then starts the next period of the kind. A run the
     * runner still retries is refused (settlement_state), as is any other status.
     */
    retry: (actor: DeskActor, id: string) =>
      change(db, actor, id, ['pending', 'running'], async (tx, row) => {
        if (!row.stalled) throw new AppError('settlement_state', 'its run is still in the job runner');
        await enqueueRun(tx, jobs, id);
        await audit(tx, actor, 'agents.settlement.retry', id, row, { status: row.status, version: row.runVersion, error: row.runError });
      }),

    rerun: (actor: DeskActor, id: string, reason: string) =>
      change(db, actor, id, ['done'], async (tx, row) => {
        if (row.rerunBy) throw new AppError('settlement_state', 'a re-run is proposed already');
        await proposeRerun(tx, id, actor.staff.staff.id, reason, clock.now());
        await audit(tx, actor, 'agents.settlement.rerun', id, row, { reason });
      }),

    approveRerun: (actor: DeskActor, id: string) =>
      change(db, actor, id, ['done'], async (tx, row) => {
        if (!row.rerunBy) throw new AppError('settlement_state', 'no re-run is proposed');
        if (row.rerunBy === actor.staff.staff.id) throw new AppError('settlement_same_staff');
        await approveRerun(tx, id);
        await enqueueRun(tx, jobs, id);
        await audit(tx, actor, 'agents.settlement.rerun.approve', id, row, { version: row.runVersion + 1, proposedBy: row.rerunByName });
      }),
  };
}

/** The operator offers a top-level agent a contract (it accepts in the site), or ends a contract. */
async function contractAction({ db, clock }: DeskDeps, actor: DeskActor, action: BoContractAction): Promise<void> {
  const at = clock.now();
  const audit = (tx: Queryable, act: string, brandId: string, target: string, detail: Record<string, unknown>) =>
    auditStaffChange(tx, clock, actor, { action: act, brandId, target, detail });
  await db.transaction(async (tx) => {
    if (action.action === 'offer') {
      if (actor.staff.scope && !actor.staff.scope.includes(action.brandId)) throw new AppError('contract_not_found');
      const terms = checkTerms(action.kind, action.terms);
      const agent = await selectParty(tx, action.brandId, action.agentId);
      const upline = agent?.uplineId ? await selectParty(tx, action.brandId, agent.uplineId) : null;
      if (!agent || !isAgentType(agent.accountType) || (upline && isAgentType(upline.accountType))) throw new AppError('not_downline');
      if (await offerAwaitsAgent(tx, action.brandId, action.agentId, action.kind))
        throw new AppError('contract_state', 'an offer already awaits this agent');
      const id = await insertOffer(tx, {
        brandId: action.brandId,
        kind: action.kind,
        uplineId: null,
        downlineId: action.agentId,
        staffId: actor.staff.staff.id,
        terms,
        rateBp: maxRateOf(terms),
        at,
      });
      await audit(tx, 'agents.contract.offer', action.brandId, `agent-contract:${id}`, { agent: agent.username, kind: action.kind, terms });
      return;
    }
    const brandId = await selectContractBrand(tx, action.contractId);
    const row =
      brandId && (!actor.staff.scope || actor.staff.scope.includes(brandId)) ? await lockContract(tx, brandId, action.contractId) : null;
    if (!row) throw new AppError('contract_not_found');
    if (row.status !== 'active') throw new AppError('contract_state');
    await endContracts(tx, [row.id], 'operator', at);
    await audit(tx, 'agents.contract.end', row.brandId, `agent-contract:${row.id}`, { agent: row.downlineName, reason: action.reason });
  });
}

export function createAgentDesk(deps: DeskDeps) {
  const { db, clock } = deps;
  return {
    async list(actor: DeskActor, q: BoSettlementQuery): Promise<BoSettlementPage> {
      const rows = await selectDeskSettlements(db, {
        scope: actor.staff.scope,
        brandId: q.brandId ?? null,
        kind: q.kind ?? null,
        status: q.status ?? null,
        before: q.before ?? clock.now().toISOString(),
        limit: q.limit,
      });
      const last = rows[rows.length - 1];
      return {
        entries: rows.map((row) => deskView(row, actor)),
        nextBefore: rows.length === q.limit && last ? new Date(last.periodStart).toISOString() : null,
      };
    },

    detail: (actor: DeskActor, id: string) => detail(db, actor, id),

    ...settlementSteps(deps),

    /** Contracts in scope, newest first, and the top-level agents the operator may offer to. */
    async contracts(
      actor: DeskActor,
      q: { brandId?: string; kind?: ContractKind; username?: string; limit: number },
    ): Promise<BoContractPage> {
      const rows = await selectDeskContracts(db, {
        scope: actor.staff.scope,
        brandId: q.brandId ?? null,
        kind: q.kind ?? null,
        username: q.username ?? null,
        limit: q.limit,
      });
      const top = await selectTopAgents(db, AGENT_TYPES, actor.staff.scope, q.brandId ?? null);
      return { entries: rows.map((row) => ({ ...contractViewOf(row, null), brandId: row.brandId })), topAgents: top };
    },

    /** The operator offers a top-level agent a contract (it accepts in the site), or ends a contract. */
    contractAction: (actor: DeskActor, action: BoContractAction) => contractAction(deps, actor, action),
  };
}

export type AgentDesk = ReturnType<typeof createAgentDesk>;
