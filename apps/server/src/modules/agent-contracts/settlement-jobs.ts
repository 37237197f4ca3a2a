/**
 * Contract settlement on the job runner (decision 029):
 * - `agent-settle-plan` (every minute): for each brand, kind and period kind that has contracts,
 *   adds the settlement rows of the periods that ended (plus the brand's settle delay, so late
 *   rounds count) since the last one, and enqueues each `agent-settle:<id>:<runSeq>`;
 * - `agent-settle:<id>:<runSeq>`: runs the settlement once its previous period of the same kind is
 *   done (the carry-over passes from one to the next), then starts the next pending one. A held
 *   settlement waits for staff; release and an approved re-run raise run_seq and enqueue anew.
 * - a run whose job the runner gave up on (failed after its last try) leaves the settlement
 *   running with some contracts paid, and every later period of its kind waiting: it is stalled
 *   (STALLED_SQL in settlement.queries.ts) until staff retry it, which raises run_seq and enqueues anew; the new run skips
 *   the contracts already paid at this version and pays the rest.
 */
import type { Db, Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { nextPeriod, periodAt, periodOfKey } from '../../lib/periods.ts';
import type { WalletEventBus } from '../../lib/wallet-events.ts';
import { readAgentSettings } from './agent-settings.ts';
import { settlePeriod } from './settle-period.ts';
import {
  insertSettlements,
  lockNextSettlement,
  lockSettlement,
  markRunning,
  raiseRunSeq,
  selectBrandCurrency,
  selectLastPeriodKey,
  selectPlanGroups,
  selectPreviousSettlement,
  type SettlementRow,
} from './settlement.queries.ts';

/** Periods added per brand and kind in one planning run (a long stop catches up over several). */
const PLAN_LIMIT = 500;

export function settleRunKey(settlementId: string, runSeq: number): string {
  return `agent-settle:${settlementId}:${runSeq}`;
}

/** Raises a pending settlement's run_seq and enqueues that run (release, re-run, or its turn came). */
export async function enqueueRun(tx: Queryable, jobs: JobRunner, id: string): Promise<void> {
  const seq = await raiseRunSeq(tx, id);
  if (seq !== null) await jobs.enqueue(tx, { runKey: settleRunKey(id, seq) });
}

type JobDeps = {
  db: Db;
  clock: Clock;
  jobs: JobRunner;
  walletEvents: Pick<WalletEventBus, 'publish'>;
  /** Contracts written and paid per transaction (STATEMENT_BATCH by default). */
  statementBatch?: number;
};

/** The next period of the same kind was waiting for this one: starts it if it is pending. */
async function startNext({ db, jobs }: JobDeps, s: SettlementRow): Promise<void> {
  await db.transaction(async (tx) => {
    const next = await lockNextSettlement(tx, s);
    if (next?.status === 'pending') await enqueueRun(tx, jobs, next.id);
  });
}

/** Adds and enqueues the settlements of periods that ended; answers how many it added. */
async function plan({ db, clock, jobs }: JobDeps): Promise<number> {
  const now = clock.now();
  let added = 0;
  for (const group of await selectPlanGroups(db)) {
    const { settleDelayMs } = await readAgentSettings(db, group.brandId);
    const lastKey = await selectLastPeriodKey(db, group.brandId, group.kind, group.periodKind);
    let period = lastKey ? nextPeriod(periodOfKey(lastKey)) : periodAt(group.periodKind, group.firstFrom);
    const rows: { key: string; start: Date; end: Date }[] = [];
    while (rows.length < PLAN_LIMIT && period.end.getTime() + settleDelayMs <= now.getTime()) {
      if (group.lastEnd && period.start >= group.lastEnd) break;
      rows.push({ key: period.key, start: period.start, end: period.end });
      period = nextPeriod(period);
    }
    if (rows.length === 0) continue;
    await db.transaction(async (tx) => {
      const inserted = await insertSettlements(tx, group.brandId, group.kind, rows, now);
      for (const id of inserted) await jobs.enqueue(tx, { runKey: settleRunKey(id, 1) });
      added += inserted.length;
    });
  }
  return added;
}

/** The run `agent-settle:<id>:<seq>`. */
async function run(deps: JobDeps, id: string, seq: number): Promise<void> {
  const { db, clock } = deps;
  const started = await db.transaction(async (tx) => {
    const s = await lockSettlement(tx, id);
    if (!s || s.runSeq !== seq) return null;
    // This run finished the period, but its job failed before starting the next one: start it now.
    if (s.status === 'done') return { s, settle: false };
    if (s.status !== 'pending' && s.status !== 'running') return null;
    const previous = await selectPreviousSettlement(tx, s);
    if (previous && previous.status !== 'done') return null; // its end starts this one
    await markRunning(tx, id);
    return { s, settle: true };
  });
  if (!started) return;
  if (started.settle) {
    const currency = await selectBrandCurrency(db, started.s.brandId);
    const outcome = await settlePeriod(db, started.s, currency, clock.now(), { batch: deps.statementBatch });
    for (const accountId of new Set(outcome.paidAgents)) {
      deps.walletEvents.publish({ brandId: started.s.brandId, accountId, code: 'salary' });
    }
    // A newer run (staff retried this one) owns the period now and starts the next one itself.
    if (!outcome.finished) return;
  }
  await startNext(deps, started.s);
}

export function createSettlementJobs(deps: JobDeps) {
  const { jobs } = deps;
  return {
    plan: () => plan(deps),
    run: (id: string, seq: number) => run(deps, id, seq),
    install(options: { planEveryMs: number }) {
      jobs.define('agent-settle-plan', async () => void (await plan(deps)), { leaseMs: 120_000 });
      jobs.define(
        'agent-settle',
        async (job) => {
          const [, id, seq] = job.runKey.split(':');
          await run(deps, id!, Number(seq));
        },
        { leaseMs: 300_000 },
      );
      if (options.planEveryMs > 0) jobs.every('agent-settle-plan', options.planEveryMs);
    },
  };
}

export type SettlementJobs = ReturnType<typeof createSettlementJobs>;
