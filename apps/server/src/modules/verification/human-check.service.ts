import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createChallenge, extractParams } from 'altcha-lib/v1';
import type { Payload } from 'altcha-lib/v1/types';
import { z } from 'zod';
import type { humanCheckChallengeValue } from '@pkg/contracts/auth';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../http/errors.ts';
import { deleteEndedUses, insertUse } from './human-check.queries.ts';

/** How long a human-check challenge can be solved and submitted. */
export const HUMAN_CHECK_TTL_MS = 5 * 60_000;

/**
 * Upper bound of the secret number the client searches for; it tries 0, 1, 2, ... so the mean
 * cost is half of this. Measured with altcha-lib's main-thread solver in Chromium on a busy
 * 2-core box: 10 000 takes 0.10 s on average unthrottled and 0.49 s (worst of 40: 0.97 s) at
 * 4x CPU throttling, Lighthouse's stand-in for a mid-range phone.
 */
export const HUMAN_CHECK_MAX_NUMBER = 10_000;

// Solutions are small JSON objects; anything much longer is not one.
const MAX_PAYLOAD_CHARS = 1_000;
// Used signatures past their expiry are deleted by the next check after this long, not by every
// check: one statement fewer on every credential call (decision 021).
const SWEEP_EVERY_MS = 60_000;
const HEX_64 = /^[0-9a-f]{64}$/;

type HumanCheckChallenge = z.infer<typeof humanCheckChallengeValue>;

const payloadSchema = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string().regex(HEX_64),
  number: z.number().int().min(0).max(HUMAN_CHECK_MAX_NUMBER),
  salt: z.string().max(200),
  signature: z.string().regex(HEX_64),
});

/**
 * The self-hosted proof-of-work human check (ALTCHA v1 format) run before credential calls:
 * challenges are signed with a key derived from the app secret, expire after five minutes, and
 * each solution is accepted once, across every process sharing the database.
 */
export function createHumanCheckService(db: Db, clock: Clock, secret: string) {
  // Derived, so the signing key is never the cookie secret itself.
  const hmacKey = createHmac('sha256', secret).update('human-check-v1').digest('hex');
  let lastSweepMs = Number.NEGATIVE_INFINITY;

  return {
    /** A fresh signed challenge for the client to solve. */
    async challenge(): Promise<HumanCheckChallenge> {
      const created = await createChallenge({
        algorithm: 'SHA-256',
        hmacKey,
        maxNumber: HUMAN_CHECK_MAX_NUMBER,
        expires: new Date(clock.now().getTime() + HUMAN_CHECK_TTL_MS),
      });
      return { ...created, maxnumber: created.maxnumber ?? HUMAN_CHECK_MAX_NUMBER };
    },

    /**
     * Accepts a solved challenge (base64 of the JSON the client's solver produced) once. Throws
     * human_check_failed when it is missing, malformed, wrong, forged, expired or already used.
     */
    async verify(payloadBase64: string | undefined): Promise<void> {
      const payload = parsePayload(payloadBase64);
      if (!payload) throw new AppError('human_check_failed');
      const now = clock.now();
      // altcha-lib checks expiry against the system clock; ours is checked here against the
      // injected one, and the challenge must carry an expiry at all.
      const expiresSeconds = Number(extractParams(payload).expires);
      if (!Number.isSafeInteger(expiresSeconds) || expiresSeconds * 1000 <= now.getTime()) throw new AppError('human_check_failed');
      if (!isSolved(payload, hmacKey)) throw new AppError('human_check_failed');
      if (now.getTime() - lastSweepMs >= SWEEP_EVERY_MS) {
        lastSweepMs = now.getTime();
        await deleteEndedUses(db, now);
      }
      if (!(await insertUse(db, payload.signature, new Date(expiresSeconds * 1000)))) throw new AppError('human_check_failed');
    },
  };
}

/** The human-check service as the routes and the credential calls use it. */
export type HumanCheckService = ReturnType<typeof createHumanCheckService>;

/**
 * ALTCHA v1's check (altcha-lib's verifySolution): the number must hash with the salt to the
 * challenge, and the challenge must carry our signature. Done here with node:crypto's synchronous
 * SHA-256 and HMAC because altcha-lib's WebCrypto calls queue on libuv's thread pool behind the
 * argon2 hashes of the same logins (decision 021). Both values are 64 hex characters (checked by
 * the schema), so the comparisons are of equal lengths and take constant time.
 */
function isSolved(payload: Payload, hmacKey: string): boolean {
  const challenge = createHash('sha256').update(`${payload.salt}${payload.number}`).digest();
  const signature = createHmac('sha256', hmacKey).update(payload.challenge).digest();
  return (
    timingSafeEqual(challenge, Buffer.from(payload.challenge, 'hex')) && timingSafeEqual(signature, Buffer.from(payload.signature, 'hex'))
  );
}

function parsePayload(payloadBase64: string | undefined): Payload | null {
  if (!payloadBase64 || payloadBase64.length > MAX_PAYLOAD_CHARS) return null;
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(payloadBase64, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
