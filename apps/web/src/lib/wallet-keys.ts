/**
 * Every wallet query starts with this key, so one invalidation refreshes them all after a movement.
 * It sits under the site's 'member' key, which a login or logout drops (features/account), so
 * switching accounts never shows the last one's money. Kept here so any feature may refresh the
 * balance (the game frame does when the player comes back from a game).
 */
export const WALLET_KEY = ['member', 'wallet'] as const;
/** The balance query (features/wallet owns it). */
export const BALANCE_KEY = [...WALLET_KEY, 'balance'] as const;
