import { Secret, TOTP } from 'otpauth';

// RFC 6238 with the parameters every authenticator app reads from a plain otpauth:// URI.
const PERIOD_SECONDS = 30;
const DIGITS = 6;
const CODE_PATTERN = /^\d{6}$/;

function totpOf(secretBase32: string, label = '', issuer = ''): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: DIGITS, period: PERIOD_SECONDS, secret: Secret.fromBase32(secretBase32) });
}

/**
 * An authenticator secret (given, e.g. when moving staff from another system, or 160 new random
 * bits; base32) and the otpauth:// URI apps scan. Players' and staff's authenticators both use it.
 */
export function newTotpSecret(label: string, issuer: string, givenBase32?: string): { secretBase32: string; uri: string } {
  const secretBase32 = givenBase32 ?? new Secret({ size: 20 }).base32;
  return { secretBase32, uri: totpOf(secretBase32, label, issuer).toString() };
}

/**
 * The 30-second step a code belongs to, allowing one step of clock drift either way, or null
 * when the code is wrong. Callers refuse steps not after the last one used, so a code works once.
 */
export function matchingStep(secretBase32: string, code: string, now: Date): number | null {
  const token = code.replace(/\s+/g, '');
  if (!CODE_PATTERN.test(token)) return null;
  const delta = totpOf(secretBase32).validate({ token, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

/** The code of a secret at a moment (tests and the site's journey compute codes like an app would). */
export function totpCode(secretBase32: string, at: Date): string {
  return totpOf(secretBase32).generate({ timestamp: at.getTime() });
}
