/**
 * The reward centre's core (decision 030): every bonus a player may claim, whatever pays it
 * (promotions, rebates, check-ins, raffles, VIP, missions, referrals), is offered here under a
 * deterministic key, and claimed here: the money moves from the brand's bonus account to the
 * player's main wallet through the ledger (key `reward:<id>`), and a turnover requirement starts
 * when the reward asks for one. Other modules call offerReward in their own transaction.
 */
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { openBonusAccount, openPlayerWallet, transfer } from '../../ledger/index.ts';
import { withdrewSinceFirstDeposit } from './promotions.queries.ts';
import { cappedRewardSql } from './reward-ceiling.ts';
import { grantWagering, lockWagering } from './wagering.ts';

export const REWARD_SOURCES = ['promotion', 'first_deposit', 'rebate', 'checkin', 'raffle', 'vip', 'mission', 'referral'] as const;
export type RewardSource = (typeof REWARD_SOURCES)[number];

export interface RewardOffer {
  merchantId: string;
  accountId: string;
  currency: string;
  source: RewardSource;
  /** Deterministic: the same key offers the reward once (`vip-upgrade:<account>:<level>`). */
  key: string;
  amountMinor: bigint;
  /** Turnover asked before the bonus may leave, in basis points of it (0 none, 10000 = 1x). */
  wageringBp: number;
  /** `rebate` for rebates on bets, `bonus` for everything else. */
  ledgerCode?: 'bonus' | 'rebate';
  promotionId?: string | null;
  /** What the player reads under the source's name (a promotion's title, a VIP level, a mission). */
  detail?: string;
  expiresAt?: Date | null;
  /** Pays at once instead of waiting in the reward centre (automatic credits). */
  autoClaim?: boolean;
  at: Date;
}

export interface RewardRow {
  id: string;
  accountId: string;
  source: RewardSource;
  promotionId: string | null;
  detail: string;
  currency: string;
  amountMinor: bigint;
  wageringBp: number;
  status: 'claimable' | 'claimed' | 'expired';
  expiresAt: Date | null;
  createdAt: Date;
  claimedAt: Date | null;
}

interface StoredReward {
  id: string;
  merchant_id: string;
  account_id: string;
  source: RewardSource;
  promotion_id: string | null;
  detail: string;
  currency: string;
  amount_minor: string;
  ledger_code: 'bonus' | 'rebate';
  wagering_bp: number;
  status: 'claimable' | 'claimed' | 'expired';
  expires_at: Date | string | null;
  created_at: Date | string;
  claimed_at: Date | string | null;
}

export const REWARD_COLUMNS = `id::text, merchant_id::text, account_id::text, source, promotion_id::text, detail, currency,
  amount_minor::text, ledger_code, wagering_bp, status, expires_at, created_at, claimed_at`;

const date = (value: Date | string) => (value instanceof Date ? value : new Date(value));

export function toReward(row: StoredReward): RewardRow {
  return {
    id: row.id,
    accountId: row.account_id,
    source: row.source,
    promotionId: row.promotion_id,
    detail: row.detail,
    currency: row.currency,
    amountMinor: BigInt(row.amount_minor),
    wageringBp: row.wagering_bp,
    status: row.status,
    expiresAt: row.expires_at ? date(row.expires_at) : null,
    createdAt: date(row.created_at),
    claimedAt: row.claimed_at ? date(row.claimed_at) : null,
  };
}

/** The turnover a bonus asks for: the bonus times wageringBp / 10000, rounded up to the minor unit. */
export function requiredTurnover(amountMinor: bigint, wageringBp: number): bigint {
  return (amountMinor * BigInt(wageringBp) + 9_999n) / 10_000n;
}

/**
 * Offers a reward in the caller's transaction; a key offered before answers the first offer
 * (created false) and changes nothing. With autoClaim the reward is paid at once. The amount
 * offered is at most the brand's largest single reward (reward-ceiling.ts, decision 051).
 */
export async function offerReward(tx: Queryable, offer: RewardOffer): Promise<{ reward: RewardRow; created: boolean }> {
  if (offer.amountMinor <= 0n) throw new AppError('bad_request', 'a reward must be positive');
  const inserted = await tx.query<StoredReward>(
    `insert into player_rewards (merchant_id, account_id, reward_key, source, promotion_id, detail, currency, amount_minor,
        ledger_code, wagering_bp, expires_at, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, ${cappedRewardSql('$1', '$8')}, $9, $10, $11, $12)
     on conflict (merchant_id, reward_key) do nothing
     returning ${REWARD_COLUMNS}`,
    [
      offer.merchantId,
      offer.accountId,
      offer.key,
      offer.source,
      offer.promotionId ?? null,
      (offer.detail ?? '').slice(0, 200),
      offer.currency,
      offer.amountMinor.toString(),
      offer.ledgerCode ?? 'bonus',
      offer.wageringBp,
      offer.expiresAt?.toISOString() ?? null,
      offer.at.toISOString(),
    ],
  );
  if (inserted[0]) {
    const reward = toReward(inserted[0]);
    if (offer.autoClaim) return { reward: await claimRewardIn(tx, offer.merchantId, offer.accountId, reward.id, offer.at), created: true };
    return { reward, created: true };
  }
  const [existing] = await tx.query<StoredReward>(
    `select ${REWARD_COLUMNS} from player_rewards where merchant_id = $1 and reward_key = $2`,
    [offer.merchantId, offer.key],
  );
  return { reward: toReward(existing!), created: false };
}

/**
 * Pays a claimable reward of the player in the caller's transaction: reward_not_found when it is
 * not theirs, reward_not_claimable when claimed meanwhile or expired, reward_after_withdrawal for a
 * first-deposit bonus after a withdrawal (nothing moves). Every claim takes the player's wagering
 * lock first, then the reward row, then the ledger rows: one order
 * for the reward centre's Claim and a check-in's automatic claim, so the two cannot deadlock.
 */
export async function claimRewardIn(tx: Queryable, merchantId: string, accountId: string, rewardId: string, at: Date): Promise<RewardRow> {
  if (!/^\d{1,18}$/.test(rewardId)) throw new AppError('reward_not_found');
  await lockWagering(tx, accountId);
  const [row] = await tx.query<StoredReward & { ledger_code: 'bonus' | 'rebate' }>(
    `select ${REWARD_COLUMNS} from player_rewards where id = $1 and merchant_id = $2 and account_id = $3 for update`,
    [rewardId, merchantId, accountId],
  );
  if (!row) throw new AppError('reward_not_found');
  const reward = toReward(row);
  if (reward.status !== 'claimable' || (reward.expiresAt && reward.expiresAt <= at)) throw new AppError('reward_not_claimable');
  if (reward.source === 'first_deposit' && (await withdrewSinceFirstDeposit(tx, merchantId, accountId)))
    throw new AppError('reward_after_withdrawal');
  const bonus = await openBonusAccount(tx, merchantId, reward.currency, at);
  const wallet = await openPlayerWallet(tx, merchantId, reward.currency, accountId, at);
  const moved = await transfer(tx, {
    brandId: merchantId,
    currency: reward.currency,
    code: row.ledger_code,
    idempotencyKey: `reward:${reward.id}`,
    fromAccountId: bonus.id,
    toAccountId: wallet.id,
    amountMinor: reward.amountMinor,
    memo: `${reward.source} ${reward.detail}`.trim().slice(0, 200),
    metadata: { rewardId: reward.id, source: reward.source, ...(reward.promotionId ? { promotionId: reward.promotionId } : {}) },
    actor: 'system',
    ip: null,
    at,
  });
  if (reward.wageringBp > 0) {
    const scope = { merchantId, accountId, currency: reward.currency };
    await grantWagering(tx, scope, {
      rewardId: reward.id,
      bonusMinor: reward.amountMinor,
      requiredMinor: requiredTurnover(reward.amountMinor, reward.wageringBp),
      at,
    });
  }
  await tx.query(`update player_rewards set status = 'claimed', claimed_at = $2, transfer_id = $3 where id = $1`, [
    reward.id,
    at.toISOString(),
    moved.transfer.id,
  ]);
  return { ...reward, status: 'claimed', claimedAt: at };
}
