import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatEvent, LiveChatView } from '@pkg/contracts/live-chat';
import { ApiError } from '../../lib/api-client';
import { chatEventsUrl, fetchChat, forgetChatToken, markChatRead, readChatToken, storeChatToken } from './live-chat-api';

const TYPING_SHOWN_MS = 4_000;

/**
 * The chat this browser holds (its token kept until the visitor starts over): its view, kept live by
 * the chat's event stream (messages, the desk typing, the chat's state), and the desk's typing.
 */
export function useLiveChat(panelOpen: boolean) {
  const [token, setToken] = useState<string | null>(() => readChatToken());
  const [chat, setChat] = useState<LiveChatView | null>(null);
  const [agentTyping, setAgentTyping] = useState<string | null>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const openRef = useRef(panelOpen);
  openRef.current = panelOpen;

  const reload = useCallback(async (current: string) => {
    try {
      setChat(await fetchChat(current));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'chat_not_found') {
        forgetChatToken();
        setToken(null);
        setChat(null);
      }
    }
  }, []);

  useEffect(() => {
    if (token) void reload(token);
  }, [token, reload]);

  useEffect(() => {
    if (!token || typeof EventSource === 'undefined') return;
    const source = new EventSource(chatEventsUrl(token));
    const parse = (message: MessageEvent<string>): ChatEvent | null => {
      try {
        return JSON.parse(message.data) as ChatEvent;
      } catch {
        return null;
      }
    };
    source.addEventListener('message', (message: MessageEvent<string>) => {
      const event = parse(message);
      if (event?.type !== 'message') return;
      setAgentTyping(null);
      // The unread count is the server's: the desk's answer publishes the chat's state (its count
      // included) just before the message, so counting the message here too read 2 for one answer.
      setChat((before) =>
        before && !before.messages.some((m) => m.id === event.message.id)
          ? { ...before, messages: [...before.messages, event.message] }
          : before,
      );
      if (openRef.current && event.message.sender === 'staff') void markChatRead(token).catch(() => undefined);
    });
    source.addEventListener('typing', (message: MessageEvent<string>) => {
      const event = parse(message);
      if (event?.type !== 'typing' || event.side !== 'staff') return;
      setAgentTyping(event.name);
      clearTimeout(typingTimer.current);
      typingTimer.current = setTimeout(() => setAgentTyping(null), TYPING_SHOWN_MS);
    });
    source.addEventListener('state', (message: MessageEvent<string>) => {
      const event = parse(message);
      if (event?.type !== 'state') return;
      setChat((before) =>
        before
          ? { ...before, status: event.status, agentName: event.agentName, rating: event.rating, unread: event.unreadVisitor }
          : before,
      );
    });
    return () => {
      source.close();
      clearTimeout(typingTimer.current);
    };
  }, [token]);

  // Opening the panel reads what the desk wrote.
  useEffect(() => {
    if (panelOpen && token && chat && chat.unread > 0) void markChatRead(token).then(setChat, () => undefined);
  }, [panelOpen, token, chat]);

  return {
    token,
    chat,
    agentTyping,
    setChat,
    started(newToken: string, view: LiveChatView) {
      storeChatToken(newToken);
      setToken(newToken);
      setChat(view);
    },
    startOver() {
      forgetChatToken();
      setToken(null);
      setChat(null);
    },
  };
}
