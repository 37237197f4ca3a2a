import type { FastifyInstance } from 'fastify';
import type { RandomSource } from '@pkg/games/random';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { BrandService } from '../brands/index.ts';
import { createHouseSlotService, type HouseSlotService } from './house-slots.service.ts';
import { houseSlotRoutes } from './house-slots.routes.ts';
import type { AppContext } from '../../app-context.ts';
import { CACHE_CHANNELS } from '../../lib/cluster.ts';
import { createSpinRecovery, DEFAULT_RESUME_AFTER_MS, scheduleSpinRecovery, type SpinRecovery } from './resume-spins.ts';
import type { SlotSessionResolver } from './slot-context.ts';
import type { SlotWallet } from './slot-wallet.ts';
import { createSpinGroups } from './spin-group.ts';
import { createSpinService } from './spin.service.ts';
import { selectBrandGame } from '../games/index.ts';
import { cachedBy } from '../../lib/cached-by.ts';
import { createGameSessionCache, type VendorWalletModule } from '../vendor-wallet/index.ts';
import { houseSlotRoundDetail } from './round-detail.ts';
import type { RgGate } from '../responsible-gaming/index.ts';
import type { WalletMoveEvents } from '../vendor-wallet/index.ts';

/** What installHouseSlots needs. */
export interface HouseSlotDeps {
  db: Db;
  clock: Clock;
  /** The brand service; a game session names its brand by id. */
  brands: Pick<BrandService, 'byCode'>;
  /** Draws the outcomes: cryptoRandomSource() in the app, seededRandom in tests. */
  random: RandomSource;
  /** The seamless wallet's game sessions (the token of the launch URL). */
  gameSessions: SlotSessionResolver;
  /**
   * How long game sessions and the brand's games are kept in memory (the brand cache time; 0 reads
   * them on every call). A catalogue change in the cluster clears the games (`forgetCatalogue`).
   */
  cacheMs: number;
  /**
   * The house vendor's client of the seamless wallet API (createVendorWalletClient for BTSLOT):
   * the session's balance, and finishing spins that decision 024's code left open. Spins post to
   * the ledger themselves (decision 050).
   */
  wallet: SlotWallet;
  /** The wallet-events bus: a spin that committed moves the player's live balance. */
  events: WalletMoveEvents;
  /** The player's own limits, exclusions and session time (decision 037). */
  betGate?: Pick<RgGate, 'bet'>;
  /** Calls per IP a minute (the app's API limit). */
  limitPerMinute: number;
  /** Milliseconds between recovery sweeps of interrupted spins; none when 0. */
  recoverySweepMs: number;
  /** How long a spin must be untouched before a recovery takes it over; 15 s when absent. */
  resumeAfterMs?: number;
}

/** The house slots' services, and the clearing of the games they keep in memory. */
export interface HouseSlots {
  slots: HouseSlotService;
  recovery: SpinRecovery;
  /** Forgets the brand's games kept in memory: a game switched off or put in maintenance is refused at once. */
  forgetCatalogue(): void;
}

/** Builds the house slots' services without routes (tests build their own over a wallet or database that fails on cue). */
export function createHouseSlots(deps: HouseSlotDeps, log: FastifyInstance['log']): HouseSlots {
  const { db, clock, wallet } = deps;
  const recovery = createSpinRecovery({ db, clock, wallet, log, resumeAfterMs: deps.resumeAfterMs ?? DEFAULT_RESUME_AFTER_MS });
  // Read on every spin: kept in memory like the wallet API's look-ups (wallet-lookups.ts).
  const cached = createGameSessionCache(deps.gameSessions, clock, deps.cacheMs);
  const sessions: SlotSessionResolver = {
    async resolve(token) {
      const session = await cached.session(token);
      return session && session.expiresAt.getTime() > clock.now().getTime() ? session : null;
    },
    touch: (session) => cached.touch(session),
  };
  const games = cachedBy(deps.cacheMs, (key) => {
    const [brandId, vendorCode, gameCode] = key.split('\u0000') as [string, string, string];
    return selectBrandGame(db, brandId, vendorCode, gameCode);
  });
  const spins = createSpinService({
    db,
    clock,
    random: deps.random,
    groups: createSpinGroups({ db, clock }),
    recovery,
    sessions,
    events: deps.events,
    ...(deps.betGate ? { gate: deps.betGate } : {}),
  });
  const slots = createHouseSlotService({
    db,
    sessions,
    brands: deps.brands,
    games: (brandId, vendorCode, gameCode) => games([brandId, vendorCode, gameCode].join('\u0000')),
    wallet,
    recovery,
    spins,
  });
  return { slots, recovery, forgetCatalogue: () => games.clear() };
}

/**
 * House slot games (decisions 024 and 050): the game page's session, spin and history calls, each
 * spin's stake and win posted with the spin in one transaction shared by the spins arriving
 * together, the sweep that finishes spins decision 024's code left open (a recurring job every
 * HOUSE_SLOT_SWEEP_SECONDS; none when 0 — session loads still finish them), and the spins' reels
 * and wins in the betting record. Games are forgotten on every process after a catalogue change.
 */
export async function installHouseSlots(
  app: FastifyInstance,
  ctx: AppContext,
  deps: {
    brands: HouseSlotDeps['brands'];
    betGate?: HouseSlotDeps['betGate'];
    /** The seamless wallet: its game sessions, the house vendor's client of it, the betting record. */
    vendorWallet: Pick<VendorWalletModule, 'gameSessions' | 'houseWallet' | 'addRoundDetail'>;
  },
): Promise<HouseSlots> {
  const { db, config } = ctx;
  const built = createHouseSlots(
    {
      db,
      clock: ctx.clock,
      brands: deps.brands,
      random: ctx.random,
      gameSessions: deps.vendorWallet.gameSessions,
      wallet: deps.vendorWallet.houseWallet,
      events: ctx.walletEvents,
      betGate: deps.betGate,
      limitPerMinute: config.rateLimitPerMinute,
      recoverySweepMs: config.houseSlotSweepMs ?? 0,
      cacheMs: config.brandCacheMs,
    },
    app.log,
  );
  await app.register(houseSlotRoutes({ slots: built.slots, limitPerMinute: config.rateLimitPerMinute }));
  scheduleSpinRecovery(built.recovery, ctx.jobs, config.houseSlotSweepMs ?? 0);
  ctx.cluster.listen(CACHE_CHANNELS.catalogue, () => built.forgetCatalogue());
  deps.vendorWallet.addRoundDetail((brandId, vendorCode, roundId) => houseSlotRoundDetail(db, brandId, vendorCode, roundId));
  return built;
}
