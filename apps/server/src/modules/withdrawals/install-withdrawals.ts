import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AuthGuard } from '../../http/auth-guard.ts';
import type { StaffGuard } from '../staff/index.ts';
import { createAdjustmentService } from './adjustments.service.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { scheduleAutoReceive } from './auto-receive.ts';
import { createPayoutAccountService, type PaymentPasswordCheck } from './payout-accounts.service.ts';
import type { MoneyEvents } from './money-events.ts';
import { withdrawalDeskRoutes } from './withdrawal-desk.routes.ts';
import { createWithdrawalDesk } from './withdrawal-desk.service.ts';
import { withdrawalRoutes } from './withdrawals.routes.ts';
import { createWithdrawalService } from './withdrawals.service.ts';

/**
 * Withdrawals (decision 017): the player's payout accounts, requests and receipt answers; the back
 * office's withdrawal desk, manual adjustments and ledger check; and the auto-receive sweep
 * (a recurring job; none when `autoReceiveSweepMs` is 0, reads still close overdue windows).
 */
export async function installWithdrawals(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    guard: AuthGuard;
    staffGuard: StaffGuard;
    paymentPassword: PaymentPasswordCheck;
    /** The wallet-events bus (decision 018): told after every commit that moved a player's money. */
    events: MoneyEvents;
    moneyLimitPerMinute: number;
    autoReceiveSweepMs: number;
    /** The job runner that runs the auto-receive sweep. */
    jobs: JobRunner;
  },
): Promise<void> {
  const { db, clock, paymentPassword, events } = deps;
  await app.register(
    withdrawalRoutes({
      withdrawals: createWithdrawalService({ db, clock, paymentPassword, events }),
      payoutAccounts: createPayoutAccountService({ db, clock, paymentPassword }),
      guard: deps.guard,
      moneyLimitPerMinute: deps.moneyLimitPerMinute,
    }),
  );
  await app.register(
    withdrawalDeskRoutes({
      db,
      clock,
      desk: createWithdrawalDesk({ db, clock, events }),
      adjustments: createAdjustmentService({ db, clock, events }),
      guard: deps.staffGuard,
    }),
  );
  scheduleAutoReceive({ db, clock, jobs: deps.jobs, everyMs: deps.autoReceiveSweepMs, log: app.log });
}
