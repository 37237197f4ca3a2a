import { isTrialType } from '@pkg/contracts/agent-types';
import type { PointAdjustmentProposal, PointAdjustmentView } from '@pkg/contracts/points';
import type { Db, Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../http/errors.ts';
import type { StaffContext } from '../staff/index.ts';
import { movePoints } from './point-journal.ts';
import { audit, requireBrand } from './points-desk.service.ts';

interface AdjustmentRow {
  id: string;
  merchantId: string;
  brandCode: string;
  accountId: string;
  username: string;
  points: string;
  reason: string;
  status: 'pending' | 'approved' | 'rejected';
  proposedById: string;
  proposedBy: string;
  proposedAt: Date | string;
  decidedBy: string | null;
  decidedAt: Date | string | null;
  decisionReason: string | null;
}

const SELECT = `select p.id::text as id, p.merchant_id::text as "merchantId", m.code as "brandCode", p.account_id::text as "accountId",
    a.username, p.points::text as points, p.reason, p.status, p.proposed_by::text as "proposedById", sp.username as "proposedBy",
    p.proposed_at as "proposedAt", sd.username as "decidedBy", p.decided_at as "decidedAt", p.decision_reason as "decisionReason"
  from point_adjustments p join merchants m on m.id = p.merchant_id join accounts a on a.id = p.account_id
  join staff sp on sp.id = p.proposed_by left join staff sd on sd.id = p.decided_by`;

function view(row: AdjustmentRow, viewerId: string): PointAdjustmentView {
  return {
    id: row.id,
    brand: { id: row.merchantId, code: row.brandCode },
    player: { id: row.accountId, username: row.username },
    points: row.points,
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

async function lockAdjustment(tx: Queryable, id: string, scope: string[] | null): Promise<AdjustmentRow | null> {
  const [row] = await tx.query<AdjustmentRow>(
    `${SELECT} where p.id = $1 and ($2::bigint[] is null or p.merchant_id = any($2::bigint[])) for update of p`,
    [id, scope],
  );
  return row ?? null;
}

/**
 * Manual point corrections under four eyes, as the finance desk's balance adjustments work
 * (decision 017): one staff member proposes a signed number of points with a reason, a different
 * one approves (the points move, journal kind adjust; a debit never takes the balance below zero)
 * or rejects. Each step writes the staff audit. Both need points.finance (owner and finance: points
 * convert to cash, so two support staff must not be able to mint them).
 */
export function createPointAdjustments(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function decide(
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
        merchantId: row.merchantId,
        target: `point_adjustment:${id}`,
        ip,
        detail: { player: row.username, points: row.points, proposedBy: row.proposedBy, ...detail },
        at,
      });
      return view((await lockAdjustment(tx, id, null)) as AdjustmentRow, staff.staff.id);
    });
  }

  return {
    async list(staff: StaffContext, status: string | undefined): Promise<{ list: PointAdjustmentView[] }> {
      const rows = await db.query<AdjustmentRow>(
        `${SELECT} where ($1::bigint[] is null or p.merchant_id = any($1::bigint[])) and ($2::text is null or p.status = $2)
          order by p.id desc limit 100`,
        [staff.scope, status ?? null],
      );
      return { list: rows.map((row) => view(row, staff.staff.id)) };
    },

    async propose(staff: StaffContext, input: PointAdjustmentProposal, ip: string): Promise<PointAdjustmentView> {
      requireBrand(staff, input.brandId);
      const [player] = await db.query<{ id: string; accountType: number }>(
        `select id::text as id, account_type as "accountType" from accounts where merchant_id = $1 and lower(username) = lower($2)`,
        [input.brandId, input.username],
      );
      if (!player) throw new AppError('player_not_found');
      if (isTrialType(player.accountType)) throw new AppError('in_need_true_account');
      const at = clock.now();
      return db.transaction(async (tx) => {
        const [row] = await tx.query<{ id: string }>(
          `insert into point_adjustments (merchant_id, account_id, points, reason, status, proposed_by, proposed_at)
           values ($1, $2, $3, $4, 'pending', $5, $6) returning id::text as id`,
          [input.brandId, player.id, input.points, input.reason, staff.staff.id, at.toISOString()],
        );
        if (!row) throw new Error('adjustment not written');
        await audit(tx, staff, {
          action: 'points.adjustment.propose',
          merchantId: input.brandId,
          target: `point_adjustment:${row.id}`,
          ip,
          detail: { player: input.username, points: input.points, reason: input.reason },
          at,
        });
        return view((await lockAdjustment(tx, row.id, null)) as AdjustmentRow, staff.staff.id);
      });
    },

    /** A second staff member approves: the points move now (points_insufficient for a debit above the balance). */
    approve(staff: StaffContext, id: string, reason: string | null, ip: string): Promise<PointAdjustmentView> {
      return decide(staff, id, ip, 'points.adjustment.approve', async (tx, row, at) => {
        const balance = await movePoints(tx, {
          merchantId: row.merchantId,
          accountId: row.accountId,
          kind: 'adjust',
          points: BigInt(row.points),
          sourceKey: `adjust:${row.id}`,
          detail: { adjustmentId: row.id, reason: row.reason, proposedBy: row.proposedBy, approvedBy: staff.staff.username },
          at,
        });
        await tx.query(
          `update point_adjustments set status = 'approved', decided_by = $2, decided_at = $3, decision_reason = $4 where id = $1`,
          [row.id, staff.staff.id, at.toISOString(), reason],
        );
        return { reason, balanceAfter: balance.toString() };
      });
    },

    reject(staff: StaffContext, id: string, reason: string, ip: string): Promise<PointAdjustmentView> {
      return decide(staff, id, ip, 'points.adjustment.reject', async (tx, row, at) => {
        await tx.query(
          `update point_adjustments set status = 'rejected', decided_by = $2, decided_at = $3, decision_reason = $4 where id = $1`,
          [row.id, staff.staff.id, at.toISOString(), reason],
        );
        return { reason };
      });
    },
  };
}

export type PointAdjustments = ReturnType<typeof createPointAdjustments>;
