/**
 * Provably fair draws. Before a draw the server publishes commitmentOf(seed); after it, the seed.
 * Anyone can then check the commitment and recompute the result from the seed and the draw's
 * context (its identity, e.g. 'bituin:ssc-1m:20261125-0601'):
 *
 *   key     = the seed's bytes (the hex string decoded)
 *   block_c = HMAC-SHA256(key, UTF-8 bytes of `${context}:${c}`), for c = 0, 1, 2, ... (c in decimal)
 *   words   = each block as eight big-endian unsigned 32-bit words, blocks in order of c
 *   int(n)  = take the next word w; if w >= 2^32 - (2^32 mod n) discard it and take another;
 *             otherwise the value is w mod n (uniformInt: no modulo bias)
 *
 * and the result is drawResult(format, that source) (see draw-result.ts for the calls each format
 * makes). Browser-safe: only @noble/hashes, no node: imports, so the verify page runs this file.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import type { RandomSource } from '../random.ts';
import { uniformInt } from '../random.ts';
import { drawResult } from './draw-result.ts';
import type { LotteryFormat, LotteryResult } from './lottery-types.ts';

/** The seed's bytes; a seed is a non-empty hex string of whole bytes (either case). */
function seedBytes(seedHex: string): Uint8Array {
  if (typeof seedHex !== 'string' || !/^(?:[0-9a-fA-F]{2})+$/.test(seedHex)) {
    throw new Error('a draw seed must be a non-empty hex string of whole bytes');
  }
  return hexToBytes(seedHex);
}

/** The commitment published before the draw: lower-case hex SHA-256 of the seed's bytes. */
export function commitmentOf(seedHex: string): string {
  return bytesToHex(sha256(seedBytes(seedHex)));
}

/**
 * The deterministic random source of a draw: 32-bit words from HMAC-SHA256(seed, `${context}:${c}`)
 * blocks (eight big-endian words per block, c = 0, 1, 2, ...), through uniformInt.
 */
export function fairRandom(seedHex: string, context: string): RandomSource {
  const key = seedBytes(seedHex);
  let counter = 0;
  let block = new DataView(new ArrayBuffer(32));
  let index = 8;
  const next32 = (): number => {
    if (index === 8) {
      const bytes = hmac(sha256, key, utf8ToBytes(`${context}:${counter}`));
      block = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      counter++;
      index = 0;
    }
    return block.getUint32(4 * index++, false);
  };
  return { int: (maxExclusive) => uniformInt(next32, maxExclusive) };
}

/** The result a seed and context give: drawResult(format, fairRandom(seedHex, context)). */
export function fairResult(format: LotteryFormat, seedHex: string, context: string): LotteryResult {
  return drawResult(format, fairRandom(seedHex, context));
}
