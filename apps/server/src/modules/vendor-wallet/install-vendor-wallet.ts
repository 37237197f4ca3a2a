import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AuthGuard } from '../../http/auth-guard.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { DEFAULT_CALL_RETENTION_DAYS, scheduleCallLogPrune } from './call-log-prune.ts';
import { createGameSessions, type GameSessions } from './game-sessions.ts';
import { roundsRoutes } from './rounds.routes.ts';
import { createRoundsService, type RoundDetailProvider } from './rounds.service.ts';
import { HOUSE_VENDOR_CODE, houseVendorSecret } from './signature.ts';
import { createVendorWalletClient, type VendorWalletClient } from './wallet-client.ts';
import { vendorWalletRoutes } from './vendor-wallet.routes.ts';
import { DEFAULT_VENDOR_WALLET_LIMIT, type VendorWalletLimit } from './vendor-wallet-limit.ts';
import { createVendorWalletService, type WalletMoveEvents } from './vendor-wallet.service.ts';

/** What other modules get: game sessions (the launch opens them), the house vendor's wallet client, and the round detail hook. */
export interface VendorWalletModule {
  gameSessions: GameSessions;
  /** The house slots' client of the wallet API: signed as BTSLOT and sent in-process through app.inject (the full route). */
  houseWallet: VendorWalletClient;
  /** Sets the provider of a round's game detail for the betting record (the house slots' reels and wins). */
  setRoundDetail(provider: RoundDetailProvider): void;
  /** Forgets cached vendors and game types after a catalogue change (the back office's catalogue desk, decision 040). */
  forgetCatalogue(): void;
}

/**
 * The seamless wallet (decision 023): the vendor wallet API, game sessions, the betting record
 * and the winners board. Money moves only through the ledger; every movement publishes a wallet
 * event after commit.
 */
export async function installVendorWallet(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    appSecret: string;
    guard: AuthGuard;
    /** The wallet-events bus (decision 018). */
    events: WalletMoveEvents;
    /** How long players, vendors and game types are kept in memory (the brand cache's time). */
    cacheMs: number;
    roundDetail?: RoundDetailProvider;
    /** The player's own loss and wager limits and exclusions (decision 037). */
    betGate?: Parameters<typeof createVendorWalletService>[0]['betGate'];
    /** Each vendor's budget of wallet calls per caller address (decision 044); 10,000 a second when absent. */
    limit?: VendorWalletLimit;
    /** The job runner the call log's pruning runs on (decision 027). */
    jobs: JobRunner;
    /**
     * The call log's pruning: days a logged call is kept (VENDOR_CALL_RETENTION_DAYS; 90 when
     * absent) and milliseconds between runs (none when absent or 0: the job is defined, not scheduled).
     */
    callLog?: { retentionDays?: number; pruneEveryMs?: number };
  },
): Promise<VendorWalletModule> {
  const { db, clock } = deps;
  const gameSessions = createGameSessions(db, clock);
  const wallet = createVendorWalletService({
    db,
    clock,
    appSecret: deps.appSecret,
    gameSessions,
    events: deps.events,
    cacheMs: deps.cacheMs,
    onLogError: (error) => app.log.error({ err: error }, 'vendor wallet call log failed'),
    ...(deps.betGate ? { betGate: deps.betGate } : {}),
  });
  let roundDetail = deps.roundDetail;
  const rounds = createRoundsService({
    db,
    clock,
    roundDetail: (brandId, vendorCode, roundId, language) => roundDetail?.(brandId, vendorCode, roundId, language) ?? Promise.resolve(null),
  });
  await app.register(vendorWalletRoutes({ wallet, limit: deps.limit ?? DEFAULT_VENDOR_WALLET_LIMIT }));
  scheduleCallLogPrune({
    db,
    clock,
    jobs: deps.jobs,
    everyMs: deps.callLog?.pruneEveryMs ?? 0,
    retentionDays: deps.callLog?.retentionDays ?? DEFAULT_CALL_RETENTION_DAYS,
    log: app.log,
  });
  await app.register(roundsRoutes({ rounds, guard: deps.guard }));
  const houseWallet = createVendorWalletClient({
    vendorCode: HOUSE_VENDOR_CODE,
    secret: houseVendorSecret(deps.appSecret),
    clock,
    send: async (path, rawBody, headers) => {
      const response = await app.inject({ method: 'POST', url: path, payload: rawBody, headers });
      return { statusCode: response.statusCode, body: response.body };
    },
  });
  return {
    gameSessions,
    houseWallet,
    setRoundDetail(provider) {
      roundDetail = provider;
    },
    forgetCatalogue: wallet.forgetCatalogue,
  };
}
