import type { Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Account } from '../accounts/index.ts';
import { auditStaffChange, type StaffActor } from '../staff/index.ts';

/** Staff acting on a player's behalf (the back office's desk): named in both audits with their reason. */
export interface StaffBy {
  actor: StaffActor;
  reason: string;
}

/** How the player's audit names a staff member acting for them. */
export function staffActorName(actor: StaffActor): string {
  return `staff:${actor.staff.staff.username}`;
}

/** Writes the staff trail's row of a change staff made for a player (the player's audit has its own). */
export async function auditStaff(
  tx: Queryable,
  clock: Clock,
  staff: StaffBy | undefined,
  brandId: string,
  account: Account,
  action: string,
  detail: object,
) {
  if (!staff) return;
  await auditStaffChange(tx, clock, staff.actor, {
    action,
    brandId,
    target: `account:${account.id}`,
    detail: { username: account.username, reason: staff.reason, ...detail },
  });
}
