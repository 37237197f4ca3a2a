/** The live chat's SQL (decision 062). */
import type { BoCannedReply, BoChatSummary, ChatMessage, ChatStatus, LiveChatMode, LiveChatSettings } from '@pkg/contracts/live-chat';
import type { Queryable } from '../../db/client.ts';
import type { CleanImage } from '../uploads/index.ts';

export const DEFAULT_SETTINGS: LiveChatSettings = { mode: 'both', minWords: 3, maxWords: 200 };

export async function selectSettings(db: Queryable, brandId: string): Promise<LiveChatSettings> {
  const [row] = await db.query<{ mode: LiveChatMode; min_words: number; max_words: number }>(
    `select mode, min_words, max_words from live_chat_settings where merchant_id = $1`,
    [brandId],
  );
  return row ? { mode: row.mode, minWords: row.min_words, maxWords: row.max_words } : DEFAULT_SETTINGS;
}

export async function upsertSettings(tx: Queryable, brandId: string, settings: LiveChatSettings, staffId: string, at: Date): Promise<void> {
  await tx.query(
    `insert into live_chat_settings (merchant_id, mode, min_words, max_words, updated_by, updated_at) values ($1, $2, $3, $4, $5, $6)
       on conflict (merchant_id) do update set mode = $2, min_words = $3, max_words = $4, updated_by = $5, updated_at = $6`,
    [brandId, settings.mode, settings.minWords, settings.maxWords, staffId, at.toISOString()],
  );
}

/** Chats opened since `since` by an address (visitors) or an account (members), and the oldest of them. */
export async function countRecentChats(
  db: Queryable,
  by: { ip: string } | { accountId: string },
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await db.query<{ count: number; oldest: Date | string | null }>(
    'ip' in by
      ? `select count(*)::int as count, min(created_at) as oldest from live_chats where ip = $1 and account_id is null and created_at > $2`
      : `select count(*)::int as count, min(created_at) as oldest from live_chats where account_id = $1 and created_at > $2`,
    ['ip' in by ? by.ip : by.accountId, since.toISOString()],
  );
  return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

/** Serialises chat opening per address or account, so the hourly count cannot be raced. */
export async function lockOpener(tx: Queryable, key: string): Promise<void> {
  await tx.query(`select pg_advisory_xact_lock(hashtext('live-chat:' || $1))`, [key]);
}

export async function insertChat(
  tx: Queryable,
  chat: { brandId: string; accountId: string | null; name: string; tokenSha256: string; ip: string | null; at: Date },
): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `insert into live_chats (merchant_id, account_id, visitor_name, token_sha256, ip, unread_staff, created_at, last_message_at)
       values ($1, $2, $3, $4, $5, 0, $6, $6) returning id::text as id`,
    [chat.brandId, chat.accountId, chat.name, chat.tokenSha256, chat.ip, chat.at.toISOString()],
  );
  if (!row) throw new Error('live chat insert returned nothing');
  return row.id;
}

/** A chat as the service reads it. */
export interface ChatRow {
  id: string;
  brandId: string;
  brandCode: string;
  accountId: string | null;
  member: string | null;
  visitorName: string;
  ip: string | null;
  status: ChatStatus;
  assignedStaffId: string | null;
  assignedName: string | null;
  unreadStaff: number;
  unreadVisitor: number;
  rating: number | null;
  ratingComment: string | null;
  createdAt: string;
  lastMessageAt: string;
  lastText: string;
}

const CHAT_SELECT = `select c.id::text as id, c.merchant_id::text as "brandId", b.code as "brandCode", c.account_id::text as "accountId",
    a.username as member, c.visitor_name as "visitorName", c.ip, c.status, c.assigned_staff_id::text as "assignedStaffId",
    c.assigned_name as "assignedName", c.unread_staff as "unreadStaff", c.unread_visitor as "unreadVisitor", c.rating::int as rating,
    c.rating_comment as "ratingComment", to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
    to_char(c.last_message_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "lastMessageAt",
    coalesce((select case when m.body = '' and cardinality(m.image_ids) > 0 then '[image]' else left(m.body, 120) end
      from live_chat_messages m where m.chat_id = c.id order by m.id desc limit 1), '') as "lastText"
  from live_chats c join merchants b on b.id = c.merchant_id left join accounts a on a.id = c.account_id`;

export async function selectChatByToken(db: Queryable, tokenSha256: string): Promise<ChatRow | null> {
  const [row] = await db.query<ChatRow>(`${CHAT_SELECT} where c.token_sha256 = $1`, [tokenSha256]);
  return row ?? null;
}

export async function selectChat(db: Queryable, id: string, scope: string[] | null): Promise<ChatRow | null> {
  const [row] = await db.query<ChatRow>(`${CHAT_SELECT} where c.id = $1 and ($2::bigint[] is null or c.merchant_id = any($2))`, [
    id,
    scope,
  ]);
  return row ?? null;
}

export async function lockChat(tx: Queryable, id: string): Promise<void> {
  await tx.query(`select id from live_chats where id = $1 for update`, [id]);
}

export async function selectQueue(
  db: Queryable,
  filter: { scope: string[] | null; brandId: string | null; statuses: ChatStatus[]; limit: number },
): Promise<ChatRow[]> {
  return db.query<ChatRow>(
    `${CHAT_SELECT} where ($1::bigint[] is null or c.merchant_id = any($1)) and ($2::bigint is null or c.merchant_id = $2)
        and c.status = any($3::text[])
      order by (c.status = 'waiting') desc, c.last_message_at desc limit $4`,
    [filter.scope, filter.brandId, filter.statuses, filter.limit],
  );
}

export async function insertMessage(
  tx: Queryable,
  message: {
    chatId: string;
    sender: ChatMessage['sender'];
    staffId: string | null;
    name: string;
    text: string;
    imageIds: string[];
    at: Date;
  },
): Promise<ChatMessage> {
  const [row] = await tx.query<{ id: string }>(
    `insert into live_chat_messages (chat_id, sender, staff_id, sender_name, body, image_ids, created_at)
       values ($1, $2, $3, $4, $5, $6::uuid[], $7) returning id::text as id`,
    [message.chatId, message.sender, message.staffId, message.name, message.text, message.imageIds, message.at.toISOString()],
  );
  if (!row) throw new Error('live chat message insert returned nothing');
  const unread = message.sender === 'visitor' ? 'unread_staff' : message.sender === 'staff' ? 'unread_visitor' : null;
  await tx.query(`update live_chats set last_message_at = $2${unread ? `, ${unread} = ${unread} + 1` : ''} where id = $1`, [
    message.chatId,
    message.at.toISOString(),
  ]);
  return {
    id: row.id,
    sender: message.sender,
    senderName: message.name,
    text: message.text,
    imageIds: message.imageIds,
    at: message.at.toISOString(),
  };
}

export async function selectMessages(db: Queryable, chatId: string): Promise<ChatMessage[]> {
  return db.query<ChatMessage>(
    `select id::text as id, sender, sender_name as "senderName", body as text, image_ids::text[] as "imageIds",
        to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
      from live_chat_messages where chat_id = $1 order by live_chat_messages.id`,
    [chatId],
  );
}

export async function updateAssigned(tx: Queryable, id: string, staff: { id: string; name: string }): Promise<void> {
  await tx.query(`update live_chats set assigned_staff_id = $2, assigned_name = $3, status = 'open' where id = $1`, [
    id,
    staff.id,
    staff.name,
  ]);
}

export async function clearUnread(tx: Queryable, id: string, side: 'visitor' | 'staff'): Promise<void> {
  await tx.query(`update live_chats set ${side === 'visitor' ? 'unread_visitor' : 'unread_staff'} = 0 where id = $1`, [id]);
}

export async function updateClosed(tx: Queryable, id: string, by: 'visitor' | 'staff', at: Date): Promise<void> {
  await tx.query(`update live_chats set status = 'closed', closed_by = $2, closed_at = $3 where id = $1`, [id, by, at.toISOString()]);
}

export async function updateRating(tx: Queryable, id: string, stars: number, comment: string | null): Promise<boolean> {
  const rows = await tx.query(
    `update live_chats set rating = $2, rating_comment = $3 where id = $1 and status = 'closed' and rating is null returning id`,
    [id, stars, comment],
  );
  return rows.length === 1;
}

export async function insertChatImage(tx: Queryable, chatId: string, image: CleanImage & { id: string; sha256: string }, at: Date) {
  await tx.query(
    `insert into live_chat_images (id, chat_id, content_type, bytes, byte_size, sha256, width, height, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [image.id, chatId, image.contentType, image.bytes, image.bytes.length, image.sha256, image.width, image.height, at.toISOString()],
  );
}

/** A chat's image, by its chat (the participant) or by the brands in a staff member's scope. */
export async function selectChatImage(
  db: Queryable,
  id: string,
  by: { chatId: string } | { scope: string[] | null },
): Promise<{ contentType: string; bytes: Buffer } | null> {
  const rows = await db.query<{ content_type: string; bytes: Uint8Array }>(
    'chatId' in by
      ? `select content_type, bytes from live_chat_images where id = $1 and chat_id = $2`
      : `select i.content_type, i.bytes from live_chat_images i join live_chats c on c.id = i.chat_id
          where i.id = $1 and ($2::bigint[] is null or c.merchant_id = any($2))`,
    [id, 'chatId' in by ? by.chatId : by.scope],
  );
  const row = rows[0];
  return row ? { contentType: row.content_type, bytes: Buffer.from(row.bytes) } : null;
}

export async function selectCanned(db: Queryable, scope: string[] | null, brandId: string | null): Promise<BoCannedReply[]> {
  return db.query<BoCannedReply>(
    `select id::text as id, merchant_id::text as "brandId", title, body as text from live_chat_canned
      where ($1::bigint[] is null or merchant_id = any($1)) and ($2::bigint is null or merchant_id = $2) order by live_chat_canned.id`,
    [scope, brandId],
  );
}

export async function insertCanned(tx: Queryable, row: { brandId: string; title: string; text: string; staffId: string; at: Date }) {
  const [inserted] = await tx.query<BoCannedReply>(
    `insert into live_chat_canned (merchant_id, title, body, created_by, created_at) values ($1, $2, $3, $4, $5)
      returning id::text as id, merchant_id::text as "brandId", title, body as text`,
    [row.brandId, row.title, row.text, row.staffId, row.at.toISOString()],
  );
  if (!inserted) throw new Error('canned reply insert returned nothing');
  return inserted;
}

export async function deleteCanned(tx: Queryable, id: string, scope: string[] | null): Promise<BoCannedReply | null> {
  const [row] = await tx.query<BoCannedReply>(
    `delete from live_chat_canned where id = $1 and ($2::bigint[] is null or merchant_id = any($2))
      returning id::text as id, merchant_id::text as "brandId", title, body as text`,
    [id, scope],
  );
  return row ?? null;
}

export const summaryOf = (row: ChatRow): BoChatSummary => ({
  id: row.id,
  brandId: row.brandId,
  brandCode: row.brandCode,
  status: row.status,
  visitorName: row.visitorName,
  member: row.member,
  assignedStaffId: row.assignedStaffId,
  assignedName: row.assignedName,
  unread: row.unreadStaff,
  lastText: row.lastText,
  lastMessageAt: row.lastMessageAt,
  createdAt: row.createdAt,
  rating: row.rating,
  ratingComment: row.ratingComment,
});
