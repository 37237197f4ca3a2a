import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { AuthGuard } from '../../http/auth-guard.ts';
import { CACHE_CHANNELS } from '../../lib/cluster.ts';
import { createSealer } from '../../lib/sealed-box.ts';
import type { StaffGuard } from '../staff/index.ts';
import type { SessionService } from '../session/index.ts';
import type { VendorWalletModule } from '../vendor-wallet/index.ts';
import { createDrawDesk } from './desk/draw-desk.service.ts';
import { drawDeskRoutes } from './desk/draw-desk.routes.ts';
import { createDrawJobs, type DrawJobs } from './draws/draw-jobs.ts';
import { selectLotteryGame } from './games/lottery-games.queries.ts';
import { lotteryRoundDetail, type LotteryRoundDetail } from './orders/ticket-detail.ts';
import { createLotteryReads } from './reads/lottery-read.service.ts';
import { lotteryRoutes } from './reads/lottery.routes.ts';
import { createLotteryLookups } from './games/lottery-lookups.ts';
import { createOrderService } from './orders/orders.service.ts';
import { orderRoutes } from './orders/orders.routes.ts';
import { createSettlement, type Settlement } from './settlement/settlement.ts';
import { installResultsFeed } from './results-feed/install-results-feed.ts';
import type { FeedMail, ResultsFeed } from './results-feed/results-feed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The house lotteries' jobs and settlement (decision 028), for tests and tools. */
    lottery: LotteryModule;
  }
}

/** The purpose the draw seeds are sealed under (a key of their own, derived from the app secret). */
export const DRAW_SEED_PURPOSE = 'lottery-draw-seed';

/** What other modules and tests get from the lottery. */
export interface LotteryModule {
  drawJobs: DrawJobs;
  settlement: Settlement;
  /** The Vietnamese results feed (decision 065): `run()` fetches, proposes, alerts and voids now. */
  resultsFeed: ResultsFeed;
  /** The site page of a lottery game (/lottery or, for Vietnamese tables, /vnlottery); null when it is no lottery. */
  pathOf(brandId: string, gameCode: string): Promise<string | null>;
  /** The betting record's detail of a lottery ticket (null for any other round). */
  roundDetail(brandId: string, vendorCode: string, roundId: string, language: string): Promise<LotteryRoundDetail | null>;
  /** Forgets the games' settings this process keeps, so the next order reads them again. */
  forgetSettings(): void;
}

/**
 * The house lotteries (decision 028): the public and player reads, the order calls, the draw desk,
 * the draw and settlement jobs on the job runner (planning every 60 s and the clock every second
 * unless configured; the runner decides where and when they run), and lottery tickets in the
 * betting record. Game settings are kept for the brand cache time; the operator CLI (npm run
 * lottery) tells every process to read them again.
 */
export async function installLottery(
  app: FastifyInstance,
  ctx: AppContext,
  deps: {
    guard: AuthGuard;
    staffGuard: StaffGuard;
    sessions: SessionService;
    /** The betting record, which shows a lottery ticket's detail. */
    vendorWallet: Pick<VendorWalletModule, 'addRoundDetail'>;
    /** The player's own loss and wager limits and exclusions (decision 037), checked before every order's stake. */
    betGate?: Parameters<typeof createOrderService>[0]['betGate'];
    /** The e-mail outbox, where the results feed's alerts go to the brand's alert address. */
    sendMail?: (mail: FeedMail) => Promise<void>;
  },
): Promise<LotteryModule> {
  const { db, clock, jobs, config, brandEvents } = ctx;
  const settlement = createSettlement({ db, clock, walletEvents: ctx.walletEvents, brandEvents });
  settlement.install(jobs);
  const drawJobs = createDrawJobs({ db, clock, jobs, sealer: createSealer(ctx.secret, DRAW_SEED_PURPOSE), brandEvents });
  drawJobs.install({ planEveryMs: config.lotteryPlanEveryMs ?? 60_000, clockEveryMs: config.lotteryClockEveryMs ?? 1_000 });
  await app.register(lotteryRoutes({ reads: createLotteryReads({ db, clock }), guard: deps.guard, sessions: deps.sessions }));
  const lookups = createLotteryLookups(db, clock, config.brandCacheMs);
  await app.register(
    orderRoutes({
      orders: createOrderService({
        db,
        clock,
        lookups,
        cacheMs: config.brandCacheMs,
        events: ctx.walletEvents,
        betGate: deps.betGate,
      }),
      guard: deps.guard,
      limitPerMinute: config.rateLimitPerMinute,
    }),
  );
  await app.register(drawDeskRoutes({ desk: createDrawDesk({ db, clock, jobs, brandEvents }), guard: deps.staffGuard }));
  const resultsFeed = await installResultsFeed(app, ctx, { staffGuard: deps.staffGuard, sendMail: deps.sendMail });
  const lottery: LotteryModule = {
    async pathOf(brandId, gameCode) {
      const game = await selectLotteryGame(db, brandId, gameCode);
      if (!game) return null;
      return game.format === 'vn27' || game.format === 'vn18' ? '/vnlottery' : '/lottery';
    },
    drawJobs,
    settlement,
    resultsFeed,
    forgetSettings: lookups.forgetGames,
    roundDetail: (brandId, vendorCode, roundId, language) => lotteryRoundDetail(db, clock, { brandId, vendorCode, roundId, language }),
  };
  app.decorate('lottery', lottery);
  ctx.cluster.listen(CACHE_CHANNELS.lottery, () => lottery.forgetSettings());
  deps.vendorWallet.addRoundDetail(lottery.roundDetail);
  return lottery;
}
