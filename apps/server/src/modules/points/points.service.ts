import { GAME_TYPES, type GameType } from '@pkg/contracts/game-types';
import {
  POINT_LIMITS,
  type ConvertPayload,
  type ConvertResult,
  type PointBalance,
  type PointConfig,
  type PointGoodsList,
  type PointJournalPage,
  type RedeemPayload,
  type RedemptionPage,
  type RedemptionStatus,
  type RedemptionView,
} from '@pkg/contracts/points';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../http/errors.ts';
import { openBonusAccount, openPlayerWallet, transfer } from '../../ledger/index.ts';
import type { Account } from '../accounts/index.ts';
import type { Brand } from '../brands/index.ts';
import type { PaymentPasswordService } from '../payment-password/index.ts';
import type { WalletEventBus } from '../../lib/wallet-events.ts';
import { addDays, checkDay, startOfDay } from '../../lib/gmt8-days.ts';
import { movePoints } from './point-journal.ts';
import { fingerprint, runPointCall } from './point-requests.ts';
import { maxConvertPoints, readPlayerPoints, readPointSettings, type PointSettings } from './point-settings.ts';
import {
  ENTRY_COLUMNS,
  entryView,
  goodsView,
  pagesOf,
  REDEMPTION_COLUMNS,
  REDEMPTION_FROM,
  redemptionView,
  selectGoods,
  selectGoodsById,
  type EntryRow,
  type RedemptionRow,
} from './points.queries.ts';

/** Whole points as a wire string ("0" or a positive number without leading zeros). */
const WHOLE = /^[1-9][0-9]{0,12}$/;

async function settingsOf(db: Db, brand: Brand): Promise<PointSettings> {
  const settings = await readPointSettings(db, brand.id);
  if (!settings) throw new AppError('unknown_merchant');
  return settings;
}

/** Cash (minor units) that `points` convert to: whole conversion units only. */
export function cashFor(settings: Pick<PointSettings, 'convertPoints' | 'convertCashMinor'>, points: bigint): bigint {
  return (points / settings.convertPoints) * settings.convertCashMinor;
}

/**
 * The player's side of points (SPEC.md section 7): balance, goods, configuration, redemption
 * history and journal, and the two calls under the payment password: redeeming goods and
 * converting points to cash in the main wallet through the ledger.
 */
export function createPointsService(deps: {
  db: Db;
  clock: Clock;
  paymentPassword: Pick<PaymentPasswordService, 'verify'>;
  events: Pick<WalletEventBus, 'publish'>;
}) {
  const { db, clock } = deps;

  return {
    async balance(brand: Brand, account: Account): Promise<PointBalance> {
      const settings = await settingsOf(db, brand);
      const { points, validBetTotalMinor } = await readPlayerPoints(db, account.id);
      return {
        points: points.toString(),
        validBetTotalMinor: validBetTotalMinor.toString(),
        cashValueMinor: settings.convertCashMinor > 0n ? cashFor(settings, points).toString() : '0',
        currency: brand.currency.code,
      };
    },

    async goods(brand: Brand): Promise<PointGoodsList> {
      return { list: (await selectGoods(db, brand.id, true)).map(goodsView), currency: brand.currency.code };
    },

    async config(brand: Brand): Promise<PointConfig> {
      const settings = await settingsOf(db, brand);
      return {
        enabled: settings.enabled,
        currency: brand.currency.code,
        rates: GAME_TYPES.filter((type) => settings.rates.has(type)).map((gameType: GameType) => ({
          gameType,
          validBetPerPointMinor: (settings.rates.get(gameType) as bigint).toString(),
        })),
        convertPoints: settings.convertPoints.toString(),
        convertCashMinor: settings.convertCashMinor.toString(),
        minConvertPoints: settings.minConvertPoints.toString(),
        maxConvertPoints: maxConvertPoints(settings)?.toString() ?? null,
        convertEnabled: settings.convertCashMinor > 0n,
      };
    },

    async redemptions(
      brand: Brand,
      account: Account,
      query: { pageNo: number; pageSize: number; status?: RedemptionStatus | undefined },
    ): Promise<RedemptionPage> {
      const params = [brand.id, account.id, query.status ?? null];
      const where = `r.merchant_id = $1 and r.account_id = $2 and ($3::text is null or r.status = $3)`;
      const [count] = await db.query<{ total: number }>(`select count(*)::int as total from point_redemptions r where ${where}`, params);
      const rows = await db.query<RedemptionRow>(
        `select ${REDEMPTION_COLUMNS} from ${REDEMPTION_FROM} where ${where} order by r.id desc limit $4 offset $5`,
        [...params, query.pageSize, (query.pageNo - 1) * query.pageSize],
      );
      return { list: rows.map(redemptionView), pageNum: query.pageNo, totalPages: pagesOf(count?.total ?? 0, query.pageSize) };
    },

    /** The points journal, newest first, optionally between two GMT+8 days (both included). */
    async journal(
      brand: Brand,
      account: Account,
      query: { pageNo: number; pageSize: number; startDate?: string | undefined; endDate?: string | undefined },
    ): Promise<PointJournalPage> {
      const from = query.startDate ? startOfDay(checkDay(query.startDate)).toISOString() : null;
      const to = query.endDate ? startOfDay(addDays(checkDay(query.endDate), 1)).toISOString() : null;
      if (from && to && from >= to) throw new AppError('bad_request', 'startDate after endDate');
      const params = [brand.id, account.id, from, to];
      const where = `merchant_id = $1 and account_id = $2 and ($3::timestamptz is null or created_at >= $3) and ($4::timestamptz is null or created_at < $4)`;
      const [count] = await db.query<{ total: number }>(`select count(*)::int as total from point_journal where ${where}`, params);
      const rows = await db.query<EntryRow>(
        `select ${ENTRY_COLUMNS} from point_journal where ${where} order by created_at desc, id desc limit $5 offset $6`,
        [...params, query.pageSize, (query.pageNo - 1) * query.pageSize],
      );
      return { list: rows.map(entryView), pageNum: query.pageNo, totalPages: pagesOf(count?.total ?? 0, query.pageSize) };
    },

    /**
     * Redeems `quantity` items of a good for points. Input is checked before the payment password
     * (so a typo in the form does not count towards its lock); then, in one transaction under the
     * Idempotency-Key, the stock is taken by a conditional update (never below zero, however many
     * race for the last items) and the points by another (never below zero).
     */
    async redeem(brand: Brand, account: Account, key: string, input: RedeemPayload): Promise<RedemptionView> {
      if (!Number.isInteger(input.quantity) || input.quantity < 1 || input.quantity > POINT_LIMITS.quantityMax)
        throw new AppError('point_quantity_invalid', undefined, { field: 'quantity' });
      const goods = await selectGoodsById(db, brand.id, input.goodsId);
      if (!goods) throw new AppError('point_goods_not_found');
      if (!goods.enabled) throw new AppError('point_goods_unavailable');
      const address = input.address?.trim() ?? '';
      if (goods.kind === 'physical' && address.length < 5) throw new AppError('point_address_required', undefined, { field: 'address' });
      if (goods.stock < input.quantity) throw new AppError('point_stock_insufficient', `${goods.stock} left`);
      await deps.paymentPassword.verify(account, input.paymentPassword);
      const at = clock.now();
      const call = {
        accountId: account.id,
        key,
        operation: 'points.redeem' as const,
        hash: fingerprint('points.redeem', [input.goodsId, input.quantity, goods.kind === 'physical' ? address : null]),
      };
      return runPointCall(db, call, at, async (tx) => {
        const { validBetTotalMinor } = await readPlayerPoints(tx, account.id);
        if (validBetTotalMinor < BigInt(goods.requiredValidBetMinor))
          throw new AppError('point_amount_requirement', `needs ${goods.requiredValidBetMinor}`);
        const [taken] = await tx.query<{ pointsRequired: string; name: string; unit: string }>(
          `update point_goods set stock = stock - $3, redeemed = redeemed + $3
            where id = $1 and merchant_id = $2 and enabled and stock >= $3
            returning points_required::text as "pointsRequired", name, unit`,
          [goods.id, brand.id, input.quantity],
        );
        if (!taken) {
          const now = await selectGoodsById(tx, brand.id, goods.id);
          if (!now?.enabled) throw new AppError('point_goods_unavailable');
          throw new AppError('point_stock_insufficient', `${now.stock} left`);
        }
        const points = BigInt(taken.pointsRequired) * BigInt(input.quantity);
        const [row] = await tx.query<{ id: string }>(
          `insert into point_redemptions (merchant_id, account_id, goods_id, goods_name, unit, quantity, points, address, status, created_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, 'in_process', $9) returning id::text as id`,
          [
            brand.id,
            account.id,
            goods.id,
            taken.name,
            taken.unit,
            input.quantity,
            points.toString(),
            goods.kind === 'physical' ? address : null,
            at.toISOString(),
          ],
        );
        if (!row) throw new Error('redemption not written');
        await movePoints(tx, {
          merchantId: brand.id,
          accountId: account.id,
          kind: 'redeem',
          points: -points,
          sourceKey: `redeem:${row.id}`,
          detail: { redemptionId: row.id, goodsId: goods.id, goodsName: taken.name, quantity: input.quantity },
          at,
        });
        const [stored] = await tx.query<RedemptionRow>(`select ${REDEMPTION_COLUMNS} from ${REDEMPTION_FROM} where r.id = $1`, [row.id]);
        return redemptionView(stored as RedemptionRow);
      });
    },

    /**
     * Converts points to cash at the brand's ratio: whole conversion units only, at least the
     * minimum. The points leave the balance and the cash moves from the brand's bonus account to
     * the main wallet (ledger code points_convert) in one transaction, under the Idempotency-Key.
     */
    async convert(brand: Brand, account: Account, key: string, input: ConvertPayload, ip: string | null): Promise<ConvertResult> {
      const settings = await settingsOf(db, brand);
      if (settings.convertCashMinor === 0n) throw new AppError('feature_disabled', 'converting points is off');
      if (!WHOLE.test(input.points)) throw new AppError('point_convert_invalid', 'whole points', { field: 'points' });
      const points = BigInt(input.points);
      if (points % settings.convertPoints !== 0n || points < settings.minConvertPoints)
        throw new AppError('point_convert_invalid', `multiples of ${settings.convertPoints}, at least ${settings.minConvertPoints}`, {
          field: 'points',
        });
      // One conversion pays at most the brand's largest single reward (decision 051, read with the
      // settings); refused before the payment password is asked, naming the most points it may take.
      const maxPoints = maxConvertPoints(settings);
      if (maxPoints !== null && points > maxPoints) {
        throw new AppError('point_convert_above_ceiling', `at most ${maxPoints} points at a time`, {
          field: 'points',
          maxPoints: maxPoints.toString(),
        });
      }
      await deps.paymentPassword.verify(account, input.paymentPassword);
      const cash = cashFor(settings, points);
      const at = clock.now();
      const currency = brand.currency.code;
      const call = {
        accountId: account.id,
        key,
        operation: 'points.convert' as const,
        hash: fingerprint('points.convert', [input.points]),
      };
      const result = await runPointCall(db, call, at, async (tx): Promise<ConvertResult> => {
        const [row] = await tx.query<{ id: string }>(
          `insert into point_conversions (merchant_id, account_id, points, cash_minor, currency, created_at)
           values ($1, $2, $3, $4, $5, $6) returning id::text as id`,
          [brand.id, account.id, points.toString(), cash.toString(), currency, at.toISOString()],
        );
        if (!row) throw new Error('conversion not written');
        const balance = await movePoints(tx, {
          merchantId: brand.id,
          accountId: account.id,
          kind: 'convert',
          points: -points,
          sourceKey: `convert:${row.id}`,
          detail: { conversionId: row.id, cash: cash.toString(), currency },
          at,
        });
        const bonus = await openBonusAccount(tx, brand.id, currency, at);
        const wallet = await openPlayerWallet(tx, brand.id, currency, account.id, at);
        const moved = await transfer(tx, {
          brandId: brand.id,
          currency,
          code: 'points_convert',
          idempotencyKey: `points-convert:${row.id}`,
          fromAccountId: bonus.id,
          toAccountId: wallet.id,
          amountMinor: cash,
          memo: `${points} points`,
          metadata: { conversionId: row.id, points: points.toString() },
          actor: `self:${account.id}`,
          ip,
          at,
        });
        await tx.query(`update point_conversions set transfer_id = $2 where id = $1`, [row.id, moved.transfer.id]);
        return {
          points: points.toString(),
          cashMinor: cash.toString(),
          currency,
          balance: balance.toString(),
          transferId: moved.transfer.id,
        };
      });
      deps.events.publish({ brandId: brand.id, accountId: account.id, code: 'points_convert' });
      return result;
    },
  };
}

export type PointsService = ReturnType<typeof createPointsService>;
