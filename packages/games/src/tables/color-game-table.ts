/**
 * The Color Game (Philippine perya) as a table game: three dice whose six faces are colours. A bet
 * on a colour has the class 'one', 'two' or 'three' by how many dice show it (paying 1:1, 2:1,
 * 3:1 by default) and loses when none does.
 */
import type { Rational } from '../exact/rational.ts';
import type { RandomSource } from '../random.ts';
import type { DiceThrow } from './table-dice.ts';
import { allThrows, countFace, isDiceThrow, throwDice, uniformClassProbabilities } from './table-dice.ts';
import type { CompactOutcome, TableGame, TablePaytable } from './table-types.ts';
import { edgeFromClasses, knownSpot, settleWith, validatePaytableFor } from './table-types.ts';

/** The colours, in face order: face 1 is yellow ... face 6 is green. They are also the bet spots. */
export const COLOR_GAME_COLOURS = ['yellow', 'white', 'pink', 'blue', 'red', 'green'] as const;
export type Colour = (typeof COLOR_GAME_COLOURS)[number];

/** Each spot's outcome classes other than 'lose'. */
export const COLOR_GAME_SPOT_CLASSES: Readonly<Record<string, readonly string[]>> = Object.freeze(
  Object.fromEntries(COLOR_GAME_COLOURS.map((colour) => [colour, ['one', 'two', 'three']])),
);

/** The standard perya paytable: 1:1, 2:1, 3:1 on one, two, three matching dice. */
export const COLOR_GAME_PAYTABLE: TablePaytable = Object.freeze({
  game: 'color-game',
  name: 'perya',
  odds: Object.fromEntries(COLOR_GAME_COLOURS.map((colour) => [colour, { one: 10_000, two: 20_000, three: 30_000 }])),
});

/** A throw as colours, in the order thrown. JSON-safe. */
export interface ColorGameOutcome {
  colours: readonly [Colour, Colour, Colour];
}

/** The outcome of three faces 1-6 (face f shows COLOR_GAME_COLOURS[f - 1]). */
export function colorGameOutcomeOf(dice: DiceThrow): ColorGameOutcome {
  if (!isDiceThrow(dice)) throw new RangeError('a Color Game outcome is three faces 1-6');
  const colour = (face: number): Colour => COLOR_GAME_COLOURS[face - 1] as Colour;
  return { colours: [colour(dice[0]), colour(dice[1]), colour(dice[2])] };
}

/** The outcome class of a bet on a colour: 'lose', 'one', 'two' or 'three'. */
export function colorGameOutcomeClass(spot: string, outcome: ColorGameOutcome): string {
  knownSpot(COLOR_GAME_SPOT_CLASSES, spot);
  const faces = outcome.colours.map((colour) => COLOR_GAME_COLOURS.indexOf(colour) + 1) as unknown as DiceThrow;
  return (['lose', 'one', 'two', 'three'] as const)[countFace(faces, COLOR_GAME_COLOURS.indexOf(spot as Colour) + 1)] as string;
}

/** Throws the three colour dice (table-dice.ts); no state between rounds. */
export function dealColorGameRound(random: RandomSource): { outcome: ColorGameOutcome; state: null } {
  return { outcome: colorGameOutcomeOf(throwDice(random)), state: null };
}

let outcomes: ColorGameOutcome[] | undefined;

/** All 216 throws as outcomes. */
export function possibleColorGameOutcomes(): readonly ColorGameOutcome[] {
  return (outcomes ??= allThrows().map(colorGameOutcomeOf));
}

/** The probability of each outcome class of a colour, exactly, over the 216 throws. */
export function colorGameClassProbabilities(spot: string): ReadonlyMap<string, Rational> {
  knownSpot(COLOR_GAME_SPOT_CLASSES, spot);
  return uniformClassProbabilities(possibleColorGameOutcomes(), (outcome) => colorGameOutcomeClass(spot, outcome));
}

/** The stored form: { g: 'color-game', c: the three colours in order, space-separated }. */
export function describeColorGameOutcome(outcome: ColorGameOutcome): CompactOutcome {
  return { g: 'color-game', c: outcome.colours.join(' ') };
}

/** Reads a stored outcome back; throws on anything but three known colours. */
export function readColorGameOutcome(compact: CompactOutcome): ColorGameOutcome {
  const colours = compact.g === 'color-game' && typeof compact.c === 'string' ? compact.c.split(' ') : [];
  const faces = colours.map((colour) => COLOR_GAME_COLOURS.indexOf(colour as Colour) + 1);
  if (!isDiceThrow(faces)) throw new RangeError('not a Color Game outcome');
  return colorGameOutcomeOf(faces);
}

/** The Color Game as a TableGame (no state: null). */
export const COLOR_GAME: TableGame<ColorGameOutcome, null> = Object.freeze({
  code: 'color-game',
  spots: COLOR_GAME_COLOURS,
  spotClasses: COLOR_GAME_SPOT_CLASSES,
  defaultPaytable: COLOR_GAME_PAYTABLE,
  initialState: null,
  dealRound: dealColorGameRound,
  outcomeClass: colorGameOutcomeClass,
  settleBet: (spot: string, stakeMinor: bigint, outcome: ColorGameOutcome, paytable: TablePaytable) =>
    settleWith(COLOR_GAME, spot, stakeMinor, outcome, paytable),
  validatePaytable: (paytable: TablePaytable) => validatePaytableFor('color-game', COLOR_GAME_SPOT_CLASSES, paytable),
  classProbabilities: (spot: string) => colorGameClassProbabilities(spot),
  houseEdge: (spot: string, paytable: TablePaytable) => edgeFromClasses(colorGameClassProbabilities(spot), paytable, spot),
  describeOutcome: describeColorGameOutcome,
  readOutcome: readColorGameOutcome,
  possibleOutcomes: possibleColorGameOutcomes,
});
