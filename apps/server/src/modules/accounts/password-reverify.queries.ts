import type { Queryable } from '../../db/client.ts';

/**
 * Counts one attempt of an account's password re-check (password_reverify_failures, migration 042)
 * in one statement that refuses once the account is locked: the count after this attempt, or null
 * when the account is locked (nothing counted). An ended lock or a window older than `windowFrom`
 * starts counting again; reaching `limit` sets the lock until `lockUntil`.
 */
export async function countReverifyAttempt(
  db: Queryable,
  input: { accountId: string; now: Date; limit: number; lockUntil: Date; windowFrom: Date },
): Promise<{ failures: number } | null> {
  const [taken] = await db.query<{ failures: number }>(
    `insert into password_reverify_failures as f (account_id, failures, window_from, locked_until)
         values ($1, 1, $2, case when 1 >= $3 then $4::timestamptz end)
         on conflict (account_id) do update
           set failures = case when f.window_from <= $5 or f.locked_until <= $2 then 1 else f.failures + 1 end,
               window_from = case when f.window_from <= $5 or f.locked_until <= $2 then $2 else f.window_from end,
               locked_until = case when (case when f.window_from <= $5 or f.locked_until <= $2 then 1 else f.failures + 1 end) >= $3
                                   then $4::timestamptz end
         where f.locked_until is null or f.locked_until <= $2
         returning failures`,
    [input.accountId, input.now.toISOString(), input.limit, input.lockUntil.toISOString(), input.windowFrom.toISOString()],
  );
  return taken ?? null;
}

/** When an account's re-check lock ends; null when it has no count (a right answer deleted it) or no lock. */
export async function selectReverifyLock(db: Queryable, accountId: string): Promise<Date | null> {
  const [row] = await db.query<{ lockedUntil: Date | string | null }>(
    `select locked_until as "lockedUntil" from password_reverify_failures where account_id = $1`,
    [accountId],
  );
  return row?.lockedUntil ? new Date(row.lockedUntil) : null;
}

/** Takes back an attempt that was counted but not checked, lifting a lock it set below `limit`. */
export async function uncountReverifyAttempt(db: Queryable, accountId: string, limit: number): Promise<void> {
  await db.query(
    `update password_reverify_failures
              set failures = greatest(failures - 1, 0),
                  locked_until = case when failures - 1 < $2 then null else locked_until end
            where account_id = $1`,
    [accountId, limit],
  );
}

/** Forgets an account's wrong answers (a right answer). */
export async function deleteReverifyFailures(db: Queryable, accountId: string): Promise<void> {
  await db.query(`delete from password_reverify_failures where account_id = $1`, [accountId]);
}
