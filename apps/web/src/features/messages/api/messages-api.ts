import type { FeedbackPage, FeedbackView, MessageDetail, MessagePage, UnreadValue } from '@pkg/contracts/messages';
import { API } from '@pkg/contracts/routes';
import { wpsGet, wpsSend, wpsSendForm } from '../../../lib/api-client';

/** Query keys of the messages feature; everything under ['messages'] is refetched when a message arrives. */
export const messageKeys = {
  all: ['messages'] as const,
  unread: ['messages', 'unread'] as const,
  page: (pageNo: number) => ['messages', 'page', pageNo] as const,
  detail: (id: string) => ['messages', 'detail', id] as const,
  feedback: (pageNo: number) => ['feedback', pageNo] as const,
};

export const fetchUnread = () => wpsGet<number>(API.unreadCount);
export const fetchMessages = (pageNo: number) => wpsGet<MessagePage>(`${API.messages}?pageNo=${pageNo}&pageSize=10`);
export const openMessage = (id: string) => wpsGet<MessageDetail>(API.message.replace(':id', encodeURIComponent(id)));
export const readAllMessages = () => wpsSend<UnreadValue>('POST', API.messagesReadAll);
export const deleteMessage = (id: string) => wpsSend<UnreadValue>('POST', API.messageDelete.replace(':id', encodeURIComponent(id)));
export const fetchFeedback = (pageNo: number) => wpsGet<FeedbackPage>(`${API.feedback}?pageNo=${pageNo}&pageSize=10`);
export const sendFeedback = (form: FormData) => wpsSendForm<FeedbackView>('PUT', API.feedback, form);
/** The address of one of the caller's own uploaded images (read with the session header, so fetched as a blob). */
export const uploadPath = (id: string) => API.upload.replace(':id', encodeURIComponent(id));
