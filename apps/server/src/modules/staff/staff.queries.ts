import type { Queryable } from '../../db/client.ts';
import type { StaffRole } from '@pkg/contracts/staff-roles';

export interface StaffRow {
  id: string;
  username: string;
  displayName: string;
  role: StaffRole;
  brandIds: string[];
  passwordHash: string;
  totpSealed: string;
  totpLastStep: number;
  disabled: boolean;
}

const COLUMNS = `id::text as id, username, display_name as "displayName", role, merchant_ids::text[] as "brandIds",
  password_hash as "passwordHash", totp_sealed as "totpSealed", totp_last_step::float8 as "totpLastStep", disabled`;

export async function selectStaffByUsername(db: Queryable, username: string): Promise<StaffRow | null> {
  const rows = await db.query<StaffRow>(`select ${COLUMNS} from staff where username = $1`, [username]);
  return rows[0] ?? null;
}

export async function selectStaffById(db: Queryable, id: string): Promise<StaffRow | null> {
  const rows = await db.query<StaffRow>(`select ${COLUMNS} from staff where id = $1`, [id]);
  return rows[0] ?? null;
}

/**
 * Takes an authenticator time step for a login; false when that step (or a later one) was already
 * used, so two logins cannot share one code even when they race.
 */
export async function claimTotpStep(db: Queryable, id: string, step: number, now: Date): Promise<boolean> {
  const rows = await db.query(
    `update staff set totp_last_step = $2, last_login_at = $3
      where id = $1 and totp_last_step < $2 returning id`,
    [id, step, now.toISOString()],
  );
  return rows.length === 1;
}

export interface StaffAuditInsert {
  staffId: string | null;
  staffUsername: string;
  action: string;
  brandId?: string | null;
  target?: string | null;
  ip: string | null;
  detail?: Record<string, unknown> | null;
  at: Date;
}

/** Appends to the staff audit trail (the table refuses updates and deletes). */
export async function insertStaffAudit(db: Queryable, entry: StaffAuditInsert): Promise<void> {
  await db.query(
    `insert into staff_audit (staff_id, staff_username, action, merchant_id, target, ip, detail, at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      entry.staffId,
      entry.staffUsername,
      entry.action,
      entry.brandId ?? null,
      entry.target ?? null,
      entry.ip,
      entry.detail ? JSON.stringify(entry.detail) : null,
      entry.at.toISOString(),
    ],
  );
}

export interface StaffAuditRow {
  id: string;
  at: Date;
  staff: string;
  action: string;
  brand: string | null;
  target: string | null;
  ip: string | null;
  detail: Record<string, unknown> | null;
}

/**
 * Newest first, before an id; sign-in events only when asked. Staff scoped to some brands (scope
 * not null) see those brands' entries and their own, not other staff members' platform-wide ones.
 */
export async function selectStaffAudit(
  db: Queryable,
  viewer: { staffId: string; scope: string[] | null },
  before: number | null,
  limit: number,
  signInOnly = false,
): Promise<StaffAuditRow[]> {
  return db.query<StaffAuditRow>(
    `select a.id::text as id, a.at, a.staff_username as staff, a.action, m.code as brand, a.target, a.ip, a.detail
       from staff_audit a left join merchants m on m.id = a.merchant_id
      where ($1::bigint is null or a.id < $1)
        and ($2::bigint[] is null or a.merchant_id = any($2) or a.staff_id = $4)
        and (not $5 or a.action in ('login', 'login.failed', 'login.limited', 'login.guessed', 'logout'))
      order by a.id desc limit $3`,
    [before, viewer.scope, limit, viewer.staffId, signInOnly],
  );
}

/** The brands a staff member sees: those of `brandIds`, or every brand when null; by code. */
export async function selectStaffBrands(db: Queryable, brandIds: string[] | null): Promise<{ id: string; code: string; name: string }[]> {
  return db.query<{ id: string; code: string; name: string }>(
    `select id::text as id, code, name from merchants where $1::bigint[] is null or id = any($1) order by code`,
    [brandIds],
  );
}

/** The brands of the given codes (those that exist). */
export async function selectBrandsByCodes(db: Queryable, codes: string[]): Promise<{ id: string; code: string }[]> {
  return db.query<{ id: string; code: string }>(`select id::text as id, code from merchants where code = any($1)`, [codes]);
}

export async function staffUsernameTaken(db: Queryable, username: string): Promise<boolean> {
  const taken = await db.query(`select 1 from staff where username = $1`, [username]);
  return taken.length > 0;
}

/** A new staff account, its authenticator secret still to seal (sealed bound to the id it gets); answers the id. */
export async function insertStaff(
  db: Queryable,
  staff: { username: string; displayName: string; role: StaffRole; brandIds: string[]; passwordHash: string; at: Date },
): Promise<string | undefined> {
  const rows = await db.query<{ id: string }>(
    `insert into staff (username, display_name, role, merchant_ids, password_hash, totp_sealed, created_at)
       values ($1, $2, $3, $4, $5, 'pending', $6) returning id::text as id`,
    [staff.username, staff.displayName, staff.role, staff.brandIds, staff.passwordHash, staff.at.toISOString()],
  );
  return rows[0]?.id;
}

export async function updateStaffTotp(db: Queryable, id: string, totpSealed: string): Promise<void> {
  await db.query(`update staff set totp_sealed = $2 where id = $1`, [id, totpSealed]);
}
