import type { Queryable } from '../../db/client.ts';
import type { BoFeedback, FeedbackCategory, FeedbackView } from '@pkg/contracts/messages';

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

const VIEW_COLUMNS = `f.id::text as id, f.category, f.content, array(select unnest(f.image_ids)::text) as images, f.status,
  ${iso('f.created_at')} as "createdAt",
  coalesce((select json_agg(json_build_object('content', r.content, 'at', ${iso('r.created_at')}, 'staff', r.staff_name) order by r.id)
              from feedback_replies r where r.feedback_id = f.id), '[]'::json) as replies`;

/** Locks the account's row so its hourly count and the new feedback go together. */
export async function lockAccount(tx: Queryable, accountId: string): Promise<void> {
  await tx.query(`select 1 from accounts where id = $1 for no key update`, [accountId]);
}

export async function countRecentFeedback(db: Queryable, accountId: string, since: Date): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await db.query<{ count: string; oldest: Date | null }>(
    `select count(*)::text as count, min(created_at) as oldest from feedback where account_id = $1 and created_at > $2`,
    [accountId, since.toISOString()],
  );
  return { count: Number(row?.count ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
}

export async function insertFeedback(
  tx: Queryable,
  row: { brandId: string; accountId: string; category: FeedbackCategory; content: string; imageIds: string[]; at: Date },
): Promise<string> {
  const [inserted] = await tx.query<{ id: string }>(
    `insert into feedback (merchant_id, account_id, category, content, image_ids, created_at, updated_at)
     values ($1, $2, $3, $4, $5::uuid[], $6, $6) returning id::text as id`,
    [row.brandId, row.accountId, row.category, row.content, row.imageIds, row.at.toISOString()],
  );
  return inserted!.id;
}

export async function selectOwnFeedback(
  db: Queryable,
  accountId: string,
  limit: number,
  offset: number,
): Promise<{ rows: FeedbackView[]; total: number }> {
  const rows = await db.query<FeedbackView & { total: string }>(
    `select ${VIEW_COLUMNS}, count(*) over ()::text as total from feedback f where f.account_id = $1
      order by f.created_at desc, f.id desc limit $2 offset $3`,
    [accountId, limit, offset],
  );
  const total = rows[0] ? Number(rows[0].total) : 0;
  return { rows: rows.map(({ total: _total, ...view }) => view), total };
}

const DESK_SELECT = `select ${VIEW_COLUMNS}, f.merchant_id::text as "brandId", b.code as "brandCode", a.username
  from feedback f join merchants b on b.id = f.merchant_id join accounts a on a.id = f.account_id`;

export async function selectDeskFeedback(
  db: Queryable,
  filter: { scope: string[] | null; brandId?: string | undefined; status?: string | undefined; before?: string | undefined; limit: number },
): Promise<BoFeedback[]> {
  return db.query<BoFeedback>(
    `${DESK_SELECT}
      where ($1::bigint[] is null or f.merchant_id = any($1)) and ($2::bigint is null or f.merchant_id = $2)
        and ($3::text is null or f.status = $3) and ($4::bigint is null or f.id < $4)
      order by f.id desc limit $5`,
    [filter.scope, filter.brandId ?? null, filter.status ?? null, filter.before ?? null, filter.limit],
  );
}

export async function selectDeskFeedbackOne(db: Queryable, scope: string[] | null, id: string, lock = false): Promise<BoFeedback | null> {
  const [row] = await db.query<BoFeedback>(
    `${DESK_SELECT} where f.id = $1 and ($2::bigint[] is null or f.merchant_id = any($2))${lock ? ' for update of f' : ''}`,
    [id, scope],
  );
  return row ?? null;
}

export async function insertReply(
  tx: Queryable,
  reply: { feedbackId: string; staffId: string; staffName: string; content: string; at: Date },
): Promise<void> {
  await tx.query(`insert into feedback_replies (feedback_id, staff_id, staff_name, content, created_at) values ($1, $2, $3, $4, $5)`, [
    reply.feedbackId,
    reply.staffId,
    reply.staffName,
    reply.content,
    reply.at.toISOString(),
  ]);
  await tx.query(`update feedback set status = 'replied', updated_at = $2 where id = $1`, [reply.feedbackId, reply.at.toISOString()]);
}

export async function closeFeedback(tx: Queryable, id: string, at: Date): Promise<void> {
  await tx.query(`update feedback set status = 'closed', updated_at = $2 where id = $1`, [id, at.toISOString()]);
}

/** A feedback image for staff of its brand: only images some feedback refers to. */
export async function selectFeedbackImage(
  db: Queryable,
  id: string,
  scope: string[] | null,
): Promise<{ contentType: string; bytes: Buffer } | null> {
  const rows = await db.query<{ content_type: string; bytes: Uint8Array }>(
    `select u.content_type, u.bytes from uploads u
      where u.id = $1 and u.purpose = 'feedback' and ($2::bigint[] is null or u.merchant_id = any($2::bigint[]))`,
    [id, scope],
  );
  const row = rows[0];
  return row ? { contentType: row.content_type, bytes: Buffer.from(row.bytes) } : null;
}
