/**
 * Leaves two failed background jobs for the failed-jobs desk's journey (backoffice-jobs.spec.ts),
 * as the job runner leaves a job whose attempts ran out: one to retry, one to dismiss. Their kind
 * (e2e-report) has no handler, so a retried one stays pending. Test data only; an operator never
 * runs this.
 */
import type { Db } from '../src/db/client.ts';
import { insertJob } from '../src/jobs/jobs.queries.ts';

export const E2E_FAILED_JOBS = ['e2e-report:retry-me', 'e2e-report:dismiss-me'];

/** The fixture's work on an open database (apps/server/test/e2e-setup.ts). */
export async function jobsFixture(db: Db): Promise<void> {
  const at = new Date(Date.now() - 3_600_000);
  for (const runKey of E2E_FAILED_JOBS) {
    await insertJob(db, { runKey, kind: 'e2e-report', payload: {}, dueAt: at, maxAttempts: 3, at });
    await db.query(
      `update jobs set status = 'failed', attempts = 3, started_at = $2, last_error = 'report service answered 503 Service Unavailable'
        where run_key = $1`,
      [runKey, at.toISOString()],
    );
  }
}
