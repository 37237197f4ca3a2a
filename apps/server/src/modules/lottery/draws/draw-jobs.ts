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
import type { Db, Queryable } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { BrandEventBus } from '../../../lib/brand-events.ts';
import type { Sealer } from '../../../lib/sealed-box.ts';
import type { JobRunner } from '../../../jobs/job-runner.ts';
import { selectAllLotteryGames, selectGameFormat, selectStations, type LotteryGameRow } from '../games/lottery-games.queries.ts';
import { publishDraw } from './draw-events.ts';
import { dailyDraws, drawContext, fastDraws, type PlannedDraw } from './draw-schedule.ts';
import {
  closeDraw,
  insertDraws,
  lockDraw,
  moveDrawsByTime,
  selectBrandCodes,
  selectDrawById,
  selectLastPlannedAt,
  writeResult,
  type DrawRow,
  type NewDraw,
} from './draws.queries.ts';
import { settleRunKey } from './run-keys.ts';

/** Fast games are planned at least this far ahead. */
const MIN_HORIZON_MS = 2 * 3_600_000;

interface DrawJobDeps {
  db: Db;
  clock: Clock;
  jobs: JobRunner;
  sealer: Sealer;
  brandEvents: Pick<BrandEventBus, 'publish'>;
}

/** A planned draw with its seed sealed and its hash published (house draws); official draws have none. */
function withSeed(sealer: Sealer, game: LotteryGameRow, brandCode: string, draw: PlannedDraw): NewDraw {
  if (game.resultSource !== 'house') return { ...draw, seedSealed: null, seedHash: null };
  const seed = randomBytes(32);
  const context = drawContext(brandCode, game.gameCode, draw.drawNo);
  return { ...draw, seedSealed: sealer.seal(seed, context), seedHash: commitmentOf(seed.toString('hex')) };
}

/** The draws a game should have that are not planned yet. */
async function missingDraws(db: Db, game: LotteryGameRow, now: Date): Promise<PlannedDraw[]> {
  if (game.schedule === 'cadence' && game.cadenceSeconds) {
    const cadenceMs = game.cadenceSeconds * 1000;
    const horizon = Math.max(MIN_HORIZON_MS, (game.maxChaseDraws + 2) * cadenceMs);
    const last = await selectLastPlannedAt(db, game.brandId, game.gameCode);
    // After a stop, draws whose time passed meanwhile are not made up: nobody could bet on them.
    const from = new Date(Math.max(last?.getTime() ?? 0, now.getTime() - cadenceMs));
    return fastDraws({ cadenceSeconds: game.cadenceSeconds, closeSeconds: game.closeSeconds }, from, new Date(now.getTime() + horizon));
  }
  const stations = (await selectStations(db, game.brandId, game.region ?? undefined)).filter((s) => s.enabled);
  return dailyDraws({ closeSeconds: game.closeSeconds }, stations, now, 2).filter((d) => d.drawAt > now);
}

/** Plans every switched-on game's draws ahead; answers how many draws it added. */
async function plan(deps: DrawJobDeps): Promise<number> {
  const { db, jobs } = deps;
  const now = deps.clock.now();
  const brandCodes = await selectBrandCodes(db);
  let added = 0;
  for (const game of await selectAllLotteryGames(db)) {
    if (!game.enabled) continue;
    const brandCode = brandCodes.get(game.brandId);
    if (!brandCode) continue;
    const draws = (await missingDraws(db, game, now)).map((draw) => withSeed(deps.sealer, game, brandCode, draw));
    if (draws.length === 0) continue;
    added += await db.transaction(async (tx) => {
      const inserted = await insertDraws(tx, game.brandId, game.gameCode, draws, now);
      for (const draw of inserted) await jobs.enqueue(tx, { runKey: `lottery-draw:${draw.id}`, dueAt: new Date(draw.drawAt) });
      return inserted.length;
    });
  }
  return added;
}

/** Opens and closes draws by their times and tells the brands' sites. */
async function tick(deps: DrawJobDeps): Promise<void> {
  for (const moved of await moveDrawsByTime(deps.db, deps.clock.now())) {
    publishDraw(deps.brandEvents, moved.brandId, {
      gameCode: moved.gameCode,
      numero: moved.drawNo,
      status: moved.status,
      stationCode: moved.stationCode,
      result: null,
      drawAt: new Date(moved.drawAt).toISOString(),
    });
  }
}

/** Draws a locked house draw's result from its committed seed, stores it and enqueues its settlement; answers the numbers. */
async function drawFromSeed(tx: Queryable, deps: DrawJobDeps, row: DrawRow & { seedSealed: string }): Promise<string[]> {
  const game = await selectGameFormat(tx, row.brandId, row.gameCode);
  if (!game) throw new Error(`draw ${row.id} has no game`);
  const context = drawContext(row.brandCode, row.gameCode, row.drawNo);
  const seed = deps.sealer.open(row.seedSealed, context);
  if (!seed) throw new Error(`the seed of draw ${row.id} cannot be opened (another APP_SECRET?)`);
  const seedHex = seed.toString('hex');
  const result = fairResult(game.format, seedHex, context);
  const version = await writeResult(tx, row.id, { numbers: result.numbers, seed: seedHex, at: deps.clock.now() });
  await deps.jobs.enqueue(tx, { runKey: settleRunKey(row.id, version) });
  return result.numbers;
}

/** Draws a house result from the draw's committed seed, and enqueues its settlement. */
async function draw(deps: DrawJobDeps, drawId: string): Promise<void> {
  const drawn = await deps.db.transaction(async (tx) => {
    await lockDraw(tx, drawId, 'exclusive');
    const row = await selectDrawById(tx, drawId, 'for update');
    if (!row || row.status === 'drawn' || row.status === 'settled' || row.status === 'void') return null;
    if (!row.seedSealed) {
      // An official draw: betting is closed; the result comes from staff (draw-actions).
      await closeDraw(tx, drawId);
      return null;
    }
    return { row, numbers: await drawFromSeed(tx, deps, { ...row, seedSealed: row.seedSealed }) };
  });
  if (!drawn) return;
  publishDraw(deps.brandEvents, drawn.row.brandId, {
    gameCode: drawn.row.gameCode,
    numero: drawn.row.drawNo,
    status: 'drawn',
    stationCode: drawn.row.stationCode,
    result: drawn.numbers,
    drawAt: new Date(drawn.row.drawAt).toISOString(),
  });
  deps.jobs.wake();
}

export function createDrawJobs(deps: DrawJobDeps) {
  const { jobs } = deps;
  return {
    plan: () => plan(deps),
    tick: () => tick(deps),
    draw: (drawId: string) => draw(deps, drawId),
    /** Registers the job kinds and the recurring planner and clock (none when their interval is 0). */
    install(options: { planEveryMs: number; clockEveryMs: number }): void {
      jobs.define('lottery-plan', async () => void (await plan(deps)), { leaseMs: 120_000 });
      jobs.define('lottery-clock', () => tick(deps));
      jobs.define('lottery-draw', async (job) => draw(deps, job.runKey.slice('lottery-draw:'.length)));
      if (options.planEveryMs > 0) jobs.every('lottery-plan', options.planEveryMs);
      if (options.clockEveryMs > 0) jobs.every('lottery-clock', options.clockEveryMs);
    },
  };
}

export type DrawJobs = ReturnType<typeof createDrawJobs>;
