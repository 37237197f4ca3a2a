import {
  LIVE_CHAT_BO_API,
  type BoCannedList,
  type BoCannedReply,
  type BoChatDetail,
  type BoChatQueue,
  type ChatMessage,
  type LiveChatSettings,
} from '@pkg/contracts/live-chat';
import { bo, boForm, boUrl } from '../lib/api';

/** The chat desk's calls (decision 062): the server checks chat.read or chat.answer on each. */

export const chatKeys = {
  queue: (brandId: string, status: string) => ['chat', 'queue', brandId, status] as const,
  chat: (id: string) => ['chat', 'chat', id] as const,
  canned: (brandId: string) => ['chat', 'canned', brandId] as const,
  settings: (brandId: string) => ['chat', 'settings', brandId] as const,
};

export const fetchQueue = (brandId: string, status: 'active' | 'closed') =>
  bo<BoChatQueue>(LIVE_CHAT_BO_API.queue, { query: { brandId, status } });
export const fetchChat = (id: string) => bo<BoChatDetail>(LIVE_CHAT_BO_API.chat, { params: { id } });
export const takeChat = (id: string) => bo<BoChatDetail>(LIVE_CHAT_BO_API.assign, { params: { id }, method: 'POST' });
export const markRead = (id: string) => bo<BoChatDetail>(LIVE_CHAT_BO_API.read, { params: { id }, method: 'POST' });
export const closeChat = (id: string) => bo<BoChatDetail>(LIVE_CHAT_BO_API.close, { params: { id }, method: 'POST' });
export const sendTyping = (id: string) => bo<null>(LIVE_CHAT_BO_API.typing, { params: { id }, method: 'POST' });
export const fetchCanned = (brandId: string) => bo<BoCannedList>(LIVE_CHAT_BO_API.canned, { query: { brandId } });
export const addCanned = (brandId: string, title: string, text: string) =>
  bo<BoCannedReply>(LIVE_CHAT_BO_API.canned, { method: 'POST', body: { brandId, title, text } });
export const fetchSettings = (brandId: string) => bo<LiveChatSettings>(LIVE_CHAT_BO_API.settings, { query: { brandId } });
export const saveSettings = (brandId: string, settings: LiveChatSettings) =>
  bo<LiveChatSettings>(LIVE_CHAT_BO_API.settings, { method: 'POST', body: { brandId, ...settings } });
export const chatImageUrl = (id: string) => boUrl(LIVE_CHAT_BO_API.image, { id });
export const deskEventsUrl = LIVE_CHAT_BO_API.events;

export const removeCanned = (id: string) => bo<BoCannedReply>(LIVE_CHAT_BO_API.cannedOne, { params: { id }, method: 'DELETE' });

export function sendMessage(id: string, text: string, images: File[]): Promise<ChatMessage> {
  if (images.length === 0) return bo<ChatMessage>(LIVE_CHAT_BO_API.messages, { params: { id }, method: 'POST', body: { text } });
  const form = new FormData();
  form.append('text', text);
  for (const image of images) form.append('images', image, image.name);
  return boForm<ChatMessage>(LIVE_CHAT_BO_API.messages, form, { id });
}
