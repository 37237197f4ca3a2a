/**
 * One press of Spin, sent safely: the press gets one spinId, a network failure (no answer) sends
 * the same spinId again, so the server replays the first result instead of spinning twice. If the
 * answer never arrives, the spin stays unresolved and the next press re-sends it (same id, same
 * stake) before anything new is spun.
 */

/** What a spin sends. */
export interface SpinRequest {
  stakeMinor: string;
  spinId: string;
}

/** The transport failures after which the outcome is unknown, so the same spinId must be re-sent. */
const UNKNOWN_OUTCOME = new Set(['network_error', 'timeout']);

/** Whether a failure code leaves the spin's outcome unknown. */
export function isUnknownOutcome(code: string): boolean {
  return UNKNOWN_OUTCOME.has(code) || code === 'internal_error';
}

/** Makes the spin ids and keeps the unresolved spin, if any. */
export class SpinKeeper {
  private pending: SpinRequest | null = null;

  constructor(private readonly newId: () => string) {}

  /** The spin to send for a press at this stake: the unresolved one if there is one, else a new one. */
  next(stakeMinor: string): SpinRequest {
    this.pending ??= { stakeMinor, spinId: this.newId() };
    return this.pending;
  }

  /** The server answered (a result or a refusal): the next press is a new spin. */
  resolve(): void {
    this.pending = null;
  }

  /** The spin whose answer never arrived, if any. */
  unresolved(): SpinRequest | null {
    return this.pending;
  }
}

/** How a spin is retried: attempts in all, and the pause before each retry. */
export interface RetryPolicy {
  attempts: number;
  pauseMs: (attempt: number) => number;
  wait: (ms: number) => Promise<void>;
}

/** The code of a failure, for deciding whether to retry (ApiError carries `code`). */
function codeOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : 'internal_error';
}

/**
 * Sends a spin, retrying the same request after a transport failure. A refusal from the server
 * (insufficient funds, an invalid session) resolves the spin at once; a final transport failure
 * leaves it unresolved in the keeper and rethrows.
 */
export async function sendSpin<T>(
  keeper: SpinKeeper,
  stakeMinor: string,
  send: (request: SpinRequest) => Promise<T>,
  policy: RetryPolicy,
): Promise<T> {
  const request = keeper.next(stakeMinor);
  for (let attempt = 1; ; attempt += 1) {
    try {
      const result = await send(request);
      keeper.resolve();
      return result;
    } catch (error) {
      const code = codeOf(error);
      if (!isUnknownOutcome(code)) {
        keeper.resolve();
        throw error;
      }
      if (attempt >= policy.attempts) throw error;
      await policy.wait(policy.pauseMs(attempt));
    }
  }
}
