/**
 * The failed-jobs desk's reads and changes (issue 37). Failed: attempts used up. Stalled: pending,
 * due more than JOB_STALLED_AFTER_MS ago, and no live lease (a running job's heartbeat keeps its
 * lease in the future, so a long run is never stalled). The job runner's own queries are in
 * src/jobs/jobs.queries.ts; these only touch rows no worker holds.
 */
import type { JobDeskState } from '@pkg/contracts/jobs-desk';
import type { Queryable } from '../../db/client.ts';

export interface JobDeskRow {
  runKey: string;
  kind: string;
  state: JobDeskState;
  attempts: number;
  maxAttempts: number;
  everyMs: number | null;
  lastError: string | null;
  dueAt: Date;
  startedAt: Date | null;
}

/** The SQL condition of each state, over the `at` row of AT_SQL (now and the stalled-before time). */
const STATE_SQL: Record<JobDeskState, string> = {
  failed: `status = 'failed'`,
  stalled: `status = 'pending' and due_at < (select stalled_before from at) and (locked_until is null or locked_until <= (select now from at))`,
};
/** $1 now, $2 the stalled-before time, typed once whichever states a query names. */
const AT_SQL = `with at as (select $1::timestamptz as now, $2::timestamptz as stalled_before)`;

const COLUMNS = `run_key as "runKey", kind, attempts, max_attempts as "maxAttempts", every_ms as "everyMs",
  last_error as "lastError", due_at as "dueAt", started_at as "startedAt"`;

/** Jobs in the given states, oldest due first, at most `limit`, with how many there are in all. */
export async function selectDeskJobs(
  db: Queryable,
  query: { states: readonly JobDeskState[]; now: Date; stalledBefore: Date; limit: number },
): Promise<{ jobs: JobDeskRow[]; total: number }> {
  const union = query.states
    .map((state) => `select '${state}' as state, ${COLUMNS} from jobs where ${STATE_SQL[state]}`)
    .join(' union all ');
  const params = [query.now.toISOString(), query.stalledBefore.toISOString()];
  const [jobs, [count]] = await Promise.all([
    db.query<JobDeskRow>(`${AT_SQL} select * from (${union}) j order by "dueAt", "runKey" limit ${Number(query.limit)}`, params),
    db.query<{ total: number }>(`${AT_SQL} select count(*)::int as total from (${union}) j`, params),
  ]);
  return { jobs, total: count?.total ?? 0 };
}

/** How many jobs are in one state and since when the oldest is due (the dashboard's alert counts these). */
export async function countDeskJobs(
  db: Queryable,
  state: JobDeskState,
  now: Date,
  stalledBefore: Date,
): Promise<{ count: number; oldestAt: Date | null }> {
  const [row] = await db.query<{ count: number; oldestAt: Date | null }>(
    `${AT_SQL} select count(*)::int as count, min(due_at) as "oldestAt" from jobs where ${STATE_SQL[state]}`,
    [now.toISOString(), stalledBefore.toISOString()],
  );
  return row ?? { count: 0, oldestAt: null };
}

/** One job if it is in one of the desk's states now, locked for the change (null otherwise). */
export async function lockDeskJob(db: Queryable, runKey: string, now: Date, stalledBefore: Date): Promise<JobDeskRow | null> {
  const [row] = await db.query<JobDeskRow>(
    `${AT_SQL} select case when status = 'failed' then 'failed' else 'stalled' end as state, ${COLUMNS} from jobs
      where run_key = $3 and ((${STATE_SQL.failed}) or (${STATE_SQL.stalled})) for update of jobs`,
    [now.toISOString(), stalledBefore.toISOString(), runKey],
  );
  return row ?? null;
}

export async function jobExists(db: Queryable, runKey: string): Promise<boolean> {
  return (await db.query('select 1 from jobs where run_key = $1', [runKey])).length > 0;
}

/** Back to pending, due now, with a fresh set of attempts and no lease: the next worker of its kind runs it. */
export async function retryJob(db: Queryable, runKey: string, now: Date): Promise<void> {
  await db.query(
    `update jobs set status = 'pending', due_at = $2, attempts = 0, locked_by = null, locked_until = null where run_key = $1`,
    [runKey, now.toISOString()],
  );
}

/** Set aside for good: never run again, kept with its last error until pruned with the finished jobs. */
export async function dismissJob(db: Queryable, runKey: string, now: Date): Promise<void> {
  await db.query(`update jobs set status = 'dismissed', dismissed_at = $2, finished_at = $2 where run_key = $1`, [
    runKey,
    now.toISOString(),
  ]);
}
