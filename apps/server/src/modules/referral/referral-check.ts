/**
 * The referral programme's recurring check (decision 034), `referral-check:every` on the job
 * runner. For each brand whose programme is on it
 * 1. finds new invitees: members who signed up with a member's invitation code as referralCode,
 *    within the brand's window, and adds them pending (one row each, so a second run adds none);
 * 2. checks pending invitees, least recently checked first: the first deposit and the valid bets
 *    (validBetsInWindow) within the invitee's window. An invitee that qualified is, in one
 *    transaction holding its row, either capped (its referrer reached the month's limit), flagged
 *    (it shares a self-referral signal with its referrer: staff decide) or rewarded: the reward is
 *    offered to the referrer's reward centre under the key `referral:<invitee>`, so however many
 *    runs or processes get there, it is offered once. One whose window passed unqualified expires.
 */
import type { Db, Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { validBetsInWindow } from '../games/index.ts';
import { offerReward } from '../rewards/index.ts';
import { maskUsername } from '../vendor-wallet/index.ts';
import { rewardFor, type RulesRow } from './referral-settings.ts';
import {
  firstDepositIn,
  insertNewInvitees,
  lockPendingInvitee,
  lockReferrerCap,
  rewardsInMonth,
  selectEnabledBrands,
  selectPendingInvitees,
  updateProgress,
  updateQualified,
  type InviteeProgress,
  type PendingInvitee,
} from './referral.queries.ts';
import { selfReferralEvidence } from './self-referral.ts';

/** Pending invitees checked per brand in one run (the least recently checked first); the rest wait for the next run. */
export const CHECK_BATCH = 500;
/** How far back new sign-ups are looked for beyond the window, so a check that stopped for a while still finds them. */
const DISCOVER_SLACK_MS = 7 * 86_400_000;
const DAY_MS = 86_400_000;

export interface CheckReport {
  found: number;
  rewarded: number;
  flagged: number;
  capped: number;
  expired: number;
}

/**
 * Offers a qualified invitee's reward to its referrer's reward centre, in the caller's transaction
 * (the key makes a second offer answer the first).
 */
export async function offerInviteeReward(
  tx: Queryable,
  row: { brandId: string; referrerId: string; inviteeId: string; inviteeName: string; currency: string },
  amountMinor: bigint,
  wageringBp: number,
  at: Date,
): Promise<string> {
  const { reward } = await offerReward(tx, {
    brandId: row.brandId,
    accountId: row.referrerId,
    currency: row.currency,
    source: 'referral',
    key: `referral:${row.inviteeId}`,
    amountMinor,
    wageringBp,
    detail: maskUsername(row.inviteeName),
    at,
  });
  return reward.id;
}

type Outcome = 'pending' | 'rewarded' | 'flagged' | 'capped' | 'expired';

/**
 * Decides a qualified invitee in the transaction holding its row: capped (its referrer reached the
 * month's limit), flagged (a self-referral signal: staff decide) or rewarded (offered now).
 */
async function decideQualified(
  tx: Queryable,
  invitee: PendingInvitee,
  progress: InviteeProgress,
  rules: RulesRow,
  currency: string,
): Promise<Outcome> {
  const now = progress.at;
  const amount = rewardFor(rules, progress.firstDepositMinor);
  // One referrer's invitees are decided one at a time, so two runs cannot both take the month's last place.
  await lockReferrerCap(tx, invitee.referrerId);
  const capped = rules.monthlyCap > 0 && (await rewardsInMonth(tx, invitee.referrerId, now)) >= rules.monthlyCap;
  const evidence = await selfReferralEvidence(tx, invitee.inviteeId, invitee.referrerId);
  const status = capped ? 'capped' : evidence.length > 0 ? 'flagged' : 'rewarded';
  const rewardId = status === 'rewarded' ? await offerInviteeReward(tx, { ...invitee, currency }, amount, rules.wageringBp, now) : null;
  await updateQualified(tx, progress, { status, rewardMinor: amount, wageringBp: rules.wageringBp, rewardId, evidence });
  return status;
}

/** Checks one pending invitee in its own transaction; answers what became of it. */
async function checkOne(
  { db, clock }: { db: Db; clock: Clock },
  inviteeId: string,
  rules: RulesRow,
  currency: string,
): Promise<Outcome | 'skipped'> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const invitee = await lockPendingInvitee(tx, inviteeId);
    // Another run decided it meanwhile.
    if (!invitee) return 'skipped';
    const scope = { brandId: invitee.brandId, currency, start: invitee.registeredAt, end: invitee.windowEndsAt };
    const deposit = await firstDepositIn(tx, { ...scope, accountId: invitee.inviteeId });
    const bets = await validBetsInWindow(tx, { ...scope, accountIds: [invitee.inviteeId] });
    const validBet = bets.reduce((sum, bet) => sum + bet.validBetMinor, 0n);
    const qualified =
      (rules.minDepositMinor === 0n || (deposit !== null && deposit >= rules.minDepositMinor)) &&
      (rules.minValidBetMinor === 0n || validBet >= rules.minValidBetMinor);
    const progress: InviteeProgress = { inviteeId: invitee.inviteeId, firstDepositMinor: deposit, validBetMinor: validBet, at: now };
    if (qualified) return decideQualified(tx, invitee, progress, rules, currency);
    const expired = now >= invitee.windowEndsAt;
    await updateProgress(tx, progress, expired);
    return expired ? 'expired' : 'pending';
  });
}

export function createReferralCheck(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  /** One run over every brand whose programme is on. */
  async function run(): Promise<CheckReport> {
    const report: CheckReport = { found: 0, rewarded: 0, flagged: 0, capped: 0, expired: 0 };
    for (const brand of await selectEnabledBrands(db)) {
      const { rules } = brand;
      const now = clock.now();
      // New invitees: members who signed up within the window (and some slack) with a member's code.
      const since = new Date(now.getTime() - rules.windowDays * DAY_MS - DISCOVER_SLACK_MS);
      report.found += await insertNewInvitees(db, brand.brandId, since, rules.windowDays, now);
      for (const inviteeId of await selectPendingInvitees(db, brand.brandId, CHECK_BATCH)) {
        const outcome = await checkOne(deps, inviteeId, rules, brand.currency);
        if (outcome !== 'pending' && outcome !== 'skipped') report[outcome] += 1;
      }
    }
    return report;
  }

  return { run };
}

export type ReferralCheck = ReturnType<typeof createReferralCheck>;
