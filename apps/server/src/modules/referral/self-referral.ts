import type { ReferralEvidence } from '@pkg/contracts/referral';
import type { Queryable } from '../../db/client.ts';
import { selectSharedSignals } from './referral.queries.ts';

/** A payout account number as staff see it in the evidence: only its last four characters. */
export function maskAccountNumber(number: string): string {
  return `••••${number.slice(-4)}`;
}

/**
 * Self-referral signals (decision 034): what the invitee shares with its referrer, each with the
 * shared values. Empty when nothing is shared. Only real addresses count: accounts opened by an
 * operator carry `operator` as their sign-up address, which says nothing about who they are.
 * - register_ip: both signed up from the same address;
 * - login_ip: an address either signed up or logged in from was used by the other too
 *   (account_ips keeps every login address, accounts.register_ip the sign-up's);
 * - device: a session of each from the same address with the same browser (user agent). The site
 *   sends no device fingerprint, so address and user agent together stand in for one;
 * - payout_account: the same bank or e-wallet account number bound for withdrawals (removed ones
 *   count: binding the referrer's card and unbinding it again is the pattern looked for).
 */
export async function selfReferralEvidence(db: Queryable, inviteeId: string, referrerId: string): Promise<ReferralEvidence[]> {
  const row = await selectSharedSignals(db, inviteeId, referrerId);
  const evidence: ReferralEvidence[] = [];
  if (!row) return evidence;
  if (row.register_ip.length > 0) evidence.push({ signal: 'register_ip', values: row.register_ip });
  if (row.login_ip.length > 0) evidence.push({ signal: 'login_ip', values: row.login_ip });
  if (row.device.length > 0) evidence.push({ signal: 'device', values: row.device.map((value) => value.slice(0, 200)) });
  if (row.payout.length > 0) evidence.push({ signal: 'payout_account', values: row.payout.map(maskAccountNumber) });
  return evidence;
}
