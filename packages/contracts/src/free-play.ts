/**
 * The free-play login's headers (SPEC.md section 7: "os, platform W, Encryption, X-Gateway-Version
 * 3"; decision 064). Kept apart from the zod contracts so the site can import them without zod.
 * `encryption` is the payload seal's header (payload-seal.ts): the site seals an empty payload.
 */
export const FREE_PLAY_HEADERS = {
  os: 'os',
  platform: 'platform',
  gatewayVersion: 'x-gateway-version',
  encryption: 'encryption',
} as const;

/** The values of the free-play `platform` and `X-Gateway-Version` headers. */
export const FREE_PLAY_PLATFORM = 'W';
export const FREE_PLAY_GATEWAY_VERSION = '3';

/** The operating systems the `os` header names (lower case). */
export const FREE_PLAY_OS = ['android', 'ios', 'windows', 'macos', 'linux', 'other'] as const;
export type FreePlayOs = (typeof FREE_PLAY_OS)[number];

/** The `os` header's value for a browser's user-agent string. */
export function freePlayOsOf(userAgent: string): FreePlayOs {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  if (/windows/i.test(userAgent)) return 'windows';
  if (/mac os|macintosh/i.test(userAgent)) return 'macos';
  if (/linux|cros/i.test(userAgent)) return 'linux';
  return 'other';
}
