import type { PayloadKeyValue } from './auth.ts';

/**
 * The client side of the encrypted payloads of login, register and password calls (decision 008):
 * the JSON gets a timestamp and a nonce, is encrypted with AES-256-GCM under a fresh key, and that
 * key is wrapped with the server's RSA-OAEP (SHA-256) public key. Only the standard WebCrypto API
 * is used, so browsers and Node 20 run the same code.
 */

/** The scheme name, in the key answer's `algorithm` and at the start of the `Encryption` header. */
export const ENCRYPTION_SCHEME: PayloadKeyValue['algorithm'] = 'RSA-OAEP-256+A256GCM';

/** The request header that carries the scheme and the key id (lower case, as Node reports it). */
export const ENCRYPTION_HEADER = 'encryption';

/** How many random bytes make the `_nonce` of a sealed payload. */
export const PAYLOAD_NONCE_BYTES = 16;

/** What a sealed call sends: the `Encryption` header value and the JSON body. */
export interface SealedPayload {
  header: string;
  body: { value: string };
}

/** Options of sealPayload; the defaults are right for a client whose clock is correct. */
export interface SealOptions {
  /**
   * The time to stamp, in ms since the epoch. A client whose clock is off can pass its own time
   * corrected by the server's (e.g. from the key answer's `Date` header); the server refuses
   * stamps more than 5 minutes from its clock.
   */
  now?: number;
}

/** Encodes bytes as base64url without padding. */
export function bytesToBase64Url(bytes: Uint8Array): string {
  let binary = '';
  // Chunked, because spreading a large array into fromCharCode overflows the call stack.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** Decodes base64 in either alphabet (standard or url-safe), padded or not; throws on bad input. */
export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  const standard = text.replaceAll('-', '+').replaceAll('_', '/').replace(/=+$/, '');
  const binary = atob(standard + '='.repeat((4 - (standard.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** The `Encryption` header value for a key id. */
export function encryptionHeader(keyId: string): string {
  return `${ENCRYPTION_SCHEME}; kid=${keyId}`;
}

/**
 * Seals a JSON payload for the server key `key` (from `GET /wps/session/key/rsa`). Send `body`
 * as the JSON body and `header` as the `Encryption` header. Every call makes a new nonce, so a
 * sealed body is good for one request only; when the server answers `encryption_required`, fetch
 * the key again and seal again.
 */
export async function sealPayload(payload: object, key: PayloadKeyValue, options: SealOptions = {}): Promise<SealedPayload> {
  const { subtle } = globalThis.crypto;
  const nonce = globalThis.crypto.getRandomValues(new Uint8Array(PAYLOAD_NONCE_BYTES));
  const plaintext = new TextEncoder().encode(
    JSON.stringify({ ...payload, _ts: options.now ?? Date.now(), _nonce: bytesToBase64Url(nonce) }),
  );

  const publicKey = await subtle.importKey('spki', base64ToBytes(key.publicKey), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['wrapKey']);
  const contentKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  // AES-GCM in WebCrypto returns the ciphertext with the 16-byte tag appended, as the wire wants it.
  const ciphertext = await subtle.encrypt({ name: 'AES-GCM', iv }, contentKey, plaintext);
  const wrappedKey = await subtle.wrapKey('raw', contentKey, publicKey, { name: 'RSA-OAEP' });

  const value = [new Uint8Array(wrappedKey), iv, new Uint8Array(ciphertext)].map(bytesToBase64Url).join('.');
  return { header: encryptionHeader(key.keyId), body: { value } };
}
