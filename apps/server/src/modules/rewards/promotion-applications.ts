/**
 * The promotion desk's applications queue (decision 030): staff issue an amount up to the
 * promotion's maximum, which offers it to the player's reward centre, or reject with a reason.
 * Every decision is in the staff audit; staff see only their brands.
 */
import type { BoApplication } from '@pkg/contracts/promotion-desk';
import type { Db, Queryable } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { assertBrandInScope, auditStaffChange, type StaffActor } from '../staff/index.ts';
import {
  markIssued,
  markRejected,
  selectApplication,
  selectApplicationImage,
  selectApplications,
  selectWageringBp,
  type ApplicationRow,
} from './promotion-desk.queries.ts';
import { assertUnderCeiling } from './reward-ceiling.ts';
import { offerReward } from './rewards.ts';

const ID = /^[0-9]{1,18}$/;

type DeskDeps = { db: Db; clock: Clock };

const applicationOf = (row: ApplicationRow): BoApplication => ({
  id: row.id,
  brandCode: row.brandCode,
  currency: row.currency,
  promotionId: row.promotionId,
  promotionTitle: row.promotionTitle,
  maxBonusMinor: row.maxBonusMinor?.toString() ?? '0',
  username: row.username,
  comment: row.comment,
  imageIds: row.imageIds,
  zalo: row.zalo,
  status: row.status,
  amountMinor: row.amountMinor?.toString() ?? null,
  reason: row.reason,
  reviewedBy: row.reviewedBy,
  createdAt: row.createdAt.toISOString(),
  reviewedAt: row.reviewedAt?.toISOString() ?? null,
});

/** An application still waiting in the staff member's scope, locked; not_found or application_state otherwise. */
async function lockApplication(tx: Queryable, actor: StaffActor, id: string): Promise<ApplicationRow> {
  const row = ID.test(id) ? await selectApplication(tx, id, actor.staff.scope, true) : null;
  if (!row) throw new AppError('not_found', 'application');
  if (row.status !== 'applying') throw new AppError('application_state');
  return row;
}

async function applicationById(db: Db, actor: StaffActor, id: string): Promise<BoApplication> {
  const row = await selectApplication(db, id, actor.staff.scope);
  if (!row) throw new AppError('not_found', 'application');
  return applicationOf(row);
}

/** Issues an application: the amount (up to the promotion's maximum) goes to the player's reward centre. */
async function issue({ db, clock }: DeskDeps, actor: StaffActor, id: string, amountMinor: string): Promise<BoApplication> {
  const at = clock.now();
  await db.transaction(async (tx) => {
    const row = await lockApplication(tx, actor, id);
    const amount = BigInt(amountMinor);
    if (row.maxBonusMinor !== null && amount > row.maxBonusMinor)
      throw new AppError('promotion_amount_too_high', `at most ${row.maxBonusMinor} minor units`);
    await assertUnderCeiling(tx, row.brandId, [{ field: 'amountMinor', amountMinor: amount }]);
    const wageringBp = await selectWageringBp(tx, row.promotionId);
    await offerReward(tx, {
      brandId: row.brandId,
      accountId: row.accountId,
      currency: row.currency,
      source: 'promotion',
      key: `application:${row.id}`,
      amountMinor: amount,
      wageringBp,
      promotionId: row.promotionId,
      detail: row.promotionTitle,
      at,
    });
    await markIssued(tx, id, amount, actor.staff.staff.id, at);
    await auditStaffChange(tx, clock, actor, {
      action: 'promotions.application.issue',
      brandId: row.brandId,
      target: `promotion-application:${id}`,
      detail: { username: row.username, amountMinor: amount.toString() },
    });
  });
  return applicationById(db, actor, id);
}

async function reject({ db, clock }: DeskDeps, actor: StaffActor, id: string, reason: string): Promise<BoApplication> {
  await db.transaction(async (tx) => {
    const row = await lockApplication(tx, actor, id);
    await markRejected(tx, id, reason, actor.staff.staff.id, clock.now());
    await auditStaffChange(tx, clock, actor, {
      action: 'promotions.application.reject',
      brandId: row.brandId,
      target: `promotion-application:${id}`,
      detail: { username: row.username, reason },
    });
  });
  return applicationById(db, actor, id);
}

/** The applications queue: list, issue, reject, and an application's images. */
export function createApplicationDesk(deps: DeskDeps) {
  const { db } = deps;
  return {
    async applications(actor: StaffActor, q: { brandId?: string; status: string }): Promise<BoApplication[]> {
      if (q.brandId) assertBrandInScope(actor, q.brandId);
      const rows = await selectApplications(db, { scope: actor.staff.scope, brandId: q.brandId ?? null, status: q.status });
      return rows.map(applicationOf);
    },
    /** Issues an application: the amount (up to the promotion's maximum) goes to the player's reward centre. */
    issue: (actor: StaffActor, id: string, amountMinor: string) => issue(deps, actor, id, amountMinor),
    reject: (actor: StaffActor, id: string, reason: string) => reject(deps, actor, id, reason),
    /** An application's image, for staff of its brand. */
    async applicationImage(actor: StaffActor, uploadId: string) {
      const image = await selectApplicationImage(db, uploadId, actor.staff.scope);
      if (!image) throw new AppError('not_found');
      return image;
    },
  };
}
