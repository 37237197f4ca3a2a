import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { AuthGuard } from '../../http/auth-guard.ts';
import type { PaymentPasswordService } from '../payment-password/index.ts';
import type { SessionService } from '../session/index.ts';
import { createBalanceService, type BalanceService } from './balance.service.ts';
import { createRecordsService } from './records.service.ts';
import { createTransferService } from './transfer.service.ts';
import { DEFAULT_STREAM_OPTIONS, walletStreamRoutes } from './wallet-stream.ts';
import { walletRoutes } from './wallet.routes.ts';

/**
 * Wallets (decision 018): balance, the live balance stream, transfers and records. The events bus
 * is made by the app and handed to every module that moves a player's money, which publishes to it
 * after commit; this installs the streams that listen. Returns the balance service, which other
 * modules (games, for a trial account's demo balance) may call.
 */
export async function installWallet(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { guard: AuthGuard; sessions: SessionService; paymentPassword: Pick<PaymentPasswordService, 'verifyRow'> },
): Promise<BalanceService> {
  const { db, clock, config, walletEvents: events } = ctx;
  const { guard } = deps;
  const balances = createBalanceService({ db, clock, events });
  const transfers = createTransferService({ db, clock, events, paymentPassword: deps.paymentPassword });
  const records = createRecordsService({ db, clock });
  await app.register(walletRoutes({ balances, transfers, records, guard, transferLimit: config.credentialRateLimit }));
  await app.register(
    walletStreamRoutes({
      guard,
      sessions: deps.sessions,
      events,
      // Site-wide events the live streams send on (lottery draws), and one account's other events (platform messages).
      brandEvents: ctx.brandEvents,
      accountEvents: ctx.accountEvents,
      balanceOf: balances.balanceOf,
      options: {
        heartbeatMs: config.walletStreamHeartbeatMs ?? DEFAULT_STREAM_OPTIONS.heartbeatMs,
        maxStreamsPerAccount: config.walletStreamsPerAccount ?? DEFAULT_STREAM_OPTIONS.maxStreamsPerAccount,
      },
      // The live streams of one account are counted across every process on a Redis cluster (decision 045).
      slots: ctx.cluster,
    }),
  );
  return balances;
}
