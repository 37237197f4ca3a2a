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
import { movePoints } from './point-journal.queries.ts';
import { fingerprint, runPointCall } from './point-requests.ts';
import { maxConvertPoints, readPlayerPoints, readPointSettings, type PointSettings } from './point-settings.queries.ts';
import {
  goodsView,
  insertConversion,
  insertRedemption,
  pagesOf,
  redemptionView,
  selectGoods,
  selectGoodsById,
  selectGoodsImage,
  selectOwnJournal,
  selectOwnRedemptions,
  selectRedemptionById,
  setConversionTransfer,
  takeStock,
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
 * The mall's configuration as players read it: earning rates per game type and the conversion's
 * terms. A rate of a game type the brand has switched off (for everyone, or in the visitor's
 * country) is left out: nothing of that type can be played to earn it (decision 068).
 */
function configView(settings: PointSettings, brand: Brand): PointConfig {
  const offered = (type: GameType) => settings.rates.has(type) && !brand.disabledGameTypes.includes(type);
  return {
    enabled: settings.enabled,
    currency: brand.currency.code,
    rates: GAME_TYPES.filter(offered).map((gameType: GameType) => ({
      gameType,
      validBetPerPointMinor: (settings.rates.get(gameType) as bigint).toString(),
    })),
    convertPoints: settings.convertPoints.toString(),
    convertCashMinor: settings.convertCashMinor.toString(),
    minConvertPoints: settings.minConvertPoints.toString(),
    maxConvertPoints: maxConvertPoints(settings)?.toString() ?? null,
    convertEnabled: settings.convertCashMinor > 0n,
  };
}

interface ServiceDeps {
  db: Db;
  clock: Clock;
  paymentPassword: Pick<PaymentPasswordService, 'verify'>;
  events: Pick<WalletEventBus, 'publish'>;
}

/**
 * Redeems `quantity` items of a good for points. Input is checked before the payment password
 * (so a typo in the form does not count towards its lock); then, in one transaction under the
 * Idempotency-Key, the stock is taken by a conditional update (never below zero, however many
 * race for the last items) and the points by another (never below zero).
 */
async function redeem(
  { db, clock, paymentPassword }: ServiceDeps,
  brand: Brand,
  account: Account,
  key: string,
  input: RedeemPayload,
): Promise<RedemptionView> {
  if (!Number.isInteger(input.quantity) || input.quantity < 1 || input.quantity > POINT_LIMITS.quantityMax)
    throw new AppError('point_quantity_invalid', undefined, { field: 'quantity' });
  const goods = await selectGoodsById(db, brand.id, input.goodsId);
  if (!goods) throw new AppError('point_goods_not_found');
  if (!goods.enabled) throw new AppError('point_goods_unavailable');
  const address = input.address?.trim() ?? '';
  if (goods.kind === 'physical' && address.length < 5) throw new AppError('point_address_required', undefined, { field: 'address' });
  if (goods.stock < input.quantity) throw new AppError('point_stock_insufficient', `${goods.stock} left`);
  await paymentPassword.verify(account, input.paymentPassword);
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
    const taken = await takeStock(tx, brand.id, goods.id, input.quantity);
    if (!taken) {
      const now = await selectGoodsById(tx, brand.id, goods.id);
      if (!now?.enabled) throw new AppError('point_goods_unavailable');
      throw new AppError('point_stock_insufficient', `${now.stock} left`);
    }
    const points = taken.pointsRequired * BigInt(input.quantity);
    const redemptionId = await insertRedemption(tx, {
      brandId: brand.id,
      accountId: account.id,
      goodsId: goods.id,
      goodsName: taken.name,
      unit: taken.unit,
      quantity: input.quantity,
      points,
      address: goods.kind === 'physical' ? address : null,
      at,
    });
    await movePoints(tx, {
      brandId: brand.id,
      accountId: account.id,
      kind: 'redeem',
      points: -points,
      sourceKey: `redeem:${redemptionId}`,
      detail: { redemptionId, goodsId: goods.id, goodsName: taken.name, quantity: input.quantity },
      at,
    });
    return redemptionView(await selectRedemptionById(tx, redemptionId));
  });
}

/** The points a conversion asks for, checked against the brand's ratio, minimum and largest single reward. */
function checkConversion(settings: PointSettings, input: ConvertPayload): bigint {
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
  return points;
}

/**
 * Converts points to cash at the brand's ratio: whole conversion units only, at least the
 * minimum. The points leave the balance and the cash moves from the brand's bonus account to
 * the main wallet (ledger code points_convert) in one transaction, under the Idempotency-Key.
 */
async function convert(
  deps: ServiceDeps,
  brand: Brand,
  account: Account,
  key: string,
  input: ConvertPayload,
  ip: string | null,
): Promise<ConvertResult> {
  const { db, clock } = deps;
  const settings = await settingsOf(db, brand);
  const points = checkConversion(settings, input);
  await deps.paymentPassword.verify(account, input.paymentPassword);
  const cash = cashFor(settings, points);
  const at = clock.now();
  const currency = brand.currency.code;
  const call = { accountId: account.id, key, operation: 'points.convert' as const, hash: fingerprint('points.convert', [input.points]) };
  const result = await runPointCall(db, call, at, async (tx): Promise<ConvertResult> => {
    const conversionId = await insertConversion(tx, { brandId: brand.id, accountId: account.id, points, cashMinor: cash, currency, at });
    const balance = await movePoints(tx, {
      brandId: brand.id,
      accountId: account.id,
      kind: 'convert',
      points: -points,
      sourceKey: `convert:${conversionId}`,
      detail: { conversionId, cash: cash.toString(), currency },
      at,
    });
    const bonus = await openBonusAccount(tx, brand.id, currency, at);
    const wallet = await openPlayerWallet(tx, brand.id, currency, account.id, at);
    const moved = await transfer(tx, {
      brandId: brand.id,
      currency,
      code: 'points_convert',
      idempotencyKey: `points-convert:${conversionId}`,
      fromAccountId: bonus.id,
      toAccountId: wallet.id,
      amountMinor: cash,
      memo: `${points} points`,
      metadata: { conversionId, points: points.toString() },
      actor: `self:${account.id}`,
      ip,
      at,
    });
    await setConversionTransfer(tx, conversionId, moved.transfer.id);
    return { points: points.toString(), cashMinor: cash.toString(), currency, balance: balance.toString(), transferId: moved.transfer.id };
  });
  deps.events.publish({ brandId: brand.id, accountId: account.id, code: 'points_convert' });
  return result;
}

/**
 * The player's side of points (SPEC.md section 7): balance, goods, configuration, redemption
 * history and journal, and the two calls under the payment password: redeeming goods and
 * converting points to cash in the main wallet through the ledger.
 */
export function createPointsService(deps: ServiceDeps) {
  const { db } = deps;

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

    /** A goods image staff uploaded: public like the goods, only within the caller's brand (null otherwise). */
    goodsImage: (brand: Brand, id: string) => selectGoodsImage(db, brand.id, id),

    async config(brand: Brand): Promise<PointConfig> {
      return configView(await settingsOf(db, brand), brand);
    },

    async redemptions(
      brand: Brand,
      account: Account,
      query: { pageNo: number; pageSize: number; status?: RedemptionStatus | undefined },
    ): Promise<RedemptionPage> {
      const { rows, total } = await selectOwnRedemptions(db, {
        brandId: brand.id,
        accountId: account.id,
        status: query.status ?? null,
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
      });
      return { list: rows.map(redemptionView), pageNum: query.pageNo, totalPages: pagesOf(total, query.pageSize) };
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
      const { entries, total } = await selectOwnJournal(db, {
        brandId: brand.id,
        accountId: account.id,
        from,
        to,
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
      });
      return { list: entries, pageNum: query.pageNo, totalPages: pagesOf(total, query.pageSize) };
    },

    /** Redeems goods for points under the payment password and the Idempotency-Key. */
    redeem: (brand: Brand, account: Account, key: string, input: RedeemPayload) => redeem(deps, brand, account, key, input),

    /** Converts points to cash in the main wallet under the payment password and the Idempotency-Key. */
    convert: (brand: Brand, account: Account, key: string, input: ConvertPayload, ip: string | null) =>
      convert(deps, brand, account, key, input, ip),
  };
}

export type PointsService = ReturnType<typeof createPointsService>;
