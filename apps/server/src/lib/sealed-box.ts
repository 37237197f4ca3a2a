import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/** Seals small secrets for storage (AES-256-GCM under a key derived from the app secret). */
export interface Sealer {
  /** Seals bytes; `bindTo` (e.g. the row's id) must be given again to open, so a copy onto another row fails. */
  seal(plain: Buffer, bindTo: string): string;
  /** The bytes, or null when sealed under another secret, for another row, or damaged. */
  open(sealed: string, bindTo: string): Buffer | null;
}

/** A sealer whose key is derived from the app secret for one purpose, so purposes never share a key. */
export function createSealer(secret: string, purpose: string): Sealer {
  const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), purpose, 32));
  return {
    seal(plain, bindTo) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(bindTo));
      const body = Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
      return [VERSION, iv.toString('base64url'), body.toString('base64url')].join('.');
    },
    open(sealed, bindTo) {
      const [version, iv, body] = sealed.split('.');
      if (version !== VERSION || !iv || !body) return null;
      try {
        const bytes = Buffer.from(body, 'base64url');
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(bindTo));
        decipher.setAuthTag(bytes.subarray(bytes.length - 16));
        return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]);
      } catch {
        return null;
      }
    },
  };
}
