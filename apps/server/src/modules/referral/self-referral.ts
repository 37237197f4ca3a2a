import type { ReferralEvidence } from '@pkg/contracts/referral';
import type { Queryable } from '../../db/client.ts';

/** Most values one signal keeps as evidence (the list is for a person to read). */
const MAX_VALUES = 5;
/** What an IPv4 or IPv6 address is made of (a pattern for SQL; `operator` and other markers do not match). */
const ADDRESS = '^[0-9A-Fa-f:.]+$';

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
  const [row] = await db.query<{ register_ip: string[]; login_ip: string[]; device: string[]; payout: string[] }>(
    `with inv_ips as (
       select ip from account_ips where account_id = $1
       union select register_ip from accounts where id = $1 and register_ip is not null),
     ref_ips as (
       select ip from account_ips where account_id = $2
       union select register_ip from accounts where id = $2 and register_ip is not null)
     select
       array(select i.register_ip from accounts i join accounts r on r.id = $2 and r.register_ip = i.register_ip
              where i.id = $1 and i.register_ip ~ '${ADDRESS}') as register_ip,
       array(select ip from (select ip from inv_ips intersect select ip from ref_ips) shared
              where ip ~ '${ADDRESS}' order by ip limit ${MAX_VALUES}) as login_ip,
       array(select distinct a.ip || ' ' || a.user_agent from sessions a
               join sessions b on b.account_id = $2 and b.ip = a.ip and b.user_agent = a.user_agent
              where a.account_id = $1 and a.ip ~ '${ADDRESS}' and coalesce(a.user_agent, '') <> ''
              limit ${MAX_VALUES}) as device,
       array(select distinct p.account_number from payout_accounts p
               join payout_accounts q on q.account_id = $2 and q.type = p.type and q.account_number = p.account_number
              where p.account_id = $1 limit ${MAX_VALUES}) as payout`,
    [inviteeId, referrerId],
  );
  const evidence: ReferralEvidence[] = [];
  if (!row) return evidence;
  if (row.register_ip.length > 0) evidence.push({ signal: 'register_ip', values: row.register_ip });
  if (row.login_ip.length > 0) evidence.push({ signal: 'login_ip', values: row.login_ip });
  if (row.device.length > 0) evidence.push({ signal: 'device', values: row.device.map((value) => value.slice(0, 200)) });
  if (row.payout.length > 0) evidence.push({ signal: 'payout_account', values: row.payout.map(maskAccountNumber) });
  return evidence;
}
