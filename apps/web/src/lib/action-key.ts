import { useCallback, useRef } from 'react';

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; random bytes in hex (32 characters) do the same job elsewhere.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Idempotency keys for one money action of a form (decisions 016 and 017): the same body sent again (a
 * retry after a lost answer) reuses its key, so the server answers the first result instead of
 * acting twice; a changed body, or the next action after a success (`clear`), gets a new key.
 */
export function useActionKey() {
  const last = useRef<{ body: string; key: string } | null>(null);
  const keyFor = useCallback((body: unknown) => {
    const text = JSON.stringify(body);
    if (last.current?.body !== text) last.current = { body: text, key: newKey() };
    return last.current.key;
  }, []);
  const clear = useCallback(() => {
    last.current = null;
  }, []);
  return { keyFor, clear };
}
