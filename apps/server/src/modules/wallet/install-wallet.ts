import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AuthGuard } from '../../http/auth-guard.ts';
import type { PaymentPasswordService } from '../payment-password/index.ts';
import type { SessionService } from '../session/index.ts';
import { createBalanceService, type BalanceService } from './balance.service.ts';
import { createRecordsService } from './records.service.ts';
import { createTransferService } from './transfer.service.ts';
import type { BrandEventBus } from '../../lib/brand-events.ts';
import type { WalletEventBus } from '../../lib/wallet-events.ts';
import type { Cluster } from '../../lib/cluster.ts';
import { walletStreamRoutes, type WalletStreamOptions } from './wallet-stream.ts';
import { walletRoutes } from './wallet.routes.ts';

/**
 * Wallets (decision 018): balance, the live balance stream, transfers and records. The events bus
 * is made by the app and handed to every module that moves a player's money, which publishes to it
 * after commit; this installs the streams that listen. Returns the balance service, which other
 * modules (games, for a trial account's demo balance) may call.
 */
export async function installWallet(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    guard: AuthGuard;
    sessions: SessionService;
    paymentPassword: Pick<PaymentPasswordService, 'verifyRow'>;
    events: WalletEventBus;
    /** Site-wide events the live streams send on (lottery draws). */
    brandEvents: BrandEventBus;
    /** One account's events other than its balance (platform messages), keyed by account id. */
    accountEvents?: BrandEventBus;
    transferLimit: number;
    stream: WalletStreamOptions;
    /** Where the live streams of one account are counted: across every process on a Redis cluster (decision 045). */
    streamSlots: Pick<Cluster, 'takeSlot'>;
  },
): Promise<BalanceService> {
  const { db, clock, events, guard } = deps;
  const balances = createBalanceService({ db, clock, events });
  const transfers = createTransferService({ db, clock, events, paymentPassword: deps.paymentPassword });
  const records = createRecordsService({ db, clock });
  await app.register(walletRoutes({ balances, transfers, records, guard, transferLimit: deps.transferLimit }));
  await app.register(
    walletStreamRoutes({
      guard,
      sessions: deps.sessions,
      events,
      brandEvents: deps.brandEvents,
      ...(deps.accountEvents ? { accountEvents: deps.accountEvents } : {}),
      balanceOf: balances.balanceOf,
      options: deps.stream,
      slots: deps.streamSlots,
    }),
  );
  return balances;
}
