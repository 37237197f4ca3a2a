/**
 * 11x5 (11 choose 5) bet types: five different numbers of 01..11 in draw order. Default odds
 * return about 97% to the player; print-odds-table.ts derives them and lottery-rtp.test.ts
 * recomputes every RTP over all 55,440 ordered draws.
 */
import type { BetType } from './lottery-types.ts';
import type { Picks, PreparedDraw } from './bet-kit.ts';
import { BSOE_TOKENS, defineBetType, numberTokens, row, tokenBet, tokenValue } from './bet-kit.ts';
import { choose, distinctTupleCount, has, subsets, tuples } from './combinations.ts';

/** Default odds in basis points and the exact RTP they give (print-odds-table.ts --suggest); index n - 1 of `anyN` is any-n. */
export const ELEVEN_FIVE_ODDS = {
  anyN: [
    { odds: 21_340, rtp: 0.97 },
    { odds: 53_350, rtp: 0.97 },
    { odds: 160_000, rtp: 0.9696969697 },
    { odds: 640_200, rtp: 0.97 },
    { odds: 4_481_000, rtp: 0.9699134199 },
    { odds: 746_900, rtp: 0.97 },
    { odds: 213_400, rtp: 0.97 },
    { odds: 80_020, rtp: 0.9699393939 },
  ],
  pos1: { odds: 106_700, rtp: 0.97 },
  direct2: { odds: 1_067_000, rtp: 0.97 },
  direct3: { odds: 9_603_000, rtp: 0.97 },
  sumBsoe: { odds: { B: 20_840, S: 20_840, O: 18_980, E: 19_820 }, rtp: 0.9695411255 },
} as const;

const FORMATS = ['11x5'] as const;
const NUMBER_TOKENS = numberTokens(1, 11, 2);

/** How many of the picked numbers were drawn. */
function drawnAmong(tokens: readonly string[], draw: PreparedDraw): number {
  let drawn = 0;
  for (let i = 0; i < tokens.length; i++) drawn += draw.counts[tokenValue(tokens[i] as string)] as number;
  return drawn;
}

/**
 * Any-n: every n of the picked numbers is a combination. For n <= 5 a combination wins when all
 * its n numbers are among the five drawn; for n >= 6 when all five drawn are inside it.
 */
function anyN(n: number): BetType {
  const odds = ELEVEN_FIVE_ODDS.anyN[n - 1] as { odds: number; rtp: number };
  return defineBetType({
    code: `11x5.any${n}`,
    group: 'anyN',
    formats: FORMATS,
    rows: [row('numbers', NUMBER_TOKENS, n, 11)],
    minPicks: n,
    maxCombos: 1000,
    priceUnits: 1,
    odds: odds.odds,
    rtp: odds.rtp,
    combos: (picks) => choose((picks[0] as string[]).length, n),
    hits: (picks: Picks, draw) => {
      const tokens = picks[0] as string[];
      const drawn = drawnAmong(tokens, draw);
      // n <= 5: choose n of the picked numbers that were drawn; n >= 6: all five drawn are picked,
      // and the combination's other n - 5 numbers come from the k - 5 picked numbers not drawn.
      return n <= 5 ? choose(drawn, n) : drawn === 5 ? choose(tokens.length - 5, n - 5) : 0;
    },
    exposureKeys: (picks) => subsets(picks[0] as string[], n).map((set) => `11x5.any${n}:${set.join('-')}`),
  });
}

/** A direct bet on the first `count` numbers in order: one row per position, combinations of different numbers. */
function direct(count: number, odds: { odds: number; rtp: number }): BetType {
  const code = `11x5.f${count}.direct`;
  return defineBetType({
    code,
    group: 'direct',
    formats: FORMATS,
    rows: ['first', 'second', 'third'].slice(0, count).map((label) => row(label, NUMBER_TOKENS, 1, 11)),
    minPicks: count,
    maxCombos: 1000,
    priceUnits: 1,
    odds: odds.odds,
    rtp: odds.rtp,
    // A tuple repeating a number can never be drawn, so it is not a combination (nor charged).
    combos: distinctTupleCount,
    hits: (picks, draw) => {
      for (let r = 0; r < count; r++) if (!has(picks[r] as string[], draw.numbers[r] as string)) return 0;
      return 1;
    },
    exposureKeys: (picks) => tuples(picks, true).map((tuple) => `${code}:${tuple.join('-')}`),
  });
}

/** The 11x5 bet types, in menu order. */
export const ELEVEN_FIVE_BET_TYPES: readonly BetType[] = Object.freeze([
  ...[1, 2, 3, 4, 5, 6, 7, 8].map(anyN),
  tokenBet({
    code: '11x5.pos1',
    group: 'position',
    formats: FORMATS,
    rows: [row('first', NUMBER_TOKENS, 1, 11)],
    minPicks: 1,
    maxCombos: 100,
    priceUnits: 1,
    odds: ELEVEN_FIVE_ODDS.pos1.odds,
    rtp: ELEVEN_FIVE_ODDS.pos1.rtp,
    wins: (_r, token, draw) => draw.numbers[0] === token,
  }),
  direct(2, ELEVEN_FIVE_ODDS.direct2),
  direct(3, ELEVEN_FIVE_ODDS.direct3),
  tokenBet({
    code: '11x5.sum.bsoe',
    group: 'twoSided',
    formats: FORMATS,
    rows: [row('sum', BSOE_TOKENS, 1, 4)],
    minPicks: 1,
    maxCombos: 100,
    priceUnits: 1,
    odds: ELEVEN_FIVE_ODDS.sumBsoe.odds,
    rtp: ELEVEN_FIVE_ODDS.sumBsoe.rtp,
    // Sums run 15..45; the middle sum 30 is neither big nor small. Odd and even are not equally
    // likely (6 of the 11 numbers are odd), hence their own odds.
    wins: (_r, token, draw) => {
      const sum = draw.sum;
      return token === 'B' ? sum >= 31 : token === 'S' ? sum <= 29 : token === 'O' ? sum % 2 === 1 : sum % 2 === 0;
    },
  }),
]);
