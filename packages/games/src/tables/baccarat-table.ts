/**
 * Baccarat (punto banco) as a table game: the bet spots, the two standard paytables (commission
 * and no-commission, the table's setting being which one it uses), dealing a round from the shoe,
 * settlement, and exact class probabilities and house edges for any shoe composition.
 *
 * Outcome classes per spot: player 'win' | 'tie' (push) | 'lose'; banker 'win' (any total but 6) |
 * 'win6' (Banker wins with 6) | 'tie' | 'lose'; tie, playerPair, bankerPair 'win' | 'lose'.
 */
import type { Rational } from '../exact/rational.ts';
import { rational } from '../exact/rational.ts';
import type { RandomSource } from '../random.ts';
import { baccaratDistribution } from './baccarat-odds.ts';
import type { BaccaratOutcome } from './baccarat-rules.ts';
import { baccaratOutcomeOf, followsDrawingRules, playRound } from './baccarat-rules.ts';
import type { CompactOutcome, TableGame, TablePaytable } from './table-types.ts';
import { LOSE, edgeFromClasses, knownSpot, settleWith, validatePaytableFor } from './table-types.ts';
import type { Shoe } from './table-shoe.ts';
import { RANKS, cardKind, fullShoe, remainingCounts, shoeDrawer, shoeFinished, withDealt } from './table-shoe.ts';

/** The bet spots, in layout order. */
export const BACCARAT_SPOTS = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const;
export type BaccaratSpot = (typeof BACCARAT_SPOTS)[number];

/** Each spot's outcome classes other than 'lose'. */
export const BACCARAT_SPOT_CLASSES: Readonly<Record<BaccaratSpot, readonly string[]>> = Object.freeze({
  player: ['win', 'tie'],
  banker: ['win', 'win6', 'tie'],
  tie: ['win'],
  playerPair: ['win'],
  bankerPair: ['win'],
});

/** The commission table: Player 1:1, Banker 0.95:1, Tie 8:1 (Player/Banker push), pairs 11:1. */
export const BACCARAT_COMMISSION_PAYTABLE: TablePaytable = Object.freeze({
  game: 'baccarat',
  name: 'commission',
  odds: {
    player: { win: 10_000, tie: 0 },
    banker: { win: 9_500, win6: 9_500, tie: 0 },
    tie: { win: 80_000 },
    playerPair: { win: 110_000 },
    bankerPair: { win: 110_000 },
  },
});

/** The no-commission table: as the commission one, but Banker pays 1:1 except a win with 6, which pays 1:2. */
export const BACCARAT_NO_COMMISSION_PAYTABLE: TablePaytable = Object.freeze({
  ...BACCARAT_COMMISSION_PAYTABLE,
  name: 'no-commission',
  odds: { ...BACCARAT_COMMISSION_PAYTABLE.odds, banker: { win: 10_000, win6: 5_000, tie: 0 } },
});

/** The outcome class of a bet on `spot` (see the module comment). */
export function baccaratOutcomeClass(spot: string, outcome: BaccaratOutcome): string {
  switch (knownSpot(BACCARAT_SPOT_CLASSES, spot) as BaccaratSpot) {
    case 'player':
      return outcome.winner === 'player' ? 'win' : outcome.winner === 'tie' ? 'tie' : LOSE;
    case 'banker':
      if (outcome.winner === 'banker') return outcome.bankerTotal === 6 ? 'win6' : 'win';
      return outcome.winner === 'tie' ? 'tie' : LOSE;
    case 'tie':
      return outcome.winner === 'tie' ? 'win' : LOSE;
    case 'playerPair':
      return outcome.playerPair ? 'win' : LOSE;
    case 'bankerPair':
      return outcome.bankerPair ? 'win' : LOSE;
  }
}

/** Deals one round from the shoe (P, B, P, B, then third cards) and returns the shoe after it; throws on a finished shoe. */
export function dealBaccaratRound(random: RandomSource, shoe: Shoe): { outcome: BaccaratOutcome; state: Shoe } {
  if (shoeFinished(shoe)) throw new RangeError('shoe_finished: the cut card has come out; start a new shoe');
  const drawer = shoeDrawer(shoe, random);
  const outcome = playRound(() => drawer.draw());
  return { outcome, state: withDealt(shoe, drawer.cards) };
}

/**
 * The probability of each outcome class of `spot` for the next round from the shoe's remaining
 * cards (a full 8-deck shoe by default), exactly, by the enumeration of baccarat-odds.ts.
 */
export function baccaratClassProbabilities(spot: string, shoe: Shoe = fullShoe(8)): ReadonlyMap<string, Rational> {
  const d = baccaratDistribution(remainingCounts(shoe));
  const of = (count: bigint): Rational => rational(count, d.total);
  const bankerWins = d.bankerNotSix + d.bankerSix;
  switch (knownSpot(BACCARAT_SPOT_CLASSES, spot) as BaccaratSpot) {
    case 'player':
      return new Map([
        ['win', of(d.player)],
        ['tie', of(d.tie)],
        [LOSE, of(bankerWins)],
      ]);
    case 'banker':
      return new Map([
        ['win', of(d.bankerNotSix)],
        ['win6', of(d.bankerSix)],
        ['tie', of(d.tie)],
        [LOSE, of(d.player)],
      ]);
    case 'tie':
      return new Map([
        ['win', of(d.tie)],
        [LOSE, of(d.total - d.tie)],
      ]);
    default:
      // Player's first two cards and Banker's are two cards of the shoe alike: the same chance.
      return new Map([
        ['win', rational(d.pairs, d.pairTotal)],
        [LOSE, rational(d.pairTotal - d.pairs, d.pairTotal)],
      ]);
  }
}

/**
 * The stored form: { g: 'baccarat', p: Player's cards, b: Banker's cards (space-separated, in
 * deal order), pt, bt: final totals, w: 'P' | 'B' | 'T', pp, bp: 1 when that side has a pair, n: 1 on a natural }.
 */
export function describeBaccaratOutcome(outcome: BaccaratOutcome): CompactOutcome {
  return {
    g: 'baccarat',
    p: outcome.player.join(' '),
    b: outcome.banker.join(' '),
    pt: outcome.playerTotal,
    bt: outcome.bankerTotal,
    w: outcome.winner === 'player' ? 'P' : outcome.winner === 'banker' ? 'B' : 'T',
    pp: outcome.playerPair ? 1 : 0,
    bp: outcome.bankerPair ? 1 : 0,
    n: outcome.natural ? 1 : 0,
  };
}

/** Reads a stored outcome: re-derives it from the cards and refuses it if any stored field disagrees. */
export function readBaccaratOutcome(compact: CompactOutcome): BaccaratOutcome {
  const cards = (field: unknown): string[] => {
    if (typeof field !== 'string') throw new RangeError('a baccarat outcome needs its cards');
    const list = field.split(' ');
    list.forEach(cardKind);
    return list;
  };
  if (compact.g !== 'baccarat') throw new RangeError('not a baccarat outcome');
  const outcome = baccaratOutcomeOf(cards(compact.p), cards(compact.b));
  const again = describeBaccaratOutcome(outcome);
  for (const [key, value] of Object.entries(compact)) {
    if (again[key] !== value) throw new RangeError(`the stored field ${key} does not match the cards`);
  }
  return outcome;
}

let possible: BaccaratOutcome[] | undefined;

/**
 * One outcome for each combination of results the spots can see (winner, Banker's 6, each pair):
 * 16 in all, found by walking first cards and third cards in a fixed order.
 */
export function possibleBaccaratOutcomes(): readonly BaccaratOutcome[] {
  if (possible) return possible;
  const found = new Map<string, BaccaratOutcome>();
  const keep = (player: string[], banker: string[]): void => {
    const outcome = baccaratOutcomeOf(player, banker);
    const key = `${outcome.winner}:${outcome.winner === 'banker' && outcome.bankerTotal === 6}:${outcome.playerPair}:${outcome.bankerPair}`;
    if (!found.has(key)) found.set(key, outcome);
  };
  const ranks = [...RANKS];
  const thirds = ranks.slice(0, 10);
  for (const r1 of ranks) {
    for (const r2 of ranks) {
      for (const r3 of ranks) {
        for (const r4 of ranks) {
          const player = [`${r1}S`, `${r3}D`];
          const banker = [`${r2}H`, `${r4}C`];
          for (const p3 of ['', ...thirds]) {
            for (const b3 of ['', ...thirds]) {
              const hands: [string[], string[]] = [p3 ? [...player, `${p3}S`] : player, b3 ? [...banker, `${b3}H`] : banker];
              if (followsDrawingRules(...hands)) keep(...hands);
            }
          }
          if (found.size === 16) return (possible = [...found.values()]);
        }
      }
    }
  }
  return (possible = [...found.values()]);
}

/** Baccarat as a TableGame (state: the shoe). */
export const BACCARAT: TableGame<BaccaratOutcome, Shoe> = Object.freeze({
  code: 'baccarat',
  spots: BACCARAT_SPOTS,
  spotClasses: BACCARAT_SPOT_CLASSES,
  defaultPaytable: BACCARAT_COMMISSION_PAYTABLE,
  initialState: fullShoe(8),
  dealRound: dealBaccaratRound,
  outcomeClass: baccaratOutcomeClass,
  settleBet: (spot: string, stakeMinor: bigint, outcome: BaccaratOutcome, paytable: TablePaytable) =>
    settleWith(BACCARAT, spot, stakeMinor, outcome, paytable),
  validatePaytable: (paytable: TablePaytable) => validatePaytableFor('baccarat', BACCARAT_SPOT_CLASSES, paytable),
  classProbabilities: baccaratClassProbabilities,
  houseEdge: (spot: string, paytable: TablePaytable, shoe?: Shoe) =>
    edgeFromClasses(baccaratClassProbabilities(spot, shoe), paytable, spot),
  describeOutcome: describeBaccaratOutcome,
  readOutcome: readBaccaratOutcome,
  possibleOutcomes: possibleBaccaratOutcomes,
});
