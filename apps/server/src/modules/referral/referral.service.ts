import type {
  InviteeStatus,
  ReferralInvitationValue,
  ReferralInviteesValue,
  ReferralState,
  ReferralSummaryValue,
} from '@pkg/contracts/referral';
import { isAgentType } from '@pkg/contracts/agent-types';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../http/errors.ts';
import type { Account } from '../accounts/index.ts';
import { inviteUrl } from '../agent-team/index.ts';
import type { Brand } from '../brands/index.ts';
import type { SystemService } from '../system/index.ts';
import { maskUsername } from '../vendor-wallet/index.ts';
import { rewardsInMonth } from './referral-check.ts';
import { readRules, rulesView } from './referral-settings.ts';
import type { RegisterService } from '../membership/index.ts';

const DAY_MS = 86_400_000;

/** What the referrer reads for each state the programme keeps (staff see the states themselves). */
const PLAYER_STATUS: Record<ReferralState, InviteeStatus> = {
  pending: 'pending',
  flagged: 'reviewing',
  rewarded: 'rewarded',
  expired: 'expired',
  capped: 'capped',
  denied: 'not_eligible',
};

/** The caller of a player call. */
export interface ReferralCaller {
  brand: Brand;
  account: Account;
}

/**
 * The member centre's invite friends page (decision 034): the caller's invitation, its invitees and
 * its income. Invitees are read from the accounts (referral_code = the caller's code), so a sign-up
 * shows at once, before the recurring check has looked at it.
 */
export function createReferralService(deps: {
  db: Db;
  clock: Clock;
  register: Pick<RegisterService, 'memberInvitationCodeOf'>;
  system: Pick<SystemService, 'domainRoute'>;
}) {
  const { db, clock } = deps;

  function membersOnly(account: Account): void {
    if (isAgentType(account.accountType)) throw new AppError('referral_members_only');
  }

  return {
    /** A member's code and links (made on first use while the programme is on); agents are sent to the agent centre. */
    async invitation({ brand, account }: ReferralCaller): Promise<ReferralInvitationValue> {
      if (isAgentType(account.accountType)) return { kind: 'agent' };
      const rules = await readRules(db, brand.id);
      if (!rules.enabled) return { kind: 'off' };
      const code = await deps.register.memberInvitationCodeOf(brand, account);
      const { domainList } = await deps.system.domainRoute(brand);
      const links = domainList.map(({ domain }) => ({ domain, url: inviteUrl(domain, code) }));
      const url = links[0]?.url ?? `/register?referralCode=${encodeURIComponent(code)}`;
      return { kind: 'member', code, url, qrText: url, links, rules: rulesView(rules), currency: brand.currency.code };
    },

    /** The caller's invitees, newest first, usernames masked. */
    async invitees({ brand, account }: ReferralCaller, page: { pageNo: number; pageSize: number }): Promise<ReferralInviteesValue> {
      membersOnly(account);
      const rules = await readRules(db, brand.id);
      const rows = account.affiliateCode
        ? await db.query<{
            username: string;
            created_at: Date | string;
            status: ReferralState | null;
            window_ends_at: Date | string | null;
            reward_minor: string | null;
            reward_state: 'claimable' | 'claimed' | 'expired' | null;
            total: number;
          }>(
            `select a.username, a.created_at, i.status, i.window_ends_at, i.reward_minor::text as reward_minor, r.status as reward_state,
                    count(*) over ()::int as total
               from accounts a
               join accounts me on me.id = $2
               left join referral_invitees i on i.invitee_id = a.id and i.referrer_id = me.id
               left join player_rewards r on r.id = i.reward_id
              where a.merchant_id = $1 and a.referral_code = $3 and a.account_type = 0 and a.created_at > me.created_at
              order by a.created_at desc, a.id desc
              limit $4 offset $5`,
            [brand.id, account.id, account.affiliateCode, page.pageSize, (page.pageNo - 1) * page.pageSize],
          )
        : [];
      const now = clock.now();
      const total = rows[0]?.total ?? 0;
      return {
        list: rows.map((row) => {
          const registeredAt = new Date(row.created_at);
          const windowEndsAt = row.window_ends_at
            ? new Date(row.window_ends_at)
            : new Date(registeredAt.getTime() + rules.windowDays * DAY_MS);
          // Not looked at by the check yet: pending within its window, expired after it.
          const status: InviteeStatus = row.status ? PLAYER_STATUS[row.status] : now >= windowEndsAt ? 'expired' : 'pending';
          return {
            username: maskUsername(row.username),
            registeredAt: registeredAt.toISOString(),
            windowEndsAt: windowEndsAt.toISOString(),
            status,
            qualified: status === 'rewarded' || status === 'reviewing' || status === 'capped',
            rewardMinor: row.status === 'rewarded' ? row.reward_minor : null,
            rewardState: row.status === 'rewarded' ? row.reward_state : null,
          };
        }),
        currency: brand.currency.code,
        pageNum: page.pageNo,
        totalPages: Math.max(1, Math.ceil(total / page.pageSize)),
        total,
      };
    },

    /** The caller's counts and income from the programme. */
    async summary({ brand, account }: ReferralCaller): Promise<ReferralSummaryValue> {
      membersOnly(account);
      const rules = await readRules(db, brand.id);
      const [row] = account.affiliateCode
        ? await db.query<{ invited: number; pending: number; qualified: number; earned: string; claimed: string; claimable: string }>(
            `with mine as (
               select a.id, a.created_at, i.status, i.window_ends_at, r.amount_minor, r.status as reward_state
                 from accounts a
                 join accounts me on me.id = $2
                 left join referral_invitees i on i.invitee_id = a.id and i.referrer_id = me.id
                 left join player_rewards r on r.id = i.reward_id
                where a.merchant_id = $1 and a.referral_code = $3 and a.account_type = 0 and a.created_at > me.created_at)
             select count(*)::int as invited,
                    count(*) filter (where status = 'pending' or (status is null and created_at > $4::timestamptz - make_interval(days => $5)))::int as pending,
                    count(*) filter (where status in ('rewarded', 'flagged', 'capped'))::int as qualified,
                    coalesce(sum(amount_minor), 0)::text as earned,
                    coalesce(sum(amount_minor) filter (where reward_state = 'claimed'), 0)::text as claimed,
                    coalesce(sum(amount_minor) filter (where reward_state = 'claimable'), 0)::text as claimable
               from mine`,
            [brand.id, account.id, account.affiliateCode, clock.now().toISOString(), rules.windowDays],
          )
        : [];
      return {
        currency: brand.currency.code,
        invited: row?.invited ?? 0,
        pending: row?.pending ?? 0,
        qualified: row?.qualified ?? 0,
        earnedMinor: row?.earned ?? '0',
        claimedMinor: row?.claimed ?? '0',
        claimableMinor: row?.claimable ?? '0',
        monthRewards: await rewardsInMonth(db, account.id, clock.now()),
        monthlyCap: rules.monthlyCap,
      };
    },
  };
}

export type ReferralService = ReturnType<typeof createReferralService>;
