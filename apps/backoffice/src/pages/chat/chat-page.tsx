import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ChatEvent } from '@pkg/contracts/live-chat';
import { BrandTabsDesk } from '../../components/brand-tabs-desk';
import { chatKeys, deskEventsUrl, fetchQueue } from '../../api/chat';
import { ChatPanel } from './chat-panel';
import { CannedPanel, SettingsPanel } from './chat-settings';
import './chat-page.css';

const TABS = ['queue', 'closed', 'canned', 'settings'] as const;
type Tab = (typeof TABS)[number];
const TYPING_SHOWN_MS = 4_000;

/**
 * The chat desk (decision 062): the brand's waiting and open chats with their unread counts, live
 * over the desk's stream; a chat's conversation (take it, answer with text, canned replies and
 * images, typing shown both ways, close); closed chats' transcripts with their ratings; canned
 * replies and the brand's chat settings (built-in chat, external links or both; the question's
 * word bounds). chat.read sees; chat.answer answers.
 */
export function ChatDeskPage() {
  return (
    <BrandTabsDesk ns="boChat" tabs={TABS} managePermission="chat.answer">
      {({ brandId, tab, canManage }) => <Desk key={`${brandId}:${tab}`} brandId={brandId} tab={tab} canAnswer={canManage} />}
    </BrandTabsDesk>
  );
}

/** The desk's stream: every chat event of the staff member's brands refreshes the queue and that chat; typing is shown a few seconds. */
function useDeskStream(): Record<string, string> {
  const client = useQueryClient();
  const [typing, setTyping] = useState<Record<string, string>>({});
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(deskEventsUrl);
    const refresh = (message: MessageEvent<string>) => {
      const event = JSON.parse(message.data) as ChatEvent;
      void client.invalidateQueries({ queryKey: ['chat', 'queue'] });
      void client.invalidateQueries({ queryKey: chatKeys.chat(event.chatId) });
      if (event.type === 'message') setTyping(({ [event.chatId]: _gone, ...rest }) => rest);
    };
    for (const type of ['message', 'state', 'queue']) source.addEventListener(type, refresh);
    source.addEventListener('typing', (message: MessageEvent<string>) => {
      const event = JSON.parse(message.data) as ChatEvent;
      if (event.type !== 'typing' || event.side !== 'visitor') return;
      setTyping((before) => ({ ...before, [event.chatId]: event.name }));
      clearTimeout(timers.current.get(event.chatId));
      timers.current.set(
        event.chatId,
        setTimeout(() => setTyping(({ [event.chatId]: _gone, ...rest }) => rest), TYPING_SHOWN_MS),
      );
    });
    const held = timers.current;
    return () => {
      source.close();
      for (const timer of held.values()) clearTimeout(timer);
    };
  }, [client]);
  return typing;
}

function Desk({ brandId, tab, canAnswer }: { brandId: string; tab: Tab; canAnswer: boolean }) {
  const { t } = useTranslation();
  const typing = useDeskStream();
  const [chatId, setChatId] = useState<string | null>(null);
  const status = tab === 'closed' ? 'closed' : 'active';
  const queue = useQuery({
    queryKey: chatKeys.queue(brandId, status),
    queryFn: () => fetchQueue(brandId, status),
    enabled: tab === 'queue' || tab === 'closed',
  });
  if (tab === 'canned') return <CannedPanel brandId={brandId} canAnswer={canAnswer} />;
  if (tab === 'settings') return <SettingsPanel brandId={brandId} canAnswer={canAnswer} />;
  const chats = queue.data?.chats ?? [];
  return (
    <div className="chat-desk">
      <ul className="chat-desk__queue" aria-label={t(`boChat.tabs.${tab}`)}>
        {queue.isPending && <li>{t('boConsole.loading')}</li>}
        {!queue.isPending && chats.length === 0 && <li className="bo-note">{t('boChat.empty')}</li>}
        {chats.map((chat) => (
          <li key={chat.id}>
            <button
              type="button"
              className={`chat-desk__item${chat.id === chatId ? ' chat-desk__item--on' : ''}`}
              onClick={() => setChatId(chat.id)}
            >
              <span className="chat-desk__name">
                {chat.visitorName}
                {chat.member ? ` · ${chat.member}` : ` · ${t('boChat.visitor')}`}
              </span>
              <span className={`chat-desk__state chat-desk__state--${chat.status}`}>{t(`boChat.status.${chat.status}`)}</span>
              {chat.unread > 0 && (
                <span className="chat-desk__unread" data-testid="desk-unread">
                  {chat.unread}
                </span>
              )}
              <span className="chat-desk__last">{typing[chat.id] ? t('boChat.typing', { name: typing[chat.id] }) : chat.lastText}</span>
              <span className="chat-desk__meta">
                {chat.assignedName ?? t('boChat.unassigned')}
                {chat.rating !== null && ` · ${'★'.repeat(chat.rating)}`}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {chatId ? (
        <ChatPanel key={chatId} brandId={brandId} chatId={chatId} canAnswer={canAnswer} visitorTyping={typing[chatId] ?? null} />
      ) : (
        <p className="bo-note chat-desk__pick">{t('boChat.pick')}</p>
      )}
    </div>
  );
}
