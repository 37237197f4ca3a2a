import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { closeOverdueReceipts } from './withdrawals.queries.ts';

/**
 * The auto-receive job (SPEC.md section 4), recurring every `everyMs`: paid withdrawals whose
 * confirmation window ran out unanswered count as received. Each close is one conditional update
 * (receipt still pending, window over), so overlapping runs, several servers and the on-read checks
 * of the list and decision calls can never close one twice; nothing moves in the ledger (the money
 * left at approval).
 */
export function scheduleAutoReceive(deps: {
  db: Db;
  clock: Clock;
  jobs: JobRunner;
  everyMs: number;
  log: { info(o: object, m: string): void };
}): void {
  deps.jobs.define('withdrawal-auto-receive', async () => {
    const ids = await closeOverdueReceipts(deps.db, deps.clock.now());
    if (ids.length > 0) deps.log.info({ withdrawals: ids }, 'withdrawals auto-received');
  });
  if (deps.everyMs > 0) deps.jobs.every('withdrawal-auto-receive', deps.everyMs);
}
