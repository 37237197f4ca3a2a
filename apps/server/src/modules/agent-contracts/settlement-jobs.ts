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
 *   (STALLED_SQL) until staff retry it, which raises run_seq and enqueues anew; the new run skips
 *   the contracts already paid at this version and pays the rest.
 */
import type { Db, Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { nextPeriod, periodAt, periodOfKey, type PeriodKind } from '../../lib/periods.ts';
import type { WalletEventBus } from '../../lib/wallet-events.ts';
import { readAgentSettings } from './agent-settings.ts';
import { settlePeriod, type SettlementRow } from './settle-period.ts';

/** Periods added per brand and kind in one planning run (a long stop catches up over several). */
const PLAN_LIMIT = 500;

const COLUMNS = `id::text as id, merchant_id::text as "merchantId", kind, period_key as "periodKey", period_start as "periodStart",
  period_end as "periodEnd", status, run_version as "runVersion", run_seq as "runSeq"`;

export function settleRunKey(settlementId: string, runSeq: number): string {
  return `agent-settle:${settlementId}:${runSeq}`;
}

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

/** The settlement of the same brand, kind and period kind right before this one (null for the first). */
async function previousOf(db: Queryable, s: SettlementRow): Promise<SettlementRow | null> {
  const prefix = `${s.periodKey.slice(0, s.periodKey.indexOf(':'))}:%`;
  const [row] = await db.query<SettlementRow>(
    `select ${COLUMNS} from agent_settlements where merchant_id = $1 and kind = $2 and period_key like $3 and period_start < $4
      order by period_start desc limit 1`,
    [s.merchantId, s.kind, prefix, s.periodStart.toISOString()],
  );
  return row ?? null;
}

/** Raises a pending settlement's run_seq and enqueues that run (release, re-run, or its turn came). */
export async function enqueueRun(tx: Queryable, jobs: JobRunner, id: string): Promise<void> {
  const [row] = await tx.query<{ seq: number }>(
    `update agent_settlements set run_seq = run_seq + 1 where id = $1 returning run_seq as seq`,
    [id],
  );
  if (row) await jobs.enqueue(tx, { runKey: settleRunKey(id, row.seq) });
}

export function createSettlementJobs(deps: {
  db: Db;
  clock: Clock;
  jobs: JobRunner;
  walletEvents: Pick<WalletEventBus, 'publish'>;
  /** Contracts written and paid per transaction (STATEMENT_BATCH by default). */
  statementBatch?: number;
}) {
  const { db, clock, jobs } = deps;

  /** The next period of the same kind was waiting for this one: starts it if it is pending. */
  async function startNext(s: SettlementRow): Promise<void> {
    await db.transaction(async (tx) => {
      const prefix = `${s.periodKey.slice(0, s.periodKey.indexOf(':'))}:%`;
      const [next] = await tx.query<{ id: string }>(
        `select id::text as id from agent_settlements where merchant_id = $1 and kind = $2 and period_key like $3 and period_start > $4
          order by period_start limit 1 for update`,
        [s.merchantId, s.kind, prefix, s.periodStart.toISOString()],
      );
      const [row] = next ? await tx.query<{ status: string }>(`select status from agent_settlements where id = $1`, [next.id]) : [];
      if (next && row?.status === 'pending') await enqueueRun(tx, jobs, next.id);
    });
  }

  /** Adds and enqueues the settlements of periods that ended; answers how many it added. */
  async function plan(): Promise<number> {
    const now = clock.now();
    const groups = await db.query<{
      merchantId: string;
      kind: SettlementRow['kind'];
      periodKind: PeriodKind;
      firstFrom: Date;
      lastEnd: Date | null;
    }>(
      `select merchant_id::text as "merchantId", kind,
              case kind when 'daily_salary' then 'D' when 'hourly_salary' then 'hour' when 'realtime_salary' then 'rt' else terms->>'period' end as "periodKind",
              min(active_from) as "firstFrom",
              case when bool_or(ended_at is null) then null else max(ended_at) end as "lastEnd"
         from agent_contracts where active_from is not null group by 1, 2, 3`,
    );
    let added = 0;
    for (const group of groups) {
      const { settleDelayMs } = await readAgentSettings(db, group.merchantId);
      const [last] = await db.query<{ periodKey: string }>(
        `select period_key as "periodKey" from agent_settlements where merchant_id = $1 and kind = $2 and period_key like $3
          order by period_start desc limit 1`,
        [group.merchantId, group.kind, `${group.periodKind}:%`],
      );
      let period = last ? nextPeriod(periodOfKey(last.periodKey)) : periodAt(group.periodKind, new Date(group.firstFrom));
      const rows: { key: string; start: Date; end: Date }[] = [];
      while (rows.length < PLAN_LIMIT && period.end.getTime() + settleDelayMs <= now.getTime()) {
        if (group.lastEnd && period.start >= new Date(group.lastEnd)) break;
        rows.push({ key: period.key, start: period.start, end: period.end });
        period = nextPeriod(period);
      }
      if (rows.length === 0) continue;
      await db.transaction(async (tx) => {
        const inserted = await tx.query<{ id: string }>(
          `insert into agent_settlements (merchant_id, kind, period_key, period_start, period_end, status, created_at)
           select $1, $2, key, start_at, end_at, 'pending', $6
             from unnest($3::text[], $4::timestamptz[], $5::timestamptz[]) as p(key, start_at, end_at)
           on conflict (merchant_id, kind, period_key) do nothing returning id::text as id`,
          [
            group.merchantId,
            group.kind,
            rows.map((r) => r.key),
            rows.map((r) => r.start.toISOString()),
            rows.map((r) => r.end.toISOString()),
            now.toISOString(),
          ],
        );
        for (const row of inserted) await jobs.enqueue(tx, { runKey: settleRunKey(row.id, 1) });
        added += inserted.length;
      });
    }
    return added;
  }

  /** The run `agent-settle:<id>:<seq>`. */
  async function run(id: string, seq: number): Promise<void> {
    const started = await db.transaction(async (tx) => {
      const s = await lockSettlement(tx, id);
      if (!s || s.runSeq !== seq) return null;
      // This run finished the period, but its job failed before starting the next one: start it now.
      if (s.status === 'done') return { s, settle: false };
      if (s.status !== 'pending' && s.status !== 'running') return null;
      const previous = await previousOf(tx, s);
      if (previous && previous.status !== 'done') return null; // its end starts this one
      await tx.query(`update agent_settlements set status = 'running' where id = $1`, [id]);
      return { s, settle: true };
    });
    if (!started) return;
    if (started.settle) {
      const [brand] = await db.query<{ code: string; symbol: string; digits: number }>(
        `select currency_code as code, currency_symbol as symbol, currency_minor_digits as digits from merchants where id = $1`,
        [started.s.merchantId],
      );
      const currency = { code: brand!.code, symbol: brand!.symbol, minorDigits: brand!.digits };
      const outcome = await settlePeriod(db, started.s, currency, clock.now(), { batch: deps.statementBatch });
      for (const accountId of new Set(outcome.paidAgents)) {
        deps.walletEvents.publish({ brandId: started.s.merchantId, accountId, code: 'salary' });
      }
      // A newer run (staff retried this one) owns the period now and starts the next one itself.
      if (!outcome.finished) return;
    }
    await startNext(started.s);
  }

  return {
    plan,
    run,
    install(options: { planEveryMs: number }) {
      jobs.define('agent-settle-plan', async () => void (await plan()), { leaseMs: 120_000 });
      jobs.define(
        'agent-settle',
        async (job) => {
          const [, id, seq] = job.runKey.split(':');
          await run(id!, Number(seq));
        },
        { leaseMs: 300_000 },
      );
      if (options.planEveryMs > 0) jobs.every('agent-settle-plan', options.planEveryMs);
    },
  };
}

export type SettlementJobs = ReturnType<typeof createSettlementJobs>;
