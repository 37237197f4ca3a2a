/** Query keys of the VIP desk; every change refreshes those under VIP_BO_KEY. */
export const VIP_BO_KEY = ['bo', 'vip'] as const;

/** The desk's failed calls read as every desk's (lib/api.ts). */
export { errorOf } from '../../lib/api';
