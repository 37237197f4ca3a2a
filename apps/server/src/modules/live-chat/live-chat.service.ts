/**
 * The live chat (decision 062): opening a chat (a visitor after the human check, or a member), the
 * participant's and the desk's writes, and the events each publishes after its commit on the chat
 * bus (keyed `chat:<id>` for the participant's stream and `desk:<brandId>` for the desk's), shared
 * through the cluster so every process's streams get them.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  CHAT_MESSAGE_MAX,
  CHATS_PER_HOUR,
  countWords,
  type ChatEvent,
  type ChatMessage,
  type LiveChatOpenBody,
  type LiveChatOpened,
  type LiveChatView,
} from '@pkg/contracts/live-chat';
import type { Db, Queryable } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { BrandEventBus } from '../../lib/brand-events.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CleanImage } from '../uploads/index.ts';
import {
  clearUnread,
  countRecentChats,
  insertChat,
  insertChatImage,
  insertMessage,
  lockChat,
  lockOpener,
  selectChatByToken,
  selectMessages,
  selectSettings,
  updateClosed,
  updateRating,
  type ChatRow,
} from './live-chat.queries.ts';

const HOUR_MS = 3_600_000;

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export interface ChatDeps {
  db: Db;
  clock: Clock;
  bus: Pick<BrandEventBus, 'publish'>;
}

/** Publishes an event to the chat's participant and to its brand's desk. */
export function publishChat(bus: ChatDeps['bus'], chat: Pick<ChatRow, 'id' | 'brandId'>, event: ChatEvent, toParticipant = true): void {
  const data = { type: event.type, data: event };
  if (toParticipant) bus.publish(`chat:${chat.id}`, data);
  bus.publish(`desk:${chat.brandId}`, data);
  bus.publish('desk:*', data);
}

export function stateEvent(chat: ChatRow): ChatEvent {
  return {
    type: 'state',
    chatId: chat.id,
    status: chat.status,
    agentName: chat.assignedName,
    unreadVisitor: chat.unreadVisitor,
    unreadStaff: chat.unreadStaff,
    rating: chat.rating,
  };
}

/** Checks a message's text and images: something to send, the text at most CHAT_MESSAGE_MAX characters. */
export function checkMessage(text: string, images: readonly CleanImage[]): string {
  const trimmed = text.trim();
  if ((trimmed === '' && images.length === 0) || trimmed.length > CHAT_MESSAGE_MAX) throw new AppError('chat_message_invalid');
  return trimmed;
}

/** Stores a message (and its images) of a chat that is not closed, in one transaction; answers it. */
export async function storeMessage(
  tx: Queryable,
  clock: Clock,
  chatId: string,
  from: { sender: ChatMessage['sender']; staffId: string | null; name: string },
  text: string,
  images: readonly CleanImage[],
): Promise<ChatMessage> {
  const at = clock.now();
  const imageIds: string[] = [];
  for (const image of images) {
    const id = randomUUID();
    await insertChatImage(tx, chatId, { ...image, id, sha256: createHash('sha256').update(image.bytes).digest('hex') }, at);
    imageIds.push(id);
  }
  return insertMessage(tx, { chatId, ...from, text, imageIds, at });
}

/** The participant's side of the chat. */
export function createLiveChatService(deps: ChatDeps) {
  const { db, clock, bus } = deps;

  async function byToken(token: string | undefined, tx: Queryable = db): Promise<ChatRow> {
    const chat = token && token.length <= 100 ? await selectChatByToken(tx, sha256(token)) : null;
    if (!chat) throw new AppError('chat_not_found');
    return chat;
  }

  async function viewOf(chat: ChatRow): Promise<LiveChatView> {
    return {
      id: chat.id,
      status: chat.status,
      visitorName: chat.visitorName,
      agentName: chat.assignedName,
      unread: chat.unreadVisitor,
      rating: chat.rating,
      messages: await selectMessages(db, chat.id),
    };
  }

  /** Runs a change of the token's chat under its row lock, refusing a closed chat; publishes its new state. */
  async function change<T>(token: string | undefined, run: (tx: Queryable, chat: ChatRow) => Promise<T>, openOnly = true) {
    const chat = await byToken(token);
    const result = await db.transaction(async (tx) => {
      await lockChat(tx, chat.id);
      const locked = await byToken(token, tx);
      if (openOnly && locked.status === 'closed') throw new AppError('chat_closed');
      return run(tx, locked);
    });
    const after = await byToken(token);
    publishChat(bus, after, stateEvent(after));
    return { result, chat: after };
  }

  return {
    byToken,
    view: async (token: string | undefined) => viewOf(await byToken(token)),

    /**
     * Opens a chat with its first question. The question's words must be within the brand's bounds;
     * an address (visitors) or an account (members) opens at most CHATS_PER_HOUR an hour.
     */
    async open(opener: { brandId: string; accountId: string | null; username: string | null; ip: string }, body: LiveChatOpenBody) {
      const settings = await selectSettings(db, opener.brandId);
      if (settings.mode === 'external') throw new AppError('forbidden', 'the brand answers through its links');
      const question = body.question.trim();
      const words = countWords(question);
      if (words < settings.minWords || words > settings.maxWords)
        throw new AppError('chat_question_words', `${settings.minWords} to ${settings.maxWords} words`, {
          minWords: settings.minWords,
          maxWords: settings.maxWords,
          words,
        });
      const name = body.name?.trim() || opener.username || 'Guest';
      const token = randomBytes(32).toString('base64url');
      const at = clock.now();
      const by = opener.accountId ? { accountId: opener.accountId } : { ip: opener.ip };
      const id = await db.transaction(async (tx) => {
        await lockOpener(tx, opener.accountId ? `a${opener.accountId}` : `i${opener.ip}`);
        const recent = await countRecentChats(tx, by, new Date(at.getTime() - HOUR_MS));
        if (recent.count >= CHATS_PER_HOUR) {
          const freeAt = (recent.oldest?.getTime() ?? at.getTime()) + HOUR_MS;
          throw new AppError('too_many_requests', 'chat limit reached', {
            retryAfterSeconds: Math.max(1, Math.ceil((freeAt - at.getTime()) / 1000)),
          });
        }
        const chatId = await insertChat(tx, {
          brandId: opener.brandId,
          accountId: opener.accountId,
          name,
          tokenSha256: sha256(token),
          ip: opener.ip,
          at,
        });
        await insertMessage(tx, { chatId, sender: 'visitor', staffId: null, name, text: question, imageIds: [], at });
        return chatId;
      });
      const chat = await byToken(token);
      publishChat(bus, chat, { type: 'queue', chatId: id }, false);
      return { token, chat: await viewOf(chat) } satisfies LiveChatOpened;
    },

    /** The participant's message (text and images checked first; nothing kept when refused). */
    async send(token: string | undefined, text: string, images: readonly CleanImage[]): Promise<ChatMessage> {
      const checked = checkMessage(text, images);
      const { result, chat } = await change(token, (tx, locked) =>
        storeMessage(tx, clock, locked.id, { sender: 'visitor', staffId: null, name: locked.visitorName }, checked, images),
      );
      publishChat(bus, chat, { type: 'message', chatId: chat.id, message: result });
      return result;
    },

    async typing(token: string | undefined): Promise<void> {
      const chat = await byToken(token);
      if (chat.status === 'closed') throw new AppError('chat_closed');
      publishChat(bus, chat, { type: 'typing', chatId: chat.id, side: 'visitor', name: chat.visitorName }, false);
    },

    async read(token: string | undefined): Promise<LiveChatView> {
      const { chat } = await change(token, (tx, locked) => clearUnread(tx, locked.id, 'visitor'), false);
      return viewOf(chat);
    },

    async close(token: string | undefined): Promise<LiveChatView> {
      const { chat } = await change(token, async (tx, locked) => {
        await insertMessage(tx, {
          chatId: locked.id,
          sender: 'system',
          staffId: null,
          name: '',
          text: 'closed:visitor',
          imageIds: [],
          at: clock.now(),
        });
        await updateClosed(tx, locked.id, 'visitor', clock.now());
      });
      return viewOf(chat);
    },

    async rate(token: string | undefined, stars: number, comment: string | undefined): Promise<LiveChatView> {
      const { chat } = await change(
        token,
        async (tx, locked) => {
          if (!(await updateRating(tx, locked.id, stars, comment?.trim() || null))) throw new AppError('chat_not_ratable');
        },
        false,
      );
      return viewOf(chat);
    },
  };
}

export type LiveChatService = ReturnType<typeof createLiveChatService>;
