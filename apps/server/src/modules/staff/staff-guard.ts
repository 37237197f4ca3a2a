import type { FastifyRequest } from 'fastify';
import { STAFF_COOKIE } from '@pkg/contracts/backoffice-routes';
import { staffMay, type StaffPermission } from '@pkg/contracts/staff-roles';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { markGuard } from '../../http/guard-first.ts';
import { selectStaffById, type StaffRow } from './staff.queries.ts';
import type { StaffSessions } from './staff-session.ts';

/** The signed-in staff member of a /bo call. */
export interface StaffContext {
  sessionId: string;
  staff: StaffRow;
  /** Brand ids the staff member may act on; null for every brand. */
  scope: string[] | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffContext;
  }
}

/** The header every changing /bo call must carry: a cross-site page cannot add it without CORS, which /bo never grants. */
export const STAFF_REQUEST_HEADER = 'x-backoffice';

/**
 * Builds preHandlers for /bo calls: a live staff session from the httpOnly cookie (401
 * login.not.session), the permission the call needs (403 forbidden), and on every call that
 * changes something the custom header against cross-site requests.
 */
export function createStaffGuard(db: Db, sessions: StaffSessions) {
  return (permission?: StaffPermission) =>
    markGuard(
      async (request: FastifyRequest) => {
        if (request.method !== 'GET' && request.headers[STAFF_REQUEST_HEADER] !== '1')
          throw new AppError('forbidden', 'missing x-backoffice header');
        const token = request.cookies[STAFF_COOKIE];
        if (!token || token.length > 64) throw new AppError('login.not.session');
        const session = await sessions.resolve(token);
        if (!session) throw new AppError('login.not.session');
        const staff = await selectStaffById(db, session.staffId);
        if (!staff || staff.disabled) throw new AppError('login.not.session');
        // An every-brand permission (staff, jobs) is refused to brand-scoped staff whatever their role.
        if (permission && !staffMay(staff.role, staff.brandIds.length === 0, permission)) throw new AppError('forbidden');
        request.staff = { sessionId: session.sessionId, staff, scope: staff.brandIds.length === 0 ? null : staff.brandIds };
      },
      permission ? { kind: 'staff', permission } : { kind: 'staff' },
    );
}

export type StaffGuard = ReturnType<typeof createStaffGuard>;
