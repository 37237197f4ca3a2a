import type { Queryable } from '../../db/client.ts';
import type { TwoFactorMethod } from '@pkg/contracts/two-factor';

/** A login held for its second factor, as the service reads it. */
export interface ChallengeRow {
  id: string;
  accountId: string;
  ip: string;
  loginMethod: string;
  methods: TwoFactorMethod[];
  mustChangePassword: boolean;
  attempts: number;
}

export interface NewChallenge {
  idHash: string;
  brandId: string;
  accountId: string;
  ip: string;
  loginMethod: string;
  methods: TwoFactorMethod[];
  mustChangePassword: boolean;
  expiresAt: Date;
  now: Date;
}

const COLUMNS = `id::text as id, account_id::text as "accountId", ip, login_method as "loginMethod", methods,
  must_change_password as "mustChangePassword", attempts`;

// Rows this old count for nothing any more (the per-account failure window is one hour).
const KEEP_MS = 24 * 3_600_000;
const CLEANUP_BATCH = 50;

export async function insertChallenge(db: Queryable, challenge: NewChallenge): Promise<void> {
  await db.query(
    `insert into two_factor_challenges (id_hash, merchant_id, account_id, ip, login_method, methods, must_change_password, expires_at, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      challenge.idHash,
      challenge.brandId,
      challenge.accountId,
      challenge.ip,
      challenge.loginMethod,
      challenge.methods,
      challenge.mustChangePassword,
      challenge.expiresAt.toISOString(),
      challenge.now.toISOString(),
    ],
  );
  await db.query(
    `delete from two_factor_challenges where id in (select id from two_factor_challenges where created_at < $1 limit ${CLEANUP_BATCH})`,
    [new Date(challenge.now.getTime() - KEEP_MS).toISOString()],
  );
}

/**
 * The live challenge of an id hash in a brand, asked from an address: unused, in time, with
 * tries left. Anything else (unknown, another brand, another address, used, late, dead) is
 * undefined, so the caller answers all of them alike.
 */
export async function selectLiveChallenge(
  db: Queryable,
  where: { idHash: string; brandId: string; ip: string; now: Date; maxAttempts: number },
): Promise<ChallengeRow | undefined> {
  const rows = await db.query<ChallengeRow>(
    `select ${COLUMNS} from two_factor_challenges
      where id_hash = $1 and merchant_id = $2 and ip = $3 and consumed_at is null and expires_at > $4 and attempts < $5`,
    [where.idHash, where.brandId, where.ip, where.now.toISOString(), where.maxAttempts],
  );
  return rows[0];
}

/**
 * Takes one try of a live challenge before the answer is checked, so parallel guesses cannot
 * exceed the limit; false when none is left (or the challenge was used meanwhile).
 */
export async function takeAttempt(db: Queryable, id: string, maxAttempts: number): Promise<boolean> {
  const rows = await db.query(
    'update two_factor_challenges set attempts = attempts + 1 where id = $1 and consumed_at is null and attempts < $2 returning id',
    [id, maxAttempts],
  );
  return rows.length > 0;
}

/** Uses the challenge up; false when another request used it first. */
export async function consumeChallenge(db: Queryable, id: string, now: Date): Promise<boolean> {
  const rows = await db.query('update two_factor_challenges set consumed_at = $2 where id = $1 and consumed_at is null returning id', [
    id,
    now.toISOString(),
  ]);
  return rows.length > 0;
}

/**
 * Wrong answers given for an account's challenges since a moment (tries that did not complete a
 * login), and when the oldest of those challenges was made.
 */
export async function recentFailures(db: Queryable, accountId: string, since: Date): Promise<{ failures: number; oldestAt: Date | null }> {
  const [row] = await db.query<{ failures: number; oldestAt: Date | string | null }>(
    `select coalesce(sum(attempts - case when consumed_at is null then 0 else 1 end), 0)::int as failures,
            min(created_at) filter (where attempts > case when consumed_at is null then 0 else 1 end) as "oldestAt"
       from two_factor_challenges where account_id = $1 and created_at > $2`,
    [accountId, since.toISOString()],
  );
  return { failures: row?.failures ?? 0, oldestAt: row?.oldestAt ? new Date(row.oldestAt) : null };
}
