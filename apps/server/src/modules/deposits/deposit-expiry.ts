import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { expireDueOrders } from './deposit.queries.ts';

/** Orders one sweep expires at most; a backlog is worked off over the following sweeps. */
const SWEEP_BATCH = 500;

/**
 * The expiry sweep, a recurring job every `everyMs` (decision 016): pending deposit orders past
 * their minutes become expired. It moves no money, and the update is guarded by the status, so a
 * repeated or overlapping run changes nothing; reads treat an overdue pending order as expired
 * anyway, so a lagging sweep changes nothing a player or staff member sees.
 */
export function scheduleDepositExpiry(deps: {
  db: Db;
  clock: Clock;
  jobs: JobRunner;
  everyMs: number;
  log: { info(o: object, m: string): void };
}): void {
  deps.jobs.define('deposit-expiry', async () => {
    const expired = await expireDueOrders(deps.db, deps.clock.now(), SWEEP_BATCH);
    if (expired > 0) deps.log.info({ expired }, 'deposit orders expired');
  });
  if (deps.everyMs > 0) deps.jobs.every('deposit-expiry', deps.everyMs);
}
