import type { StaffRole } from '@pkg/contracts/staff-roles';
import type { Queryable } from '../../db/client.ts';

/** A staff member as the staff desk lists them, with the authenticator reset waiting for them. */
export interface StaffDeskRow {
  id: string;
  username: string;
  displayName: string;
  role: StaffRole;
  brandCodes: string[];
  disabled: boolean;
  createdAt: Date;
  lastLoginAt: Date | null;
  resetId: string | null;
  resetReason: string | null;
  resetBy: string | null;
  resetById: string | null;
  resetAt: Date | null;
}

const SELECT = `select s.id::text as id, s.username, s.display_name as "displayName", s.role,
    coalesce((select array_agg(m.code order by m.code) from merchants m where m.id = any(s.merchant_ids)), '{}') as "brandCodes",
    s.disabled, s.created_at as "createdAt", s.last_login_at as "lastLoginAt",
    r.id::text as "resetId", r.reason as "resetReason", r.requested_by_username as "resetBy",
    r.requested_by::text as "resetById", r.requested_at as "resetAt"
  from staff s left join staff_totp_resets r on r.staff_id = s.id and r.status = 'pending'`;

export function selectStaffList(db: Queryable): Promise<StaffDeskRow[]> {
  return db.query<StaffDeskRow>(`${SELECT} order by s.disabled, s.username`);
}

export async function selectStaffDeskRow(db: Queryable, id: string): Promise<StaffDeskRow | null> {
  const rows = await db.query<StaffDeskRow>(`${SELECT} where s.id = $1`, [id]);
  return rows[0] ?? null;
}

/** Locks a staff row for a change; null when there is none. */
export async function lockStaff(
  tx: Queryable,
  id: string,
): Promise<{ id: string; username: string; role: StaffRole; brandIds: string[]; disabled: boolean; displayName: string } | null> {
  const rows = await tx.query<{
    id: string;
    username: string;
    role: StaffRole;
    brandIds: string[];
    disabled: boolean;
    displayName: string;
  }>(
    `select id::text as id, username, role, merchant_ids::text[] as "brandIds", disabled, display_name as "displayName"
       from staff where id = $1 for update`,
    [id],
  );
  return rows[0] ?? null;
}

/**
 * Locks the enabled owners of every brand, in id order, and answers their ids. Taken before the
 * row being changed, always in the same order, so two owners changing each other at once queue
 * instead of deadlocking, and the second sees the first's change.
 */
export async function lockTopOwners(tx: Queryable): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(
    `select id::text as id from staff where role = 'owner' and not disabled and merchant_ids = '{}' order by id for update`,
  );
  return rows.map((row) => row.id);
}

export async function updateStaffMember(
  tx: Queryable,
  id: string,
  change: { displayName: string; role: StaffRole; brandIds: string[]; disabled: boolean },
): Promise<void> {
  await tx.query(`update staff set display_name = $2, role = $3, merchant_ids = $4, disabled = $5 where id = $1`, [
    id,
    change.displayName,
    change.role,
    change.brandIds,
    change.disabled,
  ]);
}

/** Ends every live session of a staff member (disabled, or their authenticator replaced). */
export async function revokeStaffSessions(tx: Queryable, staffId: string, now: Date): Promise<void> {
  await tx.query(`update staff_sessions set revoked_at = $2 where staff_id = $1 and revoked_at is null`, [staffId, now.toISOString()]);
}

/** Asks for an authenticator reset; null when one already waits (the open-request index). */
export async function insertTotpReset(
  tx: Queryable,
  row: { staffId: string; reason: string; byId: string; byUsername: string; at: Date },
): Promise<string | null> {
  const rows = await tx.query<{ id: string }>(
    `insert into staff_totp_resets (staff_id, reason, requested_by, requested_by_username, requested_at)
       values ($1, $2, $3, $4, $5) on conflict (staff_id) where status = 'pending' do nothing returning id::text as id`,
    [row.staffId, row.reason, row.byId, row.byUsername, row.at.toISOString()],
  );
  return rows[0]?.id ?? null;
}

/** Locks a waiting reset request; null when there is none (or it was decided). */
export async function lockPendingReset(
  tx: Queryable,
  id: string,
): Promise<{ id: string; staffId: string; requestedBy: string; reason: string } | null> {
  const rows = await tx.query<{ id: string; staffId: string; requestedBy: string; reason: string }>(
    `select id::text as id, staff_id::text as "staffId", requested_by::text as "requestedBy", reason
       from staff_totp_resets where id = $1 and status = 'pending' for update`,
    [id],
  );
  return rows[0] ?? null;
}

export async function decideTotpReset(
  tx: Queryable,
  id: string,
  decision: { status: 'approved' | 'rejected'; byId: string; byUsername: string; at: Date },
): Promise<void> {
  await tx.query(
    `update staff_totp_resets set status = $2, decided_by = $3, decided_by_username = $4, decided_at = $5 where id = $1 and status = 'pending'`,
    [id, decision.status, decision.byId, decision.byUsername, decision.at.toISOString()],
  );
}

/** A new authenticator: its sealed secret, and the time step count starts again. */
export async function replaceStaffTotp(tx: Queryable, id: string, totpSealed: string): Promise<void> {
  await tx.query(`update staff set totp_sealed = $2, totp_last_step = 0 where id = $1`, [id, totpSealed]);
}
