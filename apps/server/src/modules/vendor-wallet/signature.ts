import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createSealer, type Sealer } from '../../lib/sealed-box.ts';

/** The house slot vendor (decision 024): its secret is derived from the app secret, never stored. */
export const HOUSE_VENDOR_CODE = 'BTSLOT';

/** How far a call's timestamp may be from our clock, either way. */
export const SIGNATURE_WINDOW_MS = 5 * 60_000;

/** The sealed-box purpose of vendors' wallet secrets (game_vendors.wallet_secret_sealed). */
const SECRET_PURPOSE = 'vendor-wallet-secret';

/** The hex HMAC-SHA256 of `${timestampMs}.${rawBody}` under the vendor's secret: the x-wallet-signature header. */
export function signWalletRequest(secret: string, timestampMs: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestampMs}.${rawBody}`).digest('hex');
}

/**
 * True when the signature is the HMAC of exactly these raw bytes and the timestamp (unix ms) is
 * within five minutes of now. Compared in constant time.
 */
export function verifyWalletSignature(input: {
  secret: string;
  timestamp: string | undefined;
  signature: string | undefined;
  rawBody: Buffer;
  nowMs: number;
}): boolean {
  const { timestamp, signature } = input;
  if (typeof timestamp !== 'string' || !/^[0-9]{1,16}$/.test(timestamp)) return false;
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  if (Math.abs(Number(timestamp) - input.nowMs) > SIGNATURE_WINDOW_MS) return false;
  const expected = createHmac('sha256', input.secret).update(`${timestamp}.`).update(input.rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** The house vendor's wallet secret: an HMAC of a fixed label under the app secret. */
export function houseVendorSecret(appSecret: string): string {
  return createHmac('sha256', appSecret).update('bituin:house-vendor-wallet-secret:v1').digest('base64url');
}

/** Seals and opens vendors' wallet secrets, bound to the brand and vendor so a copied value opens nowhere else. */
export function createVendorSecretSealer(appSecret: string) {
  const sealer: Sealer = createSealer(appSecret, SECRET_PURPOSE);
  const bind = (brandId: string, vendorCode: string) => `${brandId}:${vendorCode}`;
  return {
    seal: (secret: string, brandId: string, vendorCode: string) => sealer.seal(Buffer.from(secret, 'utf8'), bind(brandId, vendorCode)),
    open: (sealed: string, brandId: string, vendorCode: string) => sealer.open(sealed, bind(brandId, vendorCode))?.toString('utf8') ?? null,
  };
}

/** A new vendor wallet secret: 32 random bytes, base64url. */
export function newVendorSecret(): string {
  return randomBytes(32).toString('base64url');
}
