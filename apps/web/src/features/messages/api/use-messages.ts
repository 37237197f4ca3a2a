import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGE_STREAM_EVENT } from '@pkg/contracts/stream-events';
import { loadNamespace } from '../../../lib/i18n';
import { useLiveEvent } from '../../../lib/live-events';
import { readSessionToken, useSession } from '../../../lib/session';
import {
  deleteMessage,
  fetchFeedback,
  fetchMessages,
  fetchUnread,
  messageKeys,
  openMessage,
  readAllMessages,
  sendFeedback,
} from './messages-api';

/** The feature's texts (messages.*), loaded before its pages render. */
export function useMessageTexts() {
  return useQuery({
    queryKey: ['texts', 'messages'],
    queryFn: async () => {
      await loadNamespace('messages');
      return true;
    },
    staleTime: Infinity,
  });
}

/**
 * The caller's unread count (SPEC.md unreadMessage) for real accounts. The header mounts it with
 * `live`: a `message` event of the session's stream (a message arrived, or was read in another
 * tab) refetches it and the open message list.
 */
export function useUnreadCount({ live = false }: { live?: boolean } = {}) {
  const { loggedIn, isTrial } = useSession();
  const queryClient = useQueryClient();
  const enabled = loggedIn && !isTrial;
  useLiveEvent(live && enabled ? readSessionToken() : null, MESSAGE_STREAM_EVENT, () => {
    void queryClient.invalidateQueries({ queryKey: messageKeys.all });
  });
  return useQuery({ queryKey: messageKeys.unread, queryFn: fetchUnread, enabled, staleTime: 60_000, refetchInterval: 5 * 60_000 });
}

export function useMessagePage(pageNo: number) {
  return useQuery({ queryKey: messageKeys.page(pageNo), queryFn: () => fetchMessages(pageNo), placeholderData: keepPreviousData });
}

/** One message; fetching it marks it read, so the list and the count are refetched after. */
export function useMessage(id: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: messageKeys.detail(id ?? ''),
    enabled: id !== null,
    queryFn: async () => {
      const message = await openMessage(id ?? '');
      void queryClient.invalidateQueries({ queryKey: messageKeys.unread });
      void queryClient.invalidateQueries({ queryKey: ['messages', 'page'] });
      return message;
    },
  });
}

function useMessageChange<A>(change: (arg: A) => Promise<{ unread: number }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (value) => {
      queryClient.setQueryData(messageKeys.unread, value.unread);
      void queryClient.invalidateQueries({ queryKey: ['messages', 'page'] });
    },
  });
}

export const useReadAll = () => useMessageChange<void>(() => readAllMessages());
export const useDeleteMessage = () => useMessageChange<string>((id) => deleteMessage(id));

export function useFeedbackPage(pageNo: number) {
  return useQuery({ queryKey: messageKeys.feedback(pageNo), queryFn: () => fetchFeedback(pageNo), placeholderData: keepPreviousData });
}

export function useSendFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendFeedback,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['feedback'] }),
  });
}
