/**
 * Messages between a house game in the /game frame and the site around it. After every spin the
 * game page (features/house-slots) tells its parent the balance changed, so the header can refresh
 * it; the /game page (features/games) listens. Kept in lib so both features share one shape. Sent
 * only to the page's own origin; the listener checks the origin and the shape before acting.
 */

/** The message's `type`. */
export const BALANCE_CHANGED = 'bituin:game-balance-changed';

/** What the frame tells its parent: the balance after the spin, in minor units of `currency`. */
export interface BalanceChangedMessage {
  type: typeof BALANCE_CHANGED;
  /** The house vendor's game code that spun. */
  game: string;
  balanceMinor: string;
  currency: string;
}

/** Whether a received message is this one (for the parent's listener). */
export function isBalanceChangedMessage(data: unknown): data is BalanceChangedMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  return (
    message.type === BALANCE_CHANGED &&
    typeof message.game === 'string' &&
    typeof message.balanceMinor === 'string' &&
    /^(0|[1-9][0-9]*)$/.test(message.balanceMinor) &&
    typeof message.currency === 'string'
  );
}

/** Tells the parent window (when the page is framed) that the balance changed; unframed, nothing is sent. */
export function postBalanceChanged(message: Omit<BalanceChangedMessage, 'type'>, target: Window = window): void {
  if (target.parent === target) return;
  const full: BalanceChangedMessage = { type: BALANCE_CHANGED, ...message };
  target.parent.postMessage(full, target.location.origin);
}
