/** A picker row as the rules answer gives it. */
export interface PickerRow {
  label: string;
  tokens: readonly string[];
  min: number;
  max: number;
}

/** The quick picks of a row (SPEC: all, big, small, odd, even, clear, random). */
export const QUICK_PICKS = ['all', 'big', 'small', 'odd', 'even', 'clear', 'random'] as const;
export type QuickPick = (typeof QUICK_PICKS)[number];

const isNumeric = (token: string) => /^\d+$/.test(token);

/**
 * The tokens a quick pick selects in a row, or null when it does not apply to the row: big and
 * small are the upper and lower half of a row of numbers in its order (0-4 / 5-9, 1-3 / 4-6,
 * 01-05 / 06-11, 00-49 / 50-99), odd and even their parity; a selection larger than the row
 * allows is not offered. Random picks `count` different tokens with `random` in [0, 1).
 */
export function quickPickTokens(kind: QuickPick, row: PickerRow, count: number, random: () => number = Math.random): string[] | null {
  const tokens = [...row.tokens];
  const numeric = tokens.length >= 4 && tokens.every(isNumeric);
  const fits = (picked: string[]) => (picked.length > 0 && picked.length <= row.max ? picked : null);
  switch (kind) {
    case 'clear':
      return [];
    case 'all':
      return fits(tokens);
    case 'random': {
      const wanted = Math.min(Math.max(1, count), row.max, tokens.length);
      const pool = [...tokens];
      const picked: string[] = [];
      while (picked.length < wanted) picked.push(...pool.splice(Math.floor(random() * pool.length), 1));
      // Back in the row's order, as the grid shows them.
      return tokens.filter((token) => picked.includes(token));
    }
    default: {
      if (!numeric) return null;
      const half = Math.floor(tokens.length / 2);
      if (kind === 'small') return fits(tokens.slice(0, half));
      if (kind === 'big') return fits(tokens.slice(half));
      const wantOdd = kind === 'odd';
      return fits(tokens.filter((token) => (Number(token) % 2 === 1) === wantOdd));
    }
  }
}

/** Toggles a token in a row's picks, keeping the row's order; a row at its most takes no more. */
export function toggleToken(row: PickerRow, picked: readonly string[], token: string): string[] {
  if (picked.includes(token)) return picked.filter((other) => other !== token);
  if (picked.length >= row.max) return [...picked];
  return row.tokens.filter((candidate) => candidate === token || picked.includes(candidate));
}

/** Picks typed as text merged into a row's picks (row order, no repeats, at most the row's max). */
export function mergeTokens(row: PickerRow, picked: readonly string[], added: readonly string[]): string[] {
  const wanted = new Set([...picked, ...added]);
  return row.tokens.filter((token) => wanted.has(token)).slice(0, row.max);
}
