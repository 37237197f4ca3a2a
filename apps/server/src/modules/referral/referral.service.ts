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
import { inviteLinks, type RequestOrigin } from '../agent-team/index.ts';
import type { Brand } from '../brands/index.ts';
import type { SystemService } from '../system/index.ts';
import { maskUsername } from '../vendor-wallet/index.ts';
import { rulesView } from './referral-settings.ts';
import { readRules, rewardsInMonth, selectOwnInvitees, selectOwnSummary, type OwnInviteeRow } from './referral.queries.ts';
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

/** An invitee as its referrer sees it: masked, with the player's word for its state and the reward once rewarded. */
function inviteeLine(row: OwnInviteeRow, windowDays: number, now: Date): ReferralInviteesValue['list'][number] {
  const registeredAt = row.registeredAt;
  const windowEndsAt = row.windowEndsAt ?? new Date(registeredAt.getTime() + windowDays * DAY_MS);
  // Not looked at by the check yet: pending within its window, expired after it.
  const status: InviteeStatus = row.status ? PLAYER_STATUS[row.status] : now >= windowEndsAt ? 'expired' : 'pending';
  return {
    username: maskUsername(row.username),
    registeredAt: registeredAt.toISOString(),
    windowEndsAt: windowEndsAt.toISOString(),
    status,
    qualified: status === 'rewarded' || status === 'reviewing' || status === 'capped',
    rewardMinor: row.status === 'rewarded' ? row.rewardMinor : null,
    rewardState: row.status === 'rewarded' ? row.rewardState : null,
  };
}

/** The caller of a player call. */
export interface ReferralCaller {
  brand: Brand;
  account: Account;
  /** The address the request came to: the invitation link on that domain keeps its port (decision 068). */
  came: RequestOrigin;
}

interface ServiceDeps {
  db: Db;
  clock: Clock;
  register: Pick<RegisterService, 'memberInvitationCodeOf'>;
  system: Pick<SystemService, 'domainRoute'>;
}

function membersOnly(account: Account): void {
  if (isAgentType(account.accountType)) throw new AppError('referral_members_only');
}

/**
 * The member centre's invite friends page (decision 034): the caller's invitation, its invitees and
 * its income. Invitees are read from the accounts (referral_code = the caller's code), so a sign-up
 * shows at once, before the recurring check has looked at it.
 */
export function createReferralService(deps: ServiceDeps) {
  const { db, clock } = deps;
  return {
    /** A member's code and links (made on first use while the programme is on); agents are sent to the agent centre. */
    async invitation({ brand, account, came }: ReferralCaller): Promise<ReferralInvitationValue> {
      if (isAgentType(account.accountType)) return { kind: 'agent' };
      const rules = await readRules(db, brand.id);
      if (!rules.enabled) return { kind: 'off' };
      const code = await deps.register.memberInvitationCodeOf(brand, account);
      const { domainList } = await deps.system.domainRoute(brand);
      const links = inviteLinks(
        domainList.map(({ domain }) => domain),
        came,
        code,
      );
      const url = links[0]?.url ?? `/register?referralCode=${encodeURIComponent(code)}`;
      return { kind: 'member', code, url, qrText: url, links, rules: rulesView(rules), currency: brand.currency.code };
    },

    /** The caller's invitees, newest first, usernames masked. */
    async invitees({ brand, account }: ReferralCaller, page: { pageNo: number; pageSize: number }): Promise<ReferralInviteesValue> {
      membersOnly(account);
      const rules = await readRules(db, brand.id);
      const { rows, total } = account.affiliateCode
        ? await selectOwnInvitees(db, {
            brandId: brand.id,
            accountId: account.id,
            code: account.affiliateCode,
            limit: page.pageSize,
            offset: (page.pageNo - 1) * page.pageSize,
          })
        : { rows: [] as OwnInviteeRow[], total: 0 };
      const now = clock.now();
      return {
        list: rows.map((row) => inviteeLine(row, rules.windowDays, now)),
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
      const row = account.affiliateCode
        ? await selectOwnSummary(db, {
            brandId: brand.id,
            accountId: account.id,
            code: account.affiliateCode,
            now: clock.now(),
            windowDays: rules.windowDays,
          })
        : null;
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
