/**
 * Seconds the "Send code" button waits after a code was sent (SPEC.md sections 4 and 9): 60 s per
 * minute the code stays good; the forgotten-password code's wait loses half the call's latency,
 * so the button frees about when the server's own countdown (started mid-call) ends.
 */
export function countdownSeconds(expireMinutes: number, latencyMs: number, lessHalfLatency: boolean): number {
  const seconds = 60 * expireMinutes - (lessHalfLatency ? latencyMs / 2000 : 0);
  return Math.max(0, Math.round(seconds));
}
