/**
 * The shared shape of the house "live-style" table games (DOMAIN.md section 8): one round at a
 * time per table, every bet on a spot of the layout, the round's outcome drawn from a
 * RandomSource (fairRandom(seed, context) on the server, so anyone can replay it from the
 * revealed seed and the table's public state).
 *
 * Money rule shared by every spot (whole minor units, never floats):
 *   the round gives the bet an outcome class (a string such as 'win', 'tie', 'three', or 'lose'),
 *   the paytable gives that class its odds in ten-thousandths "to one" (oddsX10k: 0.95:1 → 9_500,
 *   8:1 → 80_000, a push → 0, lose half → -5_000, 'lose' is always -10_000), and
 *   returnMinor = stake + floor(stake × oddsX10k / 10_000)
 * rounded towards minus infinity, so a fractional minor unit always stays with the house (a
 * 101-unit Banker win at 0.95:1 returns 101 + 95 = 196; a 101-unit Dragon bet losing half on a
 * tie returns 50). returnMinor is the total handed back: 0 on a loss, the stake on a push.
 */
import { fairRandom } from '../lottery/fair-draw.ts';
import type { RandomSource } from '../random.ts';
import type { Rational } from '../exact/rational.ts';
import { mul, rational, sum } from '../exact/rational.ts';

/** The table games this folder implements. */
export const TABLE_GAME_CODES = ['baccarat', 'dragon-tiger', 'sic-bo', 'color-game'] as const;
export type TableGameCode = (typeof TABLE_GAME_CODES)[number];

/** The outcome class of a bet that loses its whole stake; it never appears in a paytable. */
export const LOSE = 'lose';
/** oddsX10k of a lost bet (returns nothing), of a push (returns the stake), of "lose half". */
export const LOSE_ODDS = -10_000;
export const PUSH_ODDS = 0;
export const LOSE_HALF_ODDS = -5_000;
/** The largest odds a paytable may hold: 10_000 to 1. */
export const MAX_ODDS_X10K = 100_000_000;

/**
 * A brand's paytable for one game: for every spot, the oddsX10k of each of its non-losing outcome
 * classes (see the module comment). Plain JSON data, stored per brand and table.
 */
export interface TablePaytable {
  game: TableGameCode;
  /** A label for the back office, e.g. 'commission' or 'macau'. */
  name: string;
  odds: Readonly<Record<string, Readonly<Record<string, number>>>>;
}

/** What validatePaytable finds wrong; an empty list means the paytable can be used. */
export interface PaytableProblem {
  code: 'wrong_game' | 'missing_spot' | 'unknown_spot' | 'missing_class' | 'unknown_class' | 'bad_odds';
  spot?: string;
  outcomeClass?: string;
}

/**
 * An outcome as the server stores it and the browser renders it: a flat JSON object of strings and
 * numbers only, `g` being the game code (see each game's describeOutcome for its fields).
 */
export type CompactOutcome = Readonly<Record<string, string | number>>;

/**
 * One table game's rules. `State` is what a round depends on besides its seed (the shoe for the
 * card games, null for the dice games); it is public, JSON-safe and returned anew by dealRound.
 */
export interface TableGame<Outcome, State> {
  readonly code: TableGameCode;
  /** The bet spots of the layout, in display order. */
  readonly spots: readonly string[];
  /** Each spot's outcome classes other than 'lose': exactly the keys its paytable entry must have. */
  readonly spotClasses: Readonly<Record<string, readonly string[]>>;
  /** The default paytable (brands pass their own). */
  readonly defaultPaytable: TablePaytable;
  /** The state a new table starts from for exact edges (a full shoe; null for dice). */
  readonly initialState: State;
  /** Deals one round: its outcome and the state after it. Throws if the state cannot deal (a finished shoe). */
  dealRound(random: RandomSource, state: State): { outcome: Outcome; state: State };
  /** The outcome class of a bet on `spot` ('lose' or one of spotClasses[spot]); throws on an unknown spot. */
  outcomeClass(spot: string, outcome: Outcome): string;
  /** The total returned to a bet of stakeMinor on spot (see the module comment). */
  settleBet(spot: string, stakeMinor: bigint, outcome: Outcome, paytable: TablePaytable): bigint;
  /** Problems of a paytable for this game (none: usable). */
  validatePaytable(paytable: TablePaytable): PaytableProblem[];
  /** The probability of each outcome class of `spot` ('lose' included) for the next round from `state`, exactly. */
  classProbabilities(spot: string, state?: State): ReadonlyMap<string, Rational>;
  /** The exact house edge of `spot`: expected loss per unit staked, ties and pushes counted as bets made. */
  houseEdge(spot: string, paytable: TablePaytable, state?: State): Rational;
  /** The outcome in its stored form. */
  describeOutcome(outcome: Outcome): CompactOutcome;
  /** Reads a stored outcome back, re-deriving every rule from its cards or dice; throws if it is not valid. */
  readOutcome(compact: CompactOutcome): Outcome;
  /** Outcomes covering every combination of the spots' classes that can happen (for worst-case payouts). */
  possibleOutcomes(): readonly Outcome[];
}

/** returnMinor = stake + floor(stake × oddsX10k / 10_000), the floor towards minus infinity. */
export function returnFor(stakeMinor: bigint, oddsX10k: number): bigint {
  if (stakeMinor < 0n) throw new RangeError('a stake cannot be negative');
  const product = stakeMinor * BigInt(oddsX10k);
  let win = product / 10_000n;
  if (product < 0n && win * 10_000n !== product) win -= 1n;
  return stakeMinor + win;
}

/** The odds a paytable gives an outcome class of a spot ('lose' → -10_000); throws if the class has none. */
export function oddsOf(paytable: TablePaytable, spot: string, outcomeClass: string): number {
  if (outcomeClass === LOSE) return LOSE_ODDS;
  const odds = paytable.odds[spot]?.[outcomeClass];
  if (odds === undefined) throw new RangeError(`the paytable has no odds for ${spot}/${outcomeClass}`);
  return odds;
}

/** The shared settleBet: the outcome's class for the spot, then returnFor at that class's odds. */
export function settleWith<O, S>(game: TableGame<O, S>, spot: string, stakeMinor: bigint, outcome: O, paytable: TablePaytable): bigint {
  if (paytable.game !== game.code) throw new RangeError(`a ${paytable.game} paytable cannot settle ${game.code}`);
  return returnFor(stakeMinor, oddsOf(paytable, spot, game.outcomeClass(spot, outcome)));
}

/**
 * The exact house edge from a spot's class probabilities: -Σ P(class) × odds(class) / 10_000
 * (before the floor of each settlement, which only ever adds to the house).
 */
export function edgeFromClasses(probabilities: ReadonlyMap<string, Rational>, paytable: TablePaytable, spot: string): Rational {
  const total = sum(probabilities.values());
  if (total.num !== total.den) throw new Error(`the class probabilities of ${spot} do not add up to 1`);
  const expected = sum([...probabilities].map(([outcomeClass, p]) => mul(p, rational(oddsOf(paytable, spot, outcomeClass), 10_000))));
  return mul(expected, rational(-1));
}

/** The shared validatePaytable: the right game, every spot and class present with integer odds in [-10_000, MAX_ODDS_X10K]. */
export function validatePaytableFor(
  code: TableGameCode,
  spotClasses: Readonly<Record<string, readonly string[]>>,
  paytable: TablePaytable,
): PaytableProblem[] {
  const problems: PaytableProblem[] = [];
  if (paytable?.game !== code) return [{ code: 'wrong_game' }];
  const odds = paytable.odds ?? {};
  for (const spot of Object.keys(odds)) if (!(spot in spotClasses)) problems.push({ code: 'unknown_spot', spot });
  for (const [spot, classes] of Object.entries(spotClasses)) {
    const entry = odds[spot];
    if (!entry) {
      problems.push({ code: 'missing_spot', spot });
      continue;
    }
    for (const outcomeClass of Object.keys(entry)) {
      if (!classes.includes(outcomeClass)) problems.push({ code: 'unknown_class', spot, outcomeClass });
    }
    for (const outcomeClass of classes) {
      const value = entry[outcomeClass];
      if (value === undefined) problems.push({ code: 'missing_class', spot, outcomeClass });
      else if (!Number.isSafeInteger(value) || value < LOSE_ODDS || value > MAX_ODDS_X10K) {
        problems.push({ code: 'bad_odds', spot, outcomeClass });
      }
    }
  }
  return problems;
}

/** A spot known to the game, or a RangeError naming it. */
export function knownSpot(spotClasses: Readonly<Record<string, readonly string[]>>, spot: string): string {
  if (!Object.prototype.hasOwnProperty.call(spotClasses, spot)) throw new RangeError(`unknown bet spot: ${spot}`);
  return spot;
}

/**
 * The provably fair deal of a round: game.dealRound(fairRandom(seedHex, context), state). The
 * server publishes commitmentOf(seedHex) before the betting window closes and the seed after the
 * round; with the public state before the round (the shoe's history) anyone recomputes the outcome.
 */
export function fairDeal<O, S>(game: TableGame<O, S>, seedHex: string, context: string, state: S): { outcome: O; state: S } {
  return game.dealRound(fairRandom(seedHex, context), state);
}

/**
 * The spots whose exact house edge for the next round from `state` is above zero. With a public
 * shoe history the edges move as cards leave the shoe (the pairs and Tie most, see
 * docs/games/table-games.md); a server may close the other spots for that round so that no bet
 * ever favours the player. Baccarat takes about 2 ms (one enumeration for all spots).
 */
export function houseFavouredSpots<O, S>(game: TableGame<O, S>, paytable: TablePaytable, state: S): string[] {
  return game.spots.filter((spot) => game.houseEdge(spot, paytable, state).num > 0n);
}
