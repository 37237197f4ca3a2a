/**
 * Exact probabilities of a baccarat round from a shoe's remaining composition, by enumeration.
 *
 * Every ordered sequence of six distinct cards from the R remaining is equally likely to be the
 * next six drawn; a round uses the first four to six of them. We count, for each result class,
 * how many of the R(R-1)...(R-5) sequences give it. Only points matter for the result, so we
 * enumerate point values (ten, with their counts) rather than cards: the four first cards
 * (10^4 value sequences, each weighted by the falling product of the counts), then the third
 * cards the rules call for; a round that stops after k cards stands for the (R-k)(R-k-1)...(R-5)
 * orderings of the unused places. That is the full enumeration, only grouped, about a million
 * steps for any deck count (milliseconds). The pairs depend on ranks, not points, and only on two
 * cards each, so they are counted from the rank counts directly. All sums are bigint (exact).
 */
import { bankerDraws, cardPoints, isNatural, playerDraws } from './baccarat-rules.ts';
import { CARD_KINDS, cardCode } from './table-shoe.ts';

/** Counts of the next round's results, out of `total` equally likely ordered six-card draws. */
export interface BaccaratDistribution {
  /** R(R-1)(R-2)(R-3)(R-4)(R-5) for R cards remaining. */
  total: bigint;
  player: bigint;
  /** Banker wins with a final total other than 6, and with 6 (the no-commission half-pay). */
  bankerNotSix: bigint;
  bankerSix: bigint;
  tie: bigint;
  /** Ordered draws of the two cards in question that make a pair, out of pairTotal = R(R-1). */
  pairs: bigint;
  pairTotal: bigint;
}

let memoKey = '';
let memo: BaccaratDistribution | undefined;

/** The distribution of the next round from the remaining count of each card kind (52 numbers, kind order of table-shoe). */
export function baccaratDistribution(counts: readonly number[]): BaccaratDistribution {
  if (counts.length !== CARD_KINDS || counts.some((count) => !Number.isInteger(count) || count < 0)) {
    throw new RangeError('expected 52 non-negative integer card counts');
  }
  const key = counts.join(',');
  if (key === memoKey && memo) return memo;
  const points = new Array<number>(10).fill(0);
  const ranks = new Array<number>(13).fill(0);
  counts.forEach((count, kind) => {
    const point = cardPoints(cardCode(kind));
    const rank = Math.floor(kind / 4);
    points[point] = (points[point] as number) + count;
    ranks[rank] = (ranks[rank] as number) + count;
  });
  const cards = points.reduce((a, b) => a + b, 0);
  if (cards < 6) throw new RangeError('a round needs at least six cards in the shoe');
  const result = { ...enumerateResults(points, cards), ...pairCounts(ranks, cards) };
  memoKey = key;
  memo = result;
  return result;
}

/** Ordered two-card draws making a pair: Σ c(c-1) over ranks, out of R(R-1). */
function pairCounts(ranks: readonly number[], cards: number): Pick<BaccaratDistribution, 'pairs' | 'pairTotal'> {
  let pairs = 0n;
  for (const count of ranks) pairs += BigInt(count) * BigInt(Math.max(count - 1, 0));
  return { pairs, pairTotal: BigInt(cards) * BigInt(cards - 1) };
}

/** Result classes: 0 Player, 1 Banker not with 6, 2 Banker with 6, 3 tie. */
function resultClass(playerTotal: number, bankerTotal: number): number {
  if (playerTotal > bankerTotal) return 0;
  if (bankerTotal > playerTotal) return bankerTotal === 6 ? 2 : 1;
  return 3;
}

/** The four result counts, by the grouped enumeration of the module comment. */
function enumerateResults(n: number[], cards: number): Omit<BaccaratDistribution, 'pairs' | 'pairTotal'> {
  const totals = [0n, 0n, 0n, 0n];
  const inner = [0, 0, 0, 0];
  const add = (k: number, ways: number): void => {
    inner[k] = (inner[k] as number) + ways;
  };
  const left = cards - 4;
  // Orderings of the places a round leaves unused: after 4 cards two places, after 5 one.
  const afterFour = left * (left - 1);
  const afterFive = left - 1;
  for (let a = 0; a < 10; a++) {
    const wa = n[a] as number;
    if (wa === 0) continue;
    n[a] = wa - 1;
    for (let b = 0; b < 10; b++) {
      const wb = n[b] as number;
      if (wb === 0) continue;
      n[b] = wb - 1;
      for (let c = 0; c < 10; c++) {
        const wc = n[c] as number;
        if (wc === 0) continue;
        n[c] = wc - 1;
        for (let d = 0; d < 10; d++) {
          const wd = n[d] as number;
          if (wd === 0) continue;
          n[d] = wd - 1;
          inner.fill(0);
          const playerTwo = (a + c) % 10;
          const bankerTwo = (b + d) % 10;
          if (isNatural(playerTwo) || isNatural(bankerTwo)) {
            add(resultClass(playerTwo, bankerTwo), afterFour);
          } else if (!playerDraws(playerTwo)) {
            if (bankerDraws(bankerTwo, null)) {
              for (let e = 0; e < 10; e++) add(resultClass(playerTwo, (bankerTwo + e) % 10), (n[e] as number) * afterFive);
            } else {
              add(resultClass(playerTwo, bankerTwo), afterFour);
            }
          } else {
            for (let p = 0; p < 10; p++) {
              const wp = n[p] as number;
              if (wp === 0) continue;
              const playerTotal = (playerTwo + p) % 10;
              if (bankerDraws(bankerTwo, p)) {
                n[p] = wp - 1;
                for (let e = 0; e < 10; e++) add(resultClass(playerTotal, (bankerTwo + e) % 10), wp * (n[e] as number));
                n[p] = wp;
              } else {
                add(resultClass(playerTotal, bankerTwo), wp * afterFive);
              }
            }
          }
          // The prefix weight is below R^4 and the inner sums below R^2: both exact doubles.
          const prefix = BigInt(wa * wb * wc * wd);
          for (let k = 0; k < 4; k++) if (inner[k] !== 0) totals[k] = (totals[k] as bigint) + prefix * BigInt(inner[k] as number);
          n[d] = wd;
        }
        n[c] = wc;
      }
      n[b] = wb;
    }
    n[a] = wa;
  }
  let total = 1n;
  for (let k = 0; k < 6; k++) total *= BigInt(cards - k);
  const [player, bankerNotSix, bankerSix, tie] = totals as [bigint, bigint, bigint, bigint];
  if (player + bankerNotSix + bankerSix + tie !== total) throw new Error('baccarat enumeration does not cover every draw');
  return { total, player, bankerNotSix, bankerSix, tie };
}
