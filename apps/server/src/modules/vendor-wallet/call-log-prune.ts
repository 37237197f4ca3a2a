import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { deleteWalletCallsBefore } from './vendor-wallet.queries.ts';

/** How long logged wallet calls are kept by default (VENDOR_CALL_RETENTION_DAYS). */
export const DEFAULT_CALL_RETENTION_DAYS = 90;

/** Rows one statement looks at (the oldest by id) and deletes at most; a run goes on until a statement deletes none. */
const PRUNE_BATCH = 10_000;

const DAY_MS = 24 * 3_600_000;

/**
 * The call log's pruning (decision 023, addendum), a recurring job every `everyMs` under the run
 * key `vendor-call-prune:every`: rows of `vendor_wallet_calls` older than `retentionDays` are
 * deleted, oldest first, in batches. Claims, rounds and the ledger are kept; only the log of calls
 * goes. Deleting what is already gone deletes nothing, so an overlapping or repeated run is harmless.
 */
export function scheduleCallLogPrune(deps: {
  db: Db;
  clock: Clock;
  jobs: JobRunner;
  everyMs: number;
  retentionDays: number;
  log: { info(o: object, m: string): void };
}): void {
  deps.jobs.define('vendor-call-prune', async () => {
    const before = new Date(deps.clock.now().getTime() - deps.retentionDays * DAY_MS);
    let pruned = 0;
    let deleted: number;
    do {
      deleted = await deleteWalletCallsBefore(deps.db, before, PRUNE_BATCH);
      pruned += deleted;
    } while (deleted > 0);
    if (pruned > 0) deps.log.info({ pruned, before }, 'vendor wallet calls pruned');
  });
  if (deps.everyMs > 0) deps.jobs.every('vendor-call-prune', deps.everyMs);
}
