/**
 * K3 (fast dice) bet types: three dice 1-6. Default odds return about 97% to the player;
 * print-odds-table.ts derives them and lottery-rtp.test.ts recomputes every RTP over all 216 throws.
 */
import type { BetType } from './lottery-types.ts';
import type { PreparedDraw } from './bet-kit.ts';
import { BSOE_TOKENS, bsoeWins, defineBetType, numberTokens, row, tokenBet } from './bet-kit.ts';
import { choose, subsets } from './combinations.ts';

/** Default odds in basis points and the exact RTP they give (print-odds-table.ts --suggest). */
export const K3_ODDS = {
  sum: {
    odds: {
      '3': 2_095_000,
      '4': 698_400,
      '5': 349_200,
      '6': 209_500,
      '7': 139_600,
      '8': 99_770,
      '9': 83_800,
      '10': 77_600,
      '11': 77_600,
      '12': 83_800,
      '13': 99_770,
      '14': 139_600,
      '15': 209_500,
      '16': 349_200,
      '17': 698_400,
      '18': 2_095_000,
    },
    rtp: 0.9694444444,
  },
  bsoe: { odds: 19_950, rtp: 0.9697916667 },
  tripleAny: { odds: 349_200, rtp: 0.97 },
  tripleOne: { odds: 2_095_000, rtp: 0.9699074074 },
  pair: { odds: 130_900, rtp: 0.9696296296 },
  twoDiff: { odds: 69_840, rtp: 0.97 },
  threeDiff: { odds: 349_200, rtp: 0.97 },
  straight: { odds: 87_300, rtp: 0.97 },
} as const;

const FORMATS = ['k3'] as const;
const FACE_TOKENS = numberTokens(1, 6, 1);

/** Whether the three dice show the same face. */
function isTriple(draw: PreparedDraw): boolean {
  return draw.numbers[0] === draw.numbers[1] && draw.numbers[1] === draw.numbers[2];
}

/** How many of the picked faces (one-digit tokens) the dice show. */
function facesShown(tokens: readonly string[], draw: PreparedDraw): number {
  let shown = 0;
  for (let i = 0; i < tokens.length; i++) if ((draw.counts[(tokens[i] as string).charCodeAt(0) - 48] as number) > 0) shown++;
  return shown;
}

/** The K3 bet types, in menu order. */
export const K3_BET_TYPES: readonly BetType[] = Object.freeze([
  tokenBet({
    code: 'k3.sum',
    group: 'sum',
    formats: FORMATS,
    rows: [row('sum', numberTokens(3, 18, 1), 1, 16)],
    minPicks: 1,
    maxCombos: 100,
    priceUnits: 1,
    odds: K3_ODDS.sum.odds,
    rtp: K3_ODDS.sum.rtp,
    wins: (_r, token, draw) => token === draw.sumToken,
  }),
  tokenBet({
    code: 'k3.bsoe',
    group: 'twoSided',
    formats: FORMATS,
    rows: [row('sum', BSOE_TOKENS, 1, 4)],
    minPicks: 1,
    maxCombos: 100,
    priceUnits: 1,
    odds: K3_ODDS.bsoe.odds,
    rtp: K3_ODDS.bsoe.rtp,
    // The house keeps triples: any triple loses big, small, odd and even alike.
    wins: (_r, token, draw) => !isTriple(draw) && bsoeWins(token, draw.sum, 11),
  }),
  tokenBet({
    code: 'k3.triple.any',
    group: 'triple',
    formats: FORMATS,
    rows: [row('triple', ['ANY'], 1, 1)],
    minPicks: 1,
    maxCombos: 100,
    priceUnits: 1,
    odds: K3_ODDS.tripleAny.odds,
    rtp: K3_ODDS.tripleAny.rtp,
    wins: (_r, _token, draw) => isTriple(draw),
  }),
  tokenBet({
    code: 'k3.triple.one',
    group: 'triple',
    formats: FORMATS,
    rows: [row('triple', ['111', '222', '333', '444', '555', '666'], 1, 6)],
    minPicks: 1,
    maxCombos: 100,
    priceUnits: 1,
    odds: K3_ODDS.tripleOne.odds,
    rtp: K3_ODDS.tripleOne.rtp,
    wins: (_r, token, draw) => draw.counts[token.charCodeAt(0) - 48] === 3,
  }),
  tokenBet({
    code: 'k3.pair',
    group: 'pair',
    formats: FORMATS,
    rows: [row('pair', ['11', '22', '33', '44', '55', '66'], 1, 6)],
    minPicks: 1,
    maxCombos: 100,
    priceUnits: 1,
    odds: K3_ODDS.pair.odds,
    rtp: K3_ODDS.pair.rtp,
    // At least twice: a triple of the number wins the pair too.
    wins: (_r, token, draw) => (draw.counts[token.charCodeAt(0) - 48] as number) >= 2,
  }),
  defineBetType({
    code: 'k3.two-diff',
    group: 'different',
    formats: FORMATS,
    rows: [row('numbers', FACE_TOKENS, 2, 6)],
    minPicks: 2,
    maxCombos: 100,
    priceUnits: 1,
    odds: K3_ODDS.twoDiff.odds,
    rtp: K3_ODDS.twoDiff.rtp,
    combos: (picks) => choose((picks[0] as string[]).length, 2),
    // Every pair of picked faces that the dice both show wins once.
    hits: (picks, draw) => choose(facesShown(picks[0] as string[], draw), 2),
    exposureKeys: (picks) => subsets(picks[0] as string[], 2).map((pair) => `k3.two-diff:${pair.join('')}`),
  }),
  defineBetType({
    code: 'k3.three-diff',
    group: 'different',
    formats: FORMATS,
    rows: [row('numbers', FACE_TOKENS, 3, 6)],
    minPicks: 3,
    maxCombos: 100,
    priceUnits: 1,
    odds: K3_ODDS.threeDiff.odds,
    rtp: K3_ODDS.threeDiff.rtp,
    combos: (picks) => choose((picks[0] as string[]).length, 3),
    // Only a throw of three different faces can win, and then exactly the combination of those faces.
    hits: (picks, draw) => {
      const distinct = draw.numbers[0] !== draw.numbers[1] && draw.numbers[1] !== draw.numbers[2] && draw.numbers[0] !== draw.numbers[2];
      return distinct && facesShown(picks[0] as string[], draw) === 3 ? 1 : 0;
    },
    exposureKeys: (picks) => subsets(picks[0] as string[], 3).map((set) => `k3.three-diff:${set.join('')}`),
  }),
  tokenBet({
    code: 'k3.straight',
    group: 'straight',
    formats: FORMATS,
    rows: [row('straight', ['ANY'], 1, 1)],
    minPicks: 1,
    maxCombos: 100,
    priceUnits: 1,
    odds: K3_ODDS.straight.odds,
    rtp: K3_ODDS.straight.rtp,
    // 123, 234, 345 or 456 in any order: three faces shown once each, consecutive.
    wins: (_r, _token, draw) => {
      for (let low = 1; low <= 4; low++) {
        if (draw.counts[low] === 1 && draw.counts[low + 1] === 1 && draw.counts[low + 2] === 1) return true;
      }
      return false;
    },
  }),
]);
