import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import type { BoChatDetail } from '@pkg/contracts/live-chat';
import type { StaffMe } from '@pkg/contracts/staff';
import { FailAlert } from '../../components/desk-ui';
import { chatImageUrl, chatKeys, closeChat, fetchCanned, fetchChat, markRead, sendMessage, sendTyping, takeChat } from '../../api/chat';

const TYPING_EVERY_MS = 3_000;

/** One chat on the desk: its transcript (kept after closing, with the rating), and for chat.answer the composer. */
export function ChatPanel(props: { brandId: string; chatId: string; canAnswer: boolean; visitorTyping: string | null }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const chat = useQuery({ queryKey: chatKeys.chat(props.chatId), queryFn: () => fetchChat(props.chatId) });
  const list = useRef<HTMLOListElement>(null);
  const data = chat.data;
  const refresh = (detail: BoChatDetail) => {
    client.setQueryData(chatKeys.chat(props.chatId), detail);
    void client.invalidateQueries({ queryKey: ['chat', 'queue'] });
  };
  const take = useMutation({ mutationFn: () => takeChat(props.chatId), onSuccess: refresh });
  const close = useMutation({ mutationFn: () => closeChat(props.chatId), onSuccess: refresh });

  // What the desk shows is read: the unread count goes back to zero.
  const unread = data?.unread ?? 0;
  useEffect(() => {
    if (props.canAnswer && unread > 0) void markRead(props.chatId).then(refresh, () => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unread, props.chatId, props.canAnswer]);
  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [data?.messages.length, props.visitorTyping]);

  if (!data) return <div className="chat-panel">{chat.isError ? <FailAlert of={chat} /> : <p>{t('boConsole.loading')}</p>}</div>;
  return (
    <div className="chat-panel">
      <header className="chat-panel__head">
        <div>
          <strong>{data.visitorName}</strong> {data.member ? `(${data.member})` : `(${t('boChat.visitor')})`}
          <div className="chat-panel__meta">
            #{data.id} · {data.brandCode} · {data.ip ?? ''} · {t(`boChat.status.${data.status}`)} ·{' '}
            {data.assignedName ?? t('boChat.unassigned')}
          </div>
          {data.rating !== null && (
            <div className="chat-panel__rating" data-testid="desk-rating">
              {t('boChat.rated', { stars: data.rating })} {data.ratingComment ? `“${data.ratingComment}”` : ''}
            </div>
          )}
        </div>
        {props.canAnswer && data.status !== 'closed' && (
          <div className="chat-panel__buttons">
            <TakeButton chat={data} onTake={() => take.mutate()} />
            <button type="button" className="bo-secondary" onClick={() => close.mutate()}>
              {t('boChat.close')}
            </button>
          </div>
        )}
      </header>
      <FailAlert of={take} />
      <FailAlert of={close} />
      <ol className="chat-panel__messages" ref={list}>
        {data.messages.map((message) =>
          message.sender === 'system' ? (
            <li key={message.id} className="chat-panel__system">
              {t(message.text === 'closed:staff' ? 'boChat.closedByStaff' : 'boChat.closedByVisitor')}
            </li>
          ) : (
            <li key={message.id} className={`chat-panel__message chat-panel__message--${message.sender}`}>
              <span className="chat-panel__who">
                {message.senderName} · {new Date(message.at).toLocaleString()}
              </span>
              {message.text && <span>{message.text}</span>}
              {message.imageIds.map((id) => (
                <a key={id} href={chatImageUrl(id)} target="_blank" rel="noopener noreferrer">
                  <img src={chatImageUrl(id)} alt={t('boChat.image')} className="chat-panel__image" />
                </a>
              ))}
            </li>
          ),
        )}
        {props.visitorTyping && <li className="chat-panel__system">{t('boChat.typing', { name: props.visitorTyping })}</li>}
      </ol>
      {props.canAnswer && data.status !== 'closed' && <Composer brandId={props.brandId} chatId={props.chatId} />}
    </div>
  );
}

function TakeButton({ chat, onTake }: { chat: BoChatDetail; onTake: () => void }) {
  const { t } = useTranslation();
  const me = useOutletContext<StaffMe>();
  if (chat.assignedStaffId === me.id) return null;
  return (
    <button type="button" onClick={onTake}>
      {chat.assignedStaffId ? t('boChat.takeOver') : t('boChat.take')}
    </button>
  );
}

function Composer({ brandId, chatId }: { brandId: string; chatId: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const files = useRef<HTMLInputElement>(null);
  const lastTyping = useRef(0);
  const canned = useQuery({ queryKey: chatKeys.canned(brandId), queryFn: () => fetchCanned(brandId) });
  const send = useMutation({
    mutationFn: () => sendMessage(chatId, text, images),
    onSuccess: () => {
      setText('');
      setImages([]);
      if (files.current) files.current.value = '';
      void client.invalidateQueries({ queryKey: chatKeys.chat(chatId) });
    },
  });
  function typed(value: string) {
    setText(value);
    const now = Date.now();
    if (value.trim() && now - lastTyping.current > TYPING_EVERY_MS) {
      lastTyping.current = now;
      void sendTyping(chatId).catch(() => undefined);
    }
  }
  return (
    <form
      className="chat-panel__composer"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim() || images.length > 0) send.mutate();
      }}
    >
      {(canned.data?.replies.length ?? 0) > 0 && (
        <label>
          {t('boChat.canned')}
          <select value="" onChange={(event) => typed(event.target.value)}>
            <option value="">{t('boChat.cannedPick')}</option>
            {canned.data?.replies.map((reply) => (
              <option key={reply.id} value={reply.text}>
                {reply.title}
              </option>
            ))}
          </select>
        </label>
      )}
      <textarea
        value={text}
        rows={3}
        maxLength={2000}
        aria-label={t('boChat.reply')}
        placeholder={t('boChat.reply')}
        onChange={(event) => typed(event.target.value)}
      />
      <div className="chat-panel__buttons">
        <input
          ref={files}
          type="file"
          accept="image/png,image/jpeg"
          multiple
          aria-label={t('boChat.attach')}
          onChange={(event) => setImages(Array.from(event.target.files ?? []).slice(0, 3))}
        />
        <button type="submit" disabled={send.isPending}>
          {t('boChat.send')}
        </button>
      </div>
      <FailAlert of={send} />
    </form>
  );
}
