import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BoFeedback, FeedbackStatus } from '@pkg/contracts/messages';
import { formatGmt8 } from '@pkg/web-kit/time';
import { FEEDBACK_STATUSES, errorText } from './engagement-ui';
import './engagement.css';
import { closeFeedback, feedbackImageUrl, fetchFeedback, messagesKeys, replyFeedback } from '../../api/messages';

const FEEDBACK_KEY = messagesKeys.feedback;

/** The feedback queue (decision 031): players' feedback by status, with images; reply and close. */
export function FeedbackQueuePage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<FeedbackStatus | ''>('open');
  const queue = useQuery({
    queryKey: messagesKeys.feedbackList(status),
    queryFn: () => fetchFeedback(status),
  });
  return (
    <section aria-labelledby="bo-feedback">
      <div className="bo-page-head">
        <h1 id="bo-feedback">{t('boMessages.feedback.title')}</h1>
      </div>
      <div className="bo-tabs" role="group" aria-label={t('boMessages.feedback.filter')}>
        {(['', ...FEEDBACK_STATUSES] as const).map((value) => (
          <button
            key={value || 'all'}
            type="button"
            className={value === status ? 'bo-tab bo-tab--on' : 'bo-tab'}
            aria-pressed={value === status}
            onClick={() => setStatus(value)}
          >
            {t(`boMessages.feedback.status.${value || 'all'}`)}
          </button>
        ))}
      </div>
      {queue.isError && <p className="bo-error">{errorText(queue.error, t('boConsole.loadFailed'))}</p>}
      {queue.data?.entries.length === 0 && <p className="bo-note">{t('boMessages.feedback.empty')}</p>}
      <ul className="bo-cards">
        {(queue.data?.entries ?? []).map((item) => (
          <FeedbackCard key={item.id} item={item} />
        ))}
      </ul>
    </section>
  );
}

function FeedbackCard({ item }: { item: BoFeedback }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [reply, setReply] = useState('');
  const refresh = () => void queryClient.invalidateQueries({ queryKey: FEEDBACK_KEY });
  const send = useMutation({
    mutationFn: () => replyFeedback(item.id, reply.trim()),
    onSuccess: () => {
      setReply('');
      refresh();
    },
  });
  const close = useMutation({
    mutationFn: () => closeFeedback(item.id),
    onSuccess: refresh,
  });
  const failure = send.error ?? close.error;
  return (
    <li className="bo-feedback-card" data-testid="bo-feedback">
      <p>
        <strong>{item.username}</strong> · {t(`boMessages.feedback.categories.${item.category}`)} · {formatGmt8(item.createdAt)} ·{' '}
        {t(`boMessages.feedback.status.${item.status}`)}
      </p>
      <p className="bo-wrap">{item.content}</p>
      {item.images.length > 0 && (
        <div className="bo-proofs">
          {item.images.map((id) => (
            <a key={id} href={feedbackImageUrl(id)} target="_blank" rel="noopener noreferrer">
              <img src={feedbackImageUrl(id)} alt={t('boMessages.feedback.image')} />
            </a>
          ))}
        </div>
      )}
      {item.replies.map((answer) => (
        <blockquote key={answer.at + answer.content}>
          <small>
            {answer.staff} · {formatGmt8(answer.at)}
          </small>
          <p>{answer.content}</p>
        </blockquote>
      ))}
      {item.status !== 'closed' && (
        <form
          className="bo-inline-form"
          onSubmit={(event) => {
            event.preventDefault();
            send.mutate();
          }}
        >
          <label>
            {t('boMessages.feedback.reply')}
            <textarea value={reply} maxLength={1000} required onChange={(event) => setReply(event.target.value)} />
          </label>
          <div className="bo-actions">
            <button type="submit" disabled={send.isPending || !reply.trim()}>
              {t('boMessages.feedback.send')}
            </button>
            <button type="button" className="bo-secondary" disabled={close.isPending} onClick={() => close.mutate()}>
              {t('boMessages.feedback.close')}
            </button>
          </div>
        </form>
      )}
      {failure && (
        <p className="bo-error" role="alert">
          {errorText(failure, t('boConsole.loadFailed'))}
        </p>
      )}
    </li>
  );
}
