import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AuthGuard } from '../../http/auth-guard.ts';
import type { StaffGuard } from '../staff/index.ts';
import type { WalletEventBus } from '../../lib/wallet-events.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { scheduleDepositExpiry } from './deposit-expiry.ts';
import { depositRoutes } from './deposit.routes.ts';
import { createDepositService } from './deposit.service.ts';
import { depositStaffRoutes } from './deposit-staff.routes.ts';
import { createDepositDesk } from './deposit-staff.service.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { paymentCallbackRoutes } from './payment-callback.routes.ts';
import { createPaymentCallbacks } from './payment-callback.service.ts';
import { createSandboxGateway, sandboxSecret } from './sandbox-gateway.ts';
import { sandboxRoutes } from './sandbox.routes.ts';

export interface DepositSettings {
  /** Run the built-in sandbox gateway (its page, its channels): never where real money is taken. */
  sandboxGateway: boolean;
  /** HMAC secret of sandbox callbacks; derived from the app secret when empty. */
  sandboxGatewaySecret: string;
  /** Milliseconds between expiry sweeps; 0 runs none (reads still treat overdue orders as expired). */
  expirySweepMs: number;
}

/**
 * Deposits (decision 016): the player's calls, gateway callbacks, the sandbox gateway when it is
 * on, the back office's queue and decisions, and the expiry sweep (a recurring job).
 */
export async function installDeposits(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    appSecret: string;
    guard: AuthGuard;
    staffGuard: StaffGuard;
    /** The job runner that sweeps expired orders. */
    jobs: JobRunner;
    /** Told after a credit commits, so the player's live balance moves. */
    events: WalletEventBus;
    /** The player's changing deposit calls a minute per IP. */
    moneyLimitPerMinute: number;
    settings: DepositSettings;
    /** The player's own deposit limits and exclusions (decision 037). */
    limits?: Parameters<typeof createDepositService>[0]['limits'];
  },
): Promise<void> {
  const { db, clock, settings } = deps;
  const gateways = new Map<string, PaymentGateway>();
  const secret = sandboxSecret(deps.appSecret, settings.sandboxGatewaySecret);
  if (settings.sandboxGateway) gateways.set('sandbox', createSandboxGateway(secret));

  await app.register(
    depositRoutes({
      deposits: createDepositService({ db, clock, gateways, ...(deps.limits ? { limits: deps.limits } : {}) }),
      guard: deps.guard,
      moneyLimitPerMinute: deps.moneyLimitPerMinute,
    }),
  );
  await app.register(
    paymentCallbackRoutes({ callbacks: createPaymentCallbacks({ db, clock, gateways, events: deps.events, log: app.log }) }),
  );
  if (settings.sandboxGateway) await app.register(sandboxRoutes({ db, clock, secret, inject: (options) => app.inject(options) }));
  await app.register(depositStaffRoutes({ desk: createDepositDesk({ db, clock, events: deps.events }), guard: deps.staffGuard }));

  scheduleDepositExpiry({ db, clock, jobs: deps.jobs, everyMs: settings.expirySweepMs, log: app.log });
}
