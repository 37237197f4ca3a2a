/**
 * Odds travel as basis points (1.98 → 19_800, packages/games lottery-types.ts); players read them
 * as a decimal. Written with integer maths, so 3_233_330 shows as 323.333, never 323.33299999.
 * Shared by the lottery pages and the betting record's lottery tickets.
 */
export function oddsDecimal(oddsBp: number): string {
  const whole = Math.floor(oddsBp / 10_000);
  const fraction = String(oddsBp % 10_000)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}
