/**
 * The demo feed's pricing models (decision 058), to give the demo brand plausible prices, not to
 * trade on: football as two Poisson scorers, basketball as a normal margin and total, esports as
 * best-of-three maps. They answer fair decimal odds (floats are fine here: the feed sends prices
 * as text and the book reads them exactly); the feed then puts its own margin on.
 */

/** Poisson probabilities of 0..max goals (the last takes the tail). */
export function poisson(lambda: number, max: number): number[] {
  const out: number[] = [];
  let p = Math.exp(-lambda);
  let sum = 0;
  for (let k = 0; k < max; k++) {
    out.push(p);
    sum += p;
    p = (p * lambda) / (k + 1);
  }
  out.push(Math.max(0, 1 - sum));
  return out;
}

/** The standard normal distribution function (Abramowitz and Stegun 7.1.26). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + 0.3275911 * Math.abs(x / Math.SQRT2));
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** Probabilities of a line's quarter outcome q (win q ≥ 2, half win 1, push 0, half lose −1, lose ≤ −2). */
export interface LineOdds {
  win: number;
  halfWin: number;
  push: number;
  halfLose: number;
}

/** The fair decimal odds of a line bet: the price at which its expected return is the stake. */
export function fairLineOdds(odds: LineOdds): number {
  const paying = odds.win + odds.halfWin / 2;
  if (paying <= 1e-6) return 50;
  return Math.min(50, Math.max(1.01, (1 - odds.push - odds.halfLose / 2 - odds.halfWin / 2) / paying));
}

/** Fair odds of a probability, kept within 1.01 and 50. */
export function fairOdds(probability: number): number {
  return Math.min(50, Math.max(1.01, 1 / Math.max(probability, 0.02)));
}

/** The joint distribution of (home, away) goals still to come, both Poisson. */
export function goalGrid(lambdaHome: number, lambdaAway: number, max = 10): number[][] {
  const home = poisson(lambdaHome, max);
  const away = poisson(lambdaAway, max);
  return home.map((ph) => away.map((pa) => ph * pa));
}

/** Sums a grid's probabilities by a function of (home, away) goals into a line's outcome. */
export function lineFromGrid(grid: number[][], quartersOf: (home: number, away: number) => number): LineOdds {
  const odds: LineOdds = { win: 0, halfWin: 0, push: 0, halfLose: 0 };
  grid.forEach((row, home) =>
    row.forEach((p, away) => {
      const q = quartersOf(home, away);
      if (q >= 2) odds.win += p;
      else if (q === 1) odds.halfWin += p;
      else if (q === 0) odds.push += p;
      else if (q === -1) odds.halfLose += p;
    }),
  );
  return odds;
}

/** A line's outcome from a normal variable (basketball margin or total): over the line by at least half a point wins. */
export function lineFromNormal(mean: number, sd: number, lineValue: number): LineOdds {
  const win = 1 - normalCdf((lineValue - mean) / sd);
  return { win, halfWin: 0, push: 0, halfLose: 0 };
}

/** A best-of-three's odds from one map's win probability p, given the maps each side has won. */
export function bestOfThree(p: number, home = 0, away = 0): { home: number; twoNil: number; threeMaps: number } {
  if (home >= 2) return { home: 1, twoNil: away === 0 ? 1 : 0, threeMaps: away === 1 ? 1 : 0 };
  if (away >= 2) return { home: 0, twoNil: 0, threeMaps: home === 1 ? 1 : 0 };
  if (home === 1 && away === 1) return { home: p, twoNil: 0, threeMaps: 1 };
  if (home === 1) return { home: p + (1 - p) * p, twoNil: p, threeMaps: 1 - p };
  if (away === 1) return { home: p * p, twoNil: 0, threeMaps: p };
  return { home: p * p * (3 - 2 * p), twoNil: p * p, threeMaps: 2 * p * (1 - p) };
}

/** One map's win probability for the home side from the teams' strengths. */
export function mapProbability(diff: number): number {
  return 1 / (1 + Math.exp(-2.6 * diff));
}

/** Football's expected goals per side from strengths and the competition's goals per match (a little home advantage). */
export function footballLambdas(diff: number, scoring: number): { home: number; away: number } {
  const base = scoring / 2;
  return { home: base * Math.exp(0.45 * diff) * 1.08, away: (base * Math.exp(-0.45 * diff)) / 1.08 };
}

/** Basketball's expected home margin (with home advantage) and its spread. */
export function basketballMargin(diff: number): { mean: number; sd: number } {
  return { mean: 14 * diff + 2.5, sd: 12 };
}

/** A standard normal draw from two uniforms (Box–Muller). */
export function normalDraw(u1: number, u2: number): number {
  return Math.sqrt(-2 * Math.log(Math.max(u1, 1e-12))) * Math.cos(2 * Math.PI * u2);
}

/** A Poisson draw by inversion from a uniform. */
export function poissonDraw(lambda: number, u: number): number {
  let p = Math.exp(-lambda);
  let cumulative = p;
  let k = 0;
  while (u > cumulative && k < 15) {
    k += 1;
    p = (p * lambda) / k;
    cumulative += p;
  }
  return k;
}

/** A fair price as the feed sends it: with its own margin (`marginRatio`, 1.04 = 4 %), decimal text of 4 places. */
export function feedPrice(fair: number, marginRatio = 1.04): string {
  const price = Math.max(1.01, Math.min(100, fair / marginRatio));
  return price.toFixed(4);
}
