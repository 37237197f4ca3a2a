/**
 * Names of the events on a player's live stream, in a module without zod: the site's header
 * follows them from its first render, and loading the contract modules' schemas for two strings
 * put zod into every logged-in start (decision 046). Each contract module re-exports its own.
 */

/** The server event sent on the player's live stream when their VIP level changed. */
export const VIP_STREAM_EVENT = 'vip';

/** The live stream's event telling the site the caller's unread count may have changed (data: `{}`). */
export const MESSAGE_STREAM_EVENT = 'message';
