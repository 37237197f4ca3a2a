import { useState } from 'react';

/** A fresh Idempotency-Key: a UUID, or 32 random hex characters where randomUUID is missing (no secure context). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface ActionKeys {
  /** The key of this body: the last one's again when the body is the same, a new one otherwise. */
  keyFor(body: unknown): string;
  /** Forgets the last body, so the next action (after a success) gets a new key. */
  clear(): void;
}

/**
 * The Idempotency-Keys of one form's money actions (decisions 016 and 017), in the site and the
 * console alike: sending the same body again (a retry after an error or a lost answer, a double
 * click) reuses its key, so the server answers the first result instead of acting twice; a changed
 * body, or the next action after a success (`clear`), gets a new key.
 */
export function createActionKeys(makeKey: () => string = newIdempotencyKey): ActionKeys {
  let last: { body: string; key: string } | null = null;
  return {
    keyFor(body: unknown): string {
      const text = JSON.stringify(body);
      if (last?.body !== text) last = { body: text, key: makeKey() };
      return last.key;
    },
    clear(): void {
      last = null;
    },
  };
}

/** A form's action keys, the same object for the component's life (so `keyFor` and `clear` are stable). */
export function useActionKey(): ActionKeys {
  const [keys] = useState(() => createActionKeys());
  return keys;
}
