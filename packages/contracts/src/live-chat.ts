import { z } from 'zod';

/**
 * The built-in live chat (decision 062). A visitor (after the human check) or a member opens a chat
 * from the floating bar and holds its chat token (header `x-chat-token`; the stream and images take
 * it as `?token=` since EventSource and <img> cannot send headers). Staff of the brand answer from
 * the back office's chat desk (chat.read to see the queue and transcripts, chat.answer to take a
 * chat, write, close and keep canned replies). Live events go over server-sent events.
 */

const id = z.string().regex(/^[0-9]{1,18}$/);

/** The chat's paths on the site (/wps) and the desk (/bo). */
export const LIVE_CHAT_API = {
  settings: '/wps/liveChat/settings',
  open: '/wps/liveChat/open',
  memberOpen: '/wps/member/liveChat/open',
  chat: '/wps/liveChat/chat',
  messages: '/wps/liveChat/messages',
  typing: '/wps/liveChat/typing',
  read: '/wps/liveChat/read',
  close: '/wps/liveChat/close',
  rate: '/wps/liveChat/rate',
  events: '/wps/liveChat/events',
  image: '/wps/liveChat/images/:id',
} as const;

export const LIVE_CHAT_BO_API = {
  queue: '/bo/liveChat/chats',
  chat: '/bo/liveChat/chats/:id',
  assign: '/bo/liveChat/chats/:id/assign',
  messages: '/bo/liveChat/chats/:id/messages',
  typing: '/bo/liveChat/chats/:id/typing',
  read: '/bo/liveChat/chats/:id/read',
  close: '/bo/liveChat/chats/:id/close',
  canned: '/bo/liveChat/canned',
  cannedOne: '/bo/liveChat/canned/:id',
  settings: '/bo/liveChat/settings',
  events: '/bo/liveChat/events',
  image: '/bo/liveChat/images/:id',
} as const;

/** The header carrying the participant's chat token. */
export const CHAT_TOKEN_HEADER = 'x-chat-token';
/** Most characters of one message. */
export const CHAT_MESSAGE_MAX = 2_000;
/** Most characters of a visitor's name. */
export const CHAT_NAME_MAX = 40;
/** Chats a visitor's address may open an hour (members count per account). */
export const CHATS_PER_HOUR = 3;

export const liveChatModes = ['builtin', 'external', 'both'] as const;
export type LiveChatMode = (typeof liveChatModes)[number];

/** Words of a text as the chat counts them (runs of non-space characters; each CJK/Thai character run counts as one). */
export function countWords(text: string): number {
  return text.trim() === '' ? 0 : text.trim().split(/\s+/u).length;
}

/** `GET /wps/liveChat/settings`: what the floating bar offers and the question's word bounds. */
export const liveChatSettings = z.object({
  mode: z.enum(liveChatModes),
  minWords: z.number().int(),
  maxWords: z.number().int(),
});
export type LiveChatSettings = z.infer<typeof liveChatSettings>;

export const liveChatOpenBody = z.object({
  name: z.string().trim().max(CHAT_NAME_MAX).optional(),
  question: z.string().max(CHAT_MESSAGE_MAX),
  humanCheck: z.string().max(4096).optional(),
});
export type LiveChatOpenBody = z.infer<typeof liveChatOpenBody>;

export const chatMessageBody = z.object({ text: z.string().max(CHAT_MESSAGE_MAX) });

export const chatMessage = z.object({
  id: z.string(),
  sender: z.enum(['visitor', 'staff', 'system']),
  senderName: z.string(),
  text: z.string(),
  imageIds: z.array(z.string()),
  at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const chatStatus = z.enum(['waiting', 'open', 'closed']);
export type ChatStatus = z.infer<typeof chatStatus>;

/** The participant's view of a chat. */
export const liveChatView = z.object({
  id: z.string(),
  status: chatStatus,
  visitorName: z.string(),
  agentName: z.string().nullable(),
  unread: z.number().int(),
  rating: z.number().int().nullable(),
  messages: z.array(chatMessage),
});
export type LiveChatView = z.infer<typeof liveChatView>;

export const liveChatOpened = z.object({ token: z.string(), chat: liveChatView });
export type LiveChatOpened = z.infer<typeof liveChatOpened>;

export const liveChatRateBody = z.object({
  stars: z.number().int().min(1).max(5),
  comment: z.string().trim().max(500).optional(),
});

/** One chat in the desk's queue. */
export const boChatSummary = z.object({
  id: z.string(),
  brandId: z.string(),
  brandCode: z.string(),
  status: chatStatus,
  visitorName: z.string(),
  member: z.string().nullable(),
  assignedStaffId: z.string().nullable(),
  assignedName: z.string().nullable(),
  unread: z.number().int(),
  lastText: z.string(),
  lastMessageAt: z.string(),
  createdAt: z.string(),
  rating: z.number().int().nullable(),
  ratingComment: z.string().nullable(),
});
export type BoChatSummary = z.infer<typeof boChatSummary>;

export const boChatQueue = z.object({ chats: z.array(boChatSummary) });
export type BoChatQueue = z.infer<typeof boChatQueue>;

export const boChatQueueQuery = z.object({
  brandId: id.optional(),
  status: z.enum(['active', 'waiting', 'open', 'closed']).default('active'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const boChatDetail = boChatSummary.extend({ messages: z.array(chatMessage), ip: z.string().nullable() });
export type BoChatDetail = z.infer<typeof boChatDetail>;

export const boCannedReply = z.object({ id: z.string(), brandId: z.string(), title: z.string(), text: z.string() });
export type BoCannedReply = z.infer<typeof boCannedReply>;
export const boCannedList = z.object({ replies: z.array(boCannedReply) });
export type BoCannedList = z.infer<typeof boCannedList>;
export const boCannedBody = z.object({
  brandId: id,
  title: z.string().trim().min(1).max(60),
  text: z.string().trim().min(1).max(CHAT_MESSAGE_MAX),
});

export const boChatSettingsQuery = z.object({ brandId: id });
export const boChatSettingsBody = z.object({
  brandId: id,
  mode: z.enum(liveChatModes),
  minWords: z.number().int().min(1).max(1000),
  maxWords: z.number().int().min(1).max(1000),
});

/**
 * The events of a chat's stream (`event: <type>`): a message, the other side typing, the chat's
 * state (assigned, closed, rated, unread counts). The desk's stream sends the same for every chat
 * of the brands in scope, plus `queue` when a chat is opened.
 */
export const chatEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), chatId: z.string(), message: chatMessage }),
  z.object({ type: z.literal('typing'), chatId: z.string(), side: z.enum(['visitor', 'staff']), name: z.string() }),
  z.object({
    type: z.literal('state'),
    chatId: z.string(),
    status: chatStatus,
    agentName: z.string().nullable(),
    unreadVisitor: z.number().int(),
    unreadStaff: z.number().int(),
    rating: z.number().int().nullable(),
  }),
  z.object({ type: z.literal('queue'), chatId: z.string() }),
]);
export type ChatEvent = z.infer<typeof chatEvent>;
