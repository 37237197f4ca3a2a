import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { AuthGuard } from '../../http/auth-guard.ts';
import { CACHE_CHANNELS } from '../../lib/cluster.ts';
import { DEFAULT_CALL_RETENTION_DAYS, scheduleCallLogPrune } from './call-log-prune.ts';
import { createGameSessions, type GameSessions } from './game-sessions.ts';
import { roundsRoutes } from './rounds.routes.ts';
import { createRoundsService, type RoundDetailProvider } from './rounds.service.ts';
import { HOUSE_VENDOR_CODE, houseVendorSecret } from './signature.ts';
import { createVendorWalletClient, type VendorWalletClient } from './wallet-client.ts';
import { vendorWalletRoutes } from './vendor-wallet.routes.ts';
import { DEFAULT_VENDOR_WALLET_LIMIT } from './vendor-wallet-limit.ts';
import { createVendorWalletService } from './vendor-wallet.service.ts';

/** What other modules get: game sessions (the launch opens them), the house vendor's wallet client, and the round detail hook. */
export interface VendorWalletModule {
  gameSessions: GameSessions;
  /** The house slots' client of the wallet API: signed as BTSLOT and sent in-process through app.inject (the full route). */
  houseWallet: VendorWalletClient;
  /**
   * Adds a provider of a round's game detail for the betting record (a lottery ticket, the house
   * slots' reels and wins); the first that knows the round answers, in the order they were added.
   */
  addRoundDetail(provider: RoundDetailProvider): void;
}

/**
 * The seamless wallet (decision 023): the vendor wallet API (each vendor's budget of calls per
 * caller address, decision 044), game sessions, the betting record and the winners board, and the
 * pruning of the call log (VENDOR_CALL_RETENTION_DAYS, 90 when absent; none scheduled when the
 * interval is absent or 0). Money moves only through the ledger; every movement publishes a wallet
 * event after commit. Players, vendors and game types are kept for the brand cache time, and
 * forgotten on every process after a catalogue change (the catalogue desk, decision 040).
 */
export async function installVendorWallet(
  app: FastifyInstance,
  ctx: AppContext,
  deps: {
    guard: AuthGuard;
    /** The player's own loss and wager limits and exclusions (decision 037). */
    betGate?: Parameters<typeof createVendorWalletService>[0]['betGate'];
  },
): Promise<VendorWalletModule> {
  const { db, clock, config } = ctx;
  const gameSessions = createGameSessions(db, clock);
  const wallet = createVendorWalletService({
    db,
    clock,
    appSecret: ctx.secret,
    gameSessions,
    events: ctx.walletEvents,
    cacheMs: config.brandCacheMs,
    onLogError: (error) => app.log.error({ err: error }, 'vendor wallet call log failed'),
    ...(deps.betGate ? { betGate: deps.betGate } : {}),
  });
  ctx.cluster.listen(CACHE_CHANNELS.catalogue, () => wallet.forgetCatalogue());
  const roundDetails: RoundDetailProvider[] = [];
  const rounds = createRoundsService({
    db,
    clock,
    roundDetail: async (brandId, vendorCode, roundId, language) => {
      for (const provider of roundDetails) {
        const detail = await provider(brandId, vendorCode, roundId, language);
        if (detail !== null && detail !== undefined) return detail;
      }
      return null;
    },
  });
  await app.register(vendorWalletRoutes({ wallet, limit: config.vendorWalletRateLimit ?? DEFAULT_VENDOR_WALLET_LIMIT }));
  scheduleCallLogPrune({
    db,
    clock,
    jobs: ctx.jobs,
    everyMs: config.vendorCallPruneEveryMs ?? 0,
    retentionDays: config.vendorCallRetentionDays ?? DEFAULT_CALL_RETENTION_DAYS,
    log: app.log,
  });
  await app.register(roundsRoutes({ rounds, guard: deps.guard }));
  const houseWallet = createVendorWalletClient({
    vendorCode: HOUSE_VENDOR_CODE,
    secret: houseVendorSecret(ctx.secret),
    clock,
    send: async (path, rawBody, headers) => {
      const response = await app.inject({ method: 'POST', url: path, payload: rawBody, headers });
      return { statusCode: response.statusCode, body: response.body };
    },
  });
  return {
    gameSessions,
    houseWallet,
    addRoundDetail(provider) {
      roundDetails.push(provider);
    },
  };
}
