import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { AuthGuard } from '../../http/auth-guard.ts';
import type { StaffGuard } from '../staff/index.ts';
import type { SystemService } from '../system/index.ts';
import { createReferralCheck, type ReferralCheck } from './referral-check.ts';
import { createReferralDesk } from './referral-desk.service.ts';
import { referralDeskRoutes } from './referral-desk.routes.ts';
import { createReferralService } from './referral.service.ts';
import { referralRoutes } from './referral.routes.ts';
import type { RegisterService } from '../membership/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The referral programme's check (decision 034), for tests and tools. */
    referral: ReferralCheck;
  }
}

/**
 * Invite friends (decision 034): the member centre's calls, the back office's referral desk, and
 * the recurring check (`referral-check:every`, every 60 s unless configured) that finds invitees, judges
 * them and offers referrers' rewards to the reward centre. Invitation codes come from the accounts
 * module's service, the brand's domains from the system module's.
 */
export async function installReferral(
  app: FastifyInstance,
  ctx: AppContext,
  deps: {
    guard: AuthGuard;
    staffGuard: StaffGuard;
    register: Pick<RegisterService, 'memberInvitationCodeOf'>;
    system: Pick<SystemService, 'domainRoute'>;
  },
): Promise<ReferralCheck> {
  const { db, clock, jobs } = ctx;
  const check = createReferralCheck({ db, clock });
  jobs.define('referral-check', async () => void (await check.run()), { leaseMs: 5 * 60_000 });
  jobs.every('referral-check', ctx.config.referralCheckEveryMs ?? 60_000);
  app.decorate('referral', check);
  const referral = createReferralService({ db, clock, register: deps.register, system: deps.system });
  await app.register(referralRoutes({ referral, guard: deps.guard, limitPerMinute: ctx.config.rateLimitPerMinute }));
  await app.register(referralDeskRoutes({ desk: createReferralDesk({ db, clock }), guard: deps.staffGuard }));
  return check;
}
