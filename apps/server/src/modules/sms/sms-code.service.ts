import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { ShippedLanguage } from '@pkg/contracts/languages';
import { translate } from '@pkg/i18n/messages';
import type { Db, Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../http/errors.ts';
import type { Brand } from '../brands/index.ts';
import { deliverSms, type SmsProvider } from './sms-provider.ts';
import type { SmsCodePurpose } from '../../http/verifiers.ts';
import {
  consumeCode,
  countCodesSince,
  countWrongAnswer,
  deleteOldCodes,
  insertSmsCode,
  lockDestination,
  lockNewestCode,
  selectLastCodeAt,
  selectSmsLockEnd,
  upsertSmsLock,
} from './sms-codes.queries.ts';

/** Code requests a destination may make within an hour before it is locked (SPEC.md section 9). */
export const SMS_REQUESTS_PER_HOUR = 5;

/** How long the too-many-requests lock lasts (SPEC.md section 9). */
export const SMS_LOCK_MS = 5 * 60_000;

const HOUR_MS = 3_600_000;
// Rows older than this count for nothing any more (the hourly limit looks back one hour).
const KEEP_MS = 24 * HOUR_MS;
const CLEANUP_BATCH = 50;

export interface SmsCodeDeps {
  db: Db;
  clock: Clock;
  /** The app secret; the code hashes use a key derived from it. */
  secret: string;
  provider: SmsProvider;
  /** Minutes a code stays good; the client's resend countdown is 60 s times this. */
  expiryMinutes?: number;
  /** Wrong answers after which a code is dead. */
  maxAttempts?: number;
}

type RequestRefusal = { refused: 'too_many_requests' | 'sms_too_frequent'; until: number };

/**
 * Decides a code request inside its transaction, serialised per destination: a refusal with when
 * to retry (a new lock row is written here and committed with it), or null with the code's hash
 * stored and codes past KEEP_MS cleaned up.
 */
async function recordRequest(
  tx: Queryable,
  request: { brand: Brand; e164: string; purpose: SmsCodePurpose; codeHash: string; expiresAt: Date; resendGapMs: number; now: Date },
): Promise<RequestRefusal | { refused: null }> {
  const { brand, e164, purpose, now } = request;
  await lockDestination(tx, brand.id, e164);
  const lockedUntil = await selectSmsLockEnd(tx, brand.id, e164);
  if (lockedUntil > now.getTime()) return { refused: 'too_many_requests', until: lockedUntil };
  const last = await selectLastCodeAt(tx, brand.id, e164, purpose);
  const resendAt = last ? last.getTime() + request.resendGapMs : 0;
  if (resendAt > now.getTime()) return { refused: 'sms_too_frequent', until: resendAt };
  // Requests before the end of an earlier lock were paid for by that lock.
  const since = new Date(Math.max(now.getTime() - HOUR_MS, lockedUntil)).toISOString();
  if ((await countCodesSince(tx, brand.id, e164, since)) >= SMS_REQUESTS_PER_HOUR) {
    const until = now.getTime() + SMS_LOCK_MS;
    await upsertSmsLock(tx, brand.id, e164, until);
    return { refused: 'too_many_requests', until };
  }
  await insertSmsCode(tx, { brandId: brand.id, e164, purpose, codeHash: request.codeHash, expiresAt: request.expiresAt, at: now });
  await deleteOldCodes(tx, new Date(now.getTime() - KEEP_MS), CLEANUP_BATCH);
  return { refused: null };
}

/**
 * Six-digit SMS verification codes for logging in, signing up and resetting a password by phone.
 * Codes are stored only as HMACs; a destination gets a new code for a purpose only once the
 * client's countdown has run out, at most five an hour, and each code is good for one use and a
 * few attempts.
 */
export function createSmsCodeService(deps: SmsCodeDeps) {
  const { db, clock, provider } = deps;
  const expiryMinutes = deps.expiryMinutes ?? 5;
  const maxAttempts = deps.maxAttempts ?? 5;
  // SPEC.md section 4: the client counts down 60 s times the expiry minutes before it offers a resend.
  const resendGapMs = 60_000 * expiryMinutes;
  // Derived, so the hashing key is never the cookie secret itself.
  const hmacKey = createHmac('sha256', deps.secret).update('sms-code-v1').digest();

  function hashOf(brand: Brand, e164: string, purpose: SmsCodePurpose, code: string): string {
    return createHmac('sha256', hmacKey).update(`${brand.id}:${e164}:${purpose}:${code}`).digest('hex');
  }

  function retryAfter(until: number, now: number): { retryAfterSeconds: number } {
    return { retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)) };
  }

  return {
    /**
     * Issues a code for a destination and purpose and texts it in the caller's language. With
     * `send: false` the request counts and is throttled like any other but nothing is texted:
     * the login and reset code calls use it for numbers without an account, so their answer
     * reveals nothing. Throws sms_too_frequent before the countdown ends, too_many_requests
     * while the destination is locked, and sms_send_failed when the provider did not take the text.
     */
    async request(
      brand: Brand,
      e164: string,
      purpose: SmsCodePurpose,
      language: ShippedLanguage,
      options: { send?: boolean } = {},
    ): Promise<{ expireMinutes: number }> {
      const now = clock.now();
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      // Decided in one transaction per destination, so parallel requests cannot slip past the limits;
      // refusals are returned rather than thrown so a new lock is committed.
      const outcome = await db.transaction((tx) =>
        recordRequest(tx, {
          brand,
          e164,
          purpose,
          codeHash: hashOf(brand, e164, purpose, code),
          expiresAt: new Date(now.getTime() + expiryMinutes * 60_000),
          resendGapMs,
          now,
        }),
      );
      if (outcome.refused) throw new AppError(outcome.refused, undefined, retryAfter(outcome.until, now.getTime()));
      if (options.send !== false) {
        const body = translate(language, 'sms.code', { code, minutes: expiryMinutes });
        const status = await deliverSms(db, clock, provider, { brandId: brand.id, phone: e164, body, purpose });
        // The gateway refused it (out of quota, say) or was unreachable: say so, rather than start
        // a countdown for a text that never comes (SPEC.md section 8). The request still counts
        // towards the resend gap and the hourly limit, since it cost a call to the gateway.
        if (status === 'failed') throw new AppError('sms_send_failed');
      }
      return { expireMinutes: expiryMinutes };
    },

    /**
     * Uses up the newest code sent to a destination for a purpose. A wrong answer counts an
     * attempt; a used, dead (too many attempts) or missing code is invalid; a late one expired.
     */
    async verify(brand: Brand, e164: string, purpose: SmsCodePurpose, code: string): Promise<void> {
      const now = clock.now();
      // Returned rather than thrown, so a counted attempt is committed.
      const outcome = await db.transaction(async (tx) => {
        const row = await lockNewestCode(tx, brand.id, e164, purpose);
        if (!row || row.consumedAt !== null || row.attempts >= maxAttempts) return 'verification_code_invalid' as const;
        if (new Date(row.expiresAt).getTime() <= now.getTime()) return 'verification_code_expired' as const;
        const given = Buffer.from(hashOf(brand, e164, purpose, code.trim()), 'hex');
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

/** The SMS code service as the routes and the flows that check codes use it. */
export type SmsCodeService = ReturnType<typeof createSmsCodeService>;
