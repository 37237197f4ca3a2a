import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../http/errors.ts';
import type { Brand } from '../brands/index.ts';
import { randomCaptchaText, renderCaptchaPng } from './captcha-image.ts';
import {
  captchaExists,
  deleteExpiredCaptchas,
  insertCaptcha,
  markAddressRefresh,
  refreshCaptcha,
  spendCaptcha,
} from './captcha.queries.ts';

/** How long a captcha image can be answered. */
export const CAPTCHA_TTL_MS = 5 * 60_000;

/** Shortest time between two captchas for one visitor (SPEC.md section 9: captcha refresh gap 1 s). */
export const CAPTCHA_REFRESH_GAP_MS = 1_000;

/** Name of the signed cookie that binds a visitor to their captcha row. */
export const CAPTCHA_COOKIE = 'captcha';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** How many expired rows one issue removes. */
const CLEANUP_BATCH = 50;

// The gap is one second, so whoever is refused may retry after one.
const refreshTooSoon = () => new AppError('too_many_requests', undefined, { retryAfterSeconds: Math.ceil(CAPTCHA_REFRESH_GAP_MS / 1000) });

/** Who asks for a captcha: the captcha id their signed cookie names, if any, and their IP. */
export interface CaptchaVisitor {
  captchaId: string | null;
  ip: string;
}

/** A freshly issued captcha. Only `png` goes over HTTP; the answer stays on the server (and in tests). */
export interface IssuedCaptcha {
  id: string;
  answer: string;
  png: Buffer;
}

/**
 * Image captchas for logins after a failure: answers are stored only as an HMAC, expire after
 * five minutes, get one try each, and belong to the brand and the visitor's cookie. `makeText`
 * picks each answer (random from the captcha alphabet); test apps pass a fixed one so tests of
 * other calls can answer.
 */
export function createCaptchaService(db: Db, clock: Clock, secret: string, makeText: () => string = randomCaptchaText) {
  // A key of its own, so an answer hash can never be mistaken for another use of the secret.
  const answerKey = createHmac('sha256', secret).update('captcha-answer-v1').digest();
  // Answers compare without letter case or surrounding spaces, on both sides of the comparison.
  const hashAnswer = (id: string, answer: string) =>
    createHmac('sha256', answerKey).update(`${id}:${answer.trim().toUpperCase()}`).digest('hex');

  /** The visitor behind a request: the captcha id of a validly signed cookie, and the IP. */
  function visitorOf(request: FastifyRequest): CaptchaVisitor {
    const raw = request.cookies[CAPTCHA_COOKIE];
    if (!raw) return { captchaId: null, ip: request.ip };
    const unsigned = request.unsignCookie(raw);
    const captchaId = unsigned.valid && unsigned.value !== null && UUID_PATTERN.test(unsigned.value) ? unsigned.value : null;
    return { captchaId, ip: request.ip };
  }

  return {
    visitorOf,

    /**
     * A new captcha for the visitor. A visitor with a cookie gets their row's answer replaced; one
     * without gets a new row. Throws too_many_requests within the refresh gap of the last one
     * (measured per cookie, or per IP for visitors without one).
     */
    async issue(brand: Brand, visitor: CaptchaVisitor): Promise<IssuedCaptcha> {
      const now = clock.now();
      const answer = makeText();
      const expiresAt = new Date(now.getTime() + CAPTCHA_TTL_MS).toISOString();
      const gapStart = new Date(now.getTime() - CAPTCHA_REFRESH_GAP_MS).toISOString();
      if (visitor.captchaId) {
        const id = visitor.captchaId;
        // One conditional update both checks the gap and claims the row, so two racing refreshes
        // cannot both pass.
        const refreshed = await refreshCaptcha(db, {
          id,
          brandId: brand.id,
          answerHash: hashAnswer(id, answer),
          at: now,
          expiresAt,
          gapStart,
        });
        if (refreshed) return { id, answer, png: renderCaptchaPng(answer) };
        if (await captchaExists(db, id, brand.id)) throw refreshTooSoon();
        // The row is gone (expired and removed) or belongs to another brand: start afresh.
      }
      if (!(await markAddressRefresh(db, brand.id, visitor.ip, now, gapStart))) throw refreshTooSoon();
      const id = randomUUID();
      await insertCaptcha(db, { id, brandId: brand.id, answerHash: hashAnswer(id, answer), at: now, expiresAt });
      // Expired rows are removed a few at a time whenever a captcha is issued, so no job is needed.
      await deleteExpiredCaptchas(db, now, new Date(now.getTime() - CAPTCHA_REFRESH_GAP_MS), CLEANUP_BATCH);
      return { id, answer, png: renderCaptchaPng(answer) };
    },

    /**
     * Checks the answer to the captcha the request's cookie names, for this brand. Letter case and
     * surrounding spaces do not matter. The captcha is used up either way, so each image gets one
     * try. Throws captcha_invalid when the answer is wrong or missing, the captcha expired or was
     * used, or the cookie is missing or forged.
     */
    async verify(request: FastifyRequest, brand: Brand, answer: string | undefined): Promise<void> {
      const { captchaId } = visitorOf(request);
      if (!captchaId) throw new AppError('captcha_invalid');
      const now = clock.now().toISOString();
      const answerHash = await spendCaptcha(db, captchaId, brand.id, now);
      if (answerHash === undefined || answer === undefined) throw new AppError('captcha_invalid');
      const given = Buffer.from(hashAnswer(captchaId, answer));
      const stored = Buffer.from(answerHash);
      if (given.length !== stored.length || !timingSafeEqual(given, stored)) throw new AppError('captcha_invalid');
    },
  };
}

/** The captcha service as the routes and the login call use it. */
export type CaptchaService = ReturnType<typeof createCaptchaService>;
