/**
 * PK10 bet types: the ten cars 01..10 by finishing rank (rank 1 is the champion). Default odds
 * return about 97% to the player; print-odds-table.ts derives them and lottery-rtp.test.ts
 * recomputes every RTP by enumerating the ranks each bet depends on.
 */
import type { BetType } from './lottery-types.ts';
import { BSOE_TOKENS, bsoeWins, defineBetType, numberTokens, row, tokenBet } from './bet-kit.ts';
import { distinctTupleCount, has, tuples } from './combinations.ts';

/** Default odds in basis points and the exact RTP they give (print-odds-table.ts --suggest). */
export const PK10_ODDS = {
  pos: { odds: 97_000, rtp: 0.97 },
  bsoe: { odds: 19_400, rtp: 0.97 },
  dt: { odds: 19_400, rtp: 0.97 },
  top2Sum: {
    odds: {
      '3': 436_500,
      '4': 436_500,
      '5': 218_200,
      '6': 218_200,
      '7': 145_500,
      '8': 145_500,
      '9': 109_100,
      '10': 109_100,
      '11': 87_300,
      '12': 109_100,
      '13': 109_100,
      '14': 145_500,
      '15': 145_500,
      '16': 218_200,
      '17': 218_200,
      '18': 436_500,
      '19': 436_500,
    },
    rtp: 0.9697777778,
  },
  top2SumBsoe: { odds: { B: 21_820, S: 17_460, O: 17_460, E: 21_820 }, rtp: 0.9697777778 },
  top2Direct: { odds: 873_000, rtp: 0.97 },
} as const;

const FORMATS = ['pk10'] as const;
const CAR_TOKENS = numberTokens(1, 10, 2);
const RANK_LABELS = Array.from({ length: 10 }, (_, index) => `rank${index + 1}`);

/** The PK10 bet types, in menu order. */
export const PK10_BET_TYPES: readonly BetType[] = Object.freeze([
  tokenBet({
    code: 'pk10.pos',
    group: 'position',
    formats: FORMATS,
    rows: RANK_LABELS.map((label) => row(label, CAR_TOKENS, 0, 10)),
    minPicks: 1,
    maxCombos: 100,
    priceUnits: 1,
    odds: PK10_ODDS.pos.odds,
    rtp: PK10_ODDS.pos.rtp,
    wins: (r, token, draw) => draw.numbers[r] === token,
  }),
  tokenBet({
    code: 'pk10.bsoe',
    group: 'twoSided',
    formats: FORMATS,
    rows: RANK_LABELS.map((label) => row(label, BSOE_TOKENS, 0, 4)),
    minPicks: 1,
    maxCombos: 100,
    priceUnits: 1,
    odds: PK10_ODDS.bsoe.odds,
    rtp: PK10_ODDS.bsoe.rtp,
    // Cars 06-10 are big, 01-05 small.
    wins: (r, token, draw) => bsoeWins(token, draw.values[r] as number, 6),
  }),
  tokenBet({
    code: 'pk10.dt',
    group: 'dragonTiger',
    formats: FORMATS,
    // Row r (0-based) pits rank r + 1 (dragon) against rank 10 - r (tiger); two cars never tie.
    rows: [1, 2, 3, 4, 5].map((rank) => row(`rank${rank}vs${11 - rank}`, ['D', 'T'], 0, 2)),
    minPicks: 1,
    maxCombos: 100,
    priceUnits: 1,
    odds: PK10_ODDS.dt.odds,
    rtp: PK10_ODDS.dt.rtp,
    wins: (r, token, draw) => (token === 'D') === (draw.values[r] as number) > (draw.values[9 - r] as number),
  }),
  tokenBet({
    code: 'pk10.top2.sum',
    group: 'top2',
    formats: FORMATS,
    rows: [row('top2sum', numberTokens(3, 19, 1), 1, 17)],
    minPicks: 1,
    maxCombos: 100,
    priceUnits: 1,
    odds: PK10_ODDS.top2Sum.odds,
    rtp: PK10_ODDS.top2Sum.rtp,
    wins: (_r, token, draw) => token === draw.sumToken,
  }),
  tokenBet({
    code: 'pk10.top2.sum.bsoe',
    group: 'top2',
    formats: FORMATS,
    rows: [row('top2sum', BSOE_TOKENS, 1, 4)],
    minPicks: 1,
    maxCombos: 100,
    priceUnits: 1,
    odds: PK10_ODDS.top2SumBsoe.odds,
    rtp: PK10_ODDS.top2SumBsoe.rtp,
    // Big 12-19 (40 of the 90 ordered pairs), small 3-11 (50); odd 50, even 40: hence per-token odds.
    wins: (_r, token, draw) => bsoeWins(token, draw.sum, 12),
  }),
  defineBetType({
    code: 'pk10.top2.direct',
    group: 'top2',
    formats: FORMATS,
    rows: [row('rank1', CAR_TOKENS, 1, 10), row('rank2', CAR_TOKENS, 1, 10)],
    minPicks: 2,
    maxCombos: 100,
    priceUnits: 1,
    odds: PK10_ODDS.top2Direct.odds,
    rtp: PK10_ODDS.top2Direct.rtp,
    combos: distinctTupleCount,
    hits: (picks, draw) =>
      has(picks[0] as string[], draw.numbers[0] as string) && has(picks[1] as string[], draw.numbers[1] as string) ? 1 : 0,
    exposureKeys: (picks) => tuples(picks, true).map((tuple) => `pk10.top2.direct:${tuple.join('-')}`),
  }),
]);
