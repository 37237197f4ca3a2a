import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { AuthGuard } from '../../http/auth-guard.ts';
import type { StaffGuard } from '../staff/index.ts';
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

/**
 * Deposits (decision 016): the player's calls, gateway callbacks, the sandbox gateway when it is
 * on (SANDBOX_GATEWAY: its page, its channels; never where real money is taken), the back office's
 * queue and decisions, and the expiry sweep (a recurring job every DEPOSIT_EXPIRY_SWEEP_SECONDS;
 * none when 0, reads still treat overdue orders as expired). Every credit tells the wallet-events
 * bus after commit, so the player's live balance moves.
 */
export async function installDeposits(
  app: FastifyInstance,
  ctx: AppContext,
  deps: {
    guard: AuthGuard;
    staffGuard: StaffGuard;
    /** The player's own deposit limits and exclusions (decision 037). */
    limits?: Parameters<typeof createDepositService>[0]['limits'];
  },
): Promise<void> {
  const { db, clock, config, walletEvents: events } = ctx;
  const sandboxGateway = config.sandboxGateway ?? false;
  const gateways = new Map<string, PaymentGateway>();
  // HMAC secret of sandbox callbacks; derived from the app secret when empty.
  const secret = sandboxSecret(ctx.secret, config.sandboxGatewaySecret ?? '');
  if (sandboxGateway) gateways.set('sandbox', createSandboxGateway(secret));

  await app.register(
    depositRoutes({
      deposits: createDepositService({ db, clock, gateways, ...(deps.limits ? { limits: deps.limits } : {}) }),
      guard: deps.guard,
      moneyLimitPerMinute: config.credentialRateLimit,
    }),
  );
  await app.register(paymentCallbackRoutes({ callbacks: createPaymentCallbacks({ db, clock, gateways, events, log: app.log }) }));
  if (sandboxGateway) await app.register(sandboxRoutes({ db, clock, secret, inject: (options) => app.inject(options) }));
  await app.register(depositStaffRoutes({ desk: createDepositDesk({ db, clock, events }), guard: deps.staffGuard }));

  scheduleDepositExpiry({ db, clock, jobs: ctx.jobs, everyMs: config.depositExpirySweepMs ?? 0, log: app.log });
}
