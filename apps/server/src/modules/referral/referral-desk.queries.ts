/** The back office's referral desk (decision 034): invitees with their evidence and decisions, and referrers' figures. */
import type { ReferralEvidence, ReferralState } from '@pkg/contracts/referral';
import type { Queryable } from '../../db/client.ts';

/** An invitee as the desk reads it: its referrer, brand, figures, the reward worked out and any decision. */
export interface DeskInvitee {
  inviteeId: string;
  inviteeName: string;
  referrerId: string;
  referrerName: string;
  brandId: string;
  brandCode: string;
  currency: string;
  status: ReferralState;
  registeredAt: Date;
  windowEndsAt: Date;
  qualifiedAt: Date | null;
  firstDepositMinor: bigint | null;
  validBetMinor: bigint;
  rewardMinor: bigint | null;
  rewardWageringBp: number | null;
  evidence: ReferralEvidence[];
  decision: 'allow' | 'deny' | null;
  decidedBy: string | null;
  decidedAt: Date | null;
  decisionReason: string | null;
}

interface InviteeRow {
  invitee_id: string;
  invitee_name: string;
  referrer_id: string;
  referrer_name: string;
  merchant_id: string;
  brand_code: string;
  currency: string;
  status: ReferralState;
  registered_at: Date | string;
  window_ends_at: Date | string;
  qualified_at: Date | string | null;
  first_deposit_minor: string | null;
  valid_bet_minor: string;
  reward_minor: string | null;
  reward_wagering_bp: number | null;
  evidence: ReferralEvidence[] | string;
  decision: 'allow' | 'deny' | null;
  decided_by: string | null;
  decided_at: Date | string | null;
  decision_reason: string | null;
  total?: number;
}

const INVITEE_SELECT = `select i.invitee_id::text, a.username as invitee_name, i.referrer_id::text, r.username as referrer_name,
    i.merchant_id::text, m.code as brand_code, m.currency_code as currency, i.status, i.registered_at, i.window_ends_at, i.qualified_at,
    i.first_deposit_minor::text, i.valid_bet_minor::text, i.reward_minor::text, i.reward_wagering_bp, i.evidence, i.decision,
    s.username as decided_by, i.decided_at, i.decision_reason
  from referral_invitees i
  join accounts a on a.id = i.invitee_id
  join accounts r on r.id = i.referrer_id
  join merchants m on m.id = i.merchant_id
  left join staff s on s.id = i.decided_by`;

const dateOrNull = (value: Date | string | null) => (value === null ? null : new Date(value));
const bigintOrNull = (value: string | null) => (value === null ? null : BigInt(value));

function deskInvitee(row: InviteeRow): DeskInvitee {
  return {
    inviteeId: row.invitee_id,
    inviteeName: row.invitee_name,
    referrerId: row.referrer_id,
    referrerName: row.referrer_name,
    brandId: row.merchant_id,
    brandCode: row.brand_code,
    currency: row.currency,
    status: row.status,
    registeredAt: new Date(row.registered_at),
    windowEndsAt: new Date(row.window_ends_at),
    qualifiedAt: dateOrNull(row.qualified_at),
    firstDepositMinor: bigintOrNull(row.first_deposit_minor),
    validBetMinor: BigInt(row.valid_bet_minor),
    rewardMinor: bigintOrNull(row.reward_minor),
    rewardWageringBp: row.reward_wagering_bp,
    evidence: typeof row.evidence === 'string' ? (JSON.parse(row.evidence) as ReferralEvidence[]) : row.evidence,
    decision: row.decision,
    decidedBy: row.decided_by,
    decidedAt: dateOrNull(row.decided_at),
    decisionReason: row.decision_reason,
  };
}

/** One invitee, optionally locked (its row only); null when none. */
export async function selectDeskInvitee(q: Queryable, inviteeId: string, lock = false): Promise<DeskInvitee | null> {
  const [row] = await q.query<InviteeRow>(`${INVITEE_SELECT} where i.invitee_id = $1${lock ? ' for update of i' : ''}`, [inviteeId]);
  return row ? deskInvitee(row) : null;
}

/** A page of invitees in the staff scope, newest qualified first, filtered by brand, state and referrer; with the total. */
export async function selectDeskInvitees(
  db: Queryable,
  q: { scope: string[] | null; brandId: string | null; state: string | null; referrerId: string | null; limit: number; offset: number },
): Promise<{ rows: DeskInvitee[]; total: number }> {
  const rows = await db.query<InviteeRow>(
    `${INVITEE_SELECT.replace('select i.invitee_id', 'select count(*) over ()::int as total, i.invitee_id')}
      where ($1::bigint[] is null or i.merchant_id = any($1)) and ($2::bigint is null or i.merchant_id = $2)
        and ($3::text is null or i.status = $3) and ($4::bigint is null or i.referrer_id = $4)
      order by i.qualified_at desc nulls last, i.registered_at desc, i.invitee_id desc
      limit $5 offset $6`,
    [q.scope, q.brandId, q.state, q.referrerId, q.limit, q.offset],
  );
  return { rows: rows.map(deskInvitee), total: rows[0]?.total ?? 0 };
}

/** Records staff's decision on a flagged invitee: its new state, the reward offered (allow) and who decided why. */
export async function updateDecision(
  tx: Queryable,
  inviteeId: string,
  decision: {
    status: 'rewarded' | 'denied';
    rewardId: string | null;
    decision: 'allow' | 'deny';
    staffId: string;
    at: Date;
    reason: string;
  },
): Promise<void> {
  await tx.query(
    `update referral_invitees set status = $2, reward_id = $3, decision = $4, decided_by = $5, decided_at = $6, decision_reason = $7
      where invitee_id = $1`,
    [inviteeId, decision.status, decision.rewardId, decision.decision, decision.staffId, decision.at.toISOString(), decision.reason],
  );
}

export async function brandExists(tx: Queryable, brandId: string): Promise<boolean> {
  const [brand] = await tx.query<{ id: string }>(`select id::text from merchants where id = $1`, [brandId]);
  return Boolean(brand);
}

/** A referrer with its invitees' figures (earned in minor units, as text). */
export interface ReferrerRow {
  referrerId: string;
  username: string;
  brandCode: string;
  currency: string;
  code: string | null;
  invited: number;
  rewarded: number;
  flagged: number;
  earnedMinor: string;
}

/** A page of referrers in the staff scope, most invitees first; `username` matches anywhere in the name. */
export async function selectReferrers(
  db: Queryable,
  q: { scope: string[] | null; brandId: string | null; username: string | null; limit: number; offset: number },
): Promise<{ rows: ReferrerRow[]; total: number }> {
  const rows = await db.query<{
    referrer_id: string;
    username: string;
    brand_code: string;
    currency: string;
    code: string | null;
    invited: number;
    rewarded: number;
    flagged: number;
    earned: string;
    total: number;
  }>(
    `select i.referrer_id::text, r.username, m.code as brand_code, m.currency_code as currency, r.affiliate_code as code,
            count(*)::int as invited, count(*) filter (where i.status = 'rewarded')::int as rewarded,
            count(*) filter (where i.status = 'flagged')::int as flagged, coalesce(sum(i.reward_minor) filter (where i.status = 'rewarded'), 0)::text as earned,
            count(*) over ()::int as total
       from referral_invitees i join accounts r on r.id = i.referrer_id join merchants m on m.id = i.merchant_id
      where ($1::bigint[] is null or i.merchant_id = any($1)) and ($2::bigint is null or i.merchant_id = $2)
        and ($3::text is null or strpos(lower(r.username), lower($3)) > 0)
      group by i.referrer_id, r.username, m.code, m.currency_code, r.affiliate_code
      order by invited desc, i.referrer_id
      limit $4 offset $5`,
    [q.scope, q.brandId, q.username, q.limit, q.offset],
  );
  return {
    rows: rows.map((row) => ({
      referrerId: row.referrer_id,
      username: row.username,
      brandCode: row.brand_code,
      currency: row.currency,
      code: row.code,
      invited: row.invited,
      rewarded: row.rewarded,
      flagged: row.flagged,
      earnedMinor: row.earned,
    })),
    total: rows[0]?.total ?? 0,
  };
}
