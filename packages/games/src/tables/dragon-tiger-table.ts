/**
 * Dragon Tiger as a table game: one card to Dragon, then one to Tiger, from the same shoe model as
 * baccarat (table-shoe.ts); ranks only, K high and A low; the higher card wins.
 *
 * Outcome classes per spot: dragon and tiger 'win' | 'tie' (the two cards of equal rank: by
 * default the bet loses half) | 'lose'; tie 'win' on any tie (suited or not); suitedTie 'win' only
 * when the two cards are the same rank and the same suit.
 */
import type { Rational } from '../exact/rational.ts';
import { rational } from '../exact/rational.ts';
import type { RandomSource } from '../random.ts';
import type { Shoe } from './table-shoe.ts';
import { CARD_KINDS, cardKind, cardRank, fullShoe, remainingCounts, shoeDrawer, shoeFinished, withDealt } from './table-shoe.ts';
import type { CompactOutcome, TableGame, TablePaytable } from './table-types.ts';
import { LOSE, LOSE_HALF_ODDS, edgeFromClasses, knownSpot, settleWith, validatePaytableFor } from './table-types.ts';

/** The bet spots, in layout order. */
export const DRAGON_TIGER_SPOTS = ['dragon', 'tiger', 'tie', 'suitedTie'] as const;
export type DragonTigerSpot = (typeof DRAGON_TIGER_SPOTS)[number];

/** Each spot's outcome classes other than 'lose'. */
export const DRAGON_TIGER_SPOT_CLASSES: Readonly<Record<DragonTigerSpot, readonly string[]>> = Object.freeze({
  dragon: ['win', 'tie'],
  tiger: ['win', 'tie'],
  tie: ['win'],
  suitedTie: ['win'],
});

/** The standard table: Dragon/Tiger 1:1 losing half on a tie, Tie 8:1, Suited tie 50:1. */
export const DRAGON_TIGER_PAYTABLE: TablePaytable = Object.freeze({
  game: 'dragon-tiger',
  name: 'standard',
  odds: {
    dragon: { win: 10_000, tie: LOSE_HALF_ODDS },
    tiger: { win: 10_000, tie: LOSE_HALF_ODDS },
    tie: { win: 80_000 },
    suitedTie: { win: 500_000 },
  },
});

/** A dealt round. JSON-safe. */
export interface DragonTigerOutcome {
  dragon: string;
  tiger: string;
  winner: 'dragon' | 'tiger' | 'tie';
  /** The two cards are identical (same rank and suit). */
  suitedTie: boolean;
}

/** The outcome of a Dragon card and a Tiger card. */
export function dragonTigerOutcomeOf(dragon: string, tiger: string): DragonTigerOutcome {
  const d = cardRank(dragon);
  const t = cardRank(tiger);
  return { dragon, tiger, winner: d > t ? 'dragon' : t > d ? 'tiger' : 'tie', suitedTie: cardKind(dragon) === cardKind(tiger) };
}

/** The outcome class of a bet on `spot` (see the module comment). */
export function dragonTigerOutcomeClass(spot: string, outcome: DragonTigerOutcome): string {
  switch (knownSpot(DRAGON_TIGER_SPOT_CLASSES, spot) as DragonTigerSpot) {
    case 'dragon':
    case 'tiger':
      return outcome.winner === spot ? 'win' : outcome.winner === 'tie' ? 'tie' : LOSE;
    case 'tie':
      return outcome.winner === 'tie' ? 'win' : LOSE;
    case 'suitedTie':
      return outcome.suitedTie ? 'win' : LOSE;
  }
}

/** Deals Dragon's card then Tiger's from the shoe; throws on a finished shoe. */
export function dealDragonTigerRound(random: RandomSource, shoe: Shoe): { outcome: DragonTigerOutcome; state: Shoe } {
  if (shoeFinished(shoe)) throw new RangeError('shoe_finished: the cut card has come out; start a new shoe');
  const drawer = shoeDrawer(shoe, random);
  const dragon = drawer.draw();
  const outcome = dragonTigerOutcomeOf(dragon, drawer.draw());
  return { outcome, state: withDealt(shoe, drawer.cards) };
}

/**
 * The probability of each outcome class of `spot` for the next round from the shoe (a full 8-deck
 * shoe by default), exactly: over the R(R-1) ordered draws of two of the remaining cards.
 */
export function dragonTigerClassProbabilities(spot: string, shoe: Shoe = fullShoe(8)): ReadonlyMap<string, Rational> {
  knownSpot(DRAGON_TIGER_SPOT_CLASSES, spot);
  const counts = remainingCounts(shoe);
  let dragon = 0n;
  let tie = 0n;
  let suited = 0n;
  let total = 0n;
  for (let d = 0; d < CARD_KINDS; d++) {
    for (let t = 0; t < CARD_KINDS; t++) {
      const ways = BigInt((counts[d] as number) * ((counts[t] as number) - (d === t ? 1 : 0)));
      total += ways;
      const dr = Math.floor(d / 4);
      const tr = Math.floor(t / 4);
      if (dr > tr) dragon += ways;
      else if (dr === tr) tie += ways;
      if (d === t) suited += ways;
    }
  }
  if (total === 0n) throw new RangeError('a round needs at least two cards in the shoe');
  // Tiger's chance equals Dragon's: the two cards are exchangeable.
  const p = (count: bigint): Rational => rational(count, total);
  if (spot === 'dragon' || spot === 'tiger') {
    return new Map([
      ['win', p(dragon)],
      ['tie', p(tie)],
      [LOSE, p(total - dragon - tie)],
    ]);
  }
  const wins = spot === 'tie' ? tie : suited;
  return new Map([
    ['win', p(wins)],
    [LOSE, p(total - wins)],
  ]);
}

/** The stored form: { g: 'dragon-tiger', d: Dragon's card, t: Tiger's card, w: 'dragon' | 'tiger' | 'tie', s: 1 on a suited tie }. */
export function describeDragonTigerOutcome(outcome: DragonTigerOutcome): CompactOutcome {
  return { g: 'dragon-tiger', d: outcome.dragon, t: outcome.tiger, w: outcome.winner, s: outcome.suitedTie ? 1 : 0 };
}

/** Reads a stored outcome: re-derives it from the two cards and refuses it if a stored field disagrees. */
export function readDragonTigerOutcome(compact: CompactOutcome): DragonTigerOutcome {
  if (compact.g !== 'dragon-tiger') throw new RangeError('not a Dragon Tiger outcome');
  const outcome = dragonTigerOutcomeOf(String(compact.d), String(compact.t));
  const again = describeDragonTigerOutcome(outcome);
  for (const [key, value] of Object.entries(compact)) {
    if (again[key] !== value) throw new RangeError(`the stored field ${key} does not match the cards`);
  }
  return outcome;
}

/** One outcome of each kind the spots can see: Dragon wins, Tiger wins, an unsuited tie, a suited tie. */
export const DRAGON_TIGER_POSSIBLE_OUTCOMES: readonly DragonTigerOutcome[] = Object.freeze(
  [
    ['KS', 'AH'],
    ['2D', '3C'],
    ['7S', '7H'],
    ['QD', 'QD'],
  ].map(([dragon, tiger]) => dragonTigerOutcomeOf(dragon as string, tiger as string)),
);

/** Dragon Tiger as a TableGame (state: the shoe). */
export const DRAGON_TIGER: TableGame<DragonTigerOutcome, Shoe> = Object.freeze({
  code: 'dragon-tiger',
  spots: DRAGON_TIGER_SPOTS,
  spotClasses: DRAGON_TIGER_SPOT_CLASSES,
  defaultPaytable: DRAGON_TIGER_PAYTABLE,
  initialState: fullShoe(8),
  dealRound: dealDragonTigerRound,
  outcomeClass: dragonTigerOutcomeClass,
  settleBet: (spot: string, stakeMinor: bigint, outcome: DragonTigerOutcome, paytable: TablePaytable) =>
    settleWith(DRAGON_TIGER, spot, stakeMinor, outcome, paytable),
  validatePaytable: (paytable: TablePaytable) => validatePaytableFor('dragon-tiger', DRAGON_TIGER_SPOT_CLASSES, paytable),
  classProbabilities: dragonTigerClassProbabilities,
  houseEdge: (spot: string, paytable: TablePaytable, shoe?: Shoe) =>
    edgeFromClasses(dragonTigerClassProbabilities(spot, shoe), paytable, spot),
  describeOutcome: describeDragonTigerOutcome,
  readOutcome: readDragonTigerOutcome,
  possibleOutcomes: () => DRAGON_TIGER_POSSIBLE_OUTCOMES,
});
