import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { accountTextLanguage } from '@pkg/contracts/languages';
import type { Db, Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../http/errors.ts';
import type { Brand } from '../brands/index.ts';
import { twoFactorCodeEmail } from './mail-templates.ts';
import type { Mailer } from './mailer.ts';
import type { EmailCodePurpose, EmailCodeService } from '../../http/verifiers.ts';
import {
  consumeCode,
  countCodesSince,
  countWrongAnswer,
  deleteOldCodes,
  insertEmailCode,
  lockNewestCode,
  selectCodeRecipient,
  selectLastCodeAt,
} from './email-codes.queries.ts';
import { lockEmailSubject, selectEmailLockEnd, upsertEmailLock } from './email-locks.queries.ts';

/** The least time between two codes e-mailed to an account for one purpose. */
export const EMAIL_CODE_GAP_MS = 60_000;

/** Codes an account may be e-mailed for a purpose within an hour before it is locked. */
export const EMAIL_CODES_PER_HOUR = 5;

/** How long the too-many-requests lock lasts (SPEC.md section 9). */
export const EMAIL_LOCK_MS = 5 * 60_000;

const HOUR_MS = 3_600_000;
// Rows older than this count for nothing any more (the hourly limit looks back one hour).
const KEEP_MS = 24 * HOUR_MS;
const CLEANUP_BATCH = 50;

export interface EmailCodeDeps {
  db: Db;
  clock: Clock;
  /** The app secret; the code hashes use a key derived from it. */
  secret: string;
  mailer: Mailer;
  /** Minutes a code stays good; mail is slower than SMS, so longer than an SMS code. */
  expiryMinutes?: number;
  /** Wrong answers after which a code is dead. */
  maxAttempts?: number;
}

type SendRefusal = { refused: 'too_many_requests' | 'email_too_frequent'; until: number };

/**
 * Decides a send inside its transaction, serialised per account and purpose: a refusal with when
 * to retry (a new lock row is written here and committed with it), or the recipient, with the
 * code's hash stored and codes past KEEP_MS cleaned up.
 */
async function recordSend(
  tx: Queryable,
  send: { brand: Brand; accountId: string; purpose: EmailCodePurpose; codeHash: string; expiresAt: Date; now: Date },
): Promise<SendRefusal | { refused: null; account: { username: string; language: string } }> {
  const { brand, accountId, purpose, now } = send;
  const subject = `code:${accountId}:${purpose}`;
  await lockEmailSubject(tx, `email:${brand.id}:${subject}`);
  const account = await selectCodeRecipient(tx, brand.id, accountId);
  // The callers pass an account they have just found in this brand; anything else is a bug.
  if (!account) throw new Error(`e-mail code for account ${accountId}, which brand ${brand.code} does not have`);
  const lockedUntil = await selectEmailLockEnd(tx, brand.id, subject);
  if (lockedUntil > now.getTime()) return { refused: 'too_many_requests', until: lockedUntil };
  const last = await selectLastCodeAt(tx, accountId, purpose);
  const nextAt = last ? last.getTime() + EMAIL_CODE_GAP_MS : 0;
  if (nextAt > now.getTime()) return { refused: 'email_too_frequent', until: nextAt };
  // Sends before the end of an earlier lock were paid for by that lock.
  const since = new Date(Math.max(now.getTime() - HOUR_MS, lockedUntil)).toISOString();
  if ((await countCodesSince(tx, accountId, purpose, since)) >= EMAIL_CODES_PER_HOUR) {
    const until = now.getTime() + EMAIL_LOCK_MS;
    await upsertEmailLock(tx, brand.id, subject, until);
    return { refused: 'too_many_requests', until };
  }
  await insertEmailCode(tx, { brandId: brand.id, accountId, purpose, codeHash: send.codeHash, expiresAt: send.expiresAt, at: now });
  await deleteOldCodes(tx, new Date(now.getTime() - KEEP_MS), CLEANUP_BATCH);
  return { refused: null, account };
}

/**
 * Six-digit codes e-mailed to an account (the second factor of a login from a new IP). Stored
 * only as HMACs; an account gets a new code at most once a minute and five times an hour (then
 * it is locked for 5 minutes, like SMS); each code is good for one use and a few attempts.
 */
export function createEmailCodeService(deps: EmailCodeDeps): EmailCodeService {
  const { db, clock } = deps;
  const expiryMinutes = deps.expiryMinutes ?? 10;
  const maxAttempts = deps.maxAttempts ?? 5;
  // Derived, so the hashing key is never the cookie secret itself.
  const hmacKey = createHmac('sha256', deps.secret).update('email-code-v1').digest();

  function hashOf(brand: Brand, accountId: string, purpose: EmailCodePurpose, code: string): string {
    return createHmac('sha256', hmacKey).update(`${brand.id}:${accountId}:${purpose}:${code}`).digest('hex');
  }

  return {
    async send(brand, accountId, email, purpose) {
      const now = clock.now();
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      // Decided in one transaction per account and purpose, so parallel sends cannot slip past the
      // limits; refusals are returned rather than thrown so a new lock is committed.
      const outcome = await db.transaction((tx) =>
        recordSend(tx, {
          brand,
          accountId,
          purpose,
          codeHash: hashOf(brand, accountId, purpose, code),
          expiresAt: new Date(now.getTime() + expiryMinutes * 60_000),
          now,
        }),
      );
      if (outcome.refused) {
        const retryAfterSeconds = Math.max(1, Math.ceil((outcome.until - now.getTime()) / 1000));
        throw new AppError(outcome.refused, undefined, { retryAfterSeconds });
      }
      const language = accountTextLanguage(outcome.account.language, brand.defaultLanguage);
      const mail = twoFactorCodeEmail(language, { brand: brand.name, username: outcome.account.username, code, minutes: expiryMinutes });
      await deps.mailer.send({ brandId: brand.id, accountId, to: email, fromName: brand.name, kind: purpose, ...mail });
      return { expiresInMinutes: expiryMinutes };
    },

    /**
     * Uses up the newest code e-mailed to an account for a purpose. A wrong answer counts an
     * attempt; a used, dead (too many attempts) or missing code is invalid; a late one expired.
     */
    async verify(brand, accountId, purpose, code) {
      const now = clock.now();
      // Returned rather than thrown, so a counted attempt is committed.
      const outcome = await db.transaction(async (tx) => {
        const row = await lockNewestCode(tx, brand.id, accountId, purpose);
        if (!row || row.consumedAt !== null || row.attempts >= maxAttempts) return 'verification_code_invalid' as const;
        if (new Date(row.expiresAt).getTime() <= now.getTime()) return 'verification_code_expired' as const;
        const given = Buffer.from(hashOf(brand, accountId, purpose, code.trim()), 'hex');
        const stored = Buffer.from(row.codeHash, 'hex');
        if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
          await countWrongAnswer(tx, row.id);
          return 'verification_code_invalid' as const;
        }
        await consumeCode(tx, row.id, now);
        return null;
      });
      if (outcome) throw new AppError(outcome);
    },
  };
}
