import type { Queryable } from '../../db/client.ts';

/** Failures of a typed name or an address within the current window (zero when it has ended). */
export interface LoginPressure {
  nameFailures: number;
  addressFailures: number;
  /** When the address's window ends (its 429 lasts until then); null without failures. */
  addressWindowEndsAt: Date | null;
}

/** The failures counted for a typed name and an address since `windowStart`. */
export async function selectLoginPressure(
  db: Queryable,
  nameKey: string,
  ip: string,
  windowStart: Date,
  windowMs: number,
): Promise<LoginPressure> {
  const [row] = await db.query<{ nameFailures: number; addressFailures: number; addressStartedAt: Date | string | null }>(
    `select coalesce((select failures from staff_login_names where name_key = $1 and window_started_at > $3), 0)::int as "nameFailures",
            coalesce((select failures from staff_login_addresses where ip = $2 and window_started_at > $3), 0)::int as "addressFailures",
            (select window_started_at from staff_login_addresses where ip = $2 and window_started_at > $3) as "addressStartedAt"`,
    [nameKey, ip, windowStart.toISOString()],
  );
  const started = row?.addressStartedAt ? new Date(row.addressStartedAt) : null;
  return {
    nameFailures: row?.nameFailures ?? 0,
    addressFailures: row?.addressFailures ?? 0,
    addressWindowEndsAt: started ? new Date(started.getTime() + windowMs) : null,
  };
}

/**
 * Counts one failure for the typed name and the address (a new window when the last one ended);
 * answers both counts after it and whether the name's staff member was told in this window.
 */
export async function countLoginFailure(
  db: Queryable,
  nameKey: string,
  ip: string,
  now: Date,
  windowStart: Date,
): Promise<{ nameFailures: number; addressFailures: number; notified: boolean }> {
  const [name] = await db.query<{ failures: number; notified: boolean }>(
    `insert into staff_login_names (name_key, failures, window_started_at, last_failure_at) values ($1, 1, $2, $2)
     on conflict (name_key) do update set
       failures = case when staff_login_names.window_started_at > $3 then staff_login_names.failures + 1 else 1 end,
       notified_at = case when staff_login_names.window_started_at > $3 then staff_login_names.notified_at else null end,
       window_started_at = case when staff_login_names.window_started_at > $3 then staff_login_names.window_started_at else $2 end,
       last_failure_at = $2
     returning failures, notified_at is not null as notified`,
    [nameKey, now.toISOString(), windowStart.toISOString()],
  );
  const [address] = await db.query<{ failures: number }>(
    `insert into staff_login_addresses (ip, failures, window_started_at, last_failure_at) values ($1, 1, $2, $2)
     on conflict (ip) do update set
       failures = case when staff_login_addresses.window_started_at > $3 then staff_login_addresses.failures + 1 else 1 end,
       window_started_at = case when staff_login_addresses.window_started_at > $3 then staff_login_addresses.window_started_at else $2 end,
       last_failure_at = $2
     returning failures`,
    [ip, now.toISOString(), windowStart.toISOString()],
  );
  return { nameFailures: name?.failures ?? 1, addressFailures: address?.failures ?? 1, notified: name?.notified ?? false };
}

/** Forgets the failures of a name and an address after a good sign-in from there. */
export async function clearLoginFailures(db: Queryable, nameKey: string, ip: string): Promise<void> {
  await db.query(`delete from staff_login_names where name_key = $1`, [nameKey]);
  await db.query(`delete from staff_login_addresses where ip = $1`, [ip]);
}

/** Marks the name's staff member told of this window's failures. */
export async function markNameNotified(db: Queryable, nameKey: string, now: Date): Promise<void> {
  await db.query(`update staff_login_names set notified_at = $2 where name_key = $1`, [nameKey, now.toISOString()]);
}

/** Uses up an authenticator step without signing in (a right code with a wrong password under pressure). */
export async function burnTotpStep(db: Queryable, staffId: string, step: number): Promise<void> {
  await db.query(`update staff set totp_last_step = greatest(totp_last_step, $2) where id = $1`, [staffId, step]);
}

export interface StaffNoticeRow {
  id: string;
  kind: string;
  detail: Record<string, unknown>;
  createdAt: Date | string;
}

/** Writes a notice to a staff member's outbox. */
export async function insertStaffNotice(
  db: Queryable,
  staffId: string,
  kind: string,
  detail: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await db.query(`insert into staff_notices (staff_id, kind, detail, created_at) values ($1, $2, $3, $4)`, [
    staffId,
    kind,
    JSON.stringify(detail),
    now.toISOString(),
  ]);
}

/** A staff member's unread notices, newest first. */
export async function selectUnreadNotices(db: Queryable, staffId: string): Promise<StaffNoticeRow[]> {
  return db.query<StaffNoticeRow>(
    `select id::text as id, kind, detail, created_at as "createdAt" from staff_notices
      where staff_id = $1 and read_at is null order by id desc limit 20`,
    [staffId],
  );
}

/** Marks all of a staff member's notices read. */
export async function markNoticesRead(db: Queryable, staffId: string, now: Date): Promise<void> {
  await db.query(`update staff_notices set read_at = $2 where staff_id = $1 and read_at is null`, [staffId, now.toISOString()]);
}
