/**
 * The back office's chat desk (decision 062): the queue with unread counts, a chat's transcript,
 * taking a chat, answering it (text, images), typing, closing; canned replies and the brand's chat
 * settings. Every call is limited to the brands in the staff member's scope; a chat of another
 * brand answers chat_not_found as if it did not exist.
 */
import type {
  BoCannedList,
  BoCannedReply,
  BoChatDetail,
  BoChatQueue,
  ChatMessage,
  ChatStatus,
  LiveChatSettings,
} from '@pkg/contracts/live-chat';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { CleanImage } from '../uploads/index.ts';
import { assertBrandInScope, auditStaffChange, type StaffActor } from '../staff/index.ts';
import {
  clearUnread,
  deleteCanned,
  insertCanned,
  insertMessage,
  lockChat,
  selectCanned,
  selectChat,
  selectMessages,
  selectQueue,
  selectSettings,
  summaryOf,
  updateAssigned,
  updateClosed,
  upsertSettings,
  type ChatRow,
} from './live-chat.queries.ts';
import { checkMessage, publishChat, stateEvent, storeMessage, type ChatDeps } from './live-chat.service.ts';

const STATUSES: Record<'active' | ChatStatus, ChatStatus[]> = {
  active: ['waiting', 'open'],
  waiting: ['waiting'],
  open: ['open'],
  closed: ['closed'],
};

export function createChatDesk(deps: ChatDeps) {
  const { db, clock, bus } = deps;

  async function chatOf(actor: StaffActor, id: string, tx: Queryable = db): Promise<ChatRow> {
    const chat = /^[0-9]{1,18}$/.test(id) ? await selectChat(tx, id, actor.staff.scope) : null;
    if (!chat) throw new AppError('chat_not_found');
    return chat;
  }

  async function detailOf(chat: ChatRow): Promise<BoChatDetail> {
    return { ...summaryOf(chat), ip: chat.ip, messages: await selectMessages(db, chat.id) };
  }

  /** A change of a chat under its row lock (refusing a closed one when `openOnly`); publishes its new state. */
  async function change<T>(actor: StaffActor, id: string, run: (tx: Queryable, chat: ChatRow) => Promise<T>, openOnly = true) {
    await chatOf(actor, id);
    const result = await db.transaction(async (tx) => {
      await lockChat(tx, id);
      const locked = await chatOf(actor, id, tx);
      if (openOnly && locked.status === 'closed') throw new AppError('chat_closed');
      return run(tx, locked);
    });
    const after = await chatOf(actor, id);
    publishChat(bus, after, stateEvent(after));
    return { result, chat: after };
  }

  const me = (actor: StaffActor) => ({ id: actor.staff.staff.id, name: actor.staff.staff.displayName });

  async function take(tx: Queryable, actor: StaffActor, chat: ChatRow): Promise<void> {
    await updateAssigned(tx, chat.id, me(actor));
    await auditStaffChange(tx, clock, actor, {
      action: 'chat.assign',
      brandId: chat.brandId,
      target: `chat:${chat.id}`,
      detail: { before: chat.assignedStaffId },
    });
  }

  return {
    async queue(
      actor: StaffActor,
      query: { brandId?: string | undefined; status: 'active' | ChatStatus; limit: number },
    ): Promise<BoChatQueue> {
      if (query.brandId) assertBrandInScope(actor, query.brandId);
      const rows = await selectQueue(db, {
        scope: actor.staff.scope,
        brandId: query.brandId ?? null,
        statuses: STATUSES[query.status],
        limit: query.limit,
      });
      return { chats: rows.map(summaryOf) };
    },

    detail: async (actor: StaffActor, id: string) => detailOf(await chatOf(actor, id)),

    /** Takes the chat (from the queue or from a colleague). */
    async assign(actor: StaffActor, id: string): Promise<BoChatDetail> {
      const { chat } = await change(actor, id, (tx, locked) => take(tx, actor, locked));
      return detailOf(chat);
    },

    /** Answers the chat; a chat nobody took yet is taken by whoever answers it first. */
    async send(actor: StaffActor, id: string, text: string, images: readonly CleanImage[]): Promise<ChatMessage> {
      const checked = checkMessage(text, images);
      const { result, chat } = await change(actor, id, async (tx, locked) => {
        if (!locked.assignedStaffId) await take(tx, actor, locked);
        return storeMessage(
          tx,
          clock,
          locked.id,
          { sender: 'staff', staffId: actor.staff.staff.id, name: actor.staff.staff.displayName },
          checked,
          images,
        );
      });
      publishChat(bus, chat, { type: 'message', chatId: chat.id, message: result });
      return result;
    },

    async typing(actor: StaffActor, id: string): Promise<void> {
      const chat = await chatOf(actor, id);
      if (chat.status === 'closed') throw new AppError('chat_closed');
      publishChat(bus, chat, { type: 'typing', chatId: chat.id, side: 'staff', name: actor.staff.staff.displayName });
    },

    async read(actor: StaffActor, id: string): Promise<BoChatDetail> {
      const { chat } = await change(actor, id, (tx, locked) => clearUnread(tx, locked.id, 'staff'), false);
      return detailOf(chat);
    },

    async close(actor: StaffActor, id: string): Promise<BoChatDetail> {
      const { chat } = await change(actor, id, async (tx, locked) => {
        await insertMessage(tx, {
          chatId: locked.id,
          sender: 'system',
          staffId: null,
          name: '',
          text: 'closed:staff',
          imageIds: [],
          at: clock.now(),
        });
        await updateClosed(tx, locked.id, 'staff', clock.now());
        await auditStaffChange(tx, clock, actor, {
          action: 'chat.close',
          brandId: locked.brandId,
          target: `chat:${locked.id}`,
          detail: {},
        });
      });
      return detailOf(chat);
    },

    canned: async (actor: StaffActor, brandId: string | undefined): Promise<BoCannedList> => {
      if (brandId) assertBrandInScope(actor, brandId);
      return { replies: await selectCanned(db, actor.staff.scope, brandId ?? null) };
    },

    async addCanned(actor: StaffActor, body: { brandId: string; title: string; text: string }): Promise<BoCannedReply> {
      assertBrandInScope(actor, body.brandId);
      return db.transaction(async (tx) => {
        const reply = await insertCanned(tx, { ...body, staffId: actor.staff.staff.id, at: clock.now() });
        await auditStaffChange(tx, clock, actor, {
          action: 'chat.canned.add',
          brandId: body.brandId,
          target: `canned:${reply.id}`,
          detail: { title: body.title },
        });
        return reply;
      });
    },

    async removeCanned(actor: StaffActor, id: string): Promise<BoCannedReply> {
      if (!/^[0-9]{1,18}$/.test(id)) throw new AppError('not_found');
      return db.transaction(async (tx) => {
        const removed = await deleteCanned(tx, id, actor.staff.scope);
        if (!removed) throw new AppError('not_found');
        await auditStaffChange(tx, clock, actor, {
          action: 'chat.canned.remove',
          brandId: removed.brandId,
          target: `canned:${id}`,
          detail: { title: removed.title },
        });
        return removed;
      });
    },

    async settings(actor: StaffActor, brandId: string): Promise<LiveChatSettings> {
      assertBrandInScope(actor, brandId);
      return selectSettings(db, brandId);
    },

    async setSettings(actor: StaffActor, brandId: string, settings: LiveChatSettings): Promise<LiveChatSettings> {
      assertBrandInScope(actor, brandId);
      if (settings.minWords > settings.maxWords) throw new AppError('field_invalid', 'minWords above maxWords', { field: 'minWords' });
      await db.transaction(async (tx) => {
        const before = await selectSettings(tx, brandId);
        await upsertSettings(tx, brandId, settings, actor.staff.staff.id, clock.now());
        await auditStaffChange(tx, clock, actor, {
          action: 'chat.settings',
          brandId,
          target: `brand:${brandId}`,
          detail: { before, after: settings },
        });
      });
      return selectSettings(db, brandId);
    },
  };
}

export type ChatDesk = ReturnType<typeof createChatDesk>;
