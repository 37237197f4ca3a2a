import { AppError } from '../../http/errors.ts';
import type { Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { StaffContext } from './staff-guard.ts';
import { insertStaffAudit } from './staff.queries.ts';

/** The staff member behind a /bo call and where it came from. */
export interface StaffActor {
  staff: StaffContext;
  ip: string | null;
}

/** Refuses a brand outside the staff member's scope (forbidden, nothing changes). */
export function assertBrandInScope(actor: StaffActor, brandId: string): void {
  if (actor.staff.scope !== null && !actor.staff.scope.includes(brandId)) throw new AppError('forbidden', 'brand not in scope');
}

/** Writes the staff audit entry of a change, in the change's transaction (no brand: a platform-wide change, e.g. to staff). */
export function auditStaffChange(
  tx: Queryable,
  clock: Clock,
  actor: StaffActor,
  entry: { action: string; brandId?: string; target: string; detail: Record<string, unknown> },
): Promise<void> {
  return insertStaffAudit(tx, {
    staffId: actor.staff.staff.id,
    staffUsername: actor.staff.staff.username,
    action: entry.action,
    brandId: entry.brandId ?? null,
    target: entry.target,
    ip: actor.ip,
    detail: entry.detail,
    at: clock.now(),
  });
}
