/**
 * The three dice of Sic Bo and the Color Game. A throw is three faces 1-6 in the order thrown, each
 * random.int(6) + 1 (three calls, die 1 first), so a verifier replays it from the revealed seed.
 */
import type { Rational } from '../exact/rational.ts';
import { rational } from '../exact/rational.ts';
import type { RandomSource } from '../random.ts';

/** Three faces 1-6 in the order thrown. */
export type DiceThrow = readonly [number, number, number];

/** Throws three dice: faces random.int(6) + 1, die 1 first. */
export function throwDice(random: RandomSource): DiceThrow {
  const a = random.int(6) + 1;
  const b = random.int(6) + 1;
  return [a, b, random.int(6) + 1];
}

/** Whether a value is three integer faces 1-6. */
export function isDiceThrow(value: unknown): value is DiceThrow {
  return Array.isArray(value) && value.length === 3 && value.every((face) => Number.isInteger(face) && face >= 1 && face <= 6);
}

/** How many dice show `face`. */
export function countFace(dice: DiceThrow, face: number): number {
  return (dice[0] === face ? 1 : 0) + (dice[1] === face ? 1 : 0) + (dice[2] === face ? 1 : 0);
}

let throws: DiceThrow[] | undefined;

/** All 216 equally likely ordered throws, die 1 slowest. */
export function allThrows(): readonly DiceThrow[] {
  if (!throws) {
    throws = [];
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) throws.push([a, b, c]);
  }
  return throws;
}

/** The exact probability of each class `classify` gives over equally likely outcomes (the 216 throws). */
export function uniformClassProbabilities<O>(outcomes: readonly O[], classify: (outcome: O) => string): ReadonlyMap<string, Rational> {
  const counts = new Map<string, number>();
  for (const outcome of outcomes) {
    const outcomeClass = classify(outcome);
    counts.set(outcomeClass, (counts.get(outcomeClass) ?? 0) + 1);
  }
  return new Map([...counts].map(([outcomeClass, count]) => [outcomeClass, rational(count, outcomes.length)]));
}
