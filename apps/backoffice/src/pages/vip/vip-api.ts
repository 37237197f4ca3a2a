import { BoError } from '../../lib/api';

/** Query keys of the VIP desk; every change refreshes those under VIP_BO_KEY. */
export const VIP_BO_KEY = ['bo', 'vip'] as const;

/** The text of a failed call: the server's translated message, else the code. */
export function errorOf(error: unknown): string {
  return error instanceof BoError ? error.message || error.code : String(error);
}
