import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { AuthGuard } from '../../http/auth-guard.ts';
import type { StaffGuard } from '../staff/index.ts';
import { scheduleAutoReceive } from './auto-receive.ts';
import { createPayoutAccountService, type PaymentPasswordCheck } from './payout-accounts.service.ts';
import { withdrawalDeskRoutes } from './withdrawal-desk.routes.ts';
import { createWithdrawalDesk } from './withdrawal-desk.service.ts';
import { withdrawalRoutes } from './withdrawals.routes.ts';
import { createWithdrawalService } from './withdrawals.service.ts';

/**
 * Withdrawals (decision 017): the player's payout accounts, requests and receipt answers; the back
 * office's withdrawal desk; and the auto-receive sweep
 * (a recurring job every WITHDRAWAL_SWEEP_SECONDS; none when 0, reads still close overdue windows).
 * Every commit that moved a player's money tells the wallet-events bus (decision 018).
 */
export async function installWithdrawals(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { guard: AuthGuard; staffGuard: StaffGuard; paymentPassword: PaymentPasswordCheck },
): Promise<void> {
  const { db, clock, walletEvents: events } = ctx;
  const { paymentPassword } = deps;
  await app.register(
    withdrawalRoutes({
      withdrawals: createWithdrawalService({ db, clock, paymentPassword, events }),
      payoutAccounts: createPayoutAccountService({ db, clock, paymentPassword }),
      guard: deps.guard,
      moneyLimitPerMinute: ctx.config.credentialRateLimit,
    }),
  );
  await app.register(withdrawalDeskRoutes({ desk: createWithdrawalDesk({ db, clock, events }), guard: deps.staffGuard }));
  scheduleAutoReceive({ db, clock, jobs: ctx.jobs, everyMs: ctx.config.withdrawalSweepMs ?? 0, log: app.log });
}
