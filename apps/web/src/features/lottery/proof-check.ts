import type { DrawProof } from '@pkg/contracts/lottery';
import { commitmentOf, fairResult } from '@pkg/games/lottery/fair-draw';

/** What the browser found when it recomputed a draw: whether the seed matches the hash published before the draw, and whether it gives the result. */
export interface ProofCheck {
  commitment: boolean;
  result: boolean;
}

/**
 * Recomputes a house draw in the browser (decision 028): SHA-256 of the revealed seed must be the
 * seed hash published before betting closed, and fairResult(format, seed, context) must give the
 * drawn numbers. Null when there is nothing to check yet (no seed or no result: not drawn, or an
 * official result typed in by staff). A malformed seed fails both checks rather than throwing.
 */
export function checkProof(proof: Pick<DrawProof, 'format' | 'seed' | 'seedHash' | 'context' | 'result'>): ProofCheck | null {
  if (!proof.seed || !proof.result) return null;
  try {
    const commitment = proof.seedHash !== null && commitmentOf(proof.seed) === proof.seedHash.toLowerCase();
    const numbers = fairResult(proof.format, proof.seed, proof.context).numbers;
    const result = numbers.length === proof.result.length && numbers.every((number, index) => number === proof.result?.[index]);
    return { commitment, result };
  } catch {
    return { commitment: false, result: false };
  }
}
