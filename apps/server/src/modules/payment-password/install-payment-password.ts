import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { AuthGuard } from '../../http/auth-guard.ts';
import { paymentPasswordRoutes } from './payment-password.routes.ts';
import { createPaymentPasswordService, type PaymentPasswordDeps } from './payment-password.service.ts';
import type { PayloadOpener } from '../../http/verifiers.ts';

/**
 * The payment password (set at registration or in the security centre, asked by every call that
 * moves money out): its calls, and the service registration, wallets, withdrawals and points check it with.
 */
export async function installPaymentPassword(
  app: FastifyInstance,
  ctx: AppContext,
  deps: Pick<PaymentPasswordDeps, 'system' | 'sessions'> & { opener: PayloadOpener; guard: AuthGuard },
) {
  const paymentPassword = createPaymentPasswordService({
    db: ctx.db,
    clock: ctx.clock,
    hasher: ctx.hasher,
    system: deps.system,
    sessions: deps.sessions,
  });
  await app.register(
    paymentPasswordRoutes({ paymentPassword, opener: deps.opener, guard: deps.guard, credentialLimit: ctx.config.credentialRateLimit }),
  );
  return { paymentPassword };
}
