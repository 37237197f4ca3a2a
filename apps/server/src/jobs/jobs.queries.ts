import type { Queryable } from '../db/client.ts';

/** A job as the runner claims it. */
export interface JobRow {
  runKey: string;
  kind: string;
  payload: Record<string, unknown>;
  dueAt: Date;
  everyMs: number | null;
  attempts: number;
  maxAttempts: number;
}

const JOB_COLUMNS = `run_key as "runKey", kind, payload, due_at as "dueAt", every_ms as "everyMs", attempts, max_attempts as "maxAttempts"`;

/** Inserts a one-off job unless its run key exists; true when this call inserted it. */
export async function insertJob(
  db: Queryable,
  job: { runKey: string; kind: string; payload: Record<string, unknown>; dueAt: Date; maxAttempts: number; at: Date },
): Promise<boolean> {
  const rows = await db.query(
    `insert into jobs (run_key, kind, payload, due_at, max_attempts, created_at) values ($1, $2, $3, $4, $5, $6)
     on conflict (run_key) do nothing returning 1`,
    [job.runKey, job.kind, JSON.stringify(job.payload), job.dueAt.toISOString(), job.maxAttempts, job.at.toISOString()],
  );
  return rows.length > 0;
}

/**
 * Makes sure a recurring job exists with this interval; an existing row keeps its next due time
 * (so a restart does not run every sweep at once), but takes a changed interval.
 */
export async function upsertRecurring(db: Queryable, job: { runKey: string; kind: string; everyMs: number; at: Date }): Promise<void> {
  await db.query(
    `insert into jobs (run_key, kind, due_at, every_ms, max_attempts, created_at) values ($1, $2, $3, $4, 1000000, $3)
     on conflict (run_key) do update set every_ms = excluded.every_ms, status = 'pending'`,
    [job.runKey, job.kind, job.at.toISOString(), job.everyMs],
  );
}

/**
 * Claims up to `limit` due jobs of the given kinds for one worker: rows locked by another
 * claimer are skipped (SKIP LOCKED), rows whose lease is still running are not due. The lease
 * and the attempt count are written in the same statement, so two workers never claim one job.
 */
export async function claimDueJobs(
  db: Queryable,
  claim: { workerId: string; kinds: string[]; now: Date; leaseUntil: Date; limit: number },
): Promise<JobRow[]> {
  if (claim.kinds.length === 0 || claim.limit <= 0) return [];
  return db.query<JobRow>(
    `update jobs j set locked_by = $1, locked_until = $2, attempts = j.attempts + 1, started_at = $3
     where j.run_key in (
       select run_key from jobs
        where status = 'pending' and due_at <= $3 and (locked_until is null or locked_until <= $3) and kind = any($4::text[])
        order by due_at, run_key limit $5 for update skip locked)
     returning ${JOB_COLUMNS.replaceAll('run_key', 'j.run_key')}`,
    [claim.workerId, claim.leaseUntil.toISOString(), claim.now.toISOString(), claim.kinds, claim.limit],
  );
}

/** Extends a running job's lease, if this worker still holds it; false when it lost it. */
export async function extendLease(db: Queryable, runKey: string, workerId: string, leaseUntil: Date): Promise<boolean> {
  const rows = await db.query(
    `update jobs set locked_until = $3 where run_key = $1 and locked_by = $2 and status = 'pending' returning 1`,
    [runKey, workerId, leaseUntil.toISOString()],
  );
  return rows.length > 0;
}

/**
 * Records a finished run, if this worker still holds the job: a one-off job becomes done, a
 * recurring one is due again `everyMs` later with its attempts reset.
 */
export async function finishJob(db: Queryable, runKey: string, workerId: string, at: Date): Promise<void> {
  await db.query(
    `update jobs set
       status = case when every_ms is null then 'done' else 'pending' end,
       due_at = case when every_ms is null then due_at else $3::timestamptz + every_ms * interval '1 millisecond' end,
       attempts = case when every_ms is null then attempts else 0 end,
       finished_at = $3, locked_by = null, locked_until = null, last_error = null
     where run_key = $1 and locked_by = $2`,
    [runKey, workerId, at.toISOString()],
  );
}

/**
 * Records a failed run, if this worker still holds the job: it is tried again at `retryAt`, or,
 * once its attempts are used up, marked failed for an operator to look at.
 */
export async function failJob(db: Queryable, runKey: string, workerId: string, failure: { error: string; retryAt: Date }): Promise<void> {
  await db.query(
    `update jobs set
       status = case when every_ms is null and attempts >= max_attempts then 'failed' else 'pending' end,
       due_at = $4, last_error = $3, locked_by = null, locked_until = null
     where run_key = $1 and locked_by = $2`,
    [runKey, workerId, failure.error.slice(0, 2000), failure.retryAt.toISOString()],
  );
}

/**
 * Deletes one-off jobs finished before `before` (their money and state live in their own tables),
 * and the ones an operator dismissed (failed-jobs desk) as long ago.
 */
export async function pruneFinishedJobs(db: Queryable, before: Date, limit: number): Promise<number> {
  const rows = await db.query(
    `delete from jobs where run_key in (
       select run_key from jobs where status in ('done', 'dismissed') and every_ms is null and finished_at < $1 limit $2) returning 1`,
    [before.toISOString(), limit],
  );
  return rows.length;
}

/** A job's state, for tests and the back office. */
export async function selectJob(db: Queryable, runKey: string) {
  const [row] = await db.query<{ status: string; attempts: number; dueAt: Date; lastError: string | null; lockedBy: string | null }>(
    `select status, attempts, due_at as "dueAt", last_error as "lastError", locked_by as "lockedBy" from jobs where run_key = $1`,
    [runKey],
  );
  return row ?? null;
}
