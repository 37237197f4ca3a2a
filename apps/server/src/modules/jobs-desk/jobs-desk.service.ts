import {
  JOB_DESK_LIMIT,
  JOB_DESK_STATES,
  JOB_STALLED_AFTER_MS,
  type BoJobRow,
  type BoJobsList,
  type BoJobsQuery,
} from '@pkg/contracts/jobs-desk';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { auditStaffChange, type StaffActor } from '../staff/index.ts';
import { dismissJob, jobExists, lockDeskJob, retryJob, selectDeskJobs, type JobDeskRow } from './jobs-desk.queries.ts';

function viewOf(row: JobDeskRow): BoJobRow {
  return {
    runKey: row.runKey,
    kind: row.kind,
    state: row.state,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    recurring: row.everyMs !== null,
    lastError: row.lastError,
    dueAt: new Date(row.dueAt).toISOString(),
    startedAt: row.startedAt ? new Date(row.startedAt).toISOString() : null,
  };
}

/**
 * The failed-jobs desk (issue 37, decision 069 addendum): lists failed and stalled jobs; retry puts
 * one back to pending, due now, with fresh attempts (a stalled one also loses its dead lease);
 * dismiss sets a failed one aside for good. Jobs belong to no one brand, so the guard lets only
 * staff of every brand in (jobs.manage is an every-brand permission); each change is audited with
 * the job's state and last error before it.
 */
export function createJobsDesk(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const stalledBefore = (now: Date) => new Date(now.getTime() - JOB_STALLED_AFTER_MS);

  async function change(actor: StaffActor, runKey: string, action: 'retry' | 'dismiss'): Promise<BoJobRow> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const job = await lockDeskJob(tx, runKey, now, stalledBefore(now));
      if (!job) throw new AppError((await jobExists(tx, runKey)) ? 'job_state' : 'job_not_found');
      // A stalled job is still pending: setting it aside would stop a recurring sweep for good.
      if (action === 'dismiss' && job.state !== 'failed') throw new AppError('job_state', 'only a failed job can be dismissed');
      if (action === 'retry') await retryJob(tx, runKey, now);
      else await dismissJob(tx, runKey, now);
      await auditStaffChange(tx, clock, actor, {
        action: `job.${action}`,
        target: runKey,
        detail: { kind: job.kind, state: job.state, attempts: job.attempts, lastError: job.lastError },
      });
      return viewOf(job);
    });
  }

  return {
    async list(query: BoJobsQuery): Promise<BoJobsList> {
      const now = clock.now();
      const states = query.state ? [query.state] : JOB_DESK_STATES;
      const { jobs, total } = await selectDeskJobs(db, { states, now, stalledBefore: stalledBefore(now), limit: JOB_DESK_LIMIT });
      return { jobs: jobs.map(viewOf), total };
    },
    retry: (actor: StaffActor, runKey: string) => change(actor, runKey, 'retry'),
    dismiss: (actor: StaffActor, runKey: string) => change(actor, runKey, 'dismiss'),
  };
}

export type JobsDesk = ReturnType<typeof createJobsDesk>;
