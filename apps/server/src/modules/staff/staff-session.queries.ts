import type { Queryable } from '../../db/client.ts';

/** Keeps a new staff session by its token's hash, live until `expiresAt` at most. */
export async function insertStaffSession(
  tx: Queryable,
  session: { staffId: string; tokenHash: Buffer; ip: string; at: Date; expiresAt: Date },
): Promise<void> {
  await tx.query(
    `insert into staff_sessions (staff_id, token_hash, ip, created_at, last_seen_at, expires_at) values ($1, $2, $3, $4, $4, $5)`,
    [session.staffId, session.tokenHash, session.ip, session.at.toISOString(), session.expiresAt.toISOString()],
  );
}

/** The live session of a token hash (not revoked, not expired, seen after `seenAfter`, its staff not disabled), or null. */
export async function selectLiveStaffSession(
  q: Queryable,
  tokenHash: Buffer,
  now: Date,
  seenAfter: Date,
): Promise<{ id: string; staffId: string; lastSeenAt: Date } | null> {
  const rows = await q.query<{ id: string; staff_id: string; last_seen_at: Date }>(
    `select s.id::text as id, s.staff_id::text as staff_id, s.last_seen_at from staff_sessions s join staff t on t.id = s.staff_id
          where s.token_hash = $1 and s.revoked_at is null and s.expires_at > $2 and s.last_seen_at > $3 and not t.disabled`,
    [tokenHash, now.toISOString(), seenAfter.toISOString()],
  );
  const row = rows[0];
  return row ? { id: row.id, staffId: row.staff_id, lastSeenAt: new Date(row.last_seen_at) } : null;
}

export async function touchStaffSession(q: Queryable, sessionId: string, now: Date): Promise<void> {
  await q.query(`update staff_sessions set last_seen_at = $2 where id = $1`, [sessionId, now.toISOString()]);
}

export async function revokeStaffSession(q: Queryable, sessionId: string, now: Date): Promise<void> {
  await q.query(`update staff_sessions set revoked_at = $2 where id = $1 and revoked_at is null`, [sessionId, now.toISOString()]);
}
