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
import { creditMany } from './point-journal.ts';
import { readPointSettings } from './point-settings.ts';

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
export function earnRunKey(merchantId: string, windowStart: Date): string {
  return `${EARN_KIND}:${merchantId}:${windowStart.getTime()}`;
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

export function createPointEarning(deps: { db: Db; clock: Clock; jobs: JobRunner; timing?: EarnTiming }) {
  const { db, clock, jobs } = deps;
  const { windowMs, lagMs } = deps.timing ?? { windowMs: EARN_WINDOW_MS, lagMs: EARN_LAG_MS };

  const closed = (windowStart: Date, now: Date) => windowStart.getTime() + windowMs + lagMs <= now.getTime();

  /** Starts, skips or enqueues each brand's next window; answers how many runs it enqueued. */
  async function plan(): Promise<number> {
    const now = clock.now();
    const brands = await db.query<{ merchantId: string; enabled: boolean; earnedUntil: Date | string | null }>(
      `select merchant_id::text as "merchantId", enabled, earned_until as "earnedUntil" from point_settings order by merchant_id`,
    );
    let enqueued = 0;
    for (const brand of brands) {
      if (brand.earnedUntil === null) {
        if (brand.enabled)
          await db.query(`update point_settings set earned_until = $2 where merchant_id = $1 and earned_until is null`, [
            brand.merchantId,
            windowStartOf(now, windowMs).toISOString(),
          ]);
        continue;
      }
      const cursor = new Date(brand.earnedUntil);
      if (!brand.enabled) {
        // Windows that close while the switch is off earn nothing: the cursor passes them.
        const skipTo = windowStartOf(new Date(now.getTime() - lagMs), windowMs);
        if (skipTo > cursor)
          await db.query(`update point_settings set earned_until = $2 where merchant_id = $1 and enabled = false and earned_until < $2`, [
            brand.merchantId,
            skipTo.toISOString(),
          ]);
        continue;
      }
      if (closed(cursor, now) && (await jobs.enqueue(db, { runKey: earnRunKey(brand.merchantId, cursor) }))) enqueued += 1;
    }
    return enqueued;
  }

  /** Counts one window of one brand; false when it was not this window's turn (done before, or not closed). */
  async function earnWindow(merchantId: string, windowStart: Date): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [cursor] = await tx.query<{ enabled: boolean; earnedUntil: Date | string | null }>(
        `select enabled, earned_until as "earnedUntil" from point_settings where merchant_id = $1 for update`,
        [merchantId],
      );
      const now = clock.now();
      if (!cursor || cursor.earnedUntil === null || new Date(cursor.earnedUntil).getTime() !== windowStart.getTime()) return false;
      if (!closed(windowStart, now)) return false;
      const windowEnd = new Date(windowStart.getTime() + windowMs);
      if (cursor.enabled) await countWindow(tx, merchantId, windowStart, windowEnd, now);
      await tx.query(`update point_settings set earned_until = $2 where merchant_id = $1`, [merchantId, windowEnd.toISOString()]);
      if (closed(windowEnd, now)) await jobs.enqueue(tx, { runKey: earnRunKey(merchantId, windowEnd) });
      return true;
    });
  }

  async function countWindow(tx: Queryable, merchantId: string, start: Date, end: Date, at: Date): Promise<void> {
    const settings = await readPointSettings(tx, merchantId);
    if (!settings) return;
    const bets = await validBetsInWindow(tx, { merchantId, currency: settings.currency, start, end });
    if (bets.length === 0) return;
    const accountIds = [...new Set(bets.map((row) => row.accountId))];
    const carried = new Map<string, bigint>();
    for (const row of await tx.query<{ accountId: string; gameType: string; carry: string }>(
      `select account_id::text as "accountId", game_type as "gameType", carry_minor::text as carry
         from point_carry where account_id = any($1::bigint[]) for update`,
      [accountIds],
    ))
      carried.set(`${row.accountId}:${row.gameType}`, BigInt(row.carry));

    const earned = new Map<string, Earned>();
    const carryRows: { accountId: string; gameType: string; carry: bigint; validBet: bigint }[] = [];
    for (const row of bets) {
      if (row.validBetMinor <= 0n) continue;
      const before = carried.get(`${row.accountId}:${row.gameType}`) ?? 0n;
      const rate = settings.rates.get(row.gameType);
      // A type without a rate earns nothing now and keeps what it carried (for a rate set later).
      const total = rate === undefined ? before : before + row.validBetMinor;
      const points = rate === undefined ? 0n : total / rate;
      const carry = rate === undefined ? before : total % rate;
      carryRows.push({ accountId: row.accountId, gameType: row.gameType, carry, validBet: row.validBetMinor });
      const entry = earned.get(row.accountId) ?? { points: 0n, byType: {} };
      entry.points += points;
      entry.byType[row.gameType] = { validBet: row.validBetMinor.toString(), points: points.toString() };
      earned.set(row.accountId, entry);
    }
    if (carryRows.length > 0) {
      await tx.query(
        `insert into point_carry (account_id, game_type, merchant_id, carry_minor, valid_bet_total_minor)
         select account_id, game_type, $1, carry, valid_bet from unnest($2::bigint[], $3::text[], $4::bigint[], $5::bigint[])
           as c(account_id, game_type, carry, valid_bet)
         on conflict (account_id, game_type) do update set carry_minor = excluded.carry_minor,
           valid_bet_total_minor = point_carry.valid_bet_total_minor + excluded.valid_bet_total_minor`,
        [
          merchantId,
          carryRows.map((row) => row.accountId),
          carryRows.map((row) => row.gameType),
          carryRows.map((row) => row.carry.toString()),
          carryRows.map((row) => row.validBet.toString()),
        ],
      );
    }
    const credits = [...earned]
      .filter(([, entry]) => entry.points > 0n)
      .map(([accountId, entry]) => ({
        accountId,
        points: entry.points,
        detail: { windowStart: start.toISOString(), windowEnd: end.toISOString(), byType: entry.byType },
      }));
    await creditMany(tx, merchantId, credits, `earn:${start.toISOString()}`, at);
  }

  /** Puts the two job kinds on a runner (the app's, or a second one in tests). */
  function defineOn(runner: JobRunner, planEveryMs: number): void {
    runner.define(PLAN_KIND, async () => void (await plan()));
    runner.define(EARN_KIND, async (job) => {
      const [, merchantId, startMs] = job.runKey.split(':');
      if (!merchantId || !startMs || !/^[0-9]+$/.test(merchantId) || !/^[0-9]+$/.test(startMs))
        throw new Error(`bad run key ${job.runKey}`);
      await earnWindow(merchantId, new Date(Number(startMs)));
    });
    if (planEveryMs > 0) runner.every(PLAN_KIND, planEveryMs);
  }

  return { plan, earnWindow, defineOn };
}

export type PointEarning = ReturnType<typeof createPointEarning>;
