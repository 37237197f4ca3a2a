import { Secret, TOTP } from 'otpauth';

const PERIOD_SECONDS = 30;

function totpOf(secretBase32: string, label = '', issuer = ''): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secretBase32) });
}

/** An authenticator secret (given, or 160 new random bits; base32) and the otpauth:// address apps scan. */
export function authenticatorFor(label: string, issuer: string, givenBase32?: string): { secretBase32: string; uri: string } {
  const secretBase32 = givenBase32 ?? new Secret({ size: 20 }).base32;
  return { secretBase32, uri: totpOf(secretBase32, label, issuer).toString() };
}

/**
 * The time step a code belongs to (one step of clock drift either way allowed), or null when the
 * code is wrong. The caller refuses steps not after the last one used, so a code works only once.
 */
export function matchingStep(secretBase32: string, code: string, now: Date): number | null {
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

/** The current code of a secret (used by the operator CLI's self-check and by tests). */
export function currentCode(secretBase32: string, now: Date): string {
  return totpOf(secretBase32).generate({ timestamp: now.getTime() });
}
