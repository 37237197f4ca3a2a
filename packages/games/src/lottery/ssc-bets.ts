/**
 * SSC (时时彩) bet types: five digits 0-9, positions 1 (ten-thousands) to 5 (units). Default odds
 * return about 97% to the player; print-odds-table.ts derives them from the exact probabilities
 * and lottery-rtp.test.ts recomputes every RTP by enumerating all 10^5 results.
 */
import type { BetType } from './lottery-types.ts';
import type { Picks, PreparedDraw } from './bet-kit.ts';
import { BSOE_TOKENS, DIGIT_TOKENS, bsoeWins, defineBetType, row, tokenBet } from './bet-kit.ts';
import { choose, has, subsets, tuples } from './combinations.ts';

/** Default odds in basis points and the exact RTP they give (print-odds-table.ts --suggest). */
export const SSC_ODDS = {
  pos: { odds: 97_000, rtp: 0.97 },
  bsoe: { odds: 19_400, rtp: 0.97 },
  sumBsoe: { odds: 19_400, rtp: 0.97 },
  dt: { odds: { D: 21_550, T: 21_550, H: 97_000 }, rtp: 0.96975 },
  direct2: { odds: 970_000, rtp: 0.97 },
  direct3: { odds: 9_700_000, rtp: 0.97 },
  group3: { odds: 3_233_000, rtp: 0.9699 },
  group6: { odds: 1_616_000, rtp: 0.9696 },
  direct5: { odds: 970_000_000, rtp: 0.97 },
} as const;

const FORMATS = ['ssc'] as const;
const POSITION_LABELS = ['pos1', 'pos2', 'pos3', 'pos4', 'pos5'];

/** A direct bet on the positions given (0-based): one row of digits per position, cartesian combos. */
function direct(code: string, group: string, positions: readonly number[], odds: { odds: number; rtp: number }): BetType {
  return defineBetType({
    code,
    group,
    formats: FORMATS,
    rows: positions.map((position) => row(POSITION_LABELS[position] as string, DIGIT_TOKENS, 1, 10)),
    minPicks: positions.length,
    maxCombos: positions.length === 2 ? 100 : 1000,
    priceUnits: 1,
    odds: odds.odds,
    rtp: odds.rtp,
    combos: (picks) => picks.reduce((product, tokens) => product * tokens.length, 1),
    hits: (picks, draw) => (positions.every((position, r) => has(picks[r] as string[], draw.numbers[position] as string)) ? 1 : 0),
    exposureKeys: (picks) => tuples(picks, false).map((tuple) => `${code}:${tuple.join('')}`),
  });
}

/** The back three digits' pair and single when they show exactly two different digits, else undefined. */
function backThreePair(draw: PreparedDraw): { pair: string; single: string } | undefined {
  const [a, b, c] = [draw.numbers[2] as string, draw.numbers[3] as string, draw.numbers[4] as string];
  if (a === b && b !== c) return { pair: a, single: c };
  if (a === c && a !== b) return { pair: a, single: b };
  if (b === c && a !== b) return { pair: b, single: a };
  return undefined;
}

/** Group 3 of the back three: picks digits; each (pair, single) of two different picked digits is a combination. */
const group3 = defineBetType({
  code: 'ssc.b3.group3',
  group: 'threeGroup',
  formats: FORMATS,
  rows: [row('numbers', DIGIT_TOKENS, 2, 10)],
  minPicks: 2,
  maxCombos: 100,
  priceUnits: 1,
  odds: SSC_ODDS.group3.odds,
  rtp: SSC_ODDS.group3.rtp,
  combos: (picks) => (picks[0] as string[]).length * ((picks[0] as string[]).length - 1),
  hits: (picks, draw) => {
    const shown = backThreePair(draw);
    return shown && has(picks[0] as string[], shown.pair) && has(picks[0] as string[], shown.single) ? 1 : 0;
  },
  exposureKeys: (picks) =>
    tuples([picks[0] as string[], picks[0] as string[]], true).map(([pair, single]) => `ssc.b3.group3:${pair}${pair}${single}`),
});

/** Group 6 of the back three: picks digits; each set of three different picked digits is a combination. */
const group6 = defineBetType({
  code: 'ssc.b3.group6',
  group: 'threeGroup',
  formats: FORMATS,
  rows: [row('numbers', DIGIT_TOKENS, 3, 10)],
  minPicks: 3,
  maxCombos: 1000,
  priceUnits: 1,
  odds: SSC_ODDS.group6.odds,
  rtp: SSC_ODDS.group6.rtp,
  combos: (picks) => choose((picks[0] as string[]).length, 3),
  hits: (picks: Picks, draw) => {
    const [a, b, c] = [draw.numbers[2] as string, draw.numbers[3] as string, draw.numbers[4] as string];
    const tokens = picks[0] as string[];
    return a !== b && b !== c && a !== c && has(tokens, a) && has(tokens, b) && has(tokens, c) ? 1 : 0;
  },
  exposureKeys: (picks) => subsets(picks[0] as string[], 3).map((set) => `ssc.b3.group6:${set.join('')}`),
});

/** The SSC bet types, in menu order. */
export const SSC_BET_TYPES: readonly BetType[] = Object.freeze([
  tokenBet({
    code: 'ssc.pos',
    group: 'position',
    formats: FORMATS,
    rows: POSITION_LABELS.map((label) => row(label, DIGIT_TOKENS, 0, 10)),
    minPicks: 1,
    maxCombos: 100,
    priceUnits: 1,
    odds: SSC_ODDS.pos.odds,
    rtp: SSC_ODDS.pos.rtp,
    wins: (r, token, draw) => draw.numbers[r] === token,
  }),
  tokenBet({
    code: 'ssc.bsoe',
    group: 'twoSided',
    formats: FORMATS,
    rows: POSITION_LABELS.map((label) => row(label, BSOE_TOKENS, 0, 4)),
    minPicks: 1,
    maxCombos: 100,
    priceUnits: 1,
    odds: SSC_ODDS.bsoe.odds,
    rtp: SSC_ODDS.bsoe.rtp,
    wins: (r, token, draw) => bsoeWins(token, draw.values[r] as number, 5),
  }),
  tokenBet({
    code: 'ssc.sum.bsoe',
    group: 'twoSided',
    formats: FORMATS,
    rows: [row('sum', BSOE_TOKENS, 1, 4)],
    minPicks: 1,
    maxCombos: 100,
    priceUnits: 1,
    odds: SSC_ODDS.sumBsoe.odds,
    rtp: SSC_ODDS.sumBsoe.rtp,
    // Sums run 0..45 symmetrically, so big 23-45 and small 0-22 are equally likely.
    wins: (_r, token, draw) => bsoeWins(token, draw.sum, 23),
  }),
  tokenBet({
    code: 'ssc.dt',
    group: 'dragonTiger',
    formats: FORMATS,
    rows: [row('pos1vs5', ['D', 'T', 'H'], 1, 3)],
    minPicks: 1,
    maxCombos: 100,
    priceUnits: 1,
    odds: SSC_ODDS.dt.odds,
    rtp: SSC_ODDS.dt.rtp,
    wins: (_r, token, draw) => {
      const [first, last] = [draw.values[0] as number, draw.values[4] as number];
      return token === 'D' ? first > last : token === 'T' ? first < last : first === last;
    },
  }),
  direct('ssc.f2.direct', 'twoDigits', [0, 1], SSC_ODDS.direct2),
  direct('ssc.b2.direct', 'twoDigits', [3, 4], SSC_ODDS.direct2),
  direct('ssc.f3.direct', 'threeDigits', [0, 1, 2], SSC_ODDS.direct3),
  direct('ssc.m3.direct', 'threeDigits', [1, 2, 3], SSC_ODDS.direct3),
  direct('ssc.b3.direct', 'threeDigits', [2, 3, 4], SSC_ODDS.direct3),
  group3,
  group6,
  direct('ssc.all5.direct', 'fiveDigits', [0, 1, 2, 3, 4], SSC_ODDS.direct5),
]);
