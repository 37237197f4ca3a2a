/** Bonus wagering's rows (decision 030): players' turnover requirements, their chains and their closing. Amounts as bigint. */
import type { Queryable } from '../../db/client.ts';

/** A requirement as stored: what counted is what it kept when closed (met: all; waived: its progress). */
export interface StoredRequirement {
  id: string;
  rewardId: string;
  bonusMinor: bigint;
  requiredMinor: bigint;
  countedMinor: bigint;
  status: 'open' | 'met' | 'waived';
  startedAt: Date;
  chainStartedAt: Date;
  closedAt: Date | null;
}

export interface WageringScope {
  brandId: string;
  accountId: string;
  currency: string;
}

interface StoredRow {
  id: string;
  reward_id: string;
  bonus_minor: string;
  required_minor: string;
  counted_minor: string;
  status: 'open' | 'met' | 'waived';
  started_at: Date | string;
  chain_started_at: Date | string;
  closed_at: Date | string | null;
}

const COLUMNS = `id::text, reward_id::text, bonus_minor::text, required_minor::text, counted_minor::text, status,
  started_at, chain_started_at, closed_at`;

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

const toRequirement = (row: StoredRow): StoredRequirement => ({
  id: row.id,
  rewardId: row.reward_id,
  bonusMinor: BigInt(row.bonus_minor),
  requiredMinor: BigInt(row.required_minor),
  countedMinor: BigInt(row.counted_minor),
  status: row.status,
  startedAt: toDate(row.started_at),
  chainStartedAt: toDate(row.chain_started_at),
  closedAt: row.closed_at ? toDate(row.closed_at) : null,
});

/** Takes the player's wagering lock until the transaction ends. */
export async function lockWageringOf(tx: Queryable, accountId: string): Promise<void> {
  await tx.query(`select pg_advisory_xact_lock(hashtext('wagering'), hashtext($1::text))`, [accountId]);
}

/** The player's open requirements in a currency, oldest first. */
export async function selectOpenRequirements(tx: Queryable, scope: WageringScope): Promise<StoredRequirement[]> {
  const open = await tx.query<StoredRow>(
    `select ${COLUMNS} from bonus_wagering
      where account_id = $1 and merchant_id = $2 and currency = $3 and status = 'open'
      order by started_at, id`,
    [scope.accountId, scope.brandId, scope.currency],
  );
  return open.map(toRequirement);
}

/** What the closed requirements of a chain took from its pool. */
export async function selectChainTaken(tx: Queryable, scope: WageringScope, chainStart: Date): Promise<bigint> {
  const [taken] = await tx.query<{ total: string }>(
    `select coalesce(sum(counted_minor), 0)::text as total from bonus_wagering
      where account_id = $1 and merchant_id = $2 and currency = $3 and status in ('met', 'waived') and chain_started_at = $4`,
    [scope.accountId, scope.brandId, scope.currency, chainStart.toISOString()],
  );
  return BigInt(taken?.total ?? '0');
}

/** Closes an open requirement as met. */
export async function markMet(tx: Queryable, id: string, at: Date): Promise<void> {
  await tx.query(
    `update bonus_wagering set status = 'met', counted_minor = required_minor, closed_at = $2 where id = $1 and status = 'open'`,
    [id, at.toISOString()],
  );
}

/** When the chain of a requirement started. */
export async function selectChainStart(tx: Queryable, id: string): Promise<Date | null> {
  const [chain] = await tx.query<{ chain_started_at: Date | string }>(`select chain_started_at from bonus_wagering where id = $1`, [id]);
  return chain ? toDate(chain.chain_started_at) : null;
}

export async function insertRequirement(
  tx: Queryable,
  scope: WageringScope,
  r: { rewardId: string; bonusMinor: bigint; requiredMinor: bigint; at: Date; chainStartedAt: Date },
): Promise<void> {
  await tx.query(
    `insert into bonus_wagering (merchant_id, account_id, reward_id, currency, bonus_minor, required_minor, started_at, chain_started_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      scope.brandId,
      scope.accountId,
      r.rewardId,
      scope.currency,
      r.bonusMinor.toString(),
      r.requiredMinor.toString(),
      r.at.toISOString(),
      r.chainStartedAt.toISOString(),
    ],
  );
}

/** The player's requirements in a currency, newest first, at most `limit`. */
export async function selectRequirements(db: Queryable, scope: WageringScope, limit: number): Promise<StoredRequirement[]> {
  const stored = await db.query<StoredRow>(
    `select ${COLUMNS} from bonus_wagering
      where account_id = $1 and merchant_id = $2 and currency = $3
      order by started_at desc, id desc limit $4`,
    [scope.accountId, scope.brandId, scope.currency, limit],
  );
  return stored.map(toRequirement);
}

/** A requirement in the staff scope: whose it is and its status; null when none. */
export async function selectScopedRequirement(
  tx: Queryable,
  id: string,
  scope: string[] | null,
): Promise<{ brandId: string; accountId: string; currency: string; status: string } | null> {
  const [row] = await tx.query<{ merchant_id: string; account_id: string; currency: string; status: string }>(
    `select merchant_id::text, account_id::text, currency, status from bonus_wagering where id = $1 and ($2::bigint[] is null or merchant_id = any($2))`,
    [id, scope],
  );
  return row ? { brandId: row.merchant_id, accountId: row.account_id, currency: row.currency, status: row.status } : null;
}

/** Waives an open requirement, keeping what it counted, by a staff member. */
export async function markWaived(tx: Queryable, id: string, countedMinor: bigint, at: Date, staffId: string): Promise<void> {
  await tx.query(
    `update bonus_wagering set status = 'waived', counted_minor = $2, closed_at = $3, closed_by = $4 where id = $1 and status = 'open'`,
    [id, countedMinor.toString(), at.toISOString(), staffId],
  );
}
