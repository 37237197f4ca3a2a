import type { Queryable } from '../../db/client.ts';

/** Deletes up to `batch` captchas past their end, and refresh marks older than `gapStart`. */
export async function deleteExpiredCaptchas(db: Queryable, now: Date, gapStart: Date, batch: number): Promise<void> {
  await db.query(`delete from captchas where id in (select id from captchas where expires_at < $1 limit ${batch})`, [now.toISOString()]);
  await db.query(
    `delete from captcha_refreshes where (merchant_id, ip) in
         (select merchant_id, ip from captcha_refreshes where last_at < $1 limit ${batch})`,
    [gapStart.toISOString()],
  );
}

/**
 * Gives a visitor's captcha a new answer, in one conditional update that both checks the refresh
 * gap (issued at or before `gapStart`) and claims the row: false when it did not.
 */
export async function refreshCaptcha(
  db: Queryable,
  captcha: { id: string; brandId: string; answerHash: string; at: Date; expiresAt: string; gapStart: string },
): Promise<boolean> {
  const refreshed = await db.query(
    `update captchas set answer_hash = $3, issued_at = $4, expires_at = $5, used_at = null
            where id = $1 and merchant_id = $2 and issued_at <= $6
            returning id`,
    [captcha.id, captcha.brandId, captcha.answerHash, captcha.at.toISOString(), captcha.expiresAt, captcha.gapStart],
  );
  return refreshed.length > 0;
}

/** True when the brand has a captcha of this id. */
export async function captchaExists(db: Queryable, id: string, brandId: string): Promise<boolean> {
  return (await db.query('select 1 from captchas where id = $1 and merchant_id = $2', [id, brandId])).length > 0;
}

/** Notes a new captcha for an address when its last one is at or before `gapStart`: false when it is not. */
export async function markAddressRefresh(db: Queryable, brandId: string, ip: string, at: Date, gapStart: string): Promise<boolean> {
  const allowed = await db.query(
    `insert into captcha_refreshes (merchant_id, ip, last_at) values ($1, $2, $3)
           on conflict (merchant_id, ip) do update set last_at = excluded.last_at
           where captcha_refreshes.last_at <= $4
         returning ip`,
    [brandId, ip, at.toISOString(), gapStart],
  );
  return allowed.length > 0;
}

export async function insertCaptcha(
  db: Queryable,
  captcha: { id: string; brandId: string; answerHash: string; at: Date; expiresAt: string },
): Promise<void> {
  await db.query(`insert into captchas (id, merchant_id, answer_hash, issued_at, expires_at) values ($1, $2, $3, $4, $5)`, [
    captcha.id,
    captcha.brandId,
    captcha.answerHash,
    captcha.at.toISOString(),
    captcha.expiresAt,
  ]);
}

/** Uses up a brand's live, unused captcha: its answer hash, or undefined when there is none to use. */
export async function spendCaptcha(db: Queryable, id: string, brandId: string, now: string): Promise<string | undefined> {
  const [row] = await db.query<{ answer_hash: string }>(
    `update captchas set used_at = $3
          where id = $1 and merchant_id = $2 and used_at is null and expires_at > $3
          returning answer_hash`,
    [id, brandId, now],
  );
  return row?.answer_hash;
}
