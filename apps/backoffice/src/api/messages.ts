import { BO_API } from '@pkg/contracts/backoffice-routes';
import type {
  BoFeedback,
  BoFeedbackPage,
  BoMessage,
  BoMessageDraft,
  BoMessagePage,
  BoMessagePreview,
  BoMessageSend,
  FeedbackStatus,
} from '@pkg/contracts/messages';
import type { BoNotice, BoNoticeInput, BoNoticeKind, BoNoticeList } from '@pkg/contracts/notices';
import { bo, boForm, boUrl } from '../lib/api';

/** The engagement desks' queries (decision 036): notices by kind, messages, feedback. */
export const messagesKeys = {
  notices: (kind: BoNoticeKind) => ['bo', 'notices', kind] as const,
  messages: ['bo', 'messages'] as const,
  feedback: ['bo', 'feedback'] as const,
  feedbackList: (status: FeedbackStatus | '') => ['bo', 'feedback', status] as const,
};

/** The notices of one kind (banners, popups, announcements). */
export const fetchNotices = (kind: BoNoticeKind) => bo<BoNoticeList>(BO_API.notices, { query: { kind } });

/** Adds a notice (id null) or changes one. */
export const saveNotice = (id: string | null, body: BoNoticeInput & { enabled?: boolean }) =>
  id === null
    ? bo<BoNotice>(BO_API.notices, { method: 'POST', body })
    : bo<BoNotice>(BO_API.notice, { params: { id }, method: 'POST', body });

/** Uploads a banner image (multipart) and answers its public address. */
export async function uploadBannerImage(brandId: string, file: File): Promise<string> {
  const form = new FormData();
  form.append('brandId', brandId);
  form.append('images', file, file.name);
  return (await boForm<{ url: string }>(BO_API.noticeImages, form)).url;
}

/** The last messages sent to players. */
export const fetchMessages = () => bo<BoMessagePage>(BO_API.messages, { query: { limit: 50 } });

/** How many accounts a draft reaches, before it is sent. */
export const previewMessage = (draft: BoMessageDraft) => bo<BoMessagePreview>(BO_API.messagePreview, { method: 'POST', body: draft });

/** Sends (or schedules) a message. */
export const sendMessage = (body: BoMessageSend) => bo<BoMessage>(BO_API.messages, { method: 'POST', body });

/** Withdraws a sent message. */
export const withdrawMessage = (id: string) => bo<BoMessage>(BO_API.messageWithdraw, { params: { id }, method: 'POST' });

/** Players' feedback, newest first (all states or one). */
export const fetchFeedback = (status: FeedbackStatus | '') => bo<BoFeedbackPage>(BO_API.feedback, { query: { limit: 50, status } });

/** An image a player attached to their feedback. */
export const feedbackImageUrl = (id: string) => boUrl(BO_API.feedbackImage, { id });

/** Answers a player's feedback, or closes it. */
export const replyFeedback = (id: string, content: string) =>
  bo<BoFeedback>(BO_API.feedbackReply, { params: { id }, method: 'POST', body: { content } });
export const closeFeedback = (id: string) => bo<BoFeedback>(BO_API.feedbackClose, { params: { id }, method: 'POST' });
