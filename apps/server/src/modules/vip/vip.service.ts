/**
 * The site's VIP reads (decision 033): the brand's level table for /vip, and a player's level with
 * the exact progress to the next level and what keeps the current one, and the level history.
 */
import type { VipHistoryValue, VipStatusValue, VipTableValue } from '@pkg/contracts/vip';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { periodAt } from '../../lib/periods.ts';
import { progress } from './vip-rules.ts';
import {
  figuresInWindow,
  levelView,
  qualifyingWindow,
  selectBrandVip,
  selectHistory,
  selectPlayerLevel,
  type BrandVip,
  type HistoryRow,
} from './vip.queries.ts';

/** The first monthly pass that may relegate a level raised at `raisedAt` (null when the next pass may). */
function protectedUntil(brand: BrandVip, raisedAt: Date | null, now: Date): string | null {
  if (!raisedAt) return null;
  let pass = periodAt('M', now).end;
  let kept = false;
  for (let i = 0; i < 14 && raisedAt >= qualifyingWindow(brand.rule, pass).start; i += 1) {
    kept = true;
    pass = periodAt('M', pass).end;
  }
  return kept ? pass.toISOString() : null;
}

/** A player's level, figures over the qualifying period ending now, and the progress to show. */
export async function statusOf(db: Db, brand: BrandVip, accountId: string, now: Date): Promise<VipStatusValue> {
  const held = await selectPlayerLevel(db, brand.brandId, accountId);
  const window = qualifyingWindow(brand.rule, now);
  const figures = (await figuresInWindow(db, { brandId: brand.brandId, currency: brand.currency, ...window, accountIds: [accountId] })).get(
    accountId,
  )!;
  const current = brand.levels.find((rule) => rule.level === held.level);
  const next = brand.levels.find((rule) => rule.level > held.level);
  return {
    level: held.level,
    name: current?.name ?? '',
    iconUrl: current?.iconUrl ?? '',
    colour: current?.colour ?? '',
    currency: brand.currency,
    rule: brand.rule,
    periodStart: window.start.toISOString(),
    periodEnd: window.end.toISOString(),
    betMinor: figures.betMinor.toString(),
    depositMinor: figures.depositMinor.toString(),
    next: next
      ? {
          level: next.level,
          name: next.name,
          bet: progress(figures.betMinor, next.betMinor),
          deposit: progress(figures.depositMinor, next.depositMinor),
        }
      : null,
    keep: current
      ? {
          bet: progress(figures.betMinor, current.keepBetMinor),
          deposit: progress(figures.depositMinor, current.keepDepositMinor),
          protectedUntil: protectedUntil(brand, held.raisedAt, now),
        }
      : null,
  };
}

export function historyEntry(row: HistoryRow) {
  return {
    fromLevel: row.fromLevel,
    toLevel: row.toLevel,
    reason: row.reason,
    betMinor: row.betMinor,
    depositMinor: row.depositMinor,
    at: row.at.toISOString(),
  };
}

export function createVipService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function brandVip(brandId: string): Promise<BrandVip> {
    const brand = await selectBrandVip(db, brandId);
    if (!brand) throw new Error(`brand ${brandId} vanished`);
    return brand;
  }

  return {
    /** The public level table. */
    async table(brandId: string): Promise<VipTableValue> {
      const brand = await brandVip(brandId);
      return { currency: brand.currency, rule: brand.rule, levels: brand.levels.map(levelView) };
    },

    /** The caller's status. */
    async status(brandId: string, accountId: string): Promise<VipStatusValue> {
      return statusOf(db, await brandVip(brandId), accountId, clock.now());
    },

    /** The caller's level changes, newest first. */
    async history(brandId: string, accountId: string, page: { pageNo: number; pageSize: number }): Promise<VipHistoryValue> {
      const { rows, total } = await selectHistory(db, {
        brandId,
        accountId,
        limit: page.pageSize,
        offset: (page.pageNo - 1) * page.pageSize,
      });
      return { list: rows.map(historyEntry), pageNum: page.pageNo, totalPages: Math.ceil(total / page.pageSize) };
    },
  };
}

export type VipService = ReturnType<typeof createVipService>;
