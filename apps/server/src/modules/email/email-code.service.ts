import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { normaliseLanguage, textLanguageOf } from '@pkg/contracts/languages';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../http/errors.ts';
import type { Brand } from '../brands/index.ts';
import { twoFactorCodeEmail } from './mail-templates.ts';
import type { Mailer } from './mailer.ts';
import type { EmailCodePurpose, EmailCodeService } from '../../http/verifiers.ts';

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

interface CodeRow {
  id: string;
  codeHash: string;
  attempts: number;
  expiresAt: Date | string;
  consumedAt: Date | string | null;
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
      const subject = `code:${accountId}:${purpose}`;
      // Decided in one transaction per account and purpose, so parallel sends cannot slip past the
      // limits; refusals are returned rather than thrown so a new lock is committed.
      const outcome = await db.transaction(async (tx) => {
        await tx.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [`email:${brand.id}:${subject}`]);
        const [account] = await tx.query<{ username: string; language: string }>(
          'select username, language from accounts where id = $1 and merchant_id = $2',
          [accountId, brand.id],
        );
        // The callers pass an account they have just found in this brand; anything else is a bug.
        if (!account) throw new Error(`e-mail code for account ${accountId}, which brand ${brand.code} does not have`);
        const [lock] = await tx.query<{ lockedUntil: Date | string }>(
          'select locked_until as "lockedUntil" from email_locks where merchant_id = $1 and subject = $2',
          [brand.id, subject],
        );
        const lockedUntil = lock ? new Date(lock.lockedUntil).getTime() : 0;
        if (lockedUntil > now.getTime()) return { refused: 'too_many_requests' as const, until: lockedUntil };
        const [last] = await tx.query<{ createdAt: Date | string }>(
          `select created_at as "createdAt" from email_codes where account_id = $1 and purpose = $2
            order by created_at desc, id desc limit 1`,
          [accountId, purpose],
        );
        const nextAt = last ? new Date(last.createdAt).getTime() + EMAIL_CODE_GAP_MS : 0;
        if (nextAt > now.getTime()) return { refused: 'email_too_frequent' as const, until: nextAt };
        // Sends before the end of an earlier lock were paid for by that lock.
        const since = new Date(Math.max(now.getTime() - HOUR_MS, lockedUntil)).toISOString();
        const [recent] = await tx.query<{ n: number }>(
          'select count(*)::int as n from email_codes where account_id = $1 and purpose = $2 and created_at > $3',
          [accountId, purpose, since],
        );
        if ((recent?.n ?? 0) >= EMAIL_CODES_PER_HOUR) {
          const until = now.getTime() + EMAIL_LOCK_MS;
          await tx.query(
            `insert into email_locks (merchant_id, subject, locked_until) values ($1, $2, $3)
               on conflict (merchant_id, subject) do update set locked_until = excluded.locked_until`,
            [brand.id, subject, new Date(until).toISOString()],
          );
          return { refused: 'too_many_requests' as const, until };
        }
        await tx.query(
          `insert into email_codes (merchant_id, account_id, purpose, code_hash, expires_at, created_at) values ($1, $2, $3, $4, $5, $6)`,
          [
            brand.id,
            accountId,
            purpose,
            hashOf(brand, accountId, purpose, code),
            new Date(now.getTime() + expiryMinutes * 60_000).toISOString(),
            now.toISOString(),
          ],
        );
        await tx.query(`delete from email_codes where id in (select id from email_codes where created_at < $1 limit ${CLEANUP_BATCH})`, [
          new Date(now.getTime() - KEEP_MS).toISOString(),
        ]);
        return { refused: null, account };
      });
      if (outcome.refused) {
        const retryAfterSeconds = Math.max(1, Math.ceil((outcome.until - now.getTime()) / 1000));
        throw new AppError(outcome.refused, undefined, { retryAfterSeconds });
      }
      const language = textLanguageOf(normaliseLanguage(outcome.account.language));
      const mail = twoFactorCodeEmail(language, { brand: brand.name, username: outcome.account.username, code, minutes: expiryMinutes });
      await deps.mailer.send({ merchantId: brand.id, accountId, to: email, fromName: brand.name, kind: purpose, ...mail });
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
        const [row] = await tx.query<CodeRow>(
          `select id::text as id, code_hash as "codeHash", attempts, expires_at as "expiresAt", consumed_at as "consumedAt"
             from email_codes where merchant_id = $1 and account_id = $2 and purpose = $3
            order by created_at desc, id desc limit 1 for update`,
          [brand.id, accountId, purpose],
        );
        if (!row || row.consumedAt !== null || row.attempts >= maxAttempts) return 'verification_code_invalid' as const;
        if (new Date(row.expiresAt).getTime() <= now.getTime()) return 'verification_code_expired' as const;
        const given = Buffer.from(hashOf(brand, accountId, purpose, code.trim()), 'hex');
        const stored = Buffer.from(row.codeHash, 'hex');
        if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
          await tx.query('update email_codes set attempts = attempts + 1 where id = $1', [row.id]);
          return 'verification_code_invalid' as const;
        }
        await tx.query('update email_codes set consumed_at = $2 where id = $1', [row.id, now.toISOString()]);
        return null;
      });
      if (outcome) throw new AppError(outcome);
    },
  };
}
