import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { expireDueOrders } from './deposit.queries.ts';

/** Orders one sweep expires at most; a backlog is worked off over the following sweeps. */
const SWEEP_BATCH = 500;

/**
 * Marks pending deposit orders past their minutes as expired, every `intervalMs` (decision 016).
 * It moves no money, and the update is guarded by the status, so any number of servers may sweep
 * at once; reads treat an overdue pending order as expired anyway, so a lagging sweep changes
 * nothing a player or staff member sees. Returns the stop function (call it on close).
 */
export function startDepositExpiry(deps: { db: Db; clock: Clock; log: FastifyBaseLogger; intervalMs: number }): () => Promise<void> {
  let running: Promise<void> | null = null;
  const sweep = async () => {
    try {
      const expired = await expireDueOrders(deps.db, deps.clock.now(), SWEEP_BATCH);
      if (expired > 0) deps.log.info({ expired }, 'deposit orders expired');
    } catch (error) {
      deps.log.error({ err: error }, 'deposit expiry sweep failed');
    }
  };
  const timer = setInterval(() => {
    // A sweep still running (a slow database) is not doubled; the next tick tries again.
    if (running) return;
    running = sweep().finally(() => {
      running = null;
    });
  }, deps.intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
