/**
 * Feedback (decision 031): a player sends a category, up to 140 characters and up to 3 png/jpg
 * images of 5 MB (SPEC.md sections 5 and 9) from the customer service page, and reads staff
 * replies there; staff work the queue: reply, close. At most FEEDBACK_PER_HOUR a player an hour.
 * The text holds between the brand's support-question word bounds (decision 064).
 */
import {
  FEEDBACK_PER_HOUR,
  feedbackFields,
  type BoFeedback,
  type BoFeedbackPage,
  type BoFeedbackQuery,
  type FeedbackPage,
  type FeedbackView,
} from '@pkg/contracts/messages';
import { countWords } from '@pkg/contracts/live-chat';
import type { Db, Queryable } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Account } from '../accounts/index.ts';
import type { Brand } from '../brands/index.ts';
import type { ReadUploads } from '../uploads/index.ts';
import { insertUploads } from '../uploads/index.ts';
import { selectSupportSettings } from '../live-chat/index.ts';
import {
  closeFeedback,
  countRecentFeedback,
  insertFeedback,
  insertReply,
  lockAccount,
  selectDeskFeedback,
  selectDeskFeedbackOne,
  selectOwnFeedback,
} from './feedback.queries.ts';
import { auditStaffChange, type StaffActor } from '../staff/index.ts';

const HOUR_MS = 3_600_000;

/** Stores the feedback and its images in one transaction; nothing is kept when anything is refused. */
async function submitFeedback(
  { db, clock }: { db: Db; clock: Clock },
  brand: Brand,
  account: Account,
  form: ReadUploads,
): Promise<FeedbackView> {
  const parsed = feedbackFields.safeParse(form.fields);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? 'content');
    throw new AppError('field_invalid', parsed.error.issues[0]?.message, { field });
  }
  // A support question: between the brand's word bounds (the live chat's settings, decision 064),
  // the same rule and error code as a chat's first question; the site counts them as the player types.
  const bounds = await selectSupportSettings(db, brand.id);
  const words = countWords(parsed.data.content);
  if (words < bounds.minWords || words > bounds.maxWords)
    throw new AppError('chat_question_words', `${bounds.minWords} to ${bounds.maxWords} words`, {
      field: 'content',
      minWords: bounds.minWords,
      maxWords: bounds.maxWords,
      words,
    });
  const at = clock.now();
  const id = await db.transaction(async (tx) => {
    await lockAccount(tx, account.id);
    const recent = await countRecentFeedback(tx, account.id, new Date(at.getTime() - HOUR_MS));
    if (recent.count >= FEEDBACK_PER_HOUR) {
      const freeAt = (recent.oldest?.getTime() ?? at.getTime()) + HOUR_MS;
      throw new AppError('too_many_requests', 'feedback limit reached', {
        retryAfterSeconds: Math.max(1, Math.ceil((freeAt - at.getTime()) / 1000)),
      });
    }
    const imageIds = await insertUploads(tx, { brandId: brand.id, accountId: account.id, purpose: 'feedback', at }, form.images);
    return insertFeedback(tx, { brandId: brand.id, accountId: account.id, ...parsed.data, imageIds, at });
  });
  const { rows } = await selectOwnFeedback(db, account.id, 1, 0);
  const mine = rows.find((row) => row.id === id);
  if (!mine) throw new Error('feedback vanished after insert');
  return mine;
}

export function createFeedbackService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function deskOne(actor: StaffActor, id: string, tx: Queryable = db, lock = false) {
    const found = /^[0-9]{1,18}$/.test(id) ? await selectDeskFeedbackOne(tx, actor.staff.scope, id, lock) : null;
    if (!found) throw new AppError('feedback_not_found');
    return found;
  }

  return {
    /** Stores the feedback and its images in one transaction; nothing is kept when anything is refused. */
    submit: (brand: Brand, account: Account, form: ReadUploads) => submitFeedback(deps, brand, account, form),

    async page(account: Account, pageNo: number, pageSize: number): Promise<FeedbackPage> {
      const { rows, total } = await selectOwnFeedback(db, account.id, pageSize, (pageNo - 1) * pageSize);
      return { list: rows, pageNum: pageNo, totalPages: Math.ceil(total / pageSize) };
    },

    async queue(actor: StaffActor, query: BoFeedbackQuery): Promise<BoFeedbackPage> {
      const entries = await selectDeskFeedback(db, { scope: actor.staff.scope, ...query });
      return { entries, nextBefore: entries.length === query.limit ? (entries.at(-1)?.id ?? null) : null };
    },

    async reply(actor: StaffActor, id: string, content: string): Promise<BoFeedback> {
      await db.transaction(async (tx) => {
        const found = await deskOne(actor, id, tx, true);
        if (found.status === 'closed') throw new AppError('feedback_closed');
        const at = clock.now();
        await insertReply(tx, { feedbackId: id, staffId: actor.staff.staff.id, staffName: actor.staff.staff.displayName, content, at });
        await auditStaffChange(tx, clock, actor, {
          action: 'feedback.reply',
          brandId: found.brandId,
          target: `feedback:${id}`,
          detail: { reply: content },
        });
      });
      return deskOne(actor, id);
    },

    async close(actor: StaffActor, id: string): Promise<BoFeedback> {
      await db.transaction(async (tx) => {
        const found = await deskOne(actor, id, tx, true);
        if (found.status === 'closed') throw new AppError('feedback_closed');
        await closeFeedback(tx, id, clock.now());
        await auditStaffChange(tx, clock, actor, {
          action: 'feedback.close',
          brandId: found.brandId,
          target: `feedback:${id}`,
          detail: { before: found.status },
        });
      });
      return deskOne(actor, id);
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
