import { RG_PERIODS, type RgLimitKind, type RgPeriod } from '@pkg/contracts/responsible-gaming';
import type { Queryable } from '../../db/client.ts';
import { periodBounds } from './rg-periods.ts';
import { selectBetSums, selectDepositSums, type PeriodStarts } from './rg-usage.queries.ts';

/** What an account used in each running period: deposited, lost (may be negative: net winnings) and wagered. */
export type Usage = Record<RgLimitKind, Record<RgPeriod, bigint>>;

type Bounds = Record<RgPeriod, { start: Date; end: Date }>;

export function boundsAt(now: Date): Bounds {
  return { day: periodBounds('day', now), week: periodBounds('week', now), month: periodBounds('month', now) };
}

function earliest(bounds: Bounds): Date {
  return RG_PERIODS.map((period) => bounds[period].start).reduce((a, b) => (a < b ? a : b));
}

function startsAt(now: Date): PeriodStarts {
  const bounds = boundsAt(now);
  return { since: earliest(bounds), day: bounds.day.start, week: bounds.week.start, month: bounds.month.start };
}

/** The account's bet sums (loss and wager) of the running day, week and month. */
export async function betUsage(q: Queryable, accountId: string, now: Date): Promise<Pick<Usage, 'loss' | 'wager'>> {
  return selectBetSums(q, accountId, startsAt(now));
}

/** The account's deposits of the running day, week and month, open orders included. */
export async function depositUsage(q: Queryable, accountId: string, now: Date): Promise<Usage['deposit']> {
  const sums = await selectDepositSums(q, accountId, startsAt(now), now);
  return { day: sums.day + sums.open, week: sums.week + sums.open, month: sums.month + sums.open };
}

/** Every sum at once, for the player's page. */
export async function usageOf(q: Queryable, accountId: string, now: Date): Promise<Usage> {
  return { ...(await betUsage(q, accountId, now)), deposit: await depositUsage(q, accountId, now) };
}
