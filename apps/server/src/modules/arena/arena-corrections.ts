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
import { assertBrandInScope, type StaffActor } from '../staff/index.ts';
import { auditArena } from './arena-desk-kit.ts';
import { fightResultOf } from './arena-views.ts';
import { decideCorrection, insertCorrection, lockCorrection, selectFight, type CorrectionRow } from './arena.queries.ts';

/** The void reason of a cancel by correction that names none. */
const CANCEL_BY_CORRECTION: ArenaCancelReason = 'other';

export interface CorrectionDeps {
  db: Db;
  clock: Clock;
  rounds: Pick<Rounds, 'jobs'>;
}

/** A proposal: the result, the cancel's reason (a cancel), and why. */
export interface CorrectionBody {
  result: FightResultCode;
  cancelReason?: ArenaCancelReason | undefined;
  reason: string;
}

const audit = (
  deps: CorrectionDeps,
  tx: Queryable,
  actor: StaffActor,
  row: Pick<CorrectionRow, 'brandId' | 'roundId'>,
  action: string,
  detail: object,
) =>
  auditArena(deps, tx, actor, {
    brandId: row.brandId,
    action: `correction.${action}`,
    target: `arena-fight:${row.roundId}`,
    detail: { ...detail },
  });

/** A pending correction in the staff member's brands, held for the decision; arena_not_found or arena_fight_state otherwise. */
async function lockedPending(tx: Queryable, actor: StaffActor, id: string): Promise<CorrectionRow> {
  const correction = /^[0-9]{1,18}$/.test(id) ? await lockCorrection(tx, id) : null;
  if (!correction) throw new AppError('arena_not_found');
  assertBrandInScope(actor, correction.brandId);
  if (correction.status !== 'pending') throw new AppError('arena_fight_state', 'the correction was decided already');
  return correction;
}

/** Proposes another result for a declared fight (a fight cancelled stays cancelled: its stakes came back). */
async function propose(deps: CorrectionDeps, actor: StaffActor, roundId: string, body: CorrectionBody): Promise<string> {
  return deps.db.transaction(async (tx) => {
    const fight = /^[0-9]{1,18}$/.test(roundId) ? await selectFight(tx, roundId) : null;
    if (!fight) throw new AppError('arena_not_found');
    assertBrandInScope(actor, fight.brandId);
    const current = fightResultOf(fight);
    if (current === null) throw new AppError('arena_fight_state', 'the fight has no result yet: declare it');
    if (current === 'cancelled') throw new AppError('arena_fight_state', 'a cancelled fight was refunded; it stays cancelled');
    if (current === body.result) throw new AppError('arena_fight_state', 'that is the result already');
    const cancelReason = body.result === 'cancelled' ? (body.cancelReason ?? CANCEL_BY_CORRECTION) : null;
    const row = {
      brandId: fight.brandId,
      roundId,
      fromVersion: fight.resultVersion,
      result: body.result,
      cancelReason,
      reason: body.reason,
      staffId: actor.staff.staff.id,
    };
    const id = await insertCorrection(tx, row, deps.clock.now());
    if (!id) throw new AppError('arena_fight_state', 'another correction of this fight awaits a decision');
    const detail = {
      correction: id,
      fightNo: fight.fightNo,
      from: current,
      to: body.result,
      cancelReason,
      fromVersion: fight.resultVersion,
      reason: body.reason,
    };
    await audit(deps, tx, actor, fight, 'propose', detail);
    return id;
  });
}

/** Approves another staff member's correction: the new result version is written and settled again; answers the fight's round. */
async function approve(deps: CorrectionDeps, actor: StaffActor, id: string): Promise<string> {
  const correction = await deps.db.transaction((tx) => lockedPending(tx, actor, id));
  if (correction.proposedBy === actor.staff.staff.id) throw new AppError('arena_same_staff');
  const input =
    correction.result === 'cancelled' ? { voidReason: correction.cancelReason ?? CANCEL_BY_CORRECTION } : { result: correction.result };
  await deps.rounds.jobs.operate.declare(correction.roundId, input, {
    // Under the round's lock: the fight is still at the version the proposal corrects.
    guard: (round) => {
      if (round.resultVersion !== correction.fromVersion) throw new AppError('arena_fight_state', 'the fight changed since the proposal');
    },
    alsoIn: async (tx, round) => {
      const decision = {
        status: 'approved' as const,
        staffId: actor.staff.staff.id,
        at: deps.clock.now(),
        reason: null,
        appliedVersion: round.resultVersion,
      };
      if (!(await decideCorrection(tx, correction.id, decision)))
        throw new AppError('arena_fight_state', 'the correction was decided already');
      await audit(deps, tx, actor, correction, 'approve', {
        correction: correction.id,
        to: correction.result,
        version: round.resultVersion,
      });
    },
  });
  return correction.roundId;
}

/** Rejects a correction (its proposer may reject their own, to withdraw it); answers the fight's round. */
async function reject(deps: CorrectionDeps, actor: StaffActor, id: string, reason: string): Promise<string> {
  return deps.db.transaction(async (tx) => {
    const correction = await lockedPending(tx, actor, id);
    const decision = { status: 'rejected' as const, staffId: actor.staff.staff.id, at: deps.clock.now(), reason, appliedVersion: null };
    await decideCorrection(tx, correction.id, decision);
    await audit(deps, tx, actor, correction, 'reject', { correction: correction.id, reason });
    return correction.roundId;
  });
}

/** The corrections' moves, bound to their dependencies. */
export function createArenaCorrections(deps: CorrectionDeps) {
  return {
    propose: (actor: StaffActor, roundId: string, body: CorrectionBody) => propose(deps, actor, roundId, body),
    approve: (actor: StaffActor, id: string) => approve(deps, actor, id),
    reject: (actor: StaffActor, id: string, reason: string) => reject(deps, actor, id, reason),
  };
}

export type ArenaCorrections = ReturnType<typeof createArenaCorrections>;
