import type {
  BoReferralDecision,
  BoReferralInvitee,
  BoReferralInviteesQuery,
  BoReferralInviteesValue,
  BoReferralSettingsBody,
  BoReferralSettingsValue,
  BoReferrersQuery,
  BoReferrersValue,
  ReferralEvidence,
  ReferralState,
} from '@pkg/contracts/referral';
import type { Db, Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../http/errors.ts';
import { offerInviteeReward } from './referral-check.ts';
import { parseRules, RULE_COLUMNS, rulesOf, rulesView, writeRules, type StoredRules } from './referral-settings.ts';
import { auditStaffChange, type StaffActor } from '../staff/index.ts';
import { assertUnderCeiling } from '../rewards/index.ts';

/** The staff member acting and where from. */
/** The staff member behind a desk call and where it came from. */
export type DeskActor = StaffActor;

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

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function inviteeView(row: InviteeRow): BoReferralInvitee {
  return {
    inviteeId: row.invitee_id,
    inviteeName: row.invitee_name,
    referrerId: row.referrer_id,
    referrerName: row.referrer_name,
    brandId: row.merchant_id,
    brandCode: row.brand_code,
    currency: row.currency,
    state: row.status,
    registeredAt: new Date(row.registered_at).toISOString(),
    windowEndsAt: new Date(row.window_ends_at).toISOString(),
    qualifiedAt: iso(row.qualified_at),
    firstDepositMinor: row.first_deposit_minor,
    validBetMinor: row.valid_bet_minor,
    rewardMinor: row.reward_minor,
    evidence: typeof row.evidence === 'string' ? (JSON.parse(row.evidence) as ReferralEvidence[]) : row.evidence,
    decision: row.decision,
    decidedBy: row.decided_by,
    decidedAt: iso(row.decided_at),
    decisionReason: row.decision_reason,
  };
}

const inScope = (actor: DeskActor, merchantId: string) => actor.staff.scope === null || actor.staff.scope.includes(merchantId);

/**
 * The back office's referral desk (decision 034): rules per brand, invitees (the flagged queue by
 * default, or one referrer's), staff decisions on flagged invitees, and referrers with their
 * figures. Every query keeps to the staff member's brands; every change is in the staff audit.
 */
export function createReferralDesk(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  const audit = (tx: Queryable, actor: DeskActor, action: string, merchantId: string, target: string, detail: Record<string, unknown>) =>
    auditStaffChange(tx, clock, actor, { action, merchantId, target, detail });

  /** Each brand in scope with its rules (switched off with starting values when it has none). */
  async function settings(actor: DeskActor): Promise<BoReferralSettingsValue> {
    const rows = await db.query<StoredRules & { brand_id: string; brand_code: string; currency: string; has: boolean }>(
      `select m.id::text as brand_id, m.code as brand_code, m.currency_code as currency, s.merchant_id is not null as has, s.*
         from merchants m
         left join (select merchant_id, ${RULE_COLUMNS} from referral_settings) s on s.merchant_id = m.id
        where $1::bigint[] is null or m.id = any($1)
        order by m.id`,
      [actor.staff.scope],
    );
    return {
      brands: rows.map((row) => ({
        brandId: row.brand_id,
        brandCode: row.brand_code,
        currency: row.currency,
        rules: rulesView(rulesOf(row.has ? row : undefined)),
      })),
    };
  }

  return {
    /** Each brand in scope with its rules (switched off with starting values when it has none). */
    settings,

    /** Replaces one brand's rules (bad_request when they ask or pay nothing); audited with before and after. */
    async saveSettings(actor: DeskActor, body: BoReferralSettingsBody): Promise<BoReferralSettingsValue> {
      const { brandId, ...input } = body;
      if (!inScope(actor, brandId)) throw new AppError('not_found', 'brand');
      const rules = parseRules(input);
      await db.transaction(async (tx) => {
        const [brand] = await tx.query<{ id: string }>(`select id::text from merchants where id = $1`, [brandId]);
        if (!brand) throw new AppError('not_found', 'brand');
        // The most one qualified invitee can pay stays within the brand's largest single reward (decision 051);
        // a share with no maximum is capped when offered.
        await assertUnderCeiling(tx, brandId, [
          { field: 'rewardFixedMinor', amountMinor: rules.rewardFixedMinor },
          ...(rules.rewardShareMaxMinor > 0n
            ? [{ field: 'rewardShareMaxMinor', amountMinor: rules.rewardFixedMinor + rules.rewardShareMaxMinor }]
            : []),
        ]);
        const [before] = await tx.query<StoredRules>(`select ${RULE_COLUMNS} from referral_settings where merchant_id = $1 for update`, [
          brandId,
        ]);
        await writeRules(tx, brandId, rules, actor.staff.staff.id, clock.now());
        await audit(tx, actor, 'referral.settings', brandId, `brand:${brandId}`, {
          before: before ? rulesView(rulesOf(before)) : null,
          after: rulesView(rules),
        });
      });
      return settings(actor);
    },

    /** Invitees in scope, newest qualified first: a state's, a referrer's, or by default the flagged queue. */
    async invitees(actor: DeskActor, q: BoReferralInviteesQuery): Promise<BoReferralInviteesValue> {
      const state = q.state ?? (q.referrerId ? null : 'flagged');
      const rows = await db.query<InviteeRow>(
        `${INVITEE_SELECT.replace('select i.invitee_id', 'select count(*) over ()::int as total, i.invitee_id')}
          where ($1::bigint[] is null or i.merchant_id = any($1)) and ($2::bigint is null or i.merchant_id = $2)
            and ($3::text is null or i.status = $3) and ($4::bigint is null or i.referrer_id = $4)
          order by i.qualified_at desc nulls last, i.registered_at desc, i.invitee_id desc
          limit $5 offset $6`,
        [actor.staff.scope, q.brandId ?? null, state, q.referrerId ?? null, q.pageSize, (q.pageNo - 1) * q.pageSize],
      );
      const total = rows[0]?.total ?? 0;
      return { list: rows.map(inviteeView), pageNum: q.pageNo, totalPages: Math.max(1, Math.ceil(total / q.pageSize)), total };
    },

    /**
     * Decides a flagged invitee: allow offers the reward worked out at qualification to the
     * referrer's reward centre (key `referral:<invitee>`, so it is offered once); deny means never.
     * referral_not_found outside the staff member's brands, referral_state when it is not flagged.
     */
    async decide(actor: DeskActor, inviteeId: string, input: BoReferralDecision): Promise<BoReferralInvitee> {
      if (!/^[0-9]{1,18}$/.test(inviteeId)) throw new AppError('referral_not_found');
      const now = clock.now();
      await db.transaction(async (tx) => {
        const [row] = await tx.query<InviteeRow>(`${INVITEE_SELECT} where i.invitee_id = $1 for update of i`, [inviteeId]);
        if (!row || !inScope(actor, row.merchant_id)) throw new AppError('referral_not_found');
        if (row.status !== 'flagged' || row.reward_minor === null) throw new AppError('referral_state');
        const rewardId =
          input.decision === 'allow'
            ? await offerInviteeReward(
                tx,
                {
                  merchantId: row.merchant_id,
                  referrerId: row.referrer_id,
                  inviteeId: row.invitee_id,
                  inviteeName: row.invitee_name,
                  currency: row.currency,
                },
                BigInt(row.reward_minor),
                row.reward_wagering_bp ?? 0,
                now,
              )
            : null;
        await tx.query(
          `update referral_invitees set status = $2, reward_id = $3, decision = $4, decided_by = $5, decided_at = $6, decision_reason = $7
            where invitee_id = $1`,
          [
            inviteeId,
            input.decision === 'allow' ? 'rewarded' : 'denied',
            rewardId,
            input.decision,
            actor.staff.staff.id,
            now.toISOString(),
            input.reason,
          ],
        );
        await audit(tx, actor, `referral.${input.decision}`, row.merchant_id, `referral-invitee:${inviteeId}`, {
          referrerId: row.referrer_id,
          rewardMinor: row.reward_minor,
          rewardId,
          reason: input.reason,
          evidence: row.evidence,
        });
      });
      const [row] = await db.query<InviteeRow>(`${INVITEE_SELECT} where i.invitee_id = $1`, [inviteeId]);
      return inviteeView(row!);
    },

    /** Referrers in scope with their invitees' figures, most invitees first; `username` matches anywhere in the name. */
    async referrers(actor: DeskActor, q: BoReferrersQuery): Promise<BoReferrersValue> {
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
        [actor.staff.scope, q.brandId ?? null, q.username || null, q.pageSize, (q.pageNo - 1) * q.pageSize],
      );
      const total = rows[0]?.total ?? 0;
      return {
        list: rows.map((row) => ({
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
        pageNum: q.pageNo,
        totalPages: Math.max(1, Math.ceil(total / q.pageSize)),
        total,
      };
    },
  };
}

export type ReferralDesk = ReturnType<typeof createReferralDesk>;
