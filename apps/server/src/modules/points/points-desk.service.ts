import { isTrialType } from '@pkg/contracts/agent-types';
import type {
  GoodsAdminView,
  GoodsInput,
  PlayerPointsView,
  PointSettingsInput,
  PointSettingsView,
  RedemptionAdminView,
  RedemptionQueue,
  RedemptionStatus,
} from '@pkg/contracts/points';
import { GAME_TYPES } from '@pkg/contracts/game-types';
import type { Db, Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../http/errors.ts';
import type { CleanImage } from '../uploads/index.ts';
import type { StaffContext } from '../staff/index.ts';
import { insertStaffAudit } from '../staff/index.ts';
import { assertUnderCeiling } from '../rewards/index.ts';
import { cashFor } from './points.service.ts';
import { movePoints } from './point-journal.queries.ts';
import { readPlayerPoints, readPointSettings, writePointSettings } from './point-settings.queries.ts';
import {
  decideRedemption,
  insertGoodsImage,
  returnStock,
  saveGoodsRow,
  selectDeskPlayer,
  selectScopedGoodsImage,
} from './points-desk.queries.ts';
import {
  goodsView,
  redemptionView,
  selectGoods,
  selectGoodsById,
  selectJournalBefore,
  selectRedemption,
  selectRedemptionQueue,
  type GoodsRow,
  type RedemptionRow,
} from './points.queries.ts';

/** Refuses a brand outside the staff member's scope. */
export function requireBrand(staff: StaffContext, brandId: string): void {
  if (staff.scope !== null && !staff.scope.includes(brandId)) throw new AppError('forbidden', 'brand not in scope');
}

/** Writes one staff audit row (in the transaction of the change). */
export function audit(
  tx: Queryable,
  staff: StaffContext,
  entry: { action: string; brandId: string; target: string; ip: string; detail: Record<string, unknown>; at: Date },
) {
  return insertStaffAudit(tx, { staffId: staff.staff.id, staffUsername: staff.staff.username, ...entry });
}

function adminView(row: GoodsRow): GoodsAdminView {
  return {
    ...goodsView(row),
    brandId: row.brandId,
    enabled: row.enabled,
    sortOrder: row.sortOrder,
    redeemed: row.redeemed,
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

function redemptionAdminView(row: RedemptionRow): RedemptionAdminView {
  return {
    ...redemptionView(row),
    brand: { id: row.brandId, code: row.brandCode },
    player: { id: row.accountId, username: row.username },
    decidedBy: row.decidedBy,
  };
}

type DeskDeps = { db: Db; clock: Clock };

/** Creates a good (id null) or edits one; an image, when sent, replaces the previous one. */
async function saveGoods(
  { db, clock }: DeskDeps,
  staff: StaffContext,
  id: string | null,
  input: GoodsInput,
  image: CleanImage | null,
  ip: string,
): Promise<GoodsAdminView> {
  requireBrand(staff, input.brandId);
  const at = clock.now();
  return db.transaction(async (tx) => {
    const before = id === null ? null : await selectGoodsById(tx, input.brandId, id);
    if (id !== null && !before) throw new AppError('point_goods_not_found');
    const imageId = image ? await insertGoodsImage(tx, input.brandId, image, at) : (before?.imageId ?? null);
    const imagePath = image ? null : (input.imagePath ?? before?.imagePath ?? null);
    const savedId = await saveGoodsRow(tx, id, input, { imagePath, imageId }, at);
    if (!savedId) throw new AppError('point_goods_not_found');
    const after = (await selectGoodsById(tx, input.brandId, savedId)) as GoodsRow;
    const { updatedAt: _before, ...beforeFields } = before ?? ({} as Partial<GoodsRow>);
    const { updatedAt: _after, ...afterFields } = after;
    await audit(tx, staff, {
      action: id === null ? 'points.goods.create' : 'points.goods.update',
      brandId: input.brandId,
      target: `point_goods:${savedId}`,
      ip,
      detail: { before: before ? beforeFields : null, after: afterFields },
      at,
    });
    return adminView(after);
  });
}

/**
 * Decides a redemption in process in one transaction: approved (the goods go out; the points stay
 * spent) or rejected with a reason (its points come back, journal kind refund, once: the journal's
 * unique source key refuses a second; its items return to stock).
 */
async function decide(
  { db, clock }: DeskDeps,
  staff: StaffContext,
  id: string,
  decision: { status: 'approved' | 'rejected'; reason: string | null },
  ip: string,
): Promise<RedemptionAdminView> {
  const at = clock.now();
  const { reason } = decision;
  return db.transaction(async (tx) => {
    const row = await selectRedemption(tx, id, staff.scope, true);
    if (!row) throw new AppError('point_redemption_not_found');
    if (row.status !== 'in_process') throw new AppError('point_redemption_decided');
    await decideRedemption(tx, id, { ...decision, staffId: staff.staff.id, at });
    const detail = { player: row.username, goods: row.goodsName, quantity: row.quantity, points: row.points.toString(), reason };
    if (decision.status === 'rejected') {
      await returnStock(tx, row.goodsId, row.quantity);
      const balance = await movePoints(tx, {
        brandId: row.brandId,
        accountId: row.accountId,
        kind: 'refund',
        points: row.points,
        sourceKey: `refund:${id}`,
        detail: { redemptionId: id, goodsName: row.goodsName, reason },
        at,
      });
      Object.assign(detail, { balanceAfter: balance.toString() });
    }
    await audit(tx, staff, {
      action: decision.status === 'approved' ? 'points.redemption.approve' : 'points.redemption.reject',
      brandId: row.brandId,
      target: `point_redemption:${id}`,
      ip,
      detail,
      at,
    });
    return redemptionAdminView((await selectRedemption(tx, id, null)) as RedemptionRow);
  });
}

async function settingsView(db: Db, staff: StaffContext, brandId: string): Promise<PointSettingsView> {
  requireBrand(staff, brandId);
  const settings = await readPointSettings(db, brandId);
  if (!settings) throw new AppError('forbidden', 'unknown brand');
  return {
    brandId,
    enabled: settings.enabled,
    rates: GAME_TYPES.filter((type) => settings.rates.has(type)).map((gameType) => ({
      gameType,
      validBetPerPointMinor: (settings.rates.get(gameType) as bigint).toString(),
    })),
    convertPoints: settings.convertPoints.toString(),
    convertCashMinor: settings.convertCashMinor.toString(),
    minConvertPoints: settings.minConvertPoints.toString(),
    currency: settings.currency,
    earnedUntil: settings.earnedUntil?.toISOString() ?? null,
  };
}

async function saveSettings(
  { db, clock }: DeskDeps,
  staff: StaffContext,
  input: PointSettingsInput,
  ip: string,
): Promise<PointSettingsView> {
  requireBrand(staff, input.brandId);
  const convertPoints = BigInt(input.convertPoints);
  const minConvertPoints = BigInt(input.minConvertPoints);
  if (minConvertPoints % convertPoints !== 0n)
    throw new AppError('bad_request', 'minConvertPoints must be a multiple of convertPoints', { field: 'minConvertPoints' });
  // The smallest conversion a player can make must not pay more than the brand's largest single
  // reward (decision 051), or nobody could convert at all.
  const smallest = minConvertPoints > convertPoints ? minConvertPoints : convertPoints;
  const convertCashMinor = BigInt(input.convertCashMinor);
  const smallestCash = cashFor({ convertPoints, convertCashMinor }, smallest);
  const at = clock.now();
  const before = await settingsView(db, staff, input.brandId);
  await db.transaction(async (tx) => {
    await assertUnderCeiling(tx, input.brandId, [{ field: 'convertCashMinor', amountMinor: smallestCash }]);
    await writePointSettings(tx, {
      brandId: input.brandId,
      enabled: input.enabled,
      rates: input.rates.map((rate) => ({ gameType: rate.gameType, validBetPerPointMinor: BigInt(rate.validBetPerPointMinor) })),
      convertPoints,
      convertCashMinor,
      minConvertPoints,
      at,
    });
    const { earnedUntil: _cursor, currency: _currency, ...beforeFields } = before;
    await audit(tx, staff, {
      action: 'points.settings.update',
      brandId: input.brandId,
      target: `point_settings:${input.brandId}`,
      ip,
      detail: { before: beforeFields, after: input },
      at,
    });
  });
  return settingsView(db, staff, input.brandId);
}

/** A player's balance and journal (newest first, paged by the last id seen). */
async function playerPoints(
  db: Db,
  staff: StaffContext,
  query: { brandId: string; username: string; before?: number | undefined; limit: number },
): Promise<PlayerPointsView> {
  requireBrand(staff, query.brandId);
  const player = await selectDeskPlayer(db, query.brandId, query.username);
  if (!player || isTrialType(player.accountType)) throw new AppError('player_not_found');
  const { points, validBetTotalMinor } = await readPlayerPoints(db, player.id);
  const entries = await selectJournalBefore(db, {
    brandId: query.brandId,
    accountId: player.id,
    before: query.before ?? null,
    limit: query.limit,
  });
  return {
    player: { id: player.id, username: player.username },
    points: points.toString(),
    validBetTotalMinor: validBetTotalMinor.toString(),
    entries,
    nextBefore: entries.length === query.limit ? (entries.at(-1)?.id ?? null) : null,
  };
}

/**
 * The back office's points desk (decision 032): goods, the redemption queue, a brand's settings and
 * a player's journal. Every change checks the brand scope and writes the staff audit in its
 * transaction.
 */
export function createPointsDesk(deps: DeskDeps) {
  const { db } = deps;
  return {
    async goods(staff: StaffContext, brandId: string): Promise<{ list: GoodsAdminView[] }> {
      requireBrand(staff, brandId);
      return { list: (await selectGoods(db, brandId, false)).map(adminView) };
    },

    /** Creates a good (id null) or edits one; an image, when sent, replaces the previous one. */
    saveGoods: (staff: StaffContext, id: string | null, input: GoodsInput, image: CleanImage | null, ip: string) =>
      saveGoods(deps, staff, id, input, image, ip),

    /** A good's uploaded image for staff of its brand. */
    goodsImage: (staff: StaffContext, goodsId: string) => selectScopedGoodsImage(db, goodsId, staff.scope),

    async queue(
      staff: StaffContext,
      query: { status?: RedemptionStatus | undefined; brandId?: string | undefined; before?: number | undefined; limit: number },
    ): Promise<RedemptionQueue> {
      if (query.brandId) requireBrand(staff, query.brandId);
      const rows = await selectRedemptionQueue(db, {
        scope: staff.scope,
        status: query.status ?? null,
        brandId: query.brandId ?? null,
        before: query.before ?? null,
        limit: query.limit,
      });
      return { list: rows.map(redemptionAdminView), nextBefore: rows.length === query.limit ? (rows.at(-1)?.id ?? null) : null };
    },

    /** Approves a redemption in process (the goods go out); the points stay spent. */
    approve: (staff: StaffContext, id: string, reason: string | null, ip: string) =>
      decide(deps, staff, id, { status: 'approved', reason }, ip),

    /**
     * Rejects a redemption in process with a reason: its points come back (journal kind refund, once:
     * the journal's unique source key refuses a second) and its items return to stock.
     */
    reject: (staff: StaffContext, id: string, reason: string, ip: string) => decide(deps, staff, id, { status: 'rejected', reason }, ip),

    settings: (staff: StaffContext, brandId: string) => settingsView(db, staff, brandId),
    saveSettings: (staff: StaffContext, input: PointSettingsInput, ip: string) => saveSettings(deps, staff, input, ip),

    /** A player's balance and journal (newest first, paged by the last id seen). */
    player: (staff: StaffContext, query: { brandId: string; username: string; before?: number | undefined; limit: number }) =>
      playerPoints(db, staff, query),
  };
}

export type PointsDesk = ReturnType<typeof createPointsDesk>;
