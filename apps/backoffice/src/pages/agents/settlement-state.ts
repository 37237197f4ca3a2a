/**
 * What staff may do with a settlement period now (decision 029), as pure rules over the desk's
 * settlement: hold a pending one, release a held one, retry a stalled one, propose a re-run of a
 * settled one, and approve a re-run someone else proposed. The server decides; these only choose
 * what the page offers and how often it looks again.
 */
import type { BoSettlement } from '@pkg/contracts/agent-desk';

type State = Pick<BoSettlement, 'status' | 'rerun'> & Partial<Pick<BoSettlement, 'stalled'>>;

/** A pending period may be held (its run, and every later period of its kind, waits). */
export function canHold(s: State): boolean {
  return s.status === 'pending';
}

/** A stalled period (its run's job failed for good) may be retried: the new run pays only what is still unpaid. */
export function canRetry(s: State): boolean {
  return (s.status === 'pending' || s.status === 'running') && s.stalled === true;
}

/** A held period may be released (its run is enqueued again). */
export function canRelease(s: State): boolean {
  return s.status === 'held';
}

/** A settled period may have a re-run proposed, unless one already awaits approval. */
export function canProposeRerun(s: State): boolean {
  return s.status === 'done' && !s.rerun;
}

/** A proposed re-run is approved by a staff member other than its proposer. */
export function canApproveRerun(s: State): boolean {
  return s.status === 'done' && Boolean(s.rerun) && !s.rerun?.mine;
}

/**
 * How often the detail looks again: quickly while its run waits or runs, slowly while it is
 * stalled (until staff retry it) or a re-run awaits approval, otherwise not.
 */
export function settlementRefreshMs(s: State): number | false {
  if (s.stalled) return 10_000;
  if (s.status === 'pending' || s.status === 'running') return 1_500;
  if (s.rerun) return 10_000;
  return false;
}
