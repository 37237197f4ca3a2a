import {
  CHAT_TOKEN_HEADER,
  LIVE_CHAT_API,
  type ChatMessage,
  type LiveChatOpened,
  type LiveChatSettings,
  type LiveChatView,
} from '@pkg/contracts/live-chat';
import { wpsGet, wpsSend, wpsSendForm } from '../../lib/api-client';

/** The live chat's calls (decision 062). The chat token is kept in this browser until the chat is left. */
const TOKEN_KEY = 'liveChat.token';

export const readChatToken = (): string | null => localStorage.getItem(TOKEN_KEY);
export const storeChatToken = (token: string) => localStorage.setItem(TOKEN_KEY, token);
export const forgetChatToken = () => localStorage.removeItem(TOKEN_KEY);

const withToken = (token: string) => ({ [CHAT_TOKEN_HEADER]: token });
const query = (token: string) => `token=${encodeURIComponent(token)}`;

export const liveChatKeys = { settings: ['liveChat', 'settings'] as const, chat: (token: string) => ['liveChat', 'chat', token] as const };

export const fetchChatSettings = () => wpsGet<LiveChatSettings>(LIVE_CHAT_API.settings);
export const openChat = (member: boolean, body: { name?: string; question: string; humanCheck?: string }) =>
  wpsSend<LiveChatOpened>('POST', member ? LIVE_CHAT_API.memberOpen : LIVE_CHAT_API.open, body);
export const fetchChat = (token: string) => wpsGet<LiveChatView>(LIVE_CHAT_API.chat, withToken(token));

/** A message: JSON for text alone, a multipart form (the upload rules: PNG or JPEG, up to 3 of 5 MB) with images. */
export function sendChatMessage(token: string, text: string, images: File[]): Promise<ChatMessage> {
  if (images.length === 0) return wpsSend<ChatMessage>('POST', LIVE_CHAT_API.messages, { text }, withToken(token));
  const form = new FormData();
  form.append('text', text);
  for (const image of images) form.append('images', image, image.name);
  return wpsSendForm<ChatMessage>('POST', `${LIVE_CHAT_API.messages}?${query(token)}`, form);
}

export const sendTyping = (token: string) => wpsSend<null>('POST', LIVE_CHAT_API.typing, undefined, withToken(token));
export const markChatRead = (token: string) => wpsSend<LiveChatView>('POST', LIVE_CHAT_API.read, undefined, withToken(token));
export const closeChat = (token: string) => wpsSend<LiveChatView>('POST', LIVE_CHAT_API.close, undefined, withToken(token));
export const rateChat = (token: string, stars: number, comment: string) =>
  wpsSend<LiveChatView>('POST', LIVE_CHAT_API.rate, comment ? { stars, comment } : { stars }, withToken(token));

/** The stream's address (EventSource sends no header, so the token goes in the query). */
export const chatEventsUrl = (token: string) => `${LIVE_CHAT_API.events}?${query(token)}`;
export const chatImageUrl = (token: string, id: string) => `${LIVE_CHAT_API.image.replace(':id', encodeURIComponent(id))}?${query(token)}`;
