/**
 * Pearson's chi-square goodness-of-fit test, for checking that draws (reel stops, random
 * integers) are uniform. Used by the statistical tests and available to audits.
 */

/** Upper standard normal quantiles z_p (P(Z > z_p) = p) for the significance levels we test at. */
const NORMAL_UPPER_QUANTILE: Record<string, number> = { '0.1': 1.2815516, '0.05': 1.6448536, '0.01': 2.3263479, '0.001': 3.0902323 };

/** Pearson's statistic sum((observed - expected)^2 / expected) against a uniform expectation. */
export function chiSquareUniform(observed: readonly number[]): number {
  const total = observed.reduce((sum, count) => sum + count, 0);
  const expected = total / observed.length;
  return observed.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

/**
 * The chi-square critical value for `df` degrees of freedom at significance `p` (0.1, 0.05, 0.01
 * or 0.001), by the Wilson–Hilferty approximation df * (1 - 2/(9 df) + z_p * sqrt(2/(9 df)))^3,
 * within 0.5% of the exact value for df >= 5 (df = 29 at 0.01: 49.61 against the exact 49.59), and
 * slightly above it, so a test using it is, if anything, a hair more lenient than the exact one.
 */
export function chiSquareCritical(df: number, p = 0.01): number {
  const z = NORMAL_UPPER_QUANTILE[String(p)];
  if (z === undefined) throw new RangeError(`unsupported significance level: ${p}`);
  if (!Number.isInteger(df) || df < 1) throw new RangeError(`degrees of freedom must be a positive integer: ${df}`);
  const h = 2 / (9 * df);
  return df * (1 - h + z * Math.sqrt(h)) ** 3;
}
