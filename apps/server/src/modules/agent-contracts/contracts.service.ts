import { AGENT_TYPES, isAgentType } from '@pkg/contracts/agent-types';
import type {
  ConsolidatedValue,
  ContractAction,
  ContractKind,
  ContractsValue,
  ContractView,
  StatementView,
} from '@pkg/contracts/agent-contracts';
import type { IncomeValue } from '@pkg/contracts/agents';
import type { Db, Queryable } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { periodAt, periodOfDay, previousPeriod } from '../../lib/periods.ts';
import type { Account } from '../accounts/index.ts';
import type { Brand } from '../brands/index.ts';
import { readAgentSettings } from './agent-settings.ts';
import { contractFigures, formulaOf } from './contract-figures.ts';
import { checkTerms, maxRateOf, periodKindOf } from './contract-terms.ts';
import {
  clearRequest,
  closeOffer,
  endContracts,
  insertOffer,
  lockActiveContract,
  lockContract,
  lockGrantedAbove,
  markActive,
  offerAwaits,
  requestTermination,
  selectBrandDomains,
  selectDirectAgents,
  selectGrantedActive,
  selectOpenContracts,
  selectOpenContractsOf,
  selectParty,
  withdrawOffersAbove,
  type ContractRow,
} from './contracts.queries.ts';
import { selectStatements, statementViewOf } from './statements.queries.ts';

/**
 * Agents' contracts as the site sees them (decision 029): an upline offers a direct downline agent
 * terms no higher than its own; the downline accepts (which ends the contract it replaces, and any
 * of its own downlines' contracts now above its new rate) or rejects; either party asks to end an
 * active contract and the other accepts or rejects that; the offerer may withdraw an offer.
 * Every change locks the contract row; an answer to a request already decided is contract_state.
 */

export interface ContractCaller {
  brand: Brand;
  account: Account;
}

export function contractViewOf(row: ContractRow, me: string | null): ContractView {
  const awaitingMe =
    me !== null &&
    ((row.status === 'offered' && row.downlineId === me) ||
      (row.request === 'termination' && row.requestedBy !== me && (row.downlineId === me || row.uplineId === me)));
  return {
    id: row.id,
    kind: row.kind,
    upline: row.uplineId ? { id: row.uplineId, username: row.uplineName ?? '' } : null,
    downline: { id: row.downlineId, username: row.downlineName },
    terms: row.terms,
    rateBp: row.rateBp,
    status: row.status,
    offeredAt: new Date(row.offeredAt).toISOString(),
    decidedAt: row.decidedAt ? new Date(row.decidedAt).toISOString() : null,
    activeFrom: row.activeFrom ? new Date(row.activeFrom).toISOString() : null,
    endedAt: row.endedAt ? new Date(row.endedAt).toISOString() : null,
    endReason: row.endReason,
    request: row.request,
    awaitingMe,
  };
}

/** The request flag of a kind for the consolidated call: 1 offer to me, 2 termination to me, 3 mine awaiting the other side. */
function requestFlag(rows: readonly ContractRow[], me: string): number {
  if (rows.some((r) => r.status === 'offered' && r.downlineId === me)) return 1;
  if (rows.some((r) => r.request === 'termination' && r.requestedBy !== me)) return 2;
  if (rows.some((r) => (r.status === 'offered' && r.uplineId === me) || (r.request === 'termination' && r.requestedBy === me))) return 3;
  return 0;
}

/** Accepting a contract: it becomes active now, ending the one it replaces and downline contracts above its rate. */
export async function activate(tx: Queryable, row: ContractRow, at: Date): Promise<void> {
  const old = await lockActiveContract(tx, row.brandId, row.downlineId, row.kind);
  if (old) await endContracts(tx, [old.id], 'superseded', at);
  const above = await lockGrantedAbove(tx, row.brandId, row.downlineId, row.kind, row.rateBp);
  await endContracts(tx, above, 'upline_lowered', at);
  await withdrawOffersAbove(tx, row.brandId, row.downlineId, row.kind, row.rateBp, at);
  await markActive(tx, row.id, old?.id ?? null, at);
}

type ServiceDeps = { db: Db; clock: Clock };

async function viewOf(db: Db, caller: ContractCaller, kind: ContractKind): Promise<ContractsValue> {
  const me = caller.account.id;
  const brandId = caller.brand.id;
  const downlines = await selectDirectAgents(db, brandId, me, AGENT_TYPES);
  const rows = await selectOpenContracts(db, brandId, kind, [me, ...downlines.map((d) => d.id)]);
  const mineRow = rows.find((r) => r.downlineId === me && r.status === 'active') ?? null;
  return {
    kind,
    mine: mineRow ? contractViewOf(mineRow, me) : null,
    pending: rows
      .filter((r) => r.downlineId === me && (r.status === 'offered' || r.request === 'termination'))
      .map((r) => contractViewOf(r, me)),
    maxRateBp: mineRow ? mineRow.rateBp : null,
    downlines: downlines.map((d) => {
      const active = rows.find((r) => r.downlineId === d.id && r.uplineId === me && r.status === 'active');
      const pending = rows.find((r) => r.downlineId === d.id && r.uplineId === me && r.status === 'offered');
      return {
        agent: { id: d.id, username: d.username },
        active: active ? contractViewOf(active, me) : null,
        pending: pending ? contractViewOf(pending, me) : null,
        teamSize: d.teamSize,
      };
    }),
  };
}

/** Checks an upline's offer to a direct downline agent: terms, and a rate within the upline's own contract of the kind (locked). */
async function checkOffer(tx: Queryable, caller: ContractCaller, kind: ContractKind, downlineId: string, rawTerms: unknown) {
  const terms = checkTerms(kind, rawTerms);
  const downline = await selectParty(tx, caller.brand.id, downlineId);
  if (!downline || downline.uplineId !== caller.account.id || !isAgentType(downline.accountType)) throw new AppError('not_downline');
  const own = await lockActiveContract(tx, caller.brand.id, caller.account.id, kind);
  if (!own) throw new AppError('contract_rate_too_high', 'the upline holds no contract of this kind');
  const rateBp = maxRateOf(terms);
  if (rateBp > own.rateBp) throw new AppError('contract_rate_too_high', `at most ${own.rateBp} bp`);
  if (kind === 'dividend' && periodKindOf(kind, terms) !== periodKindOf(kind, own.terms)) {
    throw new AppError('contract_terms_invalid', 'a dividend contract settles by the same period as the upline’s');
  }
  return { terms, rateBp };
}

/** An upline offers its direct downline agent terms (in the caller's transaction). */
async function offer(tx: Queryable, caller: ContractCaller, kind: ContractKind, downlineId: string, rawTerms: unknown, at: Date) {
  // checkOffer locks the upline's own contract of the kind, so its offers run one at a time
  // and this read sees an offer committed just before; an offer row that does not exist yet
  // cannot be locked, so insertOffer answers contract_state for any race the unique index
  // agent_contracts_one_offer still decides.
  const { terms, rateBp } = await checkOffer(tx, caller, kind, downlineId, rawTerms);
  if (await offerAwaits(tx, caller.brand.id, downlineId, kind))
    throw new AppError('contract_state', 'an offer already awaits this downline');
  await insertOffer(tx, { brandId: caller.brand.id, kind, uplineId: caller.account.id, downlineId, staffId: null, terms, rateBp, at });
}

/** A party answers or changes a contract (in the caller's transaction): accept, reject, withdraw an offer, or ask to terminate. */
async function answer(
  tx: Queryable,
  caller: ContractCaller,
  kind: ContractKind,
  action: Exclude<ContractAction, { action: 'offer' | 'preview' }>,
  at: Date,
): Promise<void> {
  const me = caller.account.id;
  const row = await lockContract(tx, caller.brand.id, action.contractId);
  if (!row || row.kind !== kind || (row.downlineId !== me && row.uplineId !== me)) throw new AppError('contract_not_found');
  const view = contractViewOf(row, me);
  switch (action.action) {
    case 'accept':
      if (!view.awaitingMe) throw new AppError('contract_state');
      if (row.status !== 'offered') return endContracts(tx, [row.id], 'terminated', at);
      // The upline may have lost its own contract or lowered it since offering.
      if (row.uplineId) {
        const upline = await lockActiveContract(tx, row.brandId, row.uplineId, kind);
        if (!upline || upline.rateBp < row.rateBp) throw new AppError('contract_rate_too_high', 'the upline’s own contract changed');
      }
      return activate(tx, row, at);
    case 'reject':
      if (!view.awaitingMe) throw new AppError('contract_state');
      return row.status === 'offered' ? closeOffer(tx, row.id, 'rejected', at) : clearRequest(tx, row.id);
    case 'withdraw':
      if (row.status !== 'offered' || row.uplineId !== me) throw new AppError('contract_state');
      return closeOffer(tx, row.id, 'withdrawn', at);
    case 'terminate':
      if (row.status !== 'active' || row.request === 'termination') throw new AppError('contract_state');
      return requestTermination(tx, row.id, me);
  }
}

/** What terms would have paid the downline for the last whole period (nothing saved). */
async function previewOf({ db, clock }: ServiceDeps, caller: ContractCaller, kind: ContractKind, downlineId: string, rawTerms: unknown) {
  const { terms } = await checkOffer(db, caller, kind, downlineId, rawTerms);
  const period = previousPeriod(periodAt(periodKindOf(kind, terms), clock.now()));
  const downline = (await selectParty(db, caller.brand.id, downlineId))!;
  const settings = await readAgentSettings(db, caller.brand.id);
  // The downline's own contracted downlines at their current terms, so the differential shows.
  const theirs = await selectGrantedActive(db, caller.brand.id, downlineId, kind);
  const window = { windowStart: period.start, windowEnd: period.end, kind };
  const figures = await contractFigures(
    db,
    { brandId: caller.brand.id, currency: caller.brand.currency.code, activeBetMinor: settings.activeBetMinor },
    [{ id: 'preview', agentId: downlineId, agentName: downline.username, terms, ...window }, ...theirs.map((c) => ({ ...c, ...window }))],
  );
  const f = figures[0]!;
  const net = f.grossMinor - f.downlineMinor;
  return {
    kind,
    agent: { id: downlineId, username: downline.username },
    periodKey: period.key,
    windowStart: period.start.toISOString(),
    windowEnd: period.end.toISOString(),
    validBetMinor: f.basis.validBetMinor.toString(),
    activeMembers: f.basis.activeMembers,
    netLossMinor: (f.basis.validBetMinor - f.basis.winMinor - f.basis.bonusMinor).toString(),
    rateBp: f.rateBp,
    tier: f.tier,
    grossMinor: f.grossMinor.toString(),
    downlineMinor: f.downlineMinor.toString(),
    carryInMinor: '0',
    netMinor: net.toString(),
    paidMinor: (net > 0n ? net : 0n).toString(),
    carryOutMinor: (net < 0n ? net : 0n).toString(),
    formula: formulaOf({ ...f, carryInMinor: 0n, netMinor: net }, caller.brand.currency),
  };
}

/** My Income: the caller's statements in a period, with what each kind paid. */
async function incomeOf(
  { db, clock }: ServiceDeps,
  caller: ContractCaller,
  q: { period: 'D' | 'W' | 'H' | 'M'; date?: string; pageNo: number; pageSize: number },
): Promise<IncomeValue> {
  const period = periodOfDay(q.period, q.date ?? periodAt('D', clock.now()).from);
  const { rows, total, totals } = await selectStatements(db, {
    brandId: caller.brand.id,
    agentId: caller.account.id,
    from: period.start,
    to: period.end,
    limit: q.pageSize,
    offset: (q.pageNo - 1) * q.pageSize,
  });
  const sum = (kind: ContractKind) => (totals.get(kind) ?? 0n).toString();
  return {
    from: period.from,
    to: period.to,
    currency: caller.brand.currency.code,
    list: rows.map(statementViewOf) satisfies StatementView[],
    totals: {
      dividendMinor: sum('dividend'),
      dailySalaryMinor: sum('daily_salary'),
      hourlySalaryMinor: sum('hourly_salary'),
      realtimeSalaryMinor: sum('realtime_salary'),
      paidMinor: [...totals.values()].reduce((a, b) => a + b, 0n).toString(),
    },
    pageNum: q.pageNo,
    totalPages: Math.max(1, Math.ceil(total / q.pageSize)),
    total,
  };
}

export function createContractService(deps: ServiceDeps) {
  const { db, clock } = deps;

  async function act(
    caller: ContractCaller,
    kind: ContractKind,
    action: ContractAction,
  ): Promise<ContractsValue | Awaited<ReturnType<typeof previewOf>>> {
    if (action.action === 'preview') return previewOf(deps, caller, kind, action.downlineId, action.terms);
    const at = clock.now();
    await db.transaction((tx) =>
      action.action === 'offer' ? offer(tx, caller, kind, action.downlineId, action.terms, at) : answer(tx, caller, kind, action, at),
    );
    return viewOf(db, caller, kind);
  }

  return {
    view: (caller: ContractCaller, kind: ContractKind) => viewOf(db, caller, kind),
    act,

    /** The consolidated contract info of SPEC.md section 3. */
    async consolidated(caller: ContractCaller): Promise<ConsolidatedValue> {
      const me = caller.account.id;
      const rows = await selectOpenContractsOf(db, caller.brand.id, me);
      const of = (kind: ContractKind) => rows.filter((r) => r.kind === kind);
      const holds = (kind: ContractKind) => of(kind).some((r) => r.downlineId === me && r.status === 'active');
      const shows = (kind: ContractKind) => of(kind).some((r) => r.downlineId === me);
      const domains = await selectBrandDomains(db, caller.brand.id);
      return {
        dailysalreqtype: requestFlag(of('daily_salary'), me),
        divtypereq: requestFlag(of('dividend'), me),
        contracthoursalreq: requestFlag(of('hourly_salary'), me),
        realtimesalreqtype: requestFlag(of('realtime_salary'), me),
        dailySalary: holds('daily_salary'),
        hourSalary: shows('hourly_salary'),
        agentRealtimeSalary: shows('realtime_salary'),
        salary: shows('daily_salary'),
        enableCt: shows('dividend'),
        domainList: domains.map((domain) => ({ domain, speed: 0 as const })),
      };
    },

    /** My Income: the caller's statements in a period, with what each kind paid. */
    income: (caller: ContractCaller, q: { period: 'D' | 'W' | 'H' | 'M'; date?: string; pageNo: number; pageSize: number }) =>
      incomeOf(deps, caller, q),
  };
}

export type ContractService = ReturnType<typeof createContractService>;
