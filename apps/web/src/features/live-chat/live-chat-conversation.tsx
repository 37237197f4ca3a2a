import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveChatView } from '@pkg/contracts/live-chat';
import { ApiError } from '../../lib/api-client';
import { formatGmt8 } from '@pkg/web-kit/time';
import { chatImageUrl, closeChat, sendChatMessage, sendTyping } from './live-chat-api';

const TYPING_EVERY_MS = 3_000;

/** The open chat: its messages (images under the upload rules), the desk typing, the composer, closing. */
export function LiveChatConversation({
  token,
  chat,
  agentTyping,
  onChange,
}: {
  token: string;
  chat: LiveChatView;
  agentTyping: string | null;
  onChange: (view: LiveChatView) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const lastTyping = useRef(0);
  const list = useRef<HTMLOListElement>(null);
  const files = useRef<HTMLInputElement>(null);

  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [chat.messages.length, agentTyping]);

  function typed(value: string) {
    setText(value);
    const now = Date.now();
    if (value.trim() && now - lastTyping.current > TYPING_EVERY_MS) {
      lastTyping.current = now;
      void sendTyping(token).catch(() => undefined);
    }
  }

  async function send(event: React.FormEvent) {
    event.preventDefault();
    if (busy || (!text.trim() && images.length === 0)) return;
    setBusy(true);
    setError(null);
    try {
      const message = await sendChatMessage(token, text, images);
      onChange({ ...chat, messages: chat.messages.some((m) => m.id === message.id) ? chat.messages : [...chat.messages, message] });
      setText('');
      setImages([]);
      if (files.current) files.current.value = '';
    } catch (failure) {
      setError(t(`errors.${failure instanceof ApiError ? failure.code : 'internal_error'}`));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="live-chat__conversation">
      <p className="live-chat__status" data-testid="chat-status">
        {chat.agentName ? t('liveChat.withAgent', { name: chat.agentName }) : t('liveChat.waiting')}
      </p>
      <ol className="live-chat__messages" ref={list}>
        {chat.messages.map((message) =>
          message.sender === 'system' ? (
            <li key={message.id} className="live-chat__system">
              {t('liveChat.closedNote')}
            </li>
          ) : (
            <li key={message.id} className={`live-chat__message live-chat__message--${message.sender === 'visitor' ? 'mine' : 'theirs'}`}>
              <span className="live-chat__who">
                {message.sender === 'visitor' ? t('liveChat.you') : message.senderName} · {formatGmt8(message.at).slice(11, 16)}
              </span>
              {message.text && <span className="live-chat__text">{message.text}</span>}
              {message.imageIds.map((id) => (
                <a key={id} href={chatImageUrl(token, id)} target="_blank" rel="noopener noreferrer">
                  <img className="live-chat__image" src={chatImageUrl(token, id)} alt={t('liveChat.image')} />
                </a>
              ))}
            </li>
          ),
        )}
        {agentTyping && (
          <li className="live-chat__typing" aria-live="polite">
            {t('liveChat.typing', { name: agentTyping })}
          </li>
        )}
      </ol>
      {error && (
        <p className="live-chat__error" role="alert">
          {error}
        </p>
      )}
      <form className="live-chat__composer" onSubmit={(event) => void send(event)}>
        <textarea
          value={text}
          rows={2}
          maxLength={2000}
          aria-label={t('liveChat.message')}
          placeholder={t('liveChat.message')}
          onChange={(event) => typed(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
        />
        <div className="live-chat__actions">
          <label className="button live-chat__attach">
            {images.length > 0 ? t('liveChat.images', { count: images.length }) : t('liveChat.attach')}
            <input
              ref={files}
              type="file"
              accept="image/png,image/jpeg"
              multiple
              hidden
              onChange={(event) => setImages(Array.from(event.target.files ?? []).slice(0, 3))}
            />
          </label>
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('liveChat.send')}
          </button>
        </div>
      </form>
      <button type="button" className="live-chat__end" onClick={() => void closeChat(token).then(onChange, () => undefined)}>
        {t('liveChat.end')}
      </button>
    </div>
  );
}
