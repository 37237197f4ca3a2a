import { createHash, randomUUID } from 'node:crypto';
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
import { movePoints } from './point-journal.ts';
import { readPlayerPoints, readPointSettings, writePointSettings } from './point-settings.ts';
import {
  ENTRY_COLUMNS,
  entryView,
  goodsView,
  REDEMPTION_COLUMNS,
  REDEMPTION_FROM,
  redemptionView,
  selectGoods,
  selectGoodsById,
  selectRedemption,
  type EntryRow,
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
  entry: { action: string; merchantId: string; target: string; ip: string; detail: Record<string, unknown>; at: Date },
) {
  return insertStaffAudit(tx, { staffId: staff.staff.id, staffUsername: staff.staff.username, ...entry });
}

function adminView(row: GoodsRow): GoodsAdminView {
  return {
    ...goodsView(row),
    brandId: row.merchantId,
    enabled: row.enabled,
    sortOrder: row.sortOrder,
    redeemed: row.redeemed,
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

function redemptionAdminView(row: RedemptionRow): RedemptionAdminView {
  return {
    ...redemptionView(row),
    brand: { id: row.merchantId, code: row.brandCode },
    player: { id: row.accountId, username: row.username },
    decidedBy: row.decidedBy,
  };
}

/**
 * The back office's points desk (decision 032): goods, the redemption queue, a brand's settings and
 * a player's journal. Every change checks the brand scope and writes the staff audit in its
 * transaction.
 */
export function createPointsDesk(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function storeImage(tx: Queryable, merchantId: string, image: CleanImage, at: Date): Promise<string> {
    const id = randomUUID();
    await tx.query(
      `insert into point_goods_images (id, merchant_id, content_type, bytes, byte_size, sha256, created_at) values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        id,
        merchantId,
        image.contentType,
        image.bytes,
        image.bytes.length,
        createHash('sha256').update(image.bytes).digest('hex'),
        at.toISOString(),
      ],
    );
    return id;
  }

  return {
    async goods(staff: StaffContext, brandId: string): Promise<{ list: GoodsAdminView[] }> {
      requireBrand(staff, brandId);
      return { list: (await selectGoods(db, brandId, false)).map(adminView) };
    },

    /** Creates a good (id null) or edits one; an image, when sent, replaces the previous one. */
    async saveGoods(
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
        const imageId = image ? await storeImage(tx, input.brandId, image, at) : (before?.imageId ?? null);
        const imagePath = image ? null : (input.imagePath ?? before?.imagePath ?? null);
        const values = [
          input.brandId,
          input.name,
          input.description,
          input.kind,
          imagePath,
          imageId,
          input.pointsRequired,
          input.requiredValidBetMinor,
          input.stock,
          input.unit,
          input.enabled,
          input.sortOrder,
          at.toISOString(),
        ];
        const [row] =
          id === null
            ? await tx.query<{ id: string }>(
                `insert into point_goods (merchant_id, name, description, kind, image_path, image_id, points_required, amount_required_minor,
                   stock, unit, enabled, sort_order, created_at, updated_at)
                 values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13) returning id::text as id`,
                values,
              )
            : await tx.query<{ id: string }>(
                `update point_goods set name = $2, description = $3, kind = $4, image_path = $5, image_id = $6, points_required = $7,
                   amount_required_minor = $8, stock = $9, unit = $10, enabled = $11, sort_order = $12, updated_at = $13
                 where merchant_id = $1 and id = $14 returning id::text as id`,
                [...values, id],
              );
        if (!row) throw new AppError('point_goods_not_found');
        const after = (await selectGoodsById(tx, input.brandId, row.id)) as GoodsRow;
        const { updatedAt: _before, ...beforeFields } = before ?? ({} as Partial<GoodsRow>);
        const { updatedAt: _after, ...afterFields } = after;
        await audit(tx, staff, {
          action: id === null ? 'points.goods.create' : 'points.goods.update',
          merchantId: input.brandId,
          target: `point_goods:${row.id}`,
          ip,
          detail: { before: before ? beforeFields : null, after: afterFields },
          at,
        });
        return adminView(after);
      });
    },

    /** A good's uploaded image for staff of its brand. */
    async goodsImage(staff: StaffContext, goodsId: string): Promise<{ contentType: string; bytes: Buffer } | null> {
      const [row] = await db.query<{ contentType: string; bytes: Uint8Array }>(
        `select i.content_type as "contentType", i.bytes from point_goods g join point_goods_images i on i.id = g.image_id
          where g.id = $1 and ($2::bigint[] is null or g.merchant_id = any($2::bigint[]))`,
        [goodsId, staff.scope],
      );
      return row ? { contentType: row.contentType, bytes: Buffer.from(row.bytes) } : null;
    },

    async queue(
      staff: StaffContext,
      query: { status?: RedemptionStatus | undefined; brandId?: string | undefined; before?: number | undefined; limit: number },
    ): Promise<RedemptionQueue> {
      if (query.brandId) requireBrand(staff, query.brandId);
      const rows = await db.query<RedemptionRow>(
        `select ${REDEMPTION_COLUMNS} from ${REDEMPTION_FROM}
          where ($1::bigint[] is null or r.merchant_id = any($1::bigint[])) and ($2::text is null or r.status = $2)
            and ($3::bigint is null or r.merchant_id = $3) and ($4::bigint is null or r.id < $4)
          order by r.id desc limit $5`,
        [staff.scope, query.status ?? null, query.brandId ?? null, query.before ?? null, query.limit],
      );
      return { list: rows.map(redemptionAdminView), nextBefore: rows.length === query.limit ? (rows.at(-1)?.id ?? null) : null };
    },

    /** Approves a redemption in process (the goods go out); the points stay spent. */
    async approve(staff: StaffContext, id: string, reason: string | null, ip: string): Promise<RedemptionAdminView> {
      const at = clock.now();
      return db.transaction(async (tx) => {
        const row = await selectRedemption(tx, id, staff.scope, true);
        if (!row) throw new AppError('point_redemption_not_found');
        if (row.status !== 'in_process') throw new AppError('point_redemption_decided');
        await tx.query(`update point_redemptions set status = 'approved', reason = $2, decided_by = $3, decided_at = $4 where id = $1`, [
          id,
          reason,
          staff.staff.id,
          at.toISOString(),
        ]);
        await audit(tx, staff, {
          action: 'points.redemption.approve',
          merchantId: row.merchantId,
          target: `point_redemption:${id}`,
          ip,
          detail: { player: row.username, goods: row.goodsName, quantity: row.quantity, points: row.points, reason },
          at,
        });
        return redemptionAdminView((await selectRedemption(tx, id, null)) as RedemptionRow);
      });
    },

    /**
     * Rejects a redemption in process with a reason: its points come back (journal kind refund, once:
     * the journal's unique source key refuses a second) and its items return to stock.
     */
    async reject(staff: StaffContext, id: string, reason: string, ip: string): Promise<RedemptionAdminView> {
      const at = clock.now();
      return db.transaction(async (tx) => {
        const row = await selectRedemption(tx, id, staff.scope, true);
        if (!row) throw new AppError('point_redemption_not_found');
        if (row.status !== 'in_process') throw new AppError('point_redemption_decided');
        await tx.query(`update point_redemptions set status = 'rejected', reason = $2, decided_by = $3, decided_at = $4 where id = $1`, [
          id,
          reason,
          staff.staff.id,
          at.toISOString(),
        ]);
        await tx.query(`update point_goods set stock = stock + $2, redeemed = greatest(redeemed - $2, 0) where id = $1`, [
          row.goodsId,
          row.quantity,
        ]);
        const balance = await movePoints(tx, {
          merchantId: row.merchantId,
          accountId: row.accountId,
          kind: 'refund',
          points: BigInt(row.points),
          sourceKey: `refund:${id}`,
          detail: { redemptionId: id, goodsName: row.goodsName, reason },
          at,
        });
        await audit(tx, staff, {
          action: 'points.redemption.reject',
          merchantId: row.merchantId,
          target: `point_redemption:${id}`,
          ip,
          detail: {
            player: row.username,
            goods: row.goodsName,
            quantity: row.quantity,
            points: row.points,
            reason,
            balanceAfter: balance.toString(),
          },
          at,
        });
        return redemptionAdminView((await selectRedemption(tx, id, null)) as RedemptionRow);
      });
    },

    async settings(staff: StaffContext, brandId: string): Promise<PointSettingsView> {
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
    },

    async saveSettings(staff: StaffContext, input: PointSettingsInput, ip: string): Promise<PointSettingsView> {
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
      const before = await this.settings(staff, input.brandId);
      await db.transaction(async (tx) => {
        await assertUnderCeiling(tx, input.brandId, [{ field: 'convertCashMinor', amountMinor: smallestCash }]);
        await writePointSettings(tx, {
          merchantId: input.brandId,
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
          merchantId: input.brandId,
          target: `point_settings:${input.brandId}`,
          ip,
          detail: { before: beforeFields, after: input },
          at,
        });
      });
      return this.settings(staff, input.brandId);
    },

    /** A player's balance and journal (newest first, paged by the last id seen). */
    async player(
      staff: StaffContext,
      query: { brandId: string; username: string; before?: number | undefined; limit: number },
    ): Promise<PlayerPointsView> {
      requireBrand(staff, query.brandId);
      const [player] = await db.query<{ id: string; username: string; accountType: number }>(
        `select id::text as id, username, account_type as "accountType" from accounts where merchant_id = $1 and lower(username) = lower($2)`,
        [query.brandId, query.username],
      );
      if (!player || isTrialType(player.accountType)) throw new AppError('player_not_found');
      const { points, validBetTotalMinor } = await readPlayerPoints(db, player.id);
      const rows = await db.query<EntryRow>(
        `select ${ENTRY_COLUMNS} from point_journal where account_id = $1 and merchant_id = $2 and ($3::bigint is null or id < $3)
          order by id desc limit $4`,
        [player.id, query.brandId, query.before ?? null, query.limit],
      );
      return {
        player: { id: player.id, username: player.username },
        points: points.toString(),
        validBetTotalMinor: validBetTotalMinor.toString(),
        entries: rows.map(entryView),
        nextBefore: rows.length === query.limit ? (rows.at(-1)?.id ?? null) : null,
      };
    },
  };
}

export type PointsDesk = ReturnType<typeof createPointsDesk>;
