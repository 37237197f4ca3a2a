/** A fresh Idempotency-Key: a UUID, or 32 random hex characters where randomUUID is missing (no secure context). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The Idempotency-Keys of one form's submissions (a manual adjustment's proposal, decision 017):
 * sending the same body again (a retry after an error or a lost answer, a double click) reuses its
 * key, so the server answers the first result instead of acting twice; a changed body, or the next
 * submission after a success (`clear`), gets a new key.
 */
export function createSubmissionKeys(makeKey: () => string = newIdempotencyKey) {
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
