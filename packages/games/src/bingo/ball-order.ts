/**
 * The order in which a game's balls are called: a deterministic shuffle of 1..balls. The server
 * passes fairRandom(seed, context) (lottery/fair-draw.ts) so that, once the seed is revealed, anyone
 * can recompute the whole call from (seed, context) with the procedure below.
 */
import type { RandomSource } from '../random.ts';

/**
 * Shuffles the first `count` places of `items` in place (Fisher–Yates, forward form): for
 * i = 0, 1, ..., count − 1 (stopping before the last element), j = i + random.int(n − i) and items i
 * and j are swapped. Each of the n!/(n − count)! ordered prefixes is equally likely.
 */
export function shufflePrefix<T>(items: T[], count: number, random: RandomSource): T[] {
  const n = items.length;
  for (let i = 0; i < Math.min(count, n - 1); i++) {
    const j = i + random.int(n - i);
    const held = items[i] as T;
    items[i] = items[j] as T;
    items[j] = held;
  }
  return items;
}

/**
 * The call order of a game: start from [1, 2, ..., balls] and apply shufflePrefix to all of it,
 * i.e. random.int(balls), random.int(balls − 1), ..., random.int(2), in that order; ball k of the game
 * is element k − 1 of the result. A game that ends early simply stops calling.
 */
export function ballOrder(balls: number, random: RandomSource): number[] {
  if (!Number.isInteger(balls) || balls < 1 || balls > 255) throw new RangeError(`balls must be an integer in [1, 255]: ${balls}`);
  const order = Array.from({ length: balls }, (_, i) => i + 1);
  return shufflePrefix(order, balls, random);
}
