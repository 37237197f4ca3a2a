import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { createBrandEventBus, shareBrandEvents } from '../../lib/brand-events.ts';
import { CACHE_CHANNELS } from '../../lib/cluster.ts';
import type { BrandService } from '../brands/index.ts';
import { selectBrandCode } from '../brands/index.ts';
import { createHouseGameContexts } from '../games/index.ts';
import type { RgGate } from '../responsible-gaming/index.ts';
import type { StaffGuard } from '../staff/index.ts';
import type { VendorWalletModule } from '../vendor-wallet/index.ts';
import { BOOK_VENDORS, createBookService, type BookService } from './book.service.ts';
import { createDemoFeed } from './demo-feed.ts';
import { createDeskPlayers } from './desk-players.ts';
import { createDeskResults } from './desk-results.ts';
import { createDeskTrading } from './desk-trading.ts';
import { sportsDeskRoutes } from './desk.routes.ts';
import { createDeskService } from './desk.service.ts';
import { applyFeedBatch, type SportsFeed } from './feed-apply.ts';
import { slipRoundDetail } from './round-detail.ts';
import { settleFixture } from './settle-fixture.ts';
import { createSlipAccept, type SlipAccept } from './slip-accept.ts';
import { createSlipGroups } from './slip-groups.ts';
import { createSlipsService, type SlipsService } from './slips.service.ts';
import { createSportsEvents, sportsStreamRoutes, type SportsEvents } from './sports-events.ts';
import { sportsRoutes } from './sports.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The sportsbook (decision 058), for tests and tools. */
    sportsbook: Sportsbook;
  }
}

/** The sportsbook's parts, for tests, the bench and tools. */
export interface Sportsbook {
  book: BookService;
  slips: SlipsService;
  accept: SlipAccept;
  events: SportsEvents;
  /** Applies a feed's next batch to a brand (the demo feed's job does this every few seconds). */
  runFeed(feed: SportsFeed, brandCode: string): Promise<void>;
  /** Settles a fixture's result version now (what the job runs). */
  settle(fixtureId: string, version: number): Promise<void>;
}

/**
 * The sportsbook (decision 058): the book page's calls (BTSPORT and BTESPORT game sessions), the
 * live odds stream, slips placed through the ledger with their rounds and claims, held in-play
 * slips decided by `sport-accept:<slip>`, result versions settled by `sport-settle:<fixture>-v<n>`,
 * the demo feed on `sports-demo-feed` (every `sportsFeedEveryMs`, for the brands named), the
 * trading desk and the slips in the betting record.
 */
export async function installSportsbook(
  app: FastifyInstance,
  ctx: AppContext,
  deps: {
    brands: Pick<BrandService, 'byCode'>;
    vendorWallet: Pick<VendorWalletModule, 'gameSessions' | 'addRoundDetail'>;
    staffGuard: StaffGuard;
    betGate?: Pick<RgGate, 'bet'>;
    /** The caller's country by address, for the brand's per-country game categories (decision 056). */
    lookupCountry?: (ip: string) => string | null;
  },
): Promise<Sportsbook> {
  const { db, clock, config } = ctx;
  const bus = shareBrandEvents(
    createBrandEventBus((error) => app.log.error({ err: error }, 'sports event listener failed')),
    ctx.cluster,
    'sports-events',
  );
  const events = createSportsEvents(bus);
  const publish = (brandId: string, event: Parameters<SportsEvents['publish']>[1]) => events.publish(brandId, event);
  const contexts = createHouseGameContexts({
    db,
    clock,
    sessions: deps.vendorWallet.gameSessions,
    brands: deps.brands,
    cacheMs: config.brandCacheMs,
  });
  ctx.cluster.listen(CACHE_CHANNELS.catalogue, () => contexts.forget());
  const gate = deps.betGate ? { betGate: deps.betGate } : {};
  const book = createBookService({ db, clock, contexts });
  const slips = createSlipsService({
    db,
    clock,
    contexts,
    groups: createSlipGroups({ db, clock, jobs: ctx.jobs }),
    walletEvents: ctx.walletEvents,
    cacheMs: config.brandCacheMs,
    ...gate,
  });
  const accept = createSlipAccept({ db, clock, walletEvents: ctx.walletEvents, ...gate });
  const workers = config.sportsSettleWorkers ?? (db.kind === 'pglite' ? 1 : 4);
  const settle = async (fixtureId: string, version: number) => {
    await settleFixture(
      {
        db,
        now: () => clock.now(),
        workers,
        onPaid: (brandId, accounts) => {
          for (const accountId of accounts) ctx.walletEvents.publish({ brandId, accountId, code: 'bet_payout' });
        },
      },
      { fixtureId, version },
    );
  };
  ctx.jobs.define('sport-accept', (job) => accept.accept(job.runKey.slice('sport-accept:'.length)));
  ctx.jobs.define(
    'sport-settle',
    async (job) => {
      const match = /^sport-settle:([0-9]+)-v([0-9]+)$/.exec(job.runKey);
      if (!match) throw new Error(`bad settle run key ${job.runKey}`);
      await settle(match[1] as string, Number(match[2]));
    },
    { leaseMs: 120_000 },
  );
  const runFeed = async (feed: SportsFeed, brandCode: string) => {
    const brand = await deps.brands.byCode(brandCode);
    if (!brand) return;
    const batch = await feed.next({ brandId: brand.id, code: brand.code }, clock.now());
    const applied = await applyFeedBatch({ db, jobs: ctx.jobs, publish }, brand.id, batch, clock.now());
    if (applied.problems.length > 0)
      app.log.warn({ feed: feed.name, problems: applied.problems.slice(0, 10) }, 'sports feed lines refused');
  };
  const demo = createDemoFeed();
  ctx.jobs.define('sports-demo-feed', async () => {
    for (const code of config.sportsDemoBrands ?? []) await runFeed(demo, code);
  });
  if ((config.sportsFeedEveryMs ?? 0) > 0) ctx.jobs.every('sports-demo-feed', config.sportsFeedEveryMs as number);

  await app.register(sportsRoutes({ book, slips, limitPerMinute: config.rateLimitPerMinute, lookupCountry: deps.lookupCountry }));
  await app.register(sportsStreamRoutes({ bus, slots: ctx.cluster }));
  const currencyOf = async (brandId: string) => {
    const code = await selectBrandCode(db, brandId);
    const brand = code ? await deps.brands.byCode(code) : null;
    return brand?.currency.code ?? 'PHP';
  };
  await app.register(
    sportsDeskRoutes({
      guard: deps.staffGuard,
      desk: createDeskService({ db, now: () => clock.now(), currencyOf }),
      trading: createDeskTrading({ db, clock, jobs: ctx.jobs, publish }),
      results: createDeskResults({ db, clock, jobs: ctx.jobs, publish }),
      players: createDeskPlayers({ db, clock }),
    }),
  );
  deps.vendorWallet.addRoundDetail((brandId, vendorCode, roundId) =>
    BOOK_VENDORS.includes(vendorCode) ? slipRoundDetail(db, { brandId, vendorCode, roundId }) : Promise.resolve(null),
  );
  const sportsbook: Sportsbook = { book, slips, accept, events, runFeed, settle };
  app.decorate('sportsbook', sportsbook);
  return sportsbook;
}
