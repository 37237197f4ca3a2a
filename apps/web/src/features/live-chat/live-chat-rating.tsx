import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveChatView } from '@pkg/contracts/live-chat';
import { ApiError } from '../../lib/api-client';
import { rateChat } from './live-chat-api';

/** After a chat is closed: one to five stars and a comment, once; then a new chat can be started. */
export function LiveChatRating({
  token,
  chat,
  onRated,
  onStartOver,
}: {
  token: string;
  chat: LiveChatView;
  onRated: (view: LiveChatView) => void;
  onStartOver: () => void;
}) {
  const { t } = useTranslation();
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (stars === 0) return;
    try {
      onRated(await rateChat(token, stars, comment.trim()));
    } catch (failure) {
      setError(t(`errors.${failure instanceof ApiError ? failure.code : 'internal_error'}`));
    }
  }

  return (
    <div className="live-chat__rating">
      <p>{t('liveChat.closed')}</p>
      {chat.rating === null ? (
        <form onSubmit={(event) => void submit(event)}>
          <div className="live-chat__stars" role="radiogroup" aria-label={t('liveChat.rate')}>
            {[1, 2, 3, 4, 5].map((value) => (
              <button
                key={value}
                type="button"
                role="radio"
                aria-checked={stars === value}
                aria-label={t('liveChat.stars', { count: value })}
                className={`live-chat__star${value <= stars ? ' live-chat__star--on' : ''}`}
                onClick={() => setStars(value)}
              >
                ★
              </button>
            ))}
          </div>
          <textarea
            value={comment}
            rows={2}
            maxLength={500}
            placeholder={t('liveChat.comment')}
            onChange={(event) => setComment(event.target.value)}
          />
          {error && (
            <p className="live-chat__error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="button button--primary" disabled={stars === 0}>
            {t('liveChat.sendRating')}
          </button>
        </form>
      ) : (
        <p className="live-chat__thanks">{t('liveChat.thanks', { count: chat.rating })}</p>
      )}
      <button type="button" className="button" onClick={onStartOver}>
        {t('liveChat.newChat')}
      </button>
    </div>
  );
}
