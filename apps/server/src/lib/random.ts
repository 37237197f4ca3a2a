import { webcrypto } from 'node:crypto';
import { randomFromBytes, type RandomSource } from '@pkg/games/random';

/**
 * The random source the server injects into the house games: the operating system's
 * cryptographic generator (Web Crypto's getRandomValues), read 256 words at a time. Tests inject
 * `seededRandom` from `@pkg/games/random` instead, so outcomes are reproducible there and
 * unpredictable here (DESIGN.md section 5).
 */
export function cryptoRandomSource(): RandomSource {
  return randomFromBytes((buffer) => {
    webcrypto.getRandomValues(buffer);
  });
}
