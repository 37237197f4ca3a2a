import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { StaffGuard } from '../staff/index.ts';
import { createAdjustmentService } from './adjustments.service.ts';
import { financeDeskRoutes } from './finance-desk.routes.ts';

/**
 * The back office's finance desk beyond withdrawals (decision 017): manual adjustments of a
 * player's main wallet, proposed by one staff member and approved by another, and the ledger's
 * balance check. An approved adjustment tells the wallet-events bus (decision 018).
 */
export async function installFinanceDesk(app: FastifyInstance, ctx: AppContext, deps: { staffGuard: StaffGuard }): Promise<void> {
  const { db, clock, walletEvents: events } = ctx;
  await app.register(financeDeskRoutes({ db, clock, adjustments: createAdjustmentService({ db, clock, events }), guard: deps.staffGuard }));
}
