import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { createSealer } from '../../lib/sealed-box.ts';
import { createStaffAuth, STAFF_TOTP_PURPOSE } from './staff-auth.service.ts';
import { createStaffGuard } from './staff-guard.ts';
import { createStaffSessions } from './staff-session.ts';
import { staffRoutes } from './staff.routes.ts';
import { staffDeskRoutes } from './staff-desk.routes.ts';
import { createStaffDesk } from './staff-desk.service.ts';

/**
 * The back office's staff (apps/backoffice): sign in with password and authenticator, their
 * sessions, and the guard every /bo call checks a permission with, which every desk gets.
 */
export async function installStaff(app: FastifyInstance, ctx: AppContext) {
  const { db, clock } = ctx;
  const sessions = createStaffSessions(db, clock);
  const totpSealer = createSealer(ctx.secret, STAFF_TOTP_PURPOSE);
  const auth = createStaffAuth({ db, clock, hasher: ctx.hasher, sessions, totpSealer });
  const staffGuard = createStaffGuard(db, sessions);
  await app.register(staffRoutes({ db, clock, auth, sessions, guard: staffGuard, loginLimitPerMinute: ctx.config.credentialRateLimit }));
  await app.register(staffDeskRoutes({ desk: createStaffDesk({ db, clock, hasher: ctx.hasher, sealer: totpSealer }), guard: staffGuard }));
  return { staffGuard };
}
