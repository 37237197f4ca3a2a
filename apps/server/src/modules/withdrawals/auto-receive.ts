import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { closeOverdueReceipts } from './withdrawals.queries.ts';

/**
 * The auto-receive job (SPEC.md section 4): every `intervalMs`, paid withdrawals whose
 * confirmation window ran out unanswered count as received. Each close is one conditional update
 * (receipt still pending, window over), so overlapping runs, several servers and the on-read checks
 * of the list and decision calls can never close one twice; nothing moves in the ledger (the money
 * left at approval). Returns the stop function (call it on close).
 */
export function startAutoReceive(deps: { db: Db; clock: Clock; log: FastifyBaseLogger; intervalMs: number }): () => Promise<void> {
  let running: Promise<void> | null = null;
  const sweep = async () => {
    try {
      const ids = await closeOverdueReceipts(deps.db, deps.clock.now());
      if (ids.length > 0) deps.log.info({ withdrawals: ids }, 'withdrawals auto-received');
    } catch (error) {
      deps.log.error({ err: error }, 'withdrawal auto-receive sweep failed');
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
