/**
 * Random sources for the house games. Every draw goes through `uniformInt`, which turns 32-bit
 * random words into an integer in [0, n) without bias. The server passes a cryptographic word
 * source (`randomFromBytes(crypto.getRandomValues)`); tests and simulations pass `seededRandom`.
 */

const TWO_POW_32 = 2 ** 32;

/** A source of uniform random integers; the only way game maths receives randomness. */
export interface RandomSource {
  /** Uniform integer in [0, maxExclusive), maxExclusive <= 2**32. */
  int(maxExclusive: number): number;
}

/**
 * Draws a uniform integer in [0, maxExclusive) from uniform 32-bit words, by rejection sampling.
 *
 * Why not `word % maxExclusive`: 2^32 is rarely a multiple of maxExclusive, so the lowest
 * (2^32 mod maxExclusive) results would each have one more word mapping to them than the others
 * (modulo bias). We therefore reject words in the top partial range, at or above the largest
 * multiple of maxExclusive that fits in 2^32, and draw again. Every accepted residue then has
 * exactly the same number of words, and a rejection happens with probability below 1/2 (for a
 * strip of 40 stops, about 1 in 10^8), so the loop ends almost at once.
 */
export function uniformInt(next32: () => number, maxExclusive: number): number {
  if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > TWO_POW_32) {
    throw new RangeError(`maxExclusive must be an integer in [1, 2^32]: ${maxExclusive}`);
  }
  const limit = TWO_POW_32 - (TWO_POW_32 % maxExclusive);
  for (;;) {
    const word = next32() >>> 0;
    if (word < limit) return word % maxExclusive;
  }
}

/** Hashes a seed (number or text) into four 32-bit words with splitmix32, so any seed starts the PRNG well. */
function seedWords(seed: number | string): [number, number, number, number] {
  let state = 0x9e3779b9;
  const text = String(seed);
  for (let i = 0; i < text.length; i++) state = Math.imul(state ^ text.charCodeAt(i), 0x85ebca6b) >>> 0;
  const next = (): number => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
    z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
    return (z ^ (z >>> 15)) >>> 0;
  };
  return [next(), next(), next(), next()];
}

/**
 * A small, fast, reproducible PRNG (sfc32) for tests, simulations and benchmarks. Never for real
 * money: its output is predictable from the seed.
 */
export function seededRandom(seed: number | string): RandomSource {
  let [a, b, c, d] = seedWords(seed);
  const next32 = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  // Discard the first words, as sfc32's authors recommend, so close seeds diverge.
  for (let i = 0; i < 12; i++) next32();
  return { int: (maxExclusive) => uniformInt(next32, maxExclusive) };
}

/** How many 32-bit words `randomFromBytes` asks its fill function for at a time. */
export const RANDOM_BUFFER_WORDS = 256;

/**
 * A random source over a word-filling function, e.g. `(buffer) => crypto.getRandomValues(buffer)`.
 * Words are fetched RANDOM_BUFFER_WORDS at a time (one system call per 256 words, not per draw)
 * and used once each, in order.
 */
export function randomFromBytes(fill: (buffer: Uint32Array) => void): RandomSource {
  const buffer = new Uint32Array(RANDOM_BUFFER_WORDS);
  let index = RANDOM_BUFFER_WORDS;
  const next32 = (): number => {
    if (index === RANDOM_BUFFER_WORDS) {
      fill(buffer);
      index = 0;
    }
    return buffer[index++] as number;
  };
  return { int: (maxExclusive) => uniformInt(next32, maxExclusive) };
}
