import {
  LIVE_CHAT_BO_API,
  type BoCannedList,
  type BoCannedReply,
  type BoChatDetail,
  type BoChatQueue,
  type ChatMessage,
  type LiveChatSettings,
} from '@pkg/contracts/live-chat';
import { bo, BoError } from '../lib/api';
import { currentApiLanguage } from '../lib/i18n';

/** The chat desk's calls (decision 062): the server checks chat.read or chat.answer on each. */
const withId = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

export const chatKeys = {
  queue: (brandId: string, status: string) => ['chat', 'queue', brandId, status] as const,
  chat: (id: string) => ['chat', 'chat', id] as const,
  canned: (brandId: string) => ['chat', 'canned', brandId] as const,
  settings: (brandId: string) => ['chat', 'settings', brandId] as const,
};

export const fetchQueue = (brandId: string, status: 'active' | 'closed') =>
  bo<BoChatQueue>(LIVE_CHAT_BO_API.queue, { query: { brandId, status } });
export const fetchChat = (id: string) => bo<BoChatDetail>(withId(LIVE_CHAT_BO_API.chat, id));
export const takeChat = (id: string) => bo<BoChatDetail>(withId(LIVE_CHAT_BO_API.assign, id), { method: 'POST' });
export const markRead = (id: string) => bo<BoChatDetail>(withId(LIVE_CHAT_BO_API.read, id), { method: 'POST' });
export const closeChat = (id: string) => bo<BoChatDetail>(withId(LIVE_CHAT_BO_API.close, id), { method: 'POST' });
export const sendTyping = (id: string) => bo<null>(withId(LIVE_CHAT_BO_API.typing, id), { method: 'POST' });
export const fetchCanned = (brandId: string) => bo<BoCannedList>(LIVE_CHAT_BO_API.canned, { query: { brandId } });
export const addCanned = (brandId: string, title: string, text: string) =>
  bo<BoCannedReply>(LIVE_CHAT_BO_API.canned, { method: 'POST', body: { brandId, title, text } });
export const fetchSettings = (brandId: string) => bo<LiveChatSettings>(LIVE_CHAT_BO_API.settings, { query: { brandId } });
export const saveSettings = (brandId: string, settings: LiveChatSettings) =>
  bo<LiveChatSettings>(LIVE_CHAT_BO_API.settings, { method: 'POST', body: { brandId, ...settings } });
export const chatImageUrl = (id: string) => withId(LIVE_CHAT_BO_API.image, id);
export const deskEventsUrl = LIVE_CHAT_BO_API.events;

/** Calls the generic client cannot send: a canned reply's removal (DELETE) and a message with images (multipart). */
async function raw<T>(path: string, init: RequestInit): Promise<T> {
  const response = await fetch(path, {
    ...init,
    headers: { 'x-backoffice': '1', language: currentApiLanguage(), ...(init.headers as Record<string, string> | undefined) },
    credentials: 'same-origin',
  });
  const body = (await response.json().catch(() => null)) as { success: boolean; value: T; errorCode: string; message: string } | null;
  if (!body) throw new BoError('internal_error', response.status, response.statusText);
  if (!body.success) throw new BoError(body.errorCode, response.status, body.message);
  return body.value;
}

export const removeCanned = (id: string) => raw<BoCannedReply>(withId(LIVE_CHAT_BO_API.cannedOne, id), { method: 'DELETE' });

export function sendMessage(id: string, text: string, images: File[]): Promise<ChatMessage> {
  if (images.length === 0) return bo<ChatMessage>(withId(LIVE_CHAT_BO_API.messages, id), { method: 'POST', body: { text } });
  const form = new FormData();
  form.append('text', text);
  for (const image of images) form.append('images', image, image.name);
  return raw<ChatMessage>(withId(LIVE_CHAT_BO_API.messages, id), { method: 'POST', body: form });
}
