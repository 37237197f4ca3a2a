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
  endContracts,
  insertOffer,
  lockActiveContract,
  lockContract,
  selectDirectAgents,
  selectOpenContracts,
  selectOpenContractsOf,
  selectParty,
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
  const old = await lockActiveContract(tx, row.merchantId, row.downlineId, row.kind);
  if (old) await endContracts(tx, [old.id], 'superseded', at);
  const above = await tx.query<{ id: string }>(
    `select id::text as id from agent_contracts where merchant_id = $1 and upline_id = $2 and kind = $3 and status = 'active' and rate_bp > $4 for update`,
    [row.merchantId, row.downlineId, row.kind, row.rateBp],
  );
  await endContracts(
    tx,
    above.map((r) => r.id),
    'upline_lowered',
    at,
  );
  await tx.query(
    `update agent_contracts set status = 'withdrawn', request = null, decided_at = $4
      where merchant_id = $1 and upline_id = $2 and kind = $3 and status = 'offered' and rate_bp > $5`,
    [row.merchantId, row.downlineId, row.kind, at.toISOString(), row.rateBp],
  );
  await tx.query(
    `update agent_contracts set status = 'active', request = null, requested_by = null, decided_at = $2, active_from = $2, replaces_id = $3 where id = $1`,
    [row.id, at.toISOString(), old?.id ?? null],
  );
}

export function createContractService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function view(caller: ContractCaller, kind: ContractKind): Promise<ContractsValue> {
    const me = caller.account.id;
    const merchantId = caller.brand.id;
    const downlines = await selectDirectAgents(db, merchantId, me, AGENT_TYPES);
    const rows = await selectOpenContracts(db, merchantId, kind, [me, ...downlines.map((d) => d.id)]);
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

  /** The caller's own active contract of a kind (an upline must hold one to offer). */
  async function ownContract(tx: Queryable, caller: ContractCaller, kind: ContractKind) {
    return lockActiveContract(tx, caller.brand.id, caller.account.id, kind);
  }

  async function checkOffer(tx: Queryable, caller: ContractCaller, kind: ContractKind, downlineId: string, rawTerms: unknown) {
    const terms = checkTerms(kind, rawTerms);
    const downline = await selectParty(tx, caller.brand.id, downlineId);
    if (!downline || downline.uplineId !== caller.account.id || !isAgentType(downline.accountType)) throw new AppError('not_downline');
    const own = await ownContract(tx, caller, kind);
    if (!own) throw new AppError('contract_rate_too_high', 'the upline holds no contract of this kind');
    const rateBp = maxRateOf(terms);
    if (rateBp > own.rateBp) throw new AppError('contract_rate_too_high', `at most ${own.rateBp} bp`);
    if (kind === 'dividend' && periodKindOf(kind, terms) !== periodKindOf(kind, own.terms)) {
      throw new AppError('contract_terms_invalid', 'a dividend contract settles by the same period as the upline’s');
    }
    return { terms, rateBp };
  }

  async function act(
    caller: ContractCaller,
    kind: ContractKind,
    action: ContractAction,
  ): Promise<ContractsValue | ReturnType<typeof previewOf>> {
    if (action.action === 'preview') return previewOf(caller, kind, action.downlineId, action.terms);
    const me = caller.account.id;
    const at = clock.now();
    await db.transaction(async (tx) => {
      if (action.action === 'offer') {
        // checkOffer locks the upline's own contract of the kind, so its offers run one at a time
        // and this read sees an offer committed just before; an offer row that does not exist yet
        // cannot be locked, so insertOffer answers contract_state for any race the unique index
        // agent_contracts_one_offer still decides.
        const { terms, rateBp } = await checkOffer(tx, caller, kind, action.downlineId, action.terms);
        const open = await tx.query<{ id: string }>(
          `select id from agent_contracts where merchant_id = $1 and downline_id = $2 and kind = $3 and status = 'offered'`,
          [caller.brand.id, action.downlineId, kind],
        );
        if (open.length > 0) throw new AppError('contract_state', 'an offer already awaits this downline');
        await insertOffer(tx, {
          merchantId: caller.brand.id,
          kind,
          uplineId: me,
          downlineId: action.downlineId,
          staffId: null,
          terms,
          rateBp,
          at,
        });
        return;
      }
      const row = await lockContract(tx, caller.brand.id, action.contractId);
      if (!row || row.kind !== kind || (row.downlineId !== me && row.uplineId !== me)) throw new AppError('contract_not_found');
      const view = contractViewOf(row, me);
      switch (action.action) {
        case 'accept':
          if (!view.awaitingMe) throw new AppError('contract_state');
          if (row.status === 'offered') {
            // The upline may have lost its own contract or lowered it since offering.
            if (row.uplineId) {
              const upline = await lockActiveContract(tx, row.merchantId, row.uplineId, kind);
              if (!upline || upline.rateBp < row.rateBp) throw new AppError('contract_rate_too_high', 'the upline’s own contract changed');
            }
            await activate(tx, row, at);
          } else {
            await endContracts(tx, [row.id], 'terminated', at);
          }
          return;
        case 'reject':
          if (!view.awaitingMe) throw new AppError('contract_state');
          if (row.status === 'offered') {
            await tx.query(`update agent_contracts set status = 'rejected', request = null, decided_at = $2 where id = $1`, [
              row.id,
              at.toISOString(),
            ]);
          } else {
            await tx.query(`update agent_contracts set request = null, requested_by = null where id = $1`, [row.id]);
          }
          return;
        case 'withdraw':
          if (row.status !== 'offered' || row.uplineId !== me) throw new AppError('contract_state');
          await tx.query(`update agent_contracts set status = 'withdrawn', request = null, decided_at = $2 where id = $1`, [
            row.id,
            at.toISOString(),
          ]);
          return;
        case 'terminate':
          if (row.status !== 'active' || row.request === 'termination') throw new AppError('contract_state');
          await tx.query(`update agent_contracts set request = 'termination', requested_by = $2 where id = $1`, [row.id, me]);
          return;
      }
    });
    return view(caller, kind);
  }

  /** What terms would have paid the downline for the last whole period (nothing saved). */
  async function previewOf(caller: ContractCaller, kind: ContractKind, downlineId: string, rawTerms: unknown) {
    const { terms, rateBp } = await checkOffer(db, caller, kind, downlineId, rawTerms);
    void rateBp;
    const period = previousPeriod(periodAt(periodKindOf(kind, terms), clock.now()));
    const downline = (await selectParty(db, caller.brand.id, downlineId))!;
    const settings = await readAgentSettings(db, caller.brand.id);
    // The downline's own contracted downlines at their current terms, so the differential shows.
    const theirs = await db.query<{ id: string; agentId: string; agentName: string; terms: typeof terms }>(
      `select c.id::text as id, c.downline_id::text as "agentId", a.username as "agentName", c.terms from agent_contracts c
         join accounts a on a.id = c.downline_id where c.merchant_id = $1 and c.upline_id = $2 and c.kind = $3 and c.status = 'active'`,
      [caller.brand.id, downlineId, kind],
    );
    const window = { windowStart: period.start, windowEnd: period.end, kind };
    const figures = await contractFigures(
      db,
      { merchantId: caller.brand.id, currency: caller.brand.currency.code, activeBetMinor: settings.activeBetMinor },
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

  return {
    view,
    act,

    /** The consolidated contract info of SPEC.md section 3. */
    async consolidated(caller: ContractCaller): Promise<ConsolidatedValue> {
      const me = caller.account.id;
      const rows = await selectOpenContractsOf(db, caller.brand.id, me);
      const of = (kind: ContractKind) => rows.filter((r) => r.kind === kind);
      const holds = (kind: ContractKind) => of(kind).some((r) => r.downlineId === me && r.status === 'active');
      const shows = (kind: ContractKind) => of(kind).some((r) => r.downlineId === me);
      const domains = await db.query<{ domain: string }>(`select domain from merchant_domains where merchant_id = $1 order by domain`, [
        caller.brand.id,
      ]);
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
        domainList: domains.map((d) => ({ domain: d.domain, speed: 0 as const })),
      };
    },

    /** My Income: the caller's statements in a period, with what each kind paid. */
    async income(
      caller: ContractCaller,
      q: { period: 'D' | 'W' | 'H' | 'M'; date?: string; pageNo: number; pageSize: number },
    ): Promise<IncomeValue> {
      const period = periodOfDay(q.period, q.date ?? periodAt('D', clock.now()).from);
      const { rows, total, totals } = await selectStatements(db, {
        merchantId: caller.brand.id,
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
    },
  };
}

export type ContractService = ReturnType<typeof createContractService>;
