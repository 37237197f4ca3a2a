/**
 * Earning points on the job runner (decision 032):
 * - `points-plan` (every minute): starts a brand's cursor when its switch is first seen on, moves a
 *   switched-off brand's cursor past the windows that closed (nothing earned while off), and
 *   enqueues `points-earn:<brandId>:<windowStartMs>` for the window at a switched-on brand's cursor
 *   once it closed (its end is the commit lag behind the clock: settle transactions commit after the
 *   time they stamp);
 * - `points-earn:<brandId>:<windowStartMs>`: in one transaction, with the brand's settings row
 *   locked and only while the cursor still stands at this window, counts the window's valid bets
 *   (validBetsInWindow) per player and game type, adds each to the player's carried remainder of
 *   that type, credits the whole points and keeps the rest, moves the cursor one window on and
 *   enqueues the next window when it has closed too. A second process, a retried run or a rerun of
 *   an old key finds the cursor moved and changes nothing.
 */
import type { Db, Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { validBetsInWindow } from '../games/index.ts';
import { creditMany } from './point-journal.queries.ts';
import { readPointSettings } from './point-settings.queries.ts';
import {
  lockCarries,
  lockEarnCursor,
  selectEarnCursors,
  setEarnCursor,
  skipEarnCursor,
  startEarnCursor,
  writeCarries,
} from './points-earn.queries.ts';

/** Length of an earning window (the default; an operator may choose another, see EarnTiming). */
export const EARN_WINDOW_MS = 10 * 60_000;
/** How far behind the clock a window must end before it is counted (the default). */
export const EARN_LAG_MS = 2 * 60_000;

/** The earning windows' length and lag (POINTS_WINDOW_SECONDS, COMMIT_LAG_SECONDS). */
export interface EarnTiming {
  windowMs: number;
  lagMs: number;
}

const PLAN_KIND = 'points-plan';
const EARN_KIND = 'points-earn';

/** The run key of one brand's window. */
export function earnRunKey(brandId: string, windowStart: Date): string {
  return `${EARN_KIND}:${brandId}:${windowStart.getTime()}`;
}

/** The start of the window an instant falls in. */
export function windowStartOf(at: Date, windowMs = EARN_WINDOW_MS): Date {
  return new Date(Math.floor(at.getTime() / windowMs) * windowMs);
}

/** What one window earned a player: the whole points of each game type and the valid bets counted. */
interface Earned {
  points: bigint;
  byType: Record<string, { validBet: string; points: string }>;
}

/** A player's valid bets of one game type in a window (games' validBetsInWindow). */
type ValidBet = Awaited<ReturnType<typeof validBetsInWindow>>[number];

type EarnDeps = { db: Db; clock: Clock; jobs: JobRunner; windowMs: number; lagMs: number };

const closed = ({ windowMs, lagMs }: EarnDeps, windowStart: Date, now: Date) => windowStart.getTime() + windowMs + lagMs <= now.getTime();

/** Starts, skips or enqueues each brand's next window; answers how many runs it enqueued. */
async function plan(deps: EarnDeps): Promise<number> {
  const { db, clock, jobs, windowMs, lagMs } = deps;
  const now = clock.now();
  let enqueued = 0;
  for (const brand of await selectEarnCursors(db)) {
    if (brand.earnedUntil === null) {
      if (brand.enabled) await startEarnCursor(db, brand.brandId, windowStartOf(now, windowMs));
      continue;
    }
    const cursor = brand.earnedUntil;
    if (!brand.enabled) {
      // Windows that close while the switch is off earn nothing: the cursor passes them.
      const skipTo = windowStartOf(new Date(now.getTime() - lagMs), windowMs);
      if (skipTo > cursor) await skipEarnCursor(db, brand.brandId, skipTo);
      continue;
    }
    if (closed(deps, cursor, now) && (await jobs.enqueue(db, { runKey: earnRunKey(brand.brandId, cursor) }))) enqueued += 1;
  }
  return enqueued;
}

/** Counts one window of one brand; false when it was not this window's turn (done before, or not closed). */
async function earnWindow(deps: EarnDeps, brandId: string, windowStart: Date): Promise<boolean> {
  const { db, clock, jobs, windowMs } = deps;
  return db.transaction(async (tx) => {
    const cursor = await lockEarnCursor(tx, brandId);
    const now = clock.now();
    if (!cursor || cursor.earnedUntil === null || cursor.earnedUntil.getTime() !== windowStart.getTime()) return false;
    if (!closed(deps, windowStart, now)) return false;
    const windowEnd = new Date(windowStart.getTime() + windowMs);
    if (cursor.enabled) await countWindow(tx, brandId, windowStart, windowEnd, now);
    await setEarnCursor(tx, brandId, windowEnd);
    if (closed(deps, windowEnd, now)) await jobs.enqueue(tx, { runKey: earnRunKey(brandId, windowEnd) });
    return true;
  });
}

/**
 * What a window's valid bets earn: per player and game type, the bets added to the remainder it
 * carried, the whole points at the type's rate and the new remainder. A type without a rate earns
 * nothing now and keeps what it carried (for a rate set later).
 */
function earnedFrom(bets: readonly ValidBet[], carried: ReadonlyMap<string, bigint>, rates: ReadonlyMap<string, bigint>) {
  const earned = new Map<string, Earned>();
  const carries: { accountId: string; gameType: string; carry: bigint; validBet: bigint }[] = [];
  for (const bet of bets) {
    if (bet.validBetMinor <= 0n) continue;
    const before = carried.get(`${bet.accountId}:${bet.gameType}`) ?? 0n;
    const rate = rates.get(bet.gameType);
    const total = rate === undefined ? before : before + bet.validBetMinor;
    const points = rate === undefined ? 0n : total / rate;
    const carry = rate === undefined ? before : total % rate;
    carries.push({ accountId: bet.accountId, gameType: bet.gameType, carry, validBet: bet.validBetMinor });
    const entry = earned.get(bet.accountId) ?? { points: 0n, byType: {} };
    entry.points += points;
    entry.byType[bet.gameType] = { validBet: bet.validBetMinor.toString(), points: points.toString() };
    earned.set(bet.accountId, entry);
  }
  return { earned, carries };
}

async function countWindow(tx: Queryable, brandId: string, start: Date, end: Date, at: Date): Promise<void> {
  const settings = await readPointSettings(tx, brandId);
  if (!settings) return;
  const bets = await validBetsInWindow(tx, { brandId, currency: settings.currency, start, end });
  if (bets.length === 0) return;
  const carried = await lockCarries(tx, [...new Set(bets.map((bet) => bet.accountId))]);
  const { earned, carries } = earnedFrom(bets, carried, settings.rates);
  if (carries.length > 0) await writeCarries(tx, brandId, carries);
  const credits = [...earned]
    .filter(([, entry]) => entry.points > 0n)
    .map(([accountId, entry]) => ({
      accountId,
      points: entry.points,
      detail: { windowStart: start.toISOString(), windowEnd: end.toISOString(), byType: entry.byType },
    }));
  await creditMany(tx, brandId, credits, `earn:${start.toISOString()}`, at);
}

export function createPointEarning(deps: { db: Db; clock: Clock; jobs: JobRunner; timing?: EarnTiming }) {
  const { windowMs, lagMs } = deps.timing ?? { windowMs: EARN_WINDOW_MS, lagMs: EARN_LAG_MS };
  const earn: EarnDeps = { db: deps.db, clock: deps.clock, jobs: deps.jobs, windowMs, lagMs };

  /** Puts the two job kinds on a runner (the app's, or a second one in tests). */
  function defineOn(runner: JobRunner, planEveryMs: number): void {
    runner.define(PLAN_KIND, async () => void (await plan(earn)));
    runner.define(EARN_KIND, async (job) => {
      const [, brandId, startMs] = job.runKey.split(':');
      if (!brandId || !startMs || !/^[0-9]+$/.test(brandId) || !/^[0-9]+$/.test(startMs)) throw new Error(`bad run key ${job.runKey}`);
      await earnWindow(earn, brandId, new Date(Number(startMs)));
    });
    if (planEveryMs > 0) runner.every(PLAN_KIND, planEveryMs);
  }

  return {
    /** Starts, skips or enqueues each brand's next window; answers how many runs it enqueued. */
    plan: () => plan(earn),
    /** Counts one window of one brand; false when it was not this window's turn (done before, or not closed). */
    earnWindow: (brandId: string, windowStart: Date) => earnWindow(earn, brandId, windowStart),
    defineOn,
  };
}

export type PointEarning = ReturnType<typeof createPointEarning>;
