/**
 * Deposit constants both the server and the site need as values (no zod here, so the web app may
 * import them). Decision 016 explains the states.
 */

/** How a channel takes money: an account the player pays into by hand, or a payment gateway. */
export const DEPOSIT_CHANNEL_KINDS = ['manual', 'gateway'] as const;
export type DepositChannelKind = (typeof DEPOSIT_CHANNEL_KINDS)[number];

/**
 * Every state of a deposit order. Manual: pending -> submitted -> approved | rejected. Gateway:
 * pending -> paid | failed. Either: pending -> expired | cancelled.
 */
export const DEPOSIT_STATUSES = ['pending', 'submitted', 'approved', 'rejected', 'paid', 'failed', 'expired', 'cancelled'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** States an order can still move on from by the player's or staff's hand. */
export const OPEN_DEPOSIT_STATUSES: readonly DepositStatus[] = ['pending', 'submitted'];

/** States in which the money reached the player's wallet. */
export const CREDITED_DEPOSIT_STATUSES: readonly DepositStatus[] = ['approved', 'paid'];

/** Open orders one account may have at once; a new one needs an old one finished or cancelled. */
export const MAX_OPEN_DEPOSIT_ORDERS = 3;

/** A player's payment reference (the bank's or e-wallet's transaction number): printable, 4-64 characters. */
export const DEPOSIT_REFERENCE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ._:/#-]{2,62}[A-Za-z0-9]$/;

/** Receipt images as SPEC.md section 5 allows them: PNG or JPEG, at most 5 MB each, at most 3. */
export const RECEIPT_IMAGE_LIMITS = { maxFiles: 3, maxBytes: 5 * 1024 * 1024, types: ['image/png', 'image/jpeg'] } as const;

/** The query parameter the site comes back with from a payment gateway, naming the order. */
export const DEPOSIT_RETURN_PARAM = 'depositOrder';

/** The member-centre page of deposits (SPEC.md section 2). */
export const DEPOSIT_PAGE_ID = 'depositv2';

/** Where a payment gateway sends the browser back: the member centre's deposit page showing the order. */
export function depositReturnPath(orderId: string): string {
  return `/index?modal=memberCentre&mcPage=${DEPOSIT_PAGE_ID}&${DEPOSIT_RETURN_PARAM}=${encodeURIComponent(orderId)}`;
}
