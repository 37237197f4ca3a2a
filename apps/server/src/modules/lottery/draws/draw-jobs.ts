/**
 * The draws' jobs (decision 028), on the job runner:
 * - `lottery-plan` (every minute): plans each switched-on game's draws ahead (fast games far
 *   enough for the longest chase, daily games today and tomorrow), each house draw with a fresh
 *   seed sealed under the app secret and its SHA-256 published, and enqueues `lottery-draw:<id>`
 *   due at the draw time, in the same transaction;
 * - `lottery-clock` (every second): opens and closes draws by their times and tells the sites;
 * - `lottery-draw:<id>`: draws a house result from the committed seed (or, for official draws,
 *   waits for staff) and enqueues the settlement at the new result version.
 */
import { randomBytes } from 'node:crypto';
import { commitmentOf, fairResult } from '@pkg/games/lottery/fair-draw';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { BrandEventBus } from '../../lib/brand-events.ts';
import type { Sealer } from '../../lib/sealed-box.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { publishDraw } from './draw-events.ts';
import { dailyDraws, drawContext, fastDraws, type PlannedDraw } from './draw-schedule.ts';
import { insertDraws, lockDraw, moveDrawsByTime, selectDrawById, selectLastPlannedAt, writeResult, type NewDraw } from './draws.queries.ts';
import { selectAllLotteryGames, selectStations, type LotteryGameRow } from './lottery-games.queries.ts';
import { settleRunKey } from './settlement.ts';

/** Fast games are planned at least this far ahead. */
const MIN_HORIZON_MS = 2 * 3_600_000;

export function createDrawJobs(deps: {
  db: Db;
  clock: Clock;
  jobs: JobRunner;
  sealer: Sealer;
  brandEvents: Pick<BrandEventBus, 'publish'>;
}) {
  const { db, clock, jobs, sealer } = deps;

  function withSeed(game: LotteryGameRow, brandCode: string, draw: PlannedDraw): NewDraw {
    if (game.resultSource !== 'house') return { ...draw, seedSealed: null, seedHash: null };
    const seed = randomBytes(32);
    const context = drawContext(brandCode, game.gameCode, draw.drawNo);
    return { ...draw, seedSealed: sealer.seal(seed, context), seedHash: commitmentOf(seed.toString('hex')) };
  }

  /** The draws a game should have that are not planned yet. */
  async function missingDraws(game: LotteryGameRow, now: Date): Promise<PlannedDraw[]> {
    if (game.schedule === 'cadence' && game.cadenceSeconds) {
      const cadenceMs = game.cadenceSeconds * 1000;
      const horizon = Math.max(MIN_HORIZON_MS, (game.maxChaseDraws + 2) * cadenceMs);
      const last = await selectLastPlannedAt(db, game.merchantId, game.gameCode);
      // After a stop, draws whose time passed meanwhile are not made up: nobody could bet on them.
      const from = new Date(Math.max(last?.getTime() ?? 0, now.getTime() - cadenceMs));
      return fastDraws({ cadenceSeconds: game.cadenceSeconds, closeSeconds: game.closeSeconds }, from, new Date(now.getTime() + horizon));
    }
    const stations = (await selectStations(db, game.merchantId, game.region ?? undefined)).filter((s) => s.enabled);
    return dailyDraws({ closeSeconds: game.closeSeconds }, stations, now, 2).filter((d) => d.drawAt > now);
  }

  /** Plans every switched-on game's draws ahead; answers how many draws it added. */
  async function plan(): Promise<number> {
    const now = clock.now();
    const brandCodes = new Map(
      (await db.query<{ id: string; code: string }>(`select id::text as id, code from merchants`)).map((row) => [row.id, row.code]),
    );
    let added = 0;
    for (const game of await selectAllLotteryGames(db)) {
      if (!game.enabled) continue;
      const brandCode = brandCodes.get(game.merchantId);
      if (!brandCode) continue;
      const draws = (await missingDraws(game, now)).map((draw) => withSeed(game, brandCode, draw));
      if (draws.length === 0) continue;
      added += await db.transaction(async (tx) => {
        const inserted = await insertDraws(tx, game.merchantId, game.gameCode, draws, now);
        for (const draw of inserted) await jobs.enqueue(tx, { runKey: `lottery-draw:${draw.id}`, dueAt: new Date(draw.drawAt) });
        return inserted.length;
      });
    }
    return added;
  }

  /** Opens and closes draws by their times and tells the brands' sites. */
  async function tick(): Promise<void> {
    for (const moved of await moveDrawsByTime(db, clock.now())) {
      publishDraw(deps.brandEvents, moved.merchantId, {
        gameCode: moved.gameCode,
        numero: moved.drawNo,
        status: moved.status,
        stationCode: moved.stationCode,
        result: null,
        drawAt: new Date(moved.drawAt).toISOString(),
      });
    }
  }

  /** Draws a house result from the draw's committed seed, and enqueues its settlement. */
  async function draw(drawId: string): Promise<void> {
    const drawn = await db.transaction(async (tx) => {
      await lockDraw(tx, drawId, 'exclusive');
      const row = await selectDrawById(tx, drawId, 'for update');
      if (!row || row.status === 'drawn' || row.status === 'settled' || row.status === 'void') return null;
      if (!row.seedSealed) {
        // An official draw: betting is closed; the result comes from staff (draw-actions).
        await tx.query(`update lottery_draws set status = 'closed' where id = $1 and status in ('scheduled', 'open')`, [drawId]);
        return null;
      }
      const [game] = await tx.query<{ format: LotteryGameRow['format'] }>(
        `select format from lottery_games where merchant_id = $1 and game_code = $2`,
        [row.merchantId, row.gameCode],
      );
      if (!game) throw new Error(`draw ${drawId} has no game`);
      const context = drawContext(row.brandCode, row.gameCode, row.drawNo);
      const seed = sealer.open(row.seedSealed, context);
      if (!seed) throw new Error(`the seed of draw ${drawId} cannot be opened (another APP_SECRET?)`);
      const seedHex = seed.toString('hex');
      const result = fairResult(game.format, seedHex, context);
      const version = await writeResult(tx, drawId, { numbers: result.numbers, seed: seedHex, at: clock.now() });
      await jobs.enqueue(tx, { runKey: settleRunKey(drawId, version) });
      return { row, numbers: result.numbers };
    });
    if (!drawn) return;
    publishDraw(deps.brandEvents, drawn.row.merchantId, {
      gameCode: drawn.row.gameCode,
      numero: drawn.row.drawNo,
      status: 'drawn',
      stationCode: drawn.row.stationCode,
      result: drawn.numbers,
      drawAt: new Date(drawn.row.drawAt).toISOString(),
    });
    jobs.wake();
  }

  return {
    plan,
    tick,
    draw,
    /** Registers the job kinds and the recurring planner and clock (none when their interval is 0). */
    install(options: { planEveryMs: number; clockEveryMs: number }): void {
      jobs.define('lottery-plan', async () => void (await plan()), { leaseMs: 120_000 });
      jobs.define('lottery-clock', tick);
      jobs.define('lottery-draw', async (job) => draw(job.runKey.slice('lottery-draw:'.length)));
      if (options.planEveryMs > 0) jobs.every('lottery-plan', options.planEveryMs);
      if (options.clockEveryMs > 0) jobs.every('lottery-clock', options.clockEveryMs);
    },
  };
}

export type DrawJobs = ReturnType<typeof createDrawJobs>;
