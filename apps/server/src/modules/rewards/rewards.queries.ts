/**
 * The reward centre's rows (decision 030): player_rewards offered, read, claimed and expired, and
 * the brand's ceiling read where a reward is written (decision 051). Amounts become bigint here.
 */
import type { Queryable } from '../../db/client.ts';

export const REWARD_SOURCES = ['promotion', 'first_deposit', 'rebate', 'checkin', 'raffle', 'vip', 'mission', 'referral'] as const;
export type RewardSource = (typeof REWARD_SOURCES)[number];

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

/** A reward with the ledger code its claim pays under. */
export interface PayableReward extends RewardRow {
  ledgerCode: 'bonus' | 'rebate';
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

const REWARD_COLUMNS = `id::text, merchant_id::text, account_id::text, source, promotion_id::text, detail, currency,
  amount_minor::text, ledger_code, wagering_bp, status, expires_at, created_at, claimed_at`;

const date = (value: Date | string) => (value instanceof Date ? value : new Date(value));

function toReward(row: StoredReward): RewardRow {
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

/**
 * SQL for an amount bounded by its brand's ceiling, read in the statement that writes it (always
 * the stored value, never a cached brand). Both arguments are placeholders, e.g. ('$1', '$8').
 */
export function cappedRewardSql(merchantParam: string, amountParam: string): string {
  return `least(${amountParam}::bigint, coalesce((select max_reward_minor from merchants where id = ${merchantParam}), ${amountParam}::bigint))`;
}

/** The brand's largest single reward (minor units), or null when it has none. */
export async function selectRewardCeiling(q: Queryable, brandId: string): Promise<bigint | null> {
  const [row] = await q.query<{ ceiling: string | null }>(`select max_reward_minor::text as ceiling from merchants where id = $1`, [
    brandId,
  ]);
  return row?.ceiling ? BigInt(row.ceiling) : null;
}

/**
 * Writes a reward under its key, its amount capped by the brand's ceiling (cappedRewardSql); null
 * when the key was offered before (nothing written).
 */
export async function insertReward(
  tx: Queryable,
  offer: {
    brandId: string;
    accountId: string;
    key: string;
    source: RewardSource;
    promotionId: string | null;
    detail: string;
    currency: string;
    amountMinor: bigint;
    ledgerCode: 'bonus' | 'rebate';
    wageringBp: number;
    expiresAt: Date | null;
    at: Date;
  },
): Promise<RewardRow | null> {
  const inserted = await tx.query<StoredReward>(
    `insert into player_rewards (merchant_id, account_id, reward_key, source, promotion_id, detail, currency, amount_minor,
        ledger_code, wagering_bp, expires_at, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, ${cappedRewardSql('$1', '$8')}, $9, $10, $11, $12)
     on conflict (merchant_id, reward_key) do nothing
     returning ${REWARD_COLUMNS}`,
    [
      offer.brandId,
      offer.accountId,
      offer.key,
      offer.source,
      offer.promotionId,
      offer.detail,
      offer.currency,
      offer.amountMinor.toString(),
      offer.ledgerCode,
      offer.wageringBp,
      offer.expiresAt?.toISOString() ?? null,
      offer.at.toISOString(),
    ],
  );
  return inserted[0] ? toReward(inserted[0]) : null;
}

/** The reward a key offered. */
export async function selectRewardByKey(tx: Queryable, brandId: string, key: string): Promise<RewardRow> {
  const [existing] = await tx.query<StoredReward>(
    `select ${REWARD_COLUMNS} from player_rewards where merchant_id = $1 and reward_key = $2`,
    [brandId, key],
  );
  return toReward(existing!);
}

/** A reward of the player, locked for its claim; null when it is not theirs. */
export async function lockPlayerReward(tx: Queryable, brandId: string, accountId: string, rewardId: string): Promise<PayableReward | null> {
  const [row] = await tx.query<StoredReward>(
    `select ${REWARD_COLUMNS} from player_rewards where id = $1 and merchant_id = $2 and account_id = $3 for update`,
    [rewardId, brandId, accountId],
  );
  return row ? { ...toReward(row), ledgerCode: row.ledger_code } : null;
}

export async function markClaimed(tx: Queryable, rewardId: string, at: Date, transferId: string): Promise<void> {
  await tx.query(`update player_rewards set status = 'claimed', claimed_at = $2, transfer_id = $3 where id = $1`, [
    rewardId,
    at.toISOString(),
    transferId,
  ]);
}

/** Marks claimable rewards past their expiry expired: one account's, or every account's (null). */
export async function expireRewards(db: Queryable, accountId: string | null, now: Date): Promise<void> {
  await db.query(
    `update player_rewards set status = 'expired' where status = 'claimable' and expires_at <= $1 ${accountId ? 'and account_id = $2' : ''}`,
    accountId ? [now.toISOString(), accountId] : [now.toISOString()],
  );
}

/** A page of a player's rewards of some statuses, latest first, with their total and how many are claimable. */
export async function selectRewardPage(
  db: Queryable,
  q: { brandId: string; accountId: string; statuses: readonly string[]; limit: number; offset: number },
): Promise<{ rows: RewardRow[]; total: number; claimable: number }> {
  const [counts] = await db.query<{ total: number; claimable: number }>(
    `select count(*) filter (where status = any($3::text[]))::int as total, count(*) filter (where status = 'claimable')::int as claimable
       from player_rewards where account_id = $1 and merchant_id = $2`,
    [q.accountId, q.brandId, q.statuses],
  );
  const rows = await db.query<StoredReward>(
    `select ${REWARD_COLUMNS} from player_rewards where account_id = $1 and merchant_id = $2 and status = any($3::text[])
      order by coalesce(claimed_at, created_at) desc, id desc limit $4 offset $5`,
    [q.accountId, q.brandId, q.statuses, q.limit, q.offset],
  );
  return { rows: rows.map(toReward), total: counts?.total ?? 0, claimable: counts?.claimable ?? 0 };
}

/** A player's latest 100 rewards, whatever their status (the desk). */
export async function selectLatestRewards(db: Queryable, brandId: string, accountId: string): Promise<RewardRow[]> {
  const rewards = await db.query<StoredReward>(
    `select ${REWARD_COLUMNS} from player_rewards where account_id = $1 and merchant_id = $2 order by created_at desc, id desc limit 100`,
    [accountId, brandId],
  );
  return rewards.map(toReward);
}
