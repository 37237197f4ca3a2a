import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../../lib/brand';
import { fetchChatSettings, liveChatKeys } from './live-chat-api';
import { LiveChatConversation } from './live-chat-conversation';
import { LiveChatRating } from './live-chat-rating';
import { LiveChatStart } from './live-chat-start';
import { useLiveChat } from './use-live-chat';
import './live-chat.css';

/**
 * The floating bar's customer-service button (decision 062) and its panel: the built-in chat, the
 * brand's external links (Telegram, Messenger, a LiveChat-style page), or both, as the operator set.
 * `onUnread` hears the count of the desk's unread messages, so the phone's folded bar can show it
 * while this button is hidden (decision 068).
 */
export function LiveChatLauncher({ onUnread }: { onUnread?: (count: number) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const settings = useQuery({ queryKey: liveChatKeys.settings, queryFn: fetchChatSettings, staleTime: 5 * 60_000 });
  const { data: status } = useSystemStatus();
  const live = useLiveChat(open);
  const links = status?.customerService ?? [];
  const mode = settings.data?.mode ?? 'external';
  const builtin = mode !== 'external';
  const unread = live.chat?.unread ?? 0;
  useEffect(() => onUnread?.(unread), [unread, onUnread]);
  if (!builtin && links.length === 0) return null;

  return (
    <>
      <button
        type="button"
        className="floating-bar__button live-chat__launcher"
        aria-label={t('liveChat.open')}
        aria-expanded={open}
        onClick={() => setOpen((was) => !was)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm3 6v2h2v-2H7Zm4 0v2h2v-2h-2Zm4 0v2h2v-2h-2Z"
            fill="currentColor"
          />
        </svg>
        {unread > 0 && (
          <span className="live-chat__badge" data-testid="chat-unread">
            {unread}
          </span>
        )}
      </button>
      {open && (
        <section className="live-chat" role="dialog" aria-label={t('liveChat.title')}>
          <header className="live-chat__head">
            <h2>{t('liveChat.title')}</h2>
            <button type="button" className="live-chat__x" aria-label={t('liveChat.hide')} onClick={() => setOpen(false)}>
              ×
            </button>
          </header>
          <div className="live-chat__body">
            {builtin && settings.data && !live.token && (
              <LiveChatStart settings={settings.data} onStarted={(opened) => live.started(opened.token, opened.chat)} />
            )}
            {builtin && live.token && live.chat && live.chat.status !== 'closed' && (
              <LiveChatConversation token={live.token} chat={live.chat} agentTyping={live.agentTyping} onChange={live.setChat} />
            )}
            {builtin && live.token && live.chat?.status === 'closed' && (
              <LiveChatRating token={live.token} chat={live.chat} onRated={live.setChat} onStartOver={live.startOver} />
            )}
            {mode !== 'builtin' && links.length > 0 && !(live.token && live.chat?.status !== 'closed') && (
              <div className="live-chat__links">
                <p>{builtin ? t('liveChat.orLinks') : t('liveChat.links')}</p>
                {links.map((link) => (
                  <a key={`${link.kind}:${link.url}`} className="button" href={link.url} target="_blank" rel="noopener noreferrer">
                    {link.label}
                  </a>
                ))}
              </div>
            )}
          </div>
        </section>
      )}
    </>
  );
}
