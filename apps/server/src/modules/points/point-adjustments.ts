import { isTrialType } from '@pkg/contracts/agent-types';
import type { PointAdjustmentProposal, PointAdjustmentView } from '@pkg/contracts/points';
import type { Db, Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../http/errors.ts';
import type { StaffContext } from '../staff/index.ts';
import { movePoints } from './point-journal.queries.ts';
import {
  decideAdjustment,
  insertAdjustment,
  lockAdjustment,
  selectAdjustments,
  selectPlayerByUsername,
  type AdjustmentRow,
} from './point-adjustments.queries.ts';
import { audit, requireBrand } from './points-desk.service.ts';

type Deps = { db: Db; clock: Clock };

function view(row: AdjustmentRow, viewerId: string): PointAdjustmentView {
  return {
    id: row.id,
    brand: { id: row.brandId, code: row.brandCode },
    player: { id: row.accountId, username: row.username },
    points: row.points.toString(),
    reason: row.reason,
    status: row.status,
    proposedBy: row.proposedBy,
    proposedAt: new Date(row.proposedAt).toISOString(),
    decidedBy: row.decidedBy,
    decidedAt: row.decidedAt === null ? null : new Date(row.decidedAt).toISOString(),
    decisionReason: row.decisionReason,
    mine: row.proposedById === viewerId,
  };
}

/** One staff member proposes a signed number of points for a real player of a brand in scope, with a reason. */
async function propose({ db, clock }: Deps, staff: StaffContext, input: PointAdjustmentProposal, ip: string): Promise<PointAdjustmentView> {
  requireBrand(staff, input.brandId);
  const player = await selectPlayerByUsername(db, input.brandId, input.username);
  if (!player) throw new AppError('player_not_found');
  if (isTrialType(player.accountType)) throw new AppError('in_need_true_account');
  const at = clock.now();
  return db.transaction(async (tx) => {
    const id = await insertAdjustment(tx, {
      brandId: input.brandId,
      accountId: player.id,
      points: input.points,
      reason: input.reason,
      staffId: staff.staff.id,
      at,
    });
    await audit(tx, staff, {
      action: 'points.adjustment.propose',
      brandId: input.brandId,
      target: `point_adjustment:${id}`,
      ip,
      detail: { player: input.username, points: input.points, reason: input.reason },
      at,
    });
    return view((await lockAdjustment(tx, id, null)) as AdjustmentRow, staff.staff.id);
  });
}

/**
 * A second staff member decides a pending correction in one transaction: `fn` makes the change and
 * answers what the audit adds; adjustment_same_staff for its proposer.
 */
async function decide(
  { db, clock }: Deps,
  staff: StaffContext,
  id: string,
  ip: string,
  action: string,
  fn: (tx: Queryable, row: AdjustmentRow, at: Date) => Promise<Record<string, unknown>>,
): Promise<PointAdjustmentView> {
  const at = clock.now();
  return db.transaction(async (tx) => {
    const row = await lockAdjustment(tx, id, staff.scope);
    if (!row) throw new AppError('adjustment_not_found');
    if (row.status !== 'pending') throw new AppError('adjustment_state_changed');
    if (row.proposedById === staff.staff.id) throw new AppError('adjustment_same_staff');
    const detail = await fn(tx, row, at);
    await audit(tx, staff, {
      action,
      brandId: row.brandId,
      target: `point_adjustment:${id}`,
      ip,
      detail: { player: row.username, points: row.points.toString(), proposedBy: row.proposedBy, ...detail },
      at,
    });
    return view((await lockAdjustment(tx, id, null)) as AdjustmentRow, staff.staff.id);
  });
}

/**
 * Manual point corrections under four eyes, as the finance desk's balance adjustments work
 * (decision 017): one staff member proposes a signed number of points with a reason, a different
 * one approves (the points move, journal kind adjust; a debit never takes the balance below zero)
 * or rejects. Each step writes the staff audit. Both need points.finance (owner and finance: points
 * convert to cash, so two support staff must not be able to mint them).
 */
export function createPointAdjustments(deps: Deps) {
  return {
    async list(staff: StaffContext, status: string | undefined): Promise<{ list: PointAdjustmentView[] }> {
      const rows = await selectAdjustments(deps.db, staff.scope, status ?? null);
      return { list: rows.map((row) => view(row, staff.staff.id)) };
    },

    propose: (staff: StaffContext, input: PointAdjustmentProposal, ip: string) => propose(deps, staff, input, ip),

    /** A second staff member approves: the points move now (points_insufficient for a debit above the balance). */
    approve(staff: StaffContext, id: string, reason: string | null, ip: string): Promise<PointAdjustmentView> {
      return decide(deps, staff, id, ip, 'points.adjustment.approve', async (tx, row, at) => {
        const balance = await movePoints(tx, {
          brandId: row.brandId,
          accountId: row.accountId,
          kind: 'adjust',
          points: row.points,
          sourceKey: `adjust:${row.id}`,
          detail: { adjustmentId: row.id, reason: row.reason, proposedBy: row.proposedBy, approvedBy: staff.staff.username },
          at,
        });
        await decideAdjustment(tx, row.id, { status: 'approved', staffId: staff.staff.id, at, reason });
        return { reason, balanceAfter: balance.toString() };
      });
    },

    reject(staff: StaffContext, id: string, reason: string, ip: string): Promise<PointAdjustmentView> {
      return decide(deps, staff, id, ip, 'points.adjustment.reject', async (tx, row, at) => {
        await decideAdjustment(tx, row.id, { status: 'rejected', staffId: staff.staff.id, at, reason });
        return { reason };
      });
    },
  };
}

export type PointAdjustments = ReturnType<typeof createPointAdjustments>;
