import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AuthGuard } from '../../http/auth-guard.ts';
import type { BrandEventBus } from '../../lib/brand-events.ts';
import { createSealer } from '../../lib/sealed-box.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import type { StaffGuard } from '../staff/index.ts';
import type { SessionService } from '../session/index.ts';
import { createDrawDesk } from './draw-desk.service.ts';
import { drawDeskRoutes } from './draw-desk.routes.ts';
import type { WalletEventBus } from '../../lib/wallet-events.ts';
import { createDrawJobs, type DrawJobs } from './draw-jobs.ts';
import { selectLotteryGame } from './lottery-games.queries.ts';
import { lotteryRoundDetail, type LotteryRoundDetail } from './lottery-round-detail.ts';
import { createLotteryReads } from './lottery-read.service.ts';
import { lotteryRoutes } from './lottery.routes.ts';
import { createLotteryLookups } from './lottery-lookups.ts';
import { createOrderService } from './orders.service.ts';
import { orderRoutes } from './orders.routes.ts';
import { createSettlement, type Settlement } from './settlement.ts';

/** The purpose the draw seeds are sealed under (a key of their own, derived from the app secret). */
export const DRAW_SEED_PURPOSE = 'lottery-draw-seed';

/** What other modules and tests get from the lottery. */
export interface LotteryModule {
  drawJobs: DrawJobs;
  settlement: Settlement;
  /** The site page of a lottery game (/lottery or, for Vietnamese tables, /vnlottery); null when it is no lottery. */
  pathOf(brandId: string, gameCode: string): Promise<string | null>;
  /** The betting record's detail of a lottery ticket (null for any other round). */
  roundDetail(brandId: string, vendorCode: string, roundId: string, language: string): Promise<LotteryRoundDetail | null>;
  /** Forgets the games' settings this process keeps, so the next order reads them again. */
  forgetSettings(): void;
}

/**
 * The house lotteries (decision 028): the public and player reads, the order calls, and the draw
 * and settlement jobs on the job runner (planning every `planEveryMs`, the clock every
 * `clockEveryMs`; the runner decides where and when they run).
 */
export async function installLottery(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    secret: string;
    guard: AuthGuard;
    staffGuard: StaffGuard;
    sessions: SessionService;
    jobs: JobRunner;
    walletEvents: WalletEventBus;
    brandEvents: BrandEventBus;
    limitPerMinute: number;
    /** How long game settings are kept in memory (the brand cache's time); 0 reads every time. */
    cacheMs: number;
    planEveryMs: number;
    clockEveryMs: number;
    /** The player's own loss and wager limits and exclusions (decision 037), checked before every order's stake. */
    betGate?: Parameters<typeof createOrderService>[0]['betGate'];
  },
): Promise<LotteryModule> {
  const { db, clock, jobs } = deps;
  const settlement = createSettlement({ db, clock, walletEvents: deps.walletEvents, brandEvents: deps.brandEvents });
  settlement.install(jobs);
  const drawJobs = createDrawJobs({ db, clock, jobs, sealer: createSealer(deps.secret, DRAW_SEED_PURPOSE), brandEvents: deps.brandEvents });
  drawJobs.install({ planEveryMs: deps.planEveryMs, clockEveryMs: deps.clockEveryMs });
  await app.register(lotteryRoutes({ reads: createLotteryReads({ db, clock }), guard: deps.guard, sessions: deps.sessions }));
  const lookups = createLotteryLookups(db, clock, deps.cacheMs);
  await app.register(
    orderRoutes({
      orders: createOrderService({
        db,
        clock,
        lookups,
        events: deps.walletEvents,
        betGate: deps.betGate,
      }),
      guard: deps.guard,
      limitPerMinute: deps.limitPerMinute,
    }),
  );
  await app.register(drawDeskRoutes({ desk: createDrawDesk({ db, clock, jobs, brandEvents: deps.brandEvents }), guard: deps.staffGuard }));
  return {
    async pathOf(brandId, gameCode) {
      const game = await selectLotteryGame(db, brandId, gameCode);
      if (!game) return null;
      return game.format === 'vn27' || game.format === 'vn18' ? '/vnlottery' : '/lottery';
    },
    drawJobs,
    settlement,
    forgetSettings: lookups.forgetGames,
    roundDetail: (brandId, vendorCode, roundId, language) => lotteryRoundDetail(db, clock, { brandId, vendorCode, roundId, language }),
  };
}
