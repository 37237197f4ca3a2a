import type { MessageDetail, MessagePage } from '@pkg/contracts/messages';
import { MESSAGE_STREAM_EVENT } from '@pkg/contracts/messages';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { BrandEventBus } from '../../lib/brand-events.ts';
import type { Account } from '../accounts/index.ts';
import { countUnread, hideMessage, markAllRead, markRead, selectMessagePage, selectVisibleMessage } from './messages.queries.ts';

const ID = /^[0-9]{1,18}$/;

/**
 * The player's side of platform messages (decision 031): the list, opening one (which marks it
 * read), read-all, delete (hide the player's own copy) and the unread count. After a change the
 * account's live streams get a `message` event, so the badge of the player's other tabs follows.
 */
export function createMessageService(deps: { db: Db; clock: Clock; accountEvents: Pick<BrandEventBus, 'publish'> }) {
  const { db, clock } = deps;
  const changed = (account: Account) => deps.accountEvents.publish(account.id, { type: MESSAGE_STREAM_EVENT, data: {} });

  async function visible(account: Account, id: string): Promise<MessageDetail> {
    const found = ID.test(id) ? await selectVisibleMessage(db, account.id, id, clock.now()) : null;
    if (!found) throw new AppError('message_not_found');
    return found;
  }

  return {
    /** A page of the caller's messages, newest first, each marked read or unread, with the unread count. */
    async page(account: Account, pageNo: number, pageSize: number): Promise<MessagePage> {
      const { rows, total, unread } = await selectMessagePage(db, account.id, clock.now(), pageSize, (pageNo - 1) * pageSize);
      return { list: rows, pageNum: pageNo, totalPages: Math.ceil(total / pageSize), unread };
    },

    /** One message with its content; marks it read. */
    async open(account: Account, id: string): Promise<MessageDetail> {
      const message = await visible(account, id);
      if (!message.read) {
        await markRead(db, account.id, [message.id], clock.now());
        changed(account);
      }
      return { ...message, read: true };
    },

    async readAll(account: Account): Promise<{ unread: number }> {
      const marked = await markAllRead(db, account.id, clock.now());
      if (marked > 0) changed(account);
      return { unread: await countUnread(db, account.id, clock.now()) };
    },

    /** Hides the caller's copy: it leaves the list and the count; others' copies stay. */
    async remove(account: Account, id: string): Promise<{ unread: number }> {
      await visible(account, id);
      await hideMessage(db, account.id, id, clock.now());
      changed(account);
      return { unread: await countUnread(db, account.id, clock.now()) };
    },

    unread: (account: Account) => countUnread(db, account.id, clock.now()),
  };
}

export type MessageService = ReturnType<typeof createMessageService>;
