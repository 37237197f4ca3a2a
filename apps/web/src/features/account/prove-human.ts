import { ApiError } from '../../lib/api-client';
import { solveHumanCheck } from '../../lib/human-check';

/**
 * Runs the proof-of-work human check before a credential call (SPEC.md section 4). A failure that
 * is not an API answer (the solver itself broke) reads as a failed human check, so the form says
 * "complete verification first" and the player can try again.
 */
export async function proveHuman(): Promise<string> {
  try {
    return await solveHumanCheck();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError('human_check_failed', 0, String(error));
  }
}
