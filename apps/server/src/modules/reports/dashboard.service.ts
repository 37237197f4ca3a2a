import { JOB_STALLED_AFTER_MS } from '@pkg/contracts/jobs-desk';
import type { StaffPermission } from '@pkg/contracts/staff-roles';
import { staffCan, staffMay } from '@pkg/contracts/staff-roles';
import {
  DASHBOARD_TOP_GAMES,
  type BoDashboardQuery,
  type BoDashboardValue,
  type DashboardAlert,
  type DashboardAlertKind,
  type DashboardFigures,
} from '@pkg/contracts/dashboard';
import type { ReportKind, ReportRow } from '@pkg/contracts/reports';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { periodDays } from '../../lib/gmt8-days.ts';
import { readLedgerCheck } from '../finance-desk/index.ts';
import { countDeskJobs } from '../jobs-desk/index.ts';
import { assertBrandInScope, type StaffActor } from '../staff/index.ts';
import {
  countDepositsOverdue,
  countDepositsWaiting,
  countDrawsWithoutResult,
  countJobsFailed,
  countSettlementsHeld,
  countVendorsInMaintenance,
  countWithdrawalDisputes,
  countWithdrawalsOverdue,
  countWithdrawalsWaiting,
  type WaitingCount,
} from './dashboard.queries.ts';
import type { ReportsService } from './reports.service.ts';

type Scope = string[] | null;

/** A ledger check is read again after this long: it reads whole ledger tables, the dashboard is opened often. */
export const LEDGER_CHECK_REUSE_MS = 5 * 60_000;

/**
 * What needs a person and who may see it: the permission of the desk that acts on it. Jobs belong to
 * no brand: jobs.manage is an every-brand permission (staffMay), so only staff of every brand see them.
 */
const ALERTS: ReadonlyArray<{
  kind: DashboardAlertKind;
  permission: StaffPermission;
  count: (db: Db, scope: Scope, now: Date) => Promise<WaitingCount>;
}> = [
  { kind: 'depositsWaiting', permission: 'finance.decide', count: countDepositsWaiting },
  { kind: 'withdrawalsWaiting', permission: 'finance.decide', count: countWithdrawalsWaiting },
  { kind: 'depositsOverdue', permission: 'finance.decide', count: countDepositsOverdue },
  { kind: 'withdrawalsOverdue', permission: 'finance.decide', count: countWithdrawalsOverdue },
  { kind: 'withdrawalDisputes', permission: 'finance.decide', count: countWithdrawalDisputes },
  { kind: 'drawsWithoutResult', permission: 'lottery.read', count: countDrawsWithoutResult },
  { kind: 'settlementsHeld', permission: 'agents.read', count: countSettlementsHeld },
  { kind: 'jobsFailed', permission: 'jobs.manage', count: (db) => countJobsFailed(db) },
  {
    kind: 'jobsStalled',
    permission: 'jobs.manage',
    count: (db, _scope, now) => countDeskJobs(db, 'stalled', now, new Date(now.getTime() - JOB_STALLED_AFTER_MS)),
  },
  { kind: 'vendorsInMaintenance', permission: 'catalog.manage', count: countVendorsInMaintenance },
];

const toQueue = (waiting: WaitingCount) => ({
  count: waiting.count,
  oldestAt: waiting.oldestAt ? new Date(waiting.oldestAt).toISOString() : null,
});

/** Higher GGR first; bigint minor units compared as such (no arithmetic on them here). */
function byGgrDescending(a: ReportRow, b: ReportRow): number {
  const left = BigInt(a.values.ggrMinor ?? '0');
  const right = BigInt(b.values.ggrMinor ?? '0');
  return left === right ? 0 : left > right ? -1 : 1;
}

/**
 * The back office's dashboard (decision 069): every figure is a report's answer (reports.service.ts,
 * so it reconciles with the ledger as the reports do), for today and for this week (GMT+8, from
 * Monday); the queues and alerts are counts of what the desks list as waiting, each shown to staff
 * whose permissions reach that desk. A brand outside the staff member's scope is forbidden.
 */
export function createDashboardService(deps: { db: Db; clock: Clock; reports: ReportsService }) {
  const { db, clock, reports } = deps;
  /** The last ledger check per brand scope, reused for LEDGER_CHECK_REUSE_MS (read only, so a stale answer changes nothing). */
  const ledgerChecks = new Map<string, { at: number; problems: number }>();

  /** The ledger's balance check (the ledger desk's own, readLedgerCheck) as an alert: problem accounts and unbalanced transfers. */
  async function ledgerAlert(scope: Scope, now: Date): Promise<WaitingCount> {
    const key = scope === null ? '*' : [...scope].sort().join(',');
    let last = ledgerChecks.get(key);
    if (!last || now.getTime() - last.at >= LEDGER_CHECK_REUSE_MS || now.getTime() < last.at) {
      const check = await readLedgerCheck(db, scope, now);
      // A currency that does not sum to zero with no single account to blame still counts as one problem.
      const problems = check.ok ? 0 : Math.max(1, check.problemAccounts + check.unbalancedTransfers);
      last = { at: now.getTime(), problems };
      ledgerChecks.set(key, last);
    }
    // No "oldest": the check says the books are out now, not since when.
    return { count: last.problems, oldestAt: null };
  }

  async function figures(actor: StaffActor, brandId: string | undefined, from: string, to: string): Promise<DashboardFigures> {
    const totals = async (report: ReportKind) => (await reports.run(actor, { report, brandId, from, to })).totals;
    const [payments, ggr, players, bonus] = await Promise.all([totals('payments'), totals('ggr'), totals('players'), totals('bonus')]);
    return { payments, ggr, players, bonus };
  }

  async function alerts(actor: StaffActor, scope: Scope, now: Date): Promise<DashboardAlert[]> {
    const role = actor.staff.staff.role;
    const allBrands = actor.staff.scope === null;
    const shown = [
      ...ALERTS,
      { kind: 'ledgerUnbalanced' as const, permission: 'ledger.read' as const, count: (_db: Db, s: Scope, at: Date) => ledgerAlert(s, at) },
    ].filter((alert) => staffMay(role, allBrands, alert.permission));
    const counts = await Promise.all(shown.map((alert) => alert.count(db, scope, now)));
    return shown.flatMap((alert, index) => {
      const waiting = counts[index];
      return waiting && waiting.count > 0 ? [{ kind: alert.kind, ...toQueue(waiting) }] : [];
    });
  }

  return {
    async get(actor: StaffActor, query: BoDashboardQuery): Promise<BoDashboardValue> {
      if (query.brandId !== undefined) assertBrandInScope(actor, query.brandId);
      const scope = query.brandId !== undefined ? [query.brandId] : actor.staff.scope;
      const now = clock.now();
      const week = periodDays('thisWeek', now);
      const [today, thisWeek, games, waiting, needs] = await Promise.all([
        figures(actor, query.brandId, week.to, week.to),
        figures(actor, query.brandId, week.from, week.to),
        reports.run(actor, { report: 'ggr', groupBy: 'game', brandId: query.brandId, from: week.from, to: week.to }),
        staffCan(actor.staff.staff.role, 'finance.decide')
          ? Promise.all([countDepositsWaiting(db, scope), countWithdrawalsWaiting(db, scope)])
          : null,
        alerts(actor, scope, now),
      ]);
      return {
        today: week.to,
        weekFrom: week.from,
        figures: { today, week: thisWeek },
        // Money not attributable to a game (a bonus) has no game key: not a game to rank.
        topGames: games.rows
          .filter((row) => row.keys[1] !== null)
          .sort(byGgrDescending)
          .slice(0, DASHBOARD_TOP_GAMES),
        waiting: waiting ? { deposits: toQueue(waiting[0]), withdrawals: toQueue(waiting[1]) } : null,
        alerts: needs,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
