/**
 * Counting and listing the combinations of picks: binomial coefficients, k-subsets, per-row
 * tuples (with or without repeats) and membership in a short canonical row.
 */
import type { Picks } from './bet-kit.ts';

/** Binomial coefficient C(n, k) (0 outside 0 <= k <= n); exact for the small values used here. */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/** Every k-subset of `items`, in order (for exposure keys of combination bets; at most maxCombos of them). */
export function subsets<T>(items: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  const walk = (start: number, chosen: T[]): void => {
    if (chosen.length === k) {
      out.push([...chosen]);
      return;
    }
    for (let i = start; i <= items.length - (k - chosen.length); i++) walk(i + 1, [...chosen, items[i] as T]);
  };
  walk(0, []);
  return out;
}

/** Every tuple of one token per row (cartesian product), skipping tuples with a repeat when `distinct`. */
export function tuples(picks: Picks, distinct: boolean): string[][] {
  let out: string[][] = [[]];
  for (const tokens of picks) {
    out = out.flatMap((prefix) => tokens.filter((token) => !distinct || !prefix.includes(token)).map((token) => [...prefix, token]));
  }
  return out;
}

/** How many elements two canonical rows share. */
function common(a: readonly string[], b: readonly string[], c?: readonly string[]): number {
  let count = 0;
  for (const token of a) if (has(b, token) && (!c || has(c, token))) count++;
  return count;
}

/**
 * How many tuples of one token per row hold no token twice (ordered bets on distinct numbers), by
 * inclusion–exclusion rather than listing them: |A||B| - |A∩B| for two rows, and for three
 * |A||B||C| - |A∩B||C| - |A∩C||B| - |B∩C||A| + 2|A∩B∩C|.
 */
export function distinctTupleCount(picks: Picks): number {
  const [a = [], b = [], c] = picks;
  if (picks.length === 1) return a.length;
  if (picks.length === 2) return a.length * b.length - common(a, b);
  if (picks.length === 3 && c) {
    return (
      a.length * b.length * c.length - common(a, b) * c.length - common(a, c) * b.length - common(b, c) * a.length + 2 * common(a, b, c)
    );
  }
  return tuples(picks, true).length;
}

/** Whether `tokens` (a short canonical row) holds `token`: a plain scan, cheaper than a Set for rows this size. */
export function has(tokens: readonly string[], token: string): boolean {
  for (let i = 0; i < tokens.length; i++) if (tokens[i] === token) return true;
  return false;
}
