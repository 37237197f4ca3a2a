/**
 * Sic Bo as a table game: three dice. Spots and when they win (class 'win' unless said):
 *   small / big       total 4-10 / 11-17, losing on any triple;
 *   odd / even        odd / even total, losing on any triple;
 *   total4..total17   that total;
 *   triple1..triple6  three of that face;       anyTriple   any three of a kind;
 *   double1..double6  at least two of that face (a triple of it wins too);
 *   combo12..combo56  both faces of the two-dice combination shown (15 spots, lower face first);
 *   single1..single6  classes 'one' / 'two' / 'three' by how many dice show the face.
 * Paytables differ between casinos: the default is the common Macau one; brands pass their own.
 */
import type { Rational } from '../exact/rational.ts';
import type { RandomSource } from '../random.ts';
import type { DiceThrow } from './table-dice.ts';
import { allThrows, countFace, isDiceThrow, throwDice, uniformClassProbabilities } from './table-dice.ts';
import type { CompactOutcome, TableGame, TablePaytable } from './table-types.ts';
import { LOSE, edgeFromClasses, knownSpot, settleWith, validatePaytableFor } from './table-types.ts';

const FACES = [1, 2, 3, 4, 5, 6] as const;
const COMBOS = FACES.flatMap((low) => FACES.filter((high) => high > low).map((high) => `${low}${high}`));

/** The bet spots, in layout order. */
export const SIC_BO_SPOTS: readonly string[] = Object.freeze([
  'small',
  'big',
  'odd',
  'even',
  ...Array.from({ length: 14 }, (_, i) => `total${i + 4}`),
  ...FACES.map((face) => `triple${face}`),
  'anyTriple',
  ...FACES.map((face) => `double${face}`),
  ...COMBOS.map((combo) => `combo${combo}`),
  ...FACES.map((face) => `single${face}`),
]);

/** Each spot's outcome classes other than 'lose'. */
export const SIC_BO_SPOT_CLASSES: Readonly<Record<string, readonly string[]>> = Object.freeze(
  Object.fromEntries(SIC_BO_SPOTS.map((spot) => [spot, spot.startsWith('single') ? ['one', 'two', 'three'] : ['win']])),
);

/** Macau's total payouts (to one), by total 4..17. */
const MACAU_TOTALS: Readonly<Record<number, number>> = {
  4: 50,
  5: 18,
  6: 14,
  7: 12,
  8: 8,
  9: 6,
  10: 6,
  11: 6,
  12: 6,
  13: 8,
  14: 12,
  15: 14,
  16: 18,
  17: 50,
};

/**
 * The common Macau paytable: Small/Big/Odd/Even 1:1; totals 4/17 50:1, 5/16 18:1, 6/15 14:1,
 * 7/14 12:1, 8/13 8:1, 9-12 6:1; specific triple 150:1; any triple 24:1; specific double 8:1;
 * two-dice combination 5:1; single number 1:1 / 2:1 / 3:1.
 */
export const SIC_BO_MACAU_PAYTABLE: TablePaytable = Object.freeze({
  game: 'sic-bo',
  name: 'macau',
  odds: Object.fromEntries(
    SIC_BO_SPOTS.map((spot): [string, Record<string, number>] => {
      if (spot.startsWith('single')) return [spot, { one: 10_000, two: 20_000, three: 30_000 }];
      if (spot.startsWith('total')) return [spot, { win: (MACAU_TOTALS[Number(spot.slice(5))] as number) * 10_000 }];
      if (spot.startsWith('triple')) return [spot, { win: 1_500_000 }];
      if (spot === 'anyTriple') return [spot, { win: 240_000 }];
      if (spot.startsWith('double')) return [spot, { win: 80_000 }];
      if (spot.startsWith('combo')) return [spot, { win: 50_000 }];
      return [spot, { win: 10_000 }];
    }),
  ),
});

/** A throw with its total. JSON-safe. */
export interface SicBoOutcome {
  dice: DiceThrow;
  total: number;
  triple: boolean;
}

/** The outcome of three faces. */
export function sicBoOutcomeOf(dice: DiceThrow): SicBoOutcome {
  if (!isDiceThrow(dice)) throw new RangeError('a Sic Bo outcome is three faces 1-6');
  return { dice: [dice[0], dice[1], dice[2]], total: dice[0] + dice[1] + dice[2], triple: dice[0] === dice[1] && dice[1] === dice[2] };
}

/** The outcome class of a bet on `spot` (see the module comment). */
export function sicBoOutcomeClass(spot: string, outcome: SicBoOutcome): string {
  knownSpot(SIC_BO_SPOT_CLASSES, spot);
  const { dice, total, triple } = outcome;
  const digit = (index: number): number => spot.charCodeAt(index) - 48;
  const win = (wins: boolean): string => (wins ? 'win' : LOSE);
  switch (spot) {
    case 'small':
      return win(!triple && total <= 10);
    case 'big':
      return win(!triple && total >= 11);
    case 'odd':
      return win(!triple && total % 2 === 1);
    case 'even':
      return win(!triple && total % 2 === 0);
    case 'anyTriple':
      return win(triple);
  }
  if (spot.startsWith('total')) return win(total === Number(spot.slice(5)));
  if (spot.startsWith('triple')) return win(countFace(dice, digit(6)) === 3);
  if (spot.startsWith('double')) return win(countFace(dice, digit(6)) >= 2);
  if (spot.startsWith('combo')) return win(countFace(dice, digit(5)) > 0 && countFace(dice, digit(6)) > 0);
  return (['lose', 'one', 'two', 'three'] as const)[countFace(dice, digit(6))] as string;
}

/** Throws the three dice (table-dice.ts); Sic Bo has no state between rounds. */
export function dealSicBoRound(random: RandomSource): { outcome: SicBoOutcome; state: null } {
  return { outcome: sicBoOutcomeOf(throwDice(random)), state: null };
}

/** The probability of each outcome class of `spot`, exactly, over the 216 throws. */
export function sicBoClassProbabilities(spot: string): ReadonlyMap<string, Rational> {
  knownSpot(SIC_BO_SPOT_CLASSES, spot);
  return uniformClassProbabilities(possibleSicBoOutcomes(), (outcome) => sicBoOutcomeClass(spot, outcome));
}

/** The stored form: { g: 'sic-bo', d: the faces in order as digits ('252'), t: the total }. */
export function describeSicBoOutcome(outcome: SicBoOutcome): CompactOutcome {
  return { g: 'sic-bo', d: outcome.dice.join(''), t: outcome.total };
}

/** Reads a stored outcome back from its faces, refusing it if the stored total disagrees. */
export function readSicBoOutcome(compact: CompactOutcome): SicBoOutcome {
  if (compact.g !== 'sic-bo' || typeof compact.d !== 'string' || !/^[1-6]{3}$/.test(compact.d))
    throw new RangeError('not a Sic Bo outcome');
  const outcome = sicBoOutcomeOf([...compact.d].map(Number) as unknown as DiceThrow);
  if (compact.t !== undefined && compact.t !== outcome.total) throw new RangeError('the stored total does not match the dice');
  return outcome;
}

let outcomes: SicBoOutcome[] | undefined;

/** All 216 throws as outcomes. */
export function possibleSicBoOutcomes(): readonly SicBoOutcome[] {
  return (outcomes ??= allThrows().map(sicBoOutcomeOf));
}

/** Sic Bo as a TableGame (no state: null). */
export const SIC_BO: TableGame<SicBoOutcome, null> = Object.freeze({
  code: 'sic-bo',
  spots: SIC_BO_SPOTS,
  spotClasses: SIC_BO_SPOT_CLASSES,
  defaultPaytable: SIC_BO_MACAU_PAYTABLE,
  initialState: null,
  dealRound: dealSicBoRound,
  outcomeClass: sicBoOutcomeClass,
  settleBet: (spot: string, stakeMinor: bigint, outcome: SicBoOutcome, paytable: TablePaytable) =>
    settleWith(SIC_BO, spot, stakeMinor, outcome, paytable),
  validatePaytable: (paytable: TablePaytable) => validatePaytableFor('sic-bo', SIC_BO_SPOT_CLASSES, paytable),
  classProbabilities: (spot: string) => sicBoClassProbabilities(spot),
  houseEdge: (spot: string, paytable: TablePaytable) => edgeFromClasses(sicBoClassProbabilities(spot), paytable, spot),
  describeOutcome: describeSicBoOutcome,
  readOutcome: readSicBoOutcome,
  possibleOutcomes: possibleSicBoOutcomes,
});
