import type { Queryable } from '../../db/client.ts';
import type { MessageAudience } from '@pkg/contracts/messages';
import { TRIAL_ACCOUNT_TYPE } from '@pkg/contracts/agent-types';
import { AUDIENCE_SQL } from './audience.ts';

export interface NewMessage {
  brandId: string;
  title: string;
  contentHtml: string;
  audience: MessageAudience;
  audienceAccountId: string | null;
  includeLaterAccounts: boolean;
  publishAt: Date;
  expiresAt: Date | null;
  createdBy: string;
  at: Date;
}

export async function insertMessage(tx: Queryable, message: NewMessage): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `insert into messages (merchant_id, title, content_html, audience, audience_account_id, include_later_accounts,
                           publish_at, expires_at, created_by, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id::text as id`,
    [
      message.brandId,
      message.title,
      message.contentHtml,
      message.audience,
      message.audienceAccountId,
      message.includeLaterAccounts,
      message.publishAt.toISOString(),
      message.expiresAt?.toISOString() ?? null,
      message.createdBy,
      message.at.toISOString(),
    ],
  );
  return row!.id;
}

/** How many real accounts of the brand are in the audience now (trial accounts never read messages). */
export async function countAudience(
  db: Queryable,
  brandId: string,
  audience: MessageAudience,
  audienceAccountId: string | null,
): Promise<number> {
  const [row] = await db.query<{ n: string }>(
    `select count(*)::text as n
       from accounts a, (select $2::text as audience, $3::bigint as audience_account_id) m
      where a.merchant_id = $1 and a.account_type <> ${TRIAL_ACCOUNT_TYPE} and ${AUDIENCE_SQL}`,
    [brandId, audience, audienceAccountId],
  );
  return Number(row?.n ?? 0);
}

export interface DeskMessageRow {
  id: string;
  brandId: string;
  brandCode: string;
  title: string;
  content: string;
  audience: MessageAudience;
  audienceAccountId: string | null;
  audienceUsername: string | null;
  includeLaterAccounts: boolean;
  publishAt: Date;
  expiresAt: Date | null;
  withdrawnAt: Date | null;
  createdBy: string | null;
  reads: number;
}

const DESK_SELECT = `select m.id::text as id, m.merchant_id::text as "brandId", b.code as "brandCode", m.title,
    m.content_html as content, m.audience, m.audience_account_id::text as "audienceAccountId", u.username as "audienceUsername",
    m.include_later_accounts as "includeLaterAccounts", m.publish_at as "publishAt", m.expires_at as "expiresAt",
    m.withdrawn_at as "withdrawnAt", st.username as "createdBy",
    (select count(*)::int from message_states r where r.message_id = m.id and r.read_at is not null) as reads
  from messages m
  join merchants b on b.id = m.merchant_id
  left join accounts u on u.id = m.audience_account_id
  left join staff st on st.id = m.created_by`;

/** Messages of the brands in scope (null: all), newest first, before an id. */
export async function selectDeskMessages(
  db: Queryable,
  filter: { scope: string[] | null; brandId?: string | undefined; before?: string | undefined; limit: number },
): Promise<DeskMessageRow[]> {
  return db.query<DeskMessageRow>(
    `${DESK_SELECT}
      where ($1::bigint[] is null or m.merchant_id = any($1)) and ($2::bigint is null or m.merchant_id = $2)
        and ($3::bigint is null or m.id < $3)
      order by m.id desc limit $4`,
    [filter.scope, filter.brandId ?? null, filter.before ?? null, filter.limit],
  );
}

/** One message in scope, locked for a change when `lock`. */
export async function selectDeskMessage(db: Queryable, scope: string[] | null, id: string, lock = false): Promise<DeskMessageRow | null> {
  const [row] = await db.query<DeskMessageRow>(
    `${DESK_SELECT} where m.id = $1 and ($2::bigint[] is null or m.merchant_id = any($2))${lock ? ' for update of m' : ''}`,
    [id, scope],
  );
  return row ?? null;
}

export async function markWithdrawn(tx: Queryable, id: string, staffId: string, at: Date): Promise<void> {
  await tx.query(`update messages set withdrawn_at = $2, withdrawn_by = $3 where id = $1`, [id, at.toISOString(), staffId]);
}

/** A message's brand, audience and state for the publish job. */
export async function selectMessageForEvent(
  db: Queryable,
  id: string,
): Promise<{ brandId: string; audience: MessageAudience; audienceAccountId: string | null; withdrawn: boolean } | null> {
  const [row] = await db.query<{ brandId: string; audience: MessageAudience; audienceAccountId: string | null; withdrawn: boolean }>(
    `select merchant_id::text as "brandId", audience, audience_account_id::text as "audienceAccountId", withdrawn_at is not null as withdrawn
       from messages where id = $1`,
    [id],
  );
  return row ?? null;
}

/** A real (not trial) account of the brand by username. */
export async function selectAccountByUsername(
  db: Queryable,
  brandId: string,
  username: string,
): Promise<{ id: string; username: string; accountType: number } | null> {
  const [row] = await db.query<{ id: string; username: string; accountType: number }>(
    `select id::text as id, username, account_type as "accountType" from accounts where merchant_id = $1 and lower(username) = lower($2)`,
    [brandId, username],
  );
  return row ?? null;
}
