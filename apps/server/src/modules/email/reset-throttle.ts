import type { Queryable } from '../../db/client.ts';
import type { Brand } from '../brands/index.ts';
import { lockEmailSubject, selectEmailLockEnd, upsertEmailLock } from './email-locks.queries.ts';
import { selectIpRequests, selectUsernameRequests } from './password-reset.queries.ts';

/**
 * The throttles of reset-link requests (DESIGN.md section 6, SPEC.md section 9). Keyed by the
 * typed username, not the account, so a name without an account is throttled exactly like one
 * with an account and the answers never tell them apart.
 */
export const RESET_LIMITS = {
  /** The least time between two requests for one username. */
  gapMs: 60_000,
  /** Requests for one username within an hour before it is locked. */
  perUsernameHourly: 5,
  /** How long that lock lasts: the 5-minute too-many-requests lock. */
  lockMs: 5 * 60_000,
  /** Requests from one IP within an hour (many players can share a carrier's address, so generous). */
  perIpHourly: 30,
  /** Request rows older than this count for nothing any more (links live at most 24 hours). */
  keepMs: 24 * 3_600_000,
  cleanupBatch: 50,
} as const;

const HOUR_MS = 3_600_000;

export type ResetRefusal = { refused: 'too_many_requests' | 'email_too_frequent'; until: number };

/**
 * Decides inside the request's transaction whether a request may go ahead; a refusal carries
 * when to retry. Takes advisory locks on the username and the IP (always in that order), so
 * parallel requests cannot slip past the limits. A sixth request within an hour locks the
 * username (the lock row is written here and committed with the refusal).
 */
export async function throttleResetRequest(
  tx: Queryable,
  brand: Brand,
  usernameKey: string,
  ip: string,
  now: Date,
): Promise<ResetRefusal | null> {
  const subject = `reset:${usernameKey}`;
  await lockEmailSubject(tx, `email:${brand.id}:${subject}`);
  await lockEmailSubject(tx, `email:${brand.id}:ip:${ip}`);
  const hourAgo = new Date(now.getTime() - HOUR_MS);

  const lockedUntil = await selectEmailLockEnd(tx, brand.id, subject);
  if (lockedUntil > now.getTime()) return { refused: 'too_many_requests', until: lockedUntil };

  const fromIp = await selectIpRequests(tx, brand.id, ip, hourAgo);
  if (fromIp && fromIp.n >= RESET_LIMITS.perIpHourly && fromIp.oldest) {
    return { refused: 'too_many_requests', until: new Date(fromIp.oldest).getTime() + HOUR_MS };
  }

  // Requests before the end of an earlier lock were paid for by that lock.
  const since = new Date(Math.max(hourAgo.getTime(), lockedUntil)).toISOString();
  const forName = await selectUsernameRequests(tx, brand.id, usernameKey, hourAgo, since);
  const nextAt = forName?.latest ? new Date(forName.latest).getTime() + RESET_LIMITS.gapMs : 0;
  if (nextAt > now.getTime()) return { refused: 'email_too_frequent', until: nextAt };

  if ((forName?.n ?? 0) >= RESET_LIMITS.perUsernameHourly) {
    const until = now.getTime() + RESET_LIMITS.lockMs;
    await upsertEmailLock(tx, brand.id, subject, until);
    return { refused: 'too_many_requests', until };
  }
  return null;
}
