import { createHash, randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';

/** Back-office sessions are short: 30 idle minutes, 12 hours at most (a working shift). */
const IDLE_MS = 30 * 60_000;
const MAX_MS = 12 * 3_600_000;
const TOUCH_EVERY_MS = 60_000;

function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

/** Staff sessions: random tokens kept only as hashes, revocable, idle and absolute expiry. */
export function createStaffSessions(db: Db, clock: Clock) {
  return {
    async open(tx: Queryable, staffId: string, ip: string): Promise<string> {
      const token = randomBytes(16).toString('base64url');
      const now = clock.now();
      await tx.query(
        `insert into staff_sessions (staff_id, token_hash, ip, created_at, last_seen_at, expires_at) values ($1, $2, $3, $4, $4, $5)`,
        [staffId, hashToken(token), ip, now.toISOString(), new Date(now.getTime() + MAX_MS).toISOString()],
      );
      return token;
    },

    /** The staff id and session id of a live token, or null. */
    async resolve(token: string): Promise<{ sessionId: string; staffId: string } | null> {
      const now = clock.now();
      const rows = await db.query<{ id: string; staff_id: string; last_seen_at: Date }>(
        `select s.id::text as id, s.staff_id::text as staff_id, s.last_seen_at from staff_sessions s join staff t on t.id = s.staff_id
          where s.token_hash = $1 and s.revoked_at is null and s.expires_at > $2 and s.last_seen_at > $3 and not t.disabled`,
        [hashToken(token), now.toISOString(), new Date(now.getTime() - IDLE_MS).toISOString()],
      );
      const row = rows[0];
      if (!row) return null;
      if (now.getTime() - new Date(row.last_seen_at).getTime() > TOUCH_EVERY_MS) {
        await db.query(`update staff_sessions set last_seen_at = $2 where id = $1`, [row.id, now.toISOString()]);
      }
      return { sessionId: row.id, staffId: row.staff_id };
    },

    async revoke(sessionId: string): Promise<void> {
      await db.query(`update staff_sessions set revoked_at = $2 where id = $1 and revoked_at is null`, [
        sessionId,
        clock.now().toISOString(),
      ]);
    },
  };
}

export type StaffSessions = ReturnType<typeof createStaffSessions>;
