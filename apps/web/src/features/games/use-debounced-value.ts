import { useEffect, useState } from 'react';

/** The search box waits this long after the last key before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The value once it stopped changing for `delayMs`, so typing a name sends one request. */
export function useDebouncedValue<T>(value: T, delayMs = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
