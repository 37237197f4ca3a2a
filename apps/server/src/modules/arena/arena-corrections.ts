/**
 * Corrections of a fight's declared result under four eyes (decision 056): one staff member
 * proposes another result (Meron, Wala, Draw or Cancelled) with a reason, another approves it. The
 * approval writes a new result version through the round engine, whose settlement pays each player
 * the difference or takes it back (a claw-back as far as the wallet allows, the rest recorded as
 * short). The proposal names the version it corrects: once the fight moved on, it cannot be
 * approved. Every step is in the staff audit, in its own transaction.
 */
import type { ArenaCancelReason, FightResultCode } from '@pkg/contracts/arena';
import type { Db, Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../http/errors.ts';
import type { Rounds } from '../rounds/index.ts';
import { assertBrandInScope, auditStaffChange, type StaffActor } from '../staff/index.ts';
import { fightResultOf } from './arena-views.ts';
import { decideCorrection, insertCorrection, lockCorrection, selectFight, type CorrectionRow } from './arena.queries.ts';

/** The void reason of a cancel by correction: the reason code (the page names it). */
const CANCEL_BY_CORRECTION: ArenaCancelReason = 'other';

export function createArenaCorrections(deps: { db: Db; clock: Clock; rounds: Pick<Rounds, 'jobs'> }) {
  const { db, clock } = deps;

  const audit = (
    tx: Queryable,
    actor: StaffActor,
    correction: Pick<CorrectionRow, 'merchantId' | 'roundId'>,
    action: string,
    detail: object,
  ) =>
    auditStaffChange(tx, clock, actor, {
      action: `arena.correction.${action}`,
      merchantId: correction.merchantId,
      target: `arena-fight:${correction.roundId}`,
      detail: { ...detail },
    });

  /** A correction in the staff member's brands, held for the decision; arena_not_found otherwise. */
  async function lockedOf(tx: Queryable, actor: StaffActor, id: string): Promise<CorrectionRow> {
    const correction = /^[0-9]{1,18}$/.test(id) ? await lockCorrection(tx, id) : null;
    if (!correction) throw new AppError('arena_not_found');
    assertBrandInScope(actor, correction.merchantId);
    if (correction.status !== 'pending') throw new AppError('arena_fight_state', 'the correction was decided already');
    return correction;
  }

  return {
    /** Proposes another result for a declared fight (a fight cancelled stays cancelled: its stakes came back). */
    async propose(
      actor: StaffActor,
      roundId: string,
      body: { result: FightResultCode; cancelReason?: ArenaCancelReason | undefined; reason: string },
    ): Promise<string> {
      return db.transaction(async (tx) => {
        const fight = /^[0-9]{1,18}$/.test(roundId) ? await selectFight(tx, roundId) : null;
        if (!fight) throw new AppError('arena_not_found');
        assertBrandInScope(actor, fight.merchantId);
        const current = fightResultOf(fight);
        if (current === null) throw new AppError('arena_fight_state', 'the fight has no result yet: declare it');
        if (current === 'cancelled') throw new AppError('arena_fight_state', 'a cancelled fight was refunded; it stays cancelled');
        if (current === body.result) throw new AppError('arena_fight_state', 'that is the result already');
        const { reason } = body;
        const cancelReason = body.result === 'cancelled' ? (body.cancelReason ?? CANCEL_BY_CORRECTION) : null;
        const id = await insertCorrection(
          tx,
          {
            merchantId: fight.merchantId,
            roundId,
            fromVersion: fight.resultVersion,
            result: body.result,
            cancelReason,
            reason,
            staffId: actor.staff.staff.id,
          },
          clock.now(),
        );
        if (!id) throw new AppError('arena_fight_state', 'another correction of this fight awaits a decision');
        await audit(tx, actor, fight, 'propose', {
          correction: id,
          fightNo: fight.fightNo,
          from: current,
          to: body.result,
          cancelReason,
          fromVersion: fight.resultVersion,
          reason,
        });
        return id;
      });
    },

    /** Approves another staff member's correction: the new result version is written and settled again. */
    async approve(actor: StaffActor, id: string): Promise<string> {
      const correction = await db.transaction((tx) => lockedOf(tx, actor, id));
      if (correction.proposedBy === actor.staff.staff.id) throw new AppError('arena_same_staff');
      const cancel = correction.result === 'cancelled';
      const input = cancel ? { voidReason: correction.cancelReason ?? CANCEL_BY_CORRECTION } : { result: correction.result };
      await deps.rounds.jobs.operate.declare(correction.roundId, input, {
        // Under the round's lock: the fight is still at the version the proposal corrects.
        guard: (round) => {
          if (round.resultVersion !== correction.fromVersion)
            throw new AppError('arena_fight_state', 'the fight changed since the proposal');
        },
        alsoIn: async (tx, round) => {
          const decided = await decideCorrection(tx, correction.id, {
            status: 'approved',
            staffId: actor.staff.staff.id,
            at: clock.now(),
            reason: null,
            appliedVersion: round.resultVersion,
          });
          if (!decided) throw new AppError('arena_fight_state', 'the correction was decided already');
          await audit(tx, actor, correction, 'approve', { correction: correction.id, to: correction.result, version: round.resultVersion });
        },
      });
      return correction.roundId;
    },

    /** Rejects a correction (its proposer may reject their own, to withdraw it). */
    async reject(actor: StaffActor, id: string, reason: string): Promise<string> {
      return db.transaction(async (tx) => {
        const correction = await lockedOf(tx, actor, id);
        await decideCorrection(tx, correction.id, {
          status: 'rejected',
          staffId: actor.staff.staff.id,
          at: clock.now(),
          reason,
          appliedVersion: null,
        });
        await audit(tx, actor, correction, 'reject', { correction: correction.id, reason });
        return correction.roundId;
      });
    },
  };
}

export type ArenaCorrections = ReturnType<typeof createArenaCorrections>;
