import { z } from 'zod';

/**
 * Platform messages (the member centre's messageV2), the unread count, and feedback (decision 031).
 * Players read their messages and send feedback under /wps; staff compose, schedule and withdraw
 * messages and answer feedback under /bo (messages.read, messages.manage, feedback.manage).
 */

const id = z.string().regex(/^[0-9]{1,18}$/);

/** Most characters of a message title. */
export const MESSAGE_TITLE_MAX = 120;
/** Most characters of a message's HTML as staff write it (before sanitising). */
export const MESSAGE_HTML_MAX = 20_000;

// ---- The player's messages -------------------------------------------------------------------

export const messageListQuery = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

export const messageItem = z.object({
  id: z.string(),
  title: z.string(),
  /** ISO instant (UTC) the message was published; shown in GMT+8. */
  publishedAt: z.string(),
  expiresAt: z.string().nullable(),
  read: z.boolean(),
});
export type MessageItem = z.infer<typeof messageItem>;

/** `GET /wps/v2/messages`: the caller's messages, unread first, then newest first. */
export const messagePage = z.object({
  list: z.array(messageItem),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  /** The caller's unread messages in all (the header badge). */
  unread: z.number().int(),
});
export type MessagePage = z.infer<typeof messagePage>;

/** `GET /wps/v2/messages/:id`: one message with its sanitised HTML; opening it marks it read. */
export const messageDetail = messageItem.extend({ content: z.string() });
export type MessageDetail = z.infer<typeof messageDetail>;

/** Answers of read-all and delete: the unread count afterwards. */
export const unreadValue = z.object({ unread: z.number().int() });
export type UnreadValue = z.infer<typeof unreadValue>;

export { MESSAGE_STREAM_EVENT } from './stream-events.ts';

// ---- Feedback ----------------------------------------------------------------------------------

export const FEEDBACK_CATEGORIES = ['deposit', 'withdrawal', 'games', 'account', 'promotion', 'suggestion', 'other'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];
export const FEEDBACK_STATUSES = ['open', 'replied', 'closed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** SPEC.md sections 5 and 9: feedback at most 140 characters, up to 3 png/jpg images of 5 MB. */
export const FEEDBACK_CONTENT_MAX = 140;
/** Feedback one account may send in an hour (more get too_many_requests). */
export const FEEDBACK_PER_HOUR = 5;

/**
 * `PUT /wps/feedback` is multipart: text fields `category` and `content`, files `images` (0-3).
 * The fields are checked with this schema after the images were read.
 */
export const feedbackFields = z.object({
  category: z.enum(FEEDBACK_CATEGORIES),
  content: z.string().trim().min(1).max(FEEDBACK_CONTENT_MAX),
});
export type FeedbackFields = z.infer<typeof feedbackFields>;

export const feedbackReply = z.object({ content: z.string(), at: z.string(), staff: z.string().optional() });

export const feedbackView = z.object({
  id: z.string(),
  category: z.enum(FEEDBACK_CATEGORIES),
  content: z.string(),
  /** Upload ids of the images; the player reads them at /wps/uploads/:id. */
  images: z.array(z.string()),
  status: z.enum(FEEDBACK_STATUSES),
  createdAt: z.string(),
  replies: z.array(feedbackReply),
});
export type FeedbackView = z.infer<typeof feedbackView>;

export const feedbackListQuery = messageListQuery;

/** `GET /wps/feedback`: the caller's feedback, newest first, with staff replies. */
export const feedbackPage = z.object({ list: z.array(feedbackView), pageNum: z.number().int(), totalPages: z.number().int() });
export type FeedbackPage = z.infer<typeof feedbackPage>;

// ---- Back office: messages ---------------------------------------------------------------------

/** Audience kinds; a new kind (a VIP level) adds a value here and a predicate on the server. */
export const MESSAGE_AUDIENCES = ['player', 'all', 'agents', 'members', 'team'] as const;
export type MessageAudience = (typeof MESSAGE_AUDIENCES)[number];
/** Kinds that name an account by username: the player, or the agent whose team it is. */
export const AUDIENCES_WITH_USERNAME: readonly MessageAudience[] = ['player', 'team'];

export const boAudience = z.object({
  kind: z.enum(MESSAGE_AUDIENCES),
  /** The player (kind player) or the agent (kind team). */
  username: z.string().trim().min(1).max(64).optional(),
});
export type BoAudience = z.infer<typeof boAudience>;

export const boMessageDraft = z.object({
  brandId: id,
  title: z.string().trim().min(1).max(MESSAGE_TITLE_MAX),
  html: z.string().trim().min(1).max(MESSAGE_HTML_MAX),
  audience: boAudience,
});
export type BoMessageDraft = z.infer<typeof boMessageDraft>;

/** `POST /bo/messages`: send now, or at `publishAt`; optionally until `expiresAt`. */
export const boMessageSend = boMessageDraft.extend({
  publishAt: z.string().datetime().optional(),
  expiresAt: z.string().datetime().optional(),
  /** Players who register after publication see it too (a welcome message). */
  includeLaterAccounts: z.boolean().default(false),
});
export type BoMessageSend = z.infer<typeof boMessageSend>;

/** `POST /bo/messages/preview`: the HTML as players will see it and how many accounts it reaches now. */
export const boMessagePreview = z.object({ title: z.string(), content: z.string(), recipients: z.number().int() });
export type BoMessagePreview = z.infer<typeof boMessagePreview>;

export const BO_MESSAGE_STATES = ['scheduled', 'live', 'expired', 'withdrawn'] as const;

export const boMessage = z.object({
  id: z.string(),
  brandId: z.string(),
  brandCode: z.string(),
  title: z.string(),
  content: z.string(),
  audience: z.enum(MESSAGE_AUDIENCES),
  audienceUsername: z.string().nullable(),
  includeLaterAccounts: z.boolean(),
  publishAt: z.string(),
  expiresAt: z.string().nullable(),
  state: z.enum(BO_MESSAGE_STATES),
  createdBy: z.string().nullable(),
  /** Accounts that opened it. */
  reads: z.number().int(),
});
export type BoMessage = z.infer<typeof boMessage>;

export const boMessageQuery = z.object({
  brandId: id.optional(),
  /** Messages with an id below this (paging back). */
  before: id.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type BoMessageQuery = z.infer<typeof boMessageQuery>;

export const boMessagePage = z.object({ entries: z.array(boMessage), nextBefore: z.string().nullable() });
export type BoMessagePage = z.infer<typeof boMessagePage>;

// ---- Back office: feedback ---------------------------------------------------------------------

export const boFeedbackQuery = z.object({
  brandId: id.optional(),
  status: z.enum(FEEDBACK_STATUSES).optional(),
  before: id.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type BoFeedbackQuery = z.infer<typeof boFeedbackQuery>;

export const boFeedback = feedbackView.extend({ brandId: z.string(), brandCode: z.string(), username: z.string() });
export type BoFeedback = z.infer<typeof boFeedback>;

export const boFeedbackPage = z.object({ entries: z.array(boFeedback), nextBefore: z.string().nullable() });
export type BoFeedbackPage = z.infer<typeof boFeedbackPage>;

export const boFeedbackReply = z.object({ content: z.string().trim().min(1).max(1000) });
