import { createHash } from 'node:crypto';
import type { SlotSpinBody, SlotSpinValue } from '@pkg/contracts/house-slots';
import type { RandomSource } from '@pkg/games/random';
import { spinSlot, winMinor } from '@pkg/games/slots/spin';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../http/errors.ts';
import { playerWalletIds } from '../../ledger/index.ts';
import type { BetRefusal, RgGate } from '../responsible-gaming/index.ts';
import type { WalletMoveEvents } from '../vendor-wallet/index.ts';
import { selectSpin, type SpinRow } from './house-slots.queries.ts';
import type { SpinRecovery } from './resume-spins.ts';
import type { SlotContext, SlotSessionResolver } from './slot-context.ts';
import type { SpinGroups, SpinJobResult } from './spin-group.ts';
import { spinView } from './slot-views.ts';
import { parseStake } from './stake-levels.ts';

/** The round id of a spin: derived from the brand, the account and the client's spin id, so a replay finds it. */
export function roundIdOf(brandId: string, accountId: string, spinId: string): string {
  return `hs-${createHash('sha256').update(`${brandId}:${accountId}:${spinId}`).digest('hex').slice(0, 32)}`;
}

type Refusal = 'insufficient_funds' | 'game_session_invalid' | 'game_maintenance' | 'rg_play_blocked' | 'rg_bet_limit';

/**
 * A stored refusal's error. Spins of this version store only `insufficient_funds`; the others are
 * the wallet API's refusals that spins of decision 024 stored.
 */
const REFUSALS: readonly Refusal[] = ['insufficient_funds', 'game_session_invalid', 'game_maintenance', 'rg_play_blocked', 'rg_bet_limit'];

/**
 * The error of a bet gate's refusal: the slot page's codes, as vendors get them grouped by their
 * wallet status (play blocked, or a bet limit); staff's lock keeps its own. Every refusal the gate
 * can give must be named here (the type says so).
 */
const GATE_REFUSALS: Record<BetRefusal['code'], Refusal | 'account_suspended'> = {
  rg_cooling_off: 'rg_play_blocked',
  rg_self_excluded: 'rg_play_blocked',
  rg_session_limit: 'rg_play_blocked',
  rg_loss_limit: 'rg_bet_limit',
  rg_wager_limit: 'rg_bet_limit',
  account_suspended: 'account_suspended',
};

/** The spin flow's dependencies. */
export interface SpinDeps {
  db: Db;
  clock: Clock;
  random: RandomSource;
  groups: SpinGroups;
  /** Finishes spins that decision 024's code left open, when a replay finds one. */
  recovery: SpinRecovery;
  sessions: Pick<SlotSessionResolver, 'touch'>;
  /** Told after a spin committed, so the player's live balance moves (the wallet-events bus). */
  events: WalletMoveEvents;
  /** The player's own limits, exclusions and session time (decision 037): a refused spin moves nothing. */
  gate?: Pick<RgGate, 'bet'>;
}

/**
 * One spin (decision 050): the stake checked against the title's levels and the player's own
 * rules, the outcome drawn from the injected random source, then the spin row, the stake, the win,
 * the round and the claims committed in ONE transaction shared with the spins that arrived at the
 * same time (spin-group.ts). Nothing is visible until it commits, so an interruption leaves no
 * trace and no outcome anyone saw. The same spinId again answers the stored spin and moves nothing.
 */
export function createSpinService(deps: SpinDeps) {
  const { db, clock, recovery } = deps;
  const wallets = playerWalletIds(db, () => clock.now(), null);

  /** The answer for a spin that is final (or could be finished now). */
  async function answerOf(spin: SpinRow, ctx: SlotContext, replayed: boolean): Promise<SlotSpinValue> {
    if (spin.status === 'settled') return spinView(spin, ctx.title.betCredits, replayed);
    if (spin.status === 'refused') {
      const code = REFUSALS.find((refusal) => refusal === spin.refusal) ?? 'game_session_invalid';
      throw new AppError(code, undefined, code === 'insufficient_funds' ? { balanceMinor: (spin.balanceAfterMinor ?? 0n).toString() } : {});
    }
    if (spin.status === 'refunded' || spin.status === 'refunding') {
      throw new AppError('bet_rolled_back', 'the round was refunded', { roundId: spin.roundId });
    }
    // Left open by decision 024's code: another server is finishing it (retry), or it is finished now.
    if (!replayed || !recovery.isStale(spin)) throw new AppError('too_many_requests', 'the spin is in progress', { retryAfterSeconds: 1 });
    return answerOf(await recovery.finish(spin), ctx, replayed);
  }

  /** The stored spin of a spinId sent again: the same stake and title, or idempotency_key_reused. */
  async function replay(ctx: SlotContext, roundId: string, stake: bigint): Promise<SlotSpinValue | null> {
    const spin = await selectSpin(db, ctx.session.brandId, roundId);
    if (!spin) return null;
    if (spin.accountId !== ctx.session.accountId || spin.gameCode !== ctx.session.gameCode || spin.stakeMinor !== stake) {
      throw new AppError('idempotency_key_reused', 'the spinId was used for another spin');
    }
    return answerOf(spin, ctx, true);
  }

  return {
    /** Spins once at a stake of the title's levels (bet_invalid otherwise); see the flow above. */
    async spin(ctx: SlotContext, body: SlotSpinBody): Promise<SlotSpinValue> {
      const stake = parseStake(body.stakeMinor, ctx.levels);
      if (stake === null) throw new AppError('bet_invalid');
      const { session } = ctx;
      const roundId = roundIdOf(session.brandId, session.accountId, body.spinId);
      const walletId = await wallets(session.brandId, session.currency, session.accountId);
      const place = (): Promise<SpinJobResult> => {
        const outcome = spinSlot(ctx.title, deps.random);
        return deps.groups.submit({
          brandId: session.brandId,
          roundId,
          spinId: body.spinId,
          accountId: session.accountId,
          vendorCode: session.vendorCode,
          gameCode: session.gameCode,
          currency: session.currency,
          stakeMinor: stake,
          walletId,
          gameType: ctx.gameType,
          outcome: { ...outcome, winMinor: winMinor(stake, ctx.title, outcome) },
        });
      };
      let result: SpinJobResult;
      if (deps.gate) {
        const login =
          session.loginSessionId && session.loginStartedAt
            ? { sessionId: session.loginSessionId, startedAt: new Date(session.loginStartedAt) }
            : null;
        const gated = await deps.gate.bet(db, session.accountId, stake, place, undefined, { brandId: session.brandId, login });
        if (!gated.ok) {
          // A spin already stored answers as stored; a new one is refused, and nothing is written.
          const stored = await replay(ctx, roundId, stake);
          if (stored) return stored;
          throw new AppError(GATE_REFUSALS[gated.refusal.code]);
        }
        result = gated.value;
      } else result = await place();
      if (result.kind === 'replay') {
        const stored = await replay(ctx, roundId, stake);
        if (!stored) throw new Error(`spin ${roundId} is neither new nor stored`);
        return stored;
      }
      const { spin } = result;
      if (spin.status === 'settled') {
        deps.events.publish({
          brandId: spin.brandId,
          accountId: spin.accountId,
          code: (spin.winMinor ?? 0n) > 0n ? 'bet_payout' : 'bet_stake',
        });
        // The session lives on while the player plays (a write at most once a minute).
        await deps.sessions.touch(session);
      }
      return answerOf(spin, ctx, false);
    },
  };
}

export type SpinService = ReturnType<typeof createSpinService>;
