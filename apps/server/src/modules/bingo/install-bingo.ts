import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { CACHE_CHANNELS } from '../../lib/cluster.ts';
import type { BrandService } from '../brands/index.ts';
import { createHouseGameContexts } from '../games/index.ts';
import type { Rounds } from '../rounds/index.ts';
import type { StaffGuard } from '../staff/index.ts';
import type { VendorWalletModule } from '../vendor-wallet/index.ts';
import { bingoDeskRoutes } from './bingo-desk.routes.ts';
import { createBingoDesk } from './bingo-desk.service.ts';
import { createPrebuyJob } from './bingo-prebuy.ts';
import { bingoRoundGame, PREBUY_JOB } from './bingo-round-game.ts';
import { bingoRoutes } from './bingo.routes.ts';
import { createBingoService } from './bingo.service.ts';

/** The house bingo vendor of the catalogue (decision 057). */
export const BINGO_VENDOR_CODE = 'BTBINGO';

/**
 * Bingo rooms (decision 057), after the round engine runs their games: the page's buying and
 * pre-buy calls, the pre-buy job that buys each game's ordered cards when it opens, and the back
 * office's bingo desk.
 */
export async function installBingo(
  app: FastifyInstance,
  ctx: AppContext,
  deps: {
    rounds: Rounds;
    brands: Pick<BrandService, 'byCode'>;
    vendorWallet: Pick<VendorWalletModule, 'gameSessions'>;
    guard: StaffGuard;
  },
): Promise<void> {
  const { db, clock, config } = ctx;
  deps.rounds.plug(BINGO_VENDOR_CODE, [bingoRoundGame()]);
  const contexts = createHouseGameContexts({
    db,
    clock,
    sessions: deps.vendorWallet.gameSessions,
    brands: deps.brands,
    cacheMs: config.brandCacheMs,
  });
  ctx.cluster.listen(CACHE_CHANNELS.catalogue, () => contexts.forget());
  const buyPrebuys = createPrebuyJob({ db, clock, rounds: deps.rounds });
  ctx.jobs.define(PREBUY_JOB, async (job) => buyPrebuys(job.runKey), { leaseMs: 120_000 });
  const bingo = createBingoService({ db, clock, contexts, vendorCode: BINGO_VENDOR_CODE, rounds: deps.rounds });
  await app.register(bingoRoutes({ bingo, limitPerMinute: config.rateLimitPerMinute }));
  const desk = createBingoDesk({
    db,
    clock,
    rounds: deps.rounds,
    vendorCode: BINGO_VENDOR_CODE,
    tell: () => ctx.cluster.broadcast(CACHE_CHANNELS.catalogue, ''),
  });
  await app.register(bingoDeskRoutes({ desk, guard: deps.guard }));
}
