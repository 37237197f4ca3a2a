/**
 * The reward centre and bonus wagering as the player reads them (decision 030): claimable rewards
 * and history, claiming one, and the progress of open turnover requirements.
 */
import type { RewardItem, RewardList, WageringValue } from '@pkg/contracts/promotions';
import type { Db } from '../../db/client.ts';
import { playerBalances, withLedgerTransaction } from '../../ledger/index.ts';
import type { Clock } from '../../lib/clock.ts';
import type { WalletEventBus } from '../../lib/wallet-events.ts';
import { claimRewardIn } from './rewards.ts';
import { expireRewards, selectRewardPage, type RewardRow } from './rewards.queries.ts';
import { wageringHistory } from './wagering.ts';
import type { PromotionCaller } from './promotions.service.ts';

export function rewardItemOf(r: RewardRow): RewardItem {
  return {
    id: r.id,
    source: r.source,
    promotionId: r.promotionId,
    detail: r.detail,
    currency: r.currency,
    amountMinor: r.amountMinor.toString(),
    wageringBp: r.wageringBp,
    status: r.status,
    expiresAt: r.expiresAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    claimedAt: r.claimedAt?.toISOString() ?? null,
  };
}

export function createRewardsService(deps: { db: Db; clock: Clock; walletEvents: Pick<WalletEventBus, 'publish'> }) {
  const { db, clock } = deps;

  /** Rewards past their expiry become expired when read (and by the sweep), so lists never show a dead Claim button. */
  async function expireDue(accountId: string | null): Promise<void> {
    await expireRewards(db, accountId, clock.now());
  }

  async function list(
    caller: PromotionCaller,
    q: { view: 'claimable' | 'history'; pageNo: number; pageSize: number },
  ): Promise<RewardList> {
    await expireDue(caller.accountId);
    const statuses = q.view === 'claimable' ? ['claimable'] : ['claimed', 'expired'];
    const { rows, total, claimable } = await selectRewardPage(db, {
      brandId: caller.brandId,
      accountId: caller.accountId,
      statuses,
      limit: q.pageSize,
      offset: (q.pageNo - 1) * q.pageSize,
    });
    return {
      list: rows.map(rewardItemOf),
      pageNum: q.pageNo,
      totalPages: Math.max(1, Math.ceil(total / q.pageSize)),
      claimableCount: claimable,
    };
  }

  async function claim(caller: PromotionCaller, rewardId: string): Promise<{ reward: RewardItem; balanceMinor: string }> {
    const at = clock.now();
    // One claim of a player at a time (claimRewardIn takes the wagering lock first: the chain is
    // read, then written); a deadlock or key race lost to another of the player's calls runs again.
    const reward = await withLedgerTransaction(db, (tx) => claimRewardIn(tx, caller.brandId, caller.accountId, rewardId, at));
    deps.walletEvents.publish({
      brandId: caller.brandId,
      accountId: caller.accountId,
      code: reward.source === 'rebate' ? 'rebate' : 'bonus',
    });
    const balances = await playerBalances(db, caller.brandId, caller.accountId, reward.currency);
    const main = balances.wallets.find((w) => w.kind === 'player_main');
    return { reward: rewardItemOf(reward), balanceMinor: (main?.availableMinor ?? 0n).toString() };
  }

  async function wagering(caller: PromotionCaller): Promise<WageringValue> {
    const rows = await wageringHistory(db, caller, clock.now(), 50);
    const left = rows.filter((row) => row.status === 'open').reduce((sum, row) => sum + row.requiredMinor - row.countedMinor, 0n);
    return {
      currency: caller.currency,
      leftMinor: left.toString(),
      list: rows.map((row) => ({
        id: row.id,
        rewardId: row.rewardId,
        bonusMinor: row.bonusMinor.toString(),
        requiredMinor: row.requiredMinor.toString(),
        countedMinor: row.countedMinor.toString(),
        status: row.status,
        startedAt: row.startedAt.toISOString(),
        closedAt: row.closedAt?.toISOString() ?? null,
      })),
    };
  }

  return { list, claim, wagering, expireDue };
}

export type RewardsService = ReturnType<typeof createRewardsService>;
