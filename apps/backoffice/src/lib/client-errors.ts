/**
 * The codes the console gives a call that has no answer from the server (lib/api.ts): the network
 * failed, or the answer was not the envelope. Shown as errors.<code>, like the server's own codes.
 */
export const BO_CLIENT_ERRORS = ['network_error', 'internal_error'] as const;
export type BoClientError = (typeof BO_CLIENT_ERRORS)[number];
