import type { FastifyBaseLogger } from 'fastify';
import type { SlotRecoveredRound } from '@pkg/contracts/house-slots';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { moveSpin, selectOpenSpins, selectSpin, type SpinRow } from './house-slots.queries.ts';
import { accepted, balanceOf, stakeTransactionId, winTransactionId, type SlotWallet } from './slot-wallet.ts';

/** Spins untouched this long count as interrupted (a live spin of decision 024 moved on within milliseconds). */
export const DEFAULT_RESUME_AFTER_MS = 15_000;

/** At most this many spins are finished per recovery run; the next run takes the rest. */
const BATCH = 50;

export interface SpinRecoveryDeps {
  db: Db;
  clock: Clock;
  wallet: SlotWallet;
  /** How long a spin must be untouched before a recovery takes it over. */
  resumeAfterMs: number;
  log: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;
}

/**
 * Finishing spins that decision 024's code left open. Since decision 050 a spin commits whole in
 * one transaction and is never left open; before it, every spin moved pending -> debited -> drawn
 * -> settled through the wallet API, each step durable before the next, and a spin left in between
 * (the process stopped, a wallet call threw or timed out) is finished here:
 *
 * - pending (whether the debit reached the wallet is unknown) and debited (the stake was taken
 *   but no outcome drawn): the stake is rolled back. A new outcome is never drawn after an
 *   interruption. A rollback of a debit the wallet never saw leaves a tombstone, so a late debit
 *   is refused rather than taken after the refund.
 * - drawn (the outcome is stored): the stored win is credited and the round closed.
 * - refunding (a recovery claimed the spin and stopped): the rollback is sent again.
 *
 * Every move is a conditional update, and the wallet calls reuse the spin's transaction ids, so a
 * recovery racing the spin call itself (or another server's recovery) never moves money twice.
 */
export function createSpinRecovery(deps: SpinRecoveryDeps) {
  const { db, clock, wallet } = deps;

  /** The spin as it is now, after a move that found it changed by someone else. */
  const reread = async (spin: SpinRow) => (await selectSpin(db, spin.brandId, spin.roundId)) ?? spin;

  async function refund(spin: SpinRow): Promise<SpinRow> {
    if (spin.status !== 'refunding' && !(await moveSpin(db, spin, ['pending', 'debited'], 'refunding', clock.now()))) {
      return reread(spin);
    }
    const answer = await wallet.rollback({
      requestId: `${spin.roundId}:rollback`,
      playerId: spin.accountId,
      transactionId: stakeTransactionId(spin.roundId),
      roundId: spin.roundId,
      gameCode: spin.gameCode,
    });
    if (!accepted(answer)) throw new Error(`wallet refused the rollback of ${spin.roundId}: ${answer.status}`);
    const balance = balanceOf(answer);
    const refunded = await moveSpin(db, spin, ['refunding'], 'refunded', clock.now(), {
      recovered: 'refunded',
      finished: true,
      ...(balance === null ? {} : { balanceAfterMinor: balance }),
    });
    return refunded ?? reread(spin);
  }

  async function resume(spin: SpinRow): Promise<SpinRow> {
    const answer = await wallet.credit({
      requestId: `${spin.roundId}:credit`,
      playerId: spin.accountId,
      transactionId: winTransactionId(spin.roundId),
      roundId: spin.roundId,
      gameCode: spin.gameCode,
      amount: (spin.winMinor ?? 0n).toString(),
      currency: spin.currency,
      roundClosed: true,
    });
    if (!accepted(answer)) throw new Error(`wallet refused the win of ${spin.roundId}: ${answer.status}`);
    const balance = balanceOf(answer);
    const settled = await moveSpin(db, spin, ['drawn'], 'settled', clock.now(), {
      recovered: 'resumed',
      finished: true,
      ...(balance === null ? {} : { balanceAfterMinor: balance }),
    });
    return settled ?? reread(spin);
  }

  /** Finishes one unfinished spin now (resume or refund); throws when the wallet cannot be reached. */
  async function finish(spin: SpinRow): Promise<SpinRow> {
    return spin.status === 'drawn'
      ? resume(spin)
      : spin.status === 'settled' || spin.status === 'refused' || spin.status === 'refunded'
        ? spin
        : refund(spin);
  }

  /**
   * Finishes the interrupted spins of one account (null: of every account, the sweep): those
   * untouched for resumeAfterMs, BATCH at most, and says what became of each. A spin the wallet
   * cannot finish now stays open for the next run.
   */
  async function resumeOpenSpins(accountId: string | null): Promise<SlotRecoveredRound[]> {
    const staleBefore = new Date(clock.now().getTime() - deps.resumeAfterMs);
    const done: SlotRecoveredRound[] = [];
    for (const spin of await selectOpenSpins(db, accountId, staleBefore, BATCH)) {
      try {
        const after = await finish(spin);
        if (after.status === 'settled' || after.status === 'refunded') {
          done.push({
            roundId: after.roundId,
            outcome: after.status === 'settled' ? 'resumed' : 'refunded',
            stakeMinor: after.stakeMinor.toString(),
            winMinor: (after.status === 'settled' ? (after.winMinor ?? 0n) : 0n).toString(),
          });
        }
      } catch (error) {
        deps.log.warn({ err: error, roundId: spin.roundId }, 'house slot spin could not be finished yet');
      }
    }
    if (done.length > 0) deps.log.info({ rounds: done }, 'interrupted house slot spins finished');
    return done;
  }

  return {
    finish,
    resumeOpenSpins,
    /** True when a recovery may take the spin over: untouched for resumeAfterMs. */
    isStale(spin: SpinRow): boolean {
      return clock.now().getTime() - spin.updatedAt.getTime() >= deps.resumeAfterMs;
    },
  };
}

export type SpinRecovery = ReturnType<typeof createSpinRecovery>;

/**
 * The recovery sweep, a recurring job every `everyMs`: interrupted spins of every account are
 * finished (like the withdrawals' auto-receive sweep).
 */
export function scheduleSpinRecovery(recovery: SpinRecovery, jobs: JobRunner, everyMs: number): void {
  jobs.define('house-slot-recovery', async () => void (await recovery.resumeOpenSpins(null)));
  if (everyMs > 0) jobs.every('house-slot-recovery', everyMs);
}
