import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BO_API, STAFF_COOKIE } from '@pkg/contracts/backoffice-routes';
import { okEnvelope } from '@pkg/contracts/envelope';
import { staffAuditPage, staffAuditQuery, staffLoginPayload, staffMe, staffNoticeList } from '@pkg/contracts/staff';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { ok } from '../../http/envelope.ts';
import type { StaffAuth } from './staff-auth.service.ts';
import type { StaffGuard } from './staff-guard.ts';
import { STAFF_REQUEST_HEADER } from './staff-guard.ts';
import { insertStaffAudit, selectStaffAudit } from './staff.queries.ts';
import type { StaffSessions } from './staff-session.ts';
import { AppError } from '../../http/errors.ts';

/** Sign-in, sign-out, who am I, and the staff audit trail of the back office. */
export function staffRoutes(deps: {
  db: Db;
  clock: Clock;
  auth: StaffAuth;
  sessions: StaffSessions;
  guard: StaffGuard;
  loginLimitPerMinute: number;
}): FastifyPluginAsyncZod {
  // Secure whenever the request came over HTTPS (behind a trusted proxy, its X-Forwarded-Proto).
  const cookieOptions = (request: FastifyRequest) => ({
    path: '/bo',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: request.protocol === 'https',
  });
  return async (app) => {
    app.post(
      BO_API.login,
      {
        config: { rateLimit: { max: deps.loginLimitPerMinute, timeWindow: '1 minute' } },
        schema: { body: staffLoginPayload, response: { 200: okEnvelope(staffMe) } },
      },
      async (request, reply) => {
        if (request.headers[STAFF_REQUEST_HEADER] !== '1') throw new AppError('forbidden', 'missing x-backoffice header');
        const { token, staffId } = await deps.auth.login(request.body, request.ip);
        reply.setCookie(STAFF_COOKIE, token, { ...cookieOptions(request), maxAge: 12 * 3600 });
        return ok(await deps.auth.me(staffId));
      },
    );

    app.post(BO_API.logout, { preHandler: deps.guard(), schema: { response: { 200: okEnvelope(z.null()) } } }, async (request, reply) => {
      await deps.sessions.revoke(request.staff.sessionId);
      await insertStaffAudit(deps.db, {
        staffId: request.staff.staff.id,
        staffUsername: request.staff.staff.username,
        action: 'logout',
        ip: request.ip,
        at: deps.clock.now(),
      });
      reply.clearCookie(STAFF_COOKIE, cookieOptions(request));
      return ok(null);
    });

    app.get(BO_API.me, { preHandler: deps.guard(), schema: { response: { 200: okEnvelope(staffMe) } } }, async (request) =>
      ok(await deps.auth.me(request.staff.staff.id)),
    );

    app.get(BO_API.myNotices, { preHandler: deps.guard(), schema: { response: { 200: okEnvelope(staffNoticeList) } } }, async (request) =>
      ok({ notices: await deps.auth.notices(request.staff.staff.id) }),
    );

    app.post(BO_API.myNoticesRead, { preHandler: deps.guard(), schema: { response: { 200: okEnvelope(z.null()) } } }, async (request) => {
      await deps.auth.readNotices(request.staff.staff.id);
      return ok(null);
    });

    app.get(
      BO_API.audit,
      {
        preHandler: deps.guard('staffAudit.read'),
        schema: { querystring: staffAuditQuery, response: { 200: okEnvelope(staffAuditPage) } },
      },
      async (request) => {
        const { before, limit, kind } = request.query;
        const rows = await selectStaffAudit(
          deps.db,
          { staffId: request.staff.staff.id, scope: request.staff.scope },
          before ?? null,
          limit,
          kind === 'signIn',
        );
        const entries = rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() }));
        return ok({ entries, nextBefore: rows.length === limit ? (rows.at(-1)?.id ?? null) : null });
      },
    );
  };
}
