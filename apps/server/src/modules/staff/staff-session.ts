import { createHash, randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { insertStaffSession, revokeStaffSession, selectLiveStaffSession, touchStaffSession } from './staff-session.queries.ts';

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
      await insertStaffSession(tx, { staffId, tokenHash: hashToken(token), ip, at: now, expiresAt: new Date(now.getTime() + MAX_MS) });
      return token;
    },

    /** The staff id and session id of a live token, or null. */
    async resolve(token: string): Promise<{ sessionId: string; staffId: string } | null> {
      const now = clock.now();
      const row = await selectLiveStaffSession(db, hashToken(token), now, new Date(now.getTime() - IDLE_MS));
      if (!row) return null;
      if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) await touchStaffSession(db, row.id, now);
      return { sessionId: row.id, staffId: row.staffId };
    },

    async revoke(sessionId: string): Promise<void> {
      await revokeStaffSession(db, sessionId, clock.now());
    },
  };
}

export type StaffSessions = ReturnType<typeof createStaffSessions>;
