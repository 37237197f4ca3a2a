import { useCallback, useEffect, useState } from 'react';

/**
 * Several named countdowns in whole seconds (one per way a code is sent, say): start one, read
 * what is left of each. One timer ticks while any of them runs.
 */
export function useCountdowns<K extends string>() {
  const [left, setLeft] = useState<Partial<Record<K, number>>>({});
  const running = Object.values<number | undefined>(left).some((seconds) => (seconds ?? 0) > 0);

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(
      () =>
        setLeft((previous) => {
          const next: Partial<Record<K, number>> = {};
          for (const key of Object.keys(previous) as K[]) next[key] = Math.max(0, (previous[key] ?? 0) - 1);
          return next;
        }),
      1000,
    );
    return () => clearInterval(timer);
  }, [running]);

  const start = useCallback(
    (key: K, seconds: number) => setLeft((previous) => ({ ...previous, [key]: Math.max(0, Math.round(seconds)) })),
    [],
  );
  const remaining = useCallback((key: K) => left[key] ?? 0, [left]);
  return { start, remaining };
}
