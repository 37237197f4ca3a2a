/**
 * Vietnamese lottery bet types (lô đề, online "point" style), built per table: the same codes
 * serve vn27 (North) and vn18 (South/Centre), with the lô counts, head sets and odds of each.
 * A lô is one drawn number; matching compares the last n digits of the numbers that have at least
 * n digits. Default odds return about 95%; lottery-stats.ts computes the exact probabilities.
 */
import type { BetType } from './lottery-types.ts';
import type { Picks, PreparedDraw } from './bet-kit.ts';
import { defineBetType, numberTokens, row, tokenValue } from './bet-kit.ts';
import { choose, subsets } from './combinations.ts';
import type { VnFormat } from './vn-tiers.ts';
import { vnCountWithDigits, vnHeadIndexes } from './vn-tiers.ts';

/** One type's default odds (basis points) and the exact RTP they give. */
interface VnOdds {
  odds: number;
  rtp: number;
}

/** Default odds per table. Lô-style types are priced at their lô count, so 1:95 returns exactly 95%. */
export const VN_ODDS: Readonly<Record<VnFormat, Readonly<Record<string, VnOdds>>>> = {
  vn27: {
    lo2: { odds: 950_000, rtp: 0.95 },
    lo3: { odds: 9_500_000, rtp: 0.95 },
    lo4: { odds: 95_000_000, rtp: 0.95 },
    de: { odds: 950_000, rtp: 0.95 },
    cang3: { odds: 9_500_000, rtp: 0.95 },
    dau: { odds: 950_000, rtp: 0.95 },
    dauduoi: { odds: 950_000, rtp: 0.95 },
    xien2: { odds: 173_000, rtp: 0.9494602917 },
    xien3: { odds: 772_400, rtp: 0.9498925939 },
    xien4: { odds: 3_558_000, rtp: 0.949955775 },
    da: { odds: 4_608_000, rtp: 0.9499645373 },
  },
  vn18: {
    lo2: { odds: 950_000, rtp: 0.95 },
    lo3: { odds: 9_500_000, rtp: 0.95 },
    lo4: { odds: 95_000_000, rtp: 0.95 },
    de: { odds: 950_000, rtp: 0.95 },
    cang3: { odds: 9_500_000, rtp: 0.95 },
    dau: { odds: 950_000, rtp: 0.95 },
    dauduoi: { odds: 950_000, rtp: 0.95 },
    xien2: { odds: 363_800, rtp: 0.9498020535 },
    xien3: { odds: 2_427_000, rtp: 0.949793266 },
    xien4: { odds: 17_110_000, rtp: 0.9499891919 },
    da: { odds: 6_511_000, rtp: 0.9498978378 },
  },
};

const TWO_DIGITS = numberTokens(0, 99, 2);
const THREE_DIGITS = numberTokens(0, 999, 3);
const FOUR_DIGITS = numberTokens(0, 9999, 4);

/** Appearances of the picked numbers in a count table (a number drawn three times counts three). */
function appearances(tokens: readonly string[], table: Uint8Array): number {
  let total = 0;
  for (let i = 0; i < tokens.length; i++) total += table[tokenValue(tokens[i] as string)] as number;
  return total;
}

/** How many of the picked two-digit numbers appear at least once in the lô set. */
function presentInLo(tokens: readonly string[], draw: PreparedDraw): number {
  let present = 0;
  for (let i = 0; i < tokens.length; i++) if ((draw.lo2[tokenValue(tokens[i] as string)] as number) > 0) present++;
  return present;
}

/**
 * Đá: every pair of picked numbers wins min(count a, count b) times, count being appearances in
 * the lô set. This is our reading of the "nháy" bonus: each time both numbers show again, the
 * pair pays again (two 23s and three 45s pay 23-45 twice).
 */
function pairHits(picks: Picks, draw: PreparedDraw): number {
  const tokens = picks[0] as readonly string[];
  let total = 0;
  for (let i = 0; i < tokens.length; i++) {
    const a = draw.lo2[tokenValue(tokens[i] as string)] as number;
    if (a === 0) continue;
    for (let j = i + 1; j < tokens.length; j++) {
      const b = draw.lo2[tokenValue(tokens[j] as string)] as number;
      total += a < b ? a : b;
    }
  }
  return total;
}

/** A bet on single numbers of a token set: combos = numbers picked, hits from `hits`, key code:number. */
function single(
  format: VnFormat,
  code: string,
  group: string,
  tokens: readonly string[],
  priceUnits: number,
  odds: VnOdds,
  hits: (picks: Picks, draw: PreparedDraw) => number,
): BetType {
  return defineBetType({
    code,
    group,
    formats: [format],
    rows: [row('numbers', tokens, 1, 100)],
    minPicks: 1,
    maxCombos: 100,
    priceUnits,
    odds: odds.odds,
    rtp: odds.rtp,
    combos: (picks) => (picks[0] as string[]).length,
    hits,
    exposureKeys: (picks) => (picks[0] as string[]).map((token) => `${code}:${token}`),
  });
}

/** A bet on groups of k picked numbers: combos C(n, k), key code:a-b(-c-d). */
function grouped(
  format: VnFormat,
  code: string,
  group: string,
  k: number,
  priceUnits: number,
  odds: VnOdds,
  hits: (picks: Picks, draw: PreparedDraw) => number,
): BetType {
  return defineBetType({
    code,
    group,
    formats: [format],
    rows: [row('numbers', TWO_DIGITS, k, 100)],
    minPicks: k,
    maxCombos: 1000,
    priceUnits,
    odds: odds.odds,
    rtp: odds.rtp,
    combos: (picks) => choose((picks[0] as string[]).length, k),
    hits,
    exposureKeys: (picks) => subsets(picks[0] as string[], k).map((set) => `${code}:${set.join('-')}`),
  });
}

/** The Vietnamese bet types of one table, in menu order. */
function vnBetTypes(format: VnFormat): readonly BetType[] {
  const odds = VN_ODDS[format];
  const oddsOf = (key: string): VnOdds => odds[key] as VnOdds;
  const loCount = vnCountWithDigits(format, 2);
  const headCount = vnHeadIndexes(format).length;
  return Object.freeze([
    single(format, 'vn.lo2', 'lo', TWO_DIGITS, loCount, oddsOf('lo2'), (picks, draw) => appearances(picks[0] as string[], draw.lo2)),
    single(format, 'vn.lo3', 'lo', THREE_DIGITS, vnCountWithDigits(format, 3), oddsOf('lo3'), (picks, draw) =>
      appearances(picks[0] as string[], draw.lo3),
    ),
    single(format, 'vn.lo4', 'lo', FOUR_DIGITS, vnCountWithDigits(format, 4), oddsOf('lo4'), (picks, draw) =>
      appearances(picks[0] as string[], draw.lo4),
    ),
    single(format, 'vn.de', 'de', TWO_DIGITS, 1, oddsOf('de'), (picks, draw) => ((picks[0] as string[]).includes(draw.deToken) ? 1 : 0)),
    single(format, 'vn.3cang', 'de', THREE_DIGITS, 1, oddsOf('cang3'), (picks, draw) =>
      (picks[0] as string[]).includes(draw.cangToken) ? 1 : 0,
    ),
    single(format, 'vn.dau', 'dau', TWO_DIGITS, headCount, oddsOf('dau'), (picks, draw) => appearances(picks[0] as string[], draw.head)),
    single(format, 'vn.dauduoi', 'dau', TWO_DIGITS, headCount + 1, oddsOf('dauduoi'), (picks, draw) => {
      const tokens = picks[0] as string[];
      return appearances(tokens, draw.head) + (tokens.includes(draw.deToken) ? 1 : 0);
    }),
    ...[2, 3, 4].map((k) =>
      // A combination wins once when all its numbers are in the lô set: C(present, k) of them do.
      grouped(format, `vn.xien${k}`, 'xien', k, 1, oddsOf(`xien${k}`), (picks, draw) => choose(presentInLo(picks[0] as string[], draw), k)),
    ),
    grouped(format, 'vn.da', 'da', 2, loCount, oddsOf('da'), pairHits),
  ]);
}

/** The Vietnamese bet types for the North's 27-number table. */
export const VN27_BET_TYPES: readonly BetType[] = vnBetTypes('vn27');
/** The Vietnamese bet types for the South/Centre 18-number table. */
export const VN18_BET_TYPES: readonly BetType[] = vnBetTypes('vn18');
