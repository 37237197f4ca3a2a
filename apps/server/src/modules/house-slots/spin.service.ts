import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { SlotSpinBody, SlotSpinValue } from '@pkg/contracts/house-slots';
import type { RandomSource } from '@pkg/games/random';
import { spinSlot, winMinor } from '@pkg/games/slots/spin';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../http/errors.ts';
import { insertSpin, moveSpin, selectSpin, type SpinRow } from './house-slots.queries.ts';
import type { SpinRecovery } from './resume-spins.ts';
import type { SlotContext } from './slot-context.ts';
import { spinView } from './slot-views.ts';
import { accepted, balanceOf, stakeTransactionId, winTransactionId, type SlotWallet } from './slot-wallet.ts';
import { parseStake } from './stake-levels.ts';

/** The round id of a spin: derived from the brand, the account and the client's spin id, so a replay finds it. */
export function roundIdOf(merchantId: string, accountId: string, spinId: string): string {
  return `hs-${createHash('sha256').update(`${merchantId}:${accountId}:${spinId}`).digest('hex').slice(0, 32)}`;
}

/** Wallet refusals of a debit that surely moved nothing, and the error each answers. */
const REFUSALS: Record<string, 'insufficient_funds' | 'game_session_invalid' | 'game_maintenance' | 'rg_play_blocked' | 'rg_bet_limit'> = {
  INSUFFICIENT_FUNDS: 'insufficient_funds',
  INVALID_TOKEN: 'game_session_invalid',
  VENDOR_DISABLED: 'game_maintenance',
  // The player's own responsible-gaming rules (decision 037).
  PLAYER_BLOCKED: 'rg_play_blocked',
  BET_LIMIT_EXCEEDED: 'rg_bet_limit',
};

/** The spin flow's dependencies. */
export interface SpinDeps {
  db: Db;
  clock: Clock;
  random: RandomSource;
  wallet: SlotWallet;
  recovery: SpinRecovery;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * One spin (decision 024), each step durable before the next: (a) the spin row, pending (the
 * account's interrupted spins read in the same statement and finished first); (b) the wallet debit
 * of the stake; (c) once it is taken, the outcome drawn from the injected random source and stored
 * with the balance before (drawn); (d) the wallet credit of the win ("0" for none) closing the
 * round; (e) settled with the balance after. Each step's update answers the row (decision 047:
 * no re-reads). The same spinId again answers the stored spin and moves nothing. The wallet API
 * publishes the live balance events of every stake and win itself.
 */
export function createSpinService(deps: SpinDeps) {
  const { db, clock, wallet, recovery } = deps;

  /** The answer for a spin that is final (or could be finished now). */
  async function answerOf(spin: SpinRow, ctx: SlotContext, replayed: boolean): Promise<SlotSpinValue> {
    if (spin.status === 'settled') return spinView(spin, ctx.title.betCredits, replayed);
    if (spin.status === 'refused') {
      const code = Object.values(REFUSALS).find((refusal) => refusal === spin.refusal) ?? 'game_session_invalid';
      throw new AppError(code, undefined, code === 'insufficient_funds' ? { balanceMinor: (spin.balanceAfterMinor ?? 0n).toString() } : {});
    }
    if (spin.status === 'refunded' || spin.status === 'refunding') {
      throw new AppError('bet_rolled_back', 'the round was refunded', { roundId: spin.roundId });
    }
    // Still open: another call is spinning it (answer "retry"), or a replay finds it interrupted and finishes it now.
    if (!replayed || !recovery.isStale(spin)) throw new AppError('too_many_requests', 'the spin is in progress', { retryAfterSeconds: 1 });
    return answerOf(await recovery.finish(spin), ctx, replayed);
  }

  /** Finishes a spin whose step failed (the wallet threw), then answers what became of it. */
  async function recoverNow(spin: SpinRow, ctx: SlotContext, cause: unknown): Promise<SlotSpinValue> {
    const current = (await selectSpin(db, spin.merchantId, spin.roundId)) ?? spin;
    try {
      return await answerOf(await recovery.finish(current), ctx, false);
    } catch (error) {
      if (error instanceof AppError) throw error;
      // The wallet cannot be reached at all: the spin stays open for the next session load or sweep.
      deps.log.error({ err: error, cause, roundId: spin.roundId }, 'house slot spin left open');
      throw new AppError('internal_error', undefined, { roundId: spin.roundId });
    }
  }

  /**
   * The wallet debit of the stake; once it is taken, the outcome is drawn and stored with the
   * balance before in one step (pending -> drawn). A spin interrupted before that step is still
   * pending and is refunded by a recovery, never drawn again.
   */
  async function debitAndDraw(spin: SpinRow, ctx: SlotContext): Promise<SpinRow | SlotSpinValue> {
    let answer;
    try {
      answer = await wallet.debit({
        requestId: `${spin.roundId}:debit`,
        token: ctx.token,
        transactionId: stakeTransactionId(spin.roundId),
        roundId: spin.roundId,
        gameCode: spin.gameCode,
        amount: spin.stakeMinor.toString(),
        currency: spin.currency,
      });
    } catch (error) {
      return recoverNow(spin, ctx, error);
    }
    const balance = balanceOf(answer);
    if (!accepted(answer)) {
      const refusal = REFUSALS[answer.status] ?? null;
      // A refusal we cannot read leaves the stake's fate unknown: roll it back like an interruption.
      if (refusal === null) return recoverNow(spin, ctx, new Error(`wallet answered ${answer.status} to the debit`));
      const refused = await moveSpin(db, spin, ['pending'], 'refused', clock.now(), {
        refusal,
        finished: true,
        ...(balance === null ? {} : { balanceAfterMinor: balance }),
      });
      return answerOf(refused ?? (await selectSpin(db, spin.merchantId, spin.roundId)) ?? spin, ctx, false);
    }
    const outcome = spinSlot(ctx.title, deps.random);
    const changes = {
      stops: outcome.stops,
      grid: outcome.grid,
      wins: outcome.wins,
      winCredits: outcome.winCredits,
      winMinor: winMinor(spin.stakeMinor, ctx.title, outcome),
      ...(balance === null ? {} : { balanceBeforeMinor: balance + spin.stakeMinor }),
    };
    const drawn = await moveSpin(db, spin, ['pending'], 'drawn', clock.now(), changes);
    // A recovery took the spin over meanwhile (it refunds it): this outcome is thrown away.
    return drawn ?? answerOf((await selectSpin(db, spin.merchantId, spin.roundId)) ?? spin, ctx, false);
  }

  async function credit(spin: SpinRow, ctx: SlotContext): Promise<SlotSpinValue> {
    let answer;
    try {
      answer = await wallet.credit({
        requestId: `${spin.roundId}:credit`,
        playerId: spin.accountId,
        transactionId: winTransactionId(spin.roundId),
        roundId: spin.roundId,
        gameCode: spin.gameCode,
        amount: (spin.winMinor ?? 0n).toString(),
        currency: spin.currency,
        roundClosed: true,
      });
    } catch (error) {
      return recoverNow(spin, ctx, error);
    }
    if (!accepted(answer)) return recoverNow(spin, ctx, new Error(`wallet answered ${answer.status} to the credit`));
    const balance = balanceOf(answer);
    const settled = await moveSpin(db, spin, ['drawn'], 'settled', clock.now(), {
      finished: true,
      ...(balance === null ? {} : { balanceAfterMinor: balance }),
    });
    return answerOf(settled ?? (await selectSpin(db, spin.merchantId, spin.roundId)) ?? spin, ctx, false);
  }

  return {
    /** Spins once at a stake of the title's levels (bet_invalid otherwise); see the flow above. */
    async spin(ctx: SlotContext, body: SlotSpinBody): Promise<SlotSpinValue> {
      const stake = parseStake(body.stakeMinor, ctx.levels);
      if (stake === null) throw new AppError('bet_invalid');
      const { session } = ctx;
      const roundId = roundIdOf(session.merchantId, session.accountId, body.spinId);
      const fresh = { merchantId: session.merchantId, roundId, spinId: body.spinId, accountId: session.accountId };
      const row = { ...fresh, vendorCode: session.vendorCode, gameCode: session.gameCode, currency: session.currency, stakeMinor: stake };
      // The spin row and, in the same statement, the account's interrupted spins.
      const { spin, open } = await insertSpin(db, { ...row, at: clock.now() }, recovery.openSpinsQuery());
      if (!spin) {
        // The same spinId again: the stored spin answers.
        const existing = await selectSpin(db, session.merchantId, roundId);
        if (!existing) throw new Error(`spin ${roundId} is neither new nor stored`);
        return replay(existing, ctx, stake);
      }
      const release = recovery.hold(roundId);
      try {
        // The account's interrupted spins are finished before it stakes again.
        await recovery.finishOpenSpins(open);
        const drawn = await debitAndDraw(spin, ctx);
        if (!('status' in drawn)) return drawn;
        return await credit(drawn, ctx);
      } finally {
        release();
      }
    },
  };

  function replay(spin: SpinRow, ctx: SlotContext, stake: bigint): Promise<SlotSpinValue> {
    if (spin.accountId !== ctx.session.accountId || spin.gameCode !== ctx.session.gameCode || spin.stakeMinor !== stake) {
      throw new AppError('idempotency_key_reused', 'the spinId was used for another spin');
    }
    return answerOf(spin, ctx, true);
  }
}

export type SpinService = ReturnType<typeof createSpinService>;
