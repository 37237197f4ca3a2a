import type { Queryable } from '../../db/client.ts';
import type { MessageDetail, MessageItem } from '@pkg/contracts/messages';
import { visibleSql } from './audience.ts';

// `$1` the account, `$2` now; the message rows of the account's brand it may see and has not hidden.
const VISIBLE_FROM = `messages m
  join accounts a on a.id = $1
  left join message_states s on s.account_id = a.id and s.message_id = m.id
  where ${visibleSql('$2')} and s.hidden_at is null`;

const ITEM_COLUMNS = `m.id::text as id, m.title,
  to_char(m.publish_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "publishedAt",
  to_char(m.expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "expiresAt",
  s.read_at is not null as read`;

/** A page of the account's live messages, newest first, with the total and the unread count. */
export async function selectMessagePage(
  db: Queryable,
  accountId: string,
  now: Date,
  limit: number,
  offset: number,
): Promise<{ rows: MessageItem[]; total: number; unread: number }> {
  const [counts] = await db.query<{ total: string; unread: string }>(
    `select count(*)::text as total, count(*) filter (where s.read_at is null)::text as unread from ${VISIBLE_FROM}`,
    [accountId, now.toISOString()],
  );
  const rows = await db.query<MessageItem>(
    `select ${ITEM_COLUMNS} from ${VISIBLE_FROM} order by m.publish_at desc, m.id desc limit $3 offset $4`,
    [accountId, now.toISOString(), limit, offset],
  );
  return { rows, total: Number(counts?.total ?? 0), unread: Number(counts?.unread ?? 0) };
}

/** How many live messages the account has not read. */
export async function countUnread(db: Queryable, accountId: string, now: Date): Promise<number> {
  const [row] = await db.query<{ unread: string }>(`select count(*)::text as unread from ${VISIBLE_FROM} and s.read_at is null`, [
    accountId,
    now.toISOString(),
  ]);
  return Number(row?.unread ?? 0);
}

/** One live message the account may see (null when it may not, or hid it). */
export async function selectVisibleMessage(db: Queryable, accountId: string, messageId: string, now: Date): Promise<MessageDetail | null> {
  const [row] = await db.query<MessageDetail>(`select ${ITEM_COLUMNS}, m.content_html as content from ${VISIBLE_FROM} and m.id = $3`, [
    accountId,
    now.toISOString(),
    messageId,
  ]);
  return row ?? null;
}

/** Marks messages read for the account (the first read time is kept). */
export async function markRead(db: Queryable, accountId: string, messageIds: string[], at: Date): Promise<void> {
  if (messageIds.length === 0) return;
  await db.query(
    `insert into message_states (account_id, message_id, read_at)
     select $1, unnest($2::bigint[]), $3
     on conflict (account_id, message_id) do update set read_at = coalesce(message_states.read_at, excluded.read_at)`,
    [accountId, messageIds, at.toISOString()],
  );
}

/** Marks every live unread message of the account read; answers how many. */
export async function markAllRead(db: Queryable, accountId: string, now: Date): Promise<number> {
  const rows = await db.query<{ id: string }>(`select m.id::text as id from ${VISIBLE_FROM} and s.read_at is null`, [
    accountId,
    now.toISOString(),
  ]);
  await markRead(
    db,
    accountId,
    rows.map((row) => row.id),
    now,
  );
  return rows.length;
}

/** Hides a message from the account's list (its own copy only). */
export async function hideMessage(db: Queryable, accountId: string, messageId: string, at: Date): Promise<void> {
  await db.query(
    `insert into message_states (account_id, message_id, hidden_at) values ($1, $2, $3)
     on conflict (account_id, message_id) do update set hidden_at = coalesce(message_states.hidden_at, excluded.hidden_at)`,
    [accountId, messageId, at.toISOString()],
  );
}
