/**
 * Bonus wagering (decision 030): a claimed bonus with a turnover requirement stays "open" until
 * the player's valid bets (games/valid-bets.ts) since it started reach the requirement. While one
 * is open the player cannot withdraw or send money to the upline, so a bonus is never taken out
 * before its requirement.
 *
 * Requirements granted while others are open join their chain; a grant that finds none open
 * starts a new chain. The chain's pool is the valid bets settled since it started less what its
 * met requirements took, and fills the open ones oldest first. Every grant first closes what the
 * pool already met, so bets made before a requirement started never count toward it.
 */
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { validBetsInWindow } from '../games/index.ts';

export interface WageringRow {
  id: string;
  rewardId: string;
  bonusMinor: bigint;
  requiredMinor: bigint;
  /** Valid bets counted toward it so far (capped at the requirement). */
  countedMinor: bigint;
  status: 'open' | 'met' | 'waived';
  startedAt: Date;
  closedAt: Date | null;
}

interface Scope {
  merchantId: string;
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

/** Serialises grants and evaluations of one player's requirements (the chain is read, then written). */
export async function lockWagering(tx: Queryable, accountId: string): Promise<void> {
  await tx.query(`select pg_advisory_xact_lock(hashtext('wagering'), hashtext($1::text))`, [accountId]);
}

/**
 * The open requirements with their progress now, closing (as met) those the pool fills. Runs in
 * the caller's transaction, which should hold lockWagering when it goes on to write. What closed
 * requirements of the chain counted (all of a met one's, a waived one's progress) is taken first.
 */
export async function evaluateWagering(tx: Queryable, scope: Scope, now: Date): Promise<WageringRow[]> {
  const open = await tx.query<StoredRow>(
    `select ${COLUMNS} from bonus_wagering
      where account_id = $1 and merchant_id = $2 and currency = $3 and status = 'open'
      order by started_at, id`,
    [scope.accountId, scope.merchantId, scope.currency],
  );
  if (open.length === 0) return [];
  const chainStart = toDate(open[0]!.chain_started_at);
  const [taken] = await tx.query<{ total: string }>(
    `select coalesce(sum(counted_minor), 0)::text as total from bonus_wagering
      where account_id = $1 and merchant_id = $2 and currency = $3 and status in ('met', 'waived') and chain_started_at = $4`,
    [scope.accountId, scope.merchantId, scope.currency, chainStart.toISOString()],
  );
  const bets = await validBetsInWindow(tx, {
    merchantId: scope.merchantId,
    currency: scope.currency,
    start: chainStart,
    end: new Date(now.getTime() + 1),
    accountIds: [scope.accountId],
  });
  let pool = bets.reduce((sum, row) => sum + row.validBetMinor, 0n) - BigInt(taken?.total ?? '0');
  if (pool < 0n) pool = 0n;
  const rows: WageringRow[] = [];
  for (const row of open) {
    const required = BigInt(row.required_minor);
    const counted = pool >= required ? required : pool;
    pool -= counted;
    const met = counted === required;
    if (met) {
      await tx.query(
        `update bonus_wagering set status = 'met', counted_minor = required_minor, closed_at = $2 where id = $1 and status = 'open'`,
        [row.id, now.toISOString()],
      );
    }
    rows.push({
      id: row.id,
      rewardId: row.reward_id,
      bonusMinor: BigInt(row.bonus_minor),
      requiredMinor: required,
      countedMinor: counted,
      status: met ? 'met' : 'open',
      startedAt: toDate(row.started_at),
      closedAt: met ? now : null,
    });
  }
  return rows;
}

/** Adds a claimed bonus's requirement, after closing what the pool already met (the caller holds lockWagering). */
export async function grantWagering(
  tx: Queryable,
  scope: Scope,
  grant: { rewardId: string; bonusMinor: bigint; requiredMinor: bigint; at: Date },
): Promise<void> {
  const before = await evaluateWagering(tx, scope, grant.at);
  const stillOpen = before.find((row) => row.status === 'open');
  const [chain] = stillOpen
    ? await tx.query<{ chain_started_at: Date | string }>(`select chain_started_at from bonus_wagering where id = $1`, [stillOpen.id])
    : [];
  await tx.query(
    `insert into bonus_wagering (merchant_id, account_id, reward_id, currency, bonus_minor, required_minor, started_at, chain_started_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      scope.merchantId,
      scope.accountId,
      grant.rewardId,
      scope.currency,
      grant.bonusMinor.toString(),
      grant.requiredMinor.toString(),
      grant.at.toISOString(),
      (chain ? toDate(chain.chain_started_at) : grant.at).toISOString(),
    ],
  );
}

/**
 * Refuses a withdrawal or a transfer out while a requirement is open (wagering_open, with how much
 * is left to bet in the message's detail). Closes met requirements on the way.
 */
export async function assertNoOpenWagering(tx: Queryable, scope: Scope, now: Date): Promise<void> {
  const rows = await evaluateWagering(tx, scope, now);
  const left = rows.filter((row) => row.status === 'open').reduce((sum, row) => sum + (row.requiredMinor - row.countedMinor), 0n);
  if (left > 0n) throw new AppError('wagering_open', `valid bets of ${left} minor units are still needed`, { leftMinor: left.toString() });
}

/** The player's requirements, newest first (open ones with live progress), for bonusDetails. */
export async function wageringHistory(db: Queryable, scope: Scope, now: Date, limit: number): Promise<WageringRow[]> {
  const live = await evaluateWagering(db, scope, now);
  const byId = new Map(live.map((row) => [row.id, row]));
  const stored = await db.query<StoredRow>(
    `select ${COLUMNS} from bonus_wagering
      where account_id = $1 and merchant_id = $2 and currency = $3
      order by started_at desc, id desc limit $4`,
    [scope.accountId, scope.merchantId, scope.currency, limit],
  );
  return stored.map(
    (row) =>
      byId.get(row.id) ?? {
        id: row.id,
        rewardId: row.reward_id,
        bonusMinor: BigInt(row.bonus_minor),
        requiredMinor: BigInt(row.required_minor),
        countedMinor: BigInt(row.counted_minor),
        status: row.status,
        startedAt: toDate(row.started_at),
        closedAt: row.closed_at ? toDate(row.closed_at) : null,
      },
  );
}
