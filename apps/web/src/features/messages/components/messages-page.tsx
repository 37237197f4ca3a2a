import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pager } from '../../../components/ui/pager';
import { SafeHtml } from '../../../components/ui/safe-html';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { formatGmt8 } from '@pkg/web-kit/time';
import { useDeleteMessage, useMessage, useMessagePage, useMessageTexts, useReadAll } from '../api/use-messages';
import '../messages.css';
import { useOperatorText } from '../../../lib/operator-text';

const failureText = (t: (key: string) => string, error: unknown) =>
  t(`errors.${error instanceof ApiError ? error.code : 'internal_error'}`);

/**
 * Platform information (messageV2): the player's messages newest first, unread ones marked; opening
 * one shows it and marks it read; "mark all as read"; delete removes the player's own copy.
 */
export function MessagesPage() {
  const texts = useMessageTexts();
  if (!texts.data) return <Spinner />;
  return <MessagesBody />;
}

function MessagesBody() {
  const { t } = useTranslation();
  const text = useOperatorText();
  const [pageNo, setPageNo] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const page = useMessagePage(pageNo);
  const readAll = useReadAll();
  const remove = useDeleteMessage();
  if (openId)
    return (
      <MessageReader
        id={openId}
        onBack={() => setOpenId(null)}
        onDelete={() => remove.mutate(openId, { onSuccess: () => setOpenId(null) })}
      />
    );
  if (page.isPending) return <Spinner />;
  if (!page.data)
    return (
      <div className="form-error" role="alert">
        {failureText(t, page.error)}
      </div>
    );
  const { list, unread, pageNum, totalPages } = page.data;
  return (
    <div className="messages-page" data-testid="messages-page">
      <div className="messages-page__head">
        <h3>{t('messages.title')}</h3>
        <span className="messages-page__unread">{t('messages.unreadCount', { count: unread })}</span>
        <button
          type="button"
          className="button button--ghost"
          disabled={unread === 0 || readAll.isPending}
          onClick={() => readAll.mutate()}
        >
          {t('messages.readAll')}
        </button>
      </div>
      {remove.isError && (
        <div className="form-error" role="alert">
          {failureText(t, remove.error)}
        </div>
      )}
      {list.length === 0 ? (
        <EmptyState title={t('messages.empty')} text={t('messages.emptyText')} />
      ) : (
        <ul className="messages-list" aria-label={t('messages.listLabel')}>
          {list.map((item) => (
            <li key={item.id} className={item.read ? 'messages-list__item' : 'messages-list__item messages-list__item--unread'}>
              <button type="button" className="messages-list__open" onClick={() => setOpenId(item.id)}>
                {!item.read && <span className="messages-list__dot" aria-hidden="true" />}
                <span className="messages-list__title">{text(item.title)}</span>
                {!item.read && <span className="visually-hidden">{t('messages.unreadMarker')}</span>}
                <time className="messages-list__time" dateTime={item.publishedAt}>
                  {formatGmt8(item.publishedAt)}
                </time>
              </button>
              <button
                type="button"
                className="button button--ghost messages-list__delete"
                aria-label={t('messages.deleteOne', { title: item.title })}
                disabled={remove.isPending}
                onClick={() => remove.mutate(item.id)}
              >
                {t('messages.delete')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <Pager pageNum={pageNum} totalPages={totalPages} onPage={setPageNo} />
    </div>
  );
}

function MessageReader({ id, onBack, onDelete }: { id: string; onBack: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  const text = useOperatorText();
  const message = useMessage(id);
  return (
    <div className="messages-page">
      <button type="button" className="button button--ghost" onClick={onBack}>
        {t('messages.back')}
      </button>
      {message.isPending ? (
        <Spinner />
      ) : !message.data ? (
        <div className="form-error" role="alert">
          {failureText(t, message.error)}
        </div>
      ) : (
        <article className="message-reader" aria-labelledby="message-title">
          <h3 id="message-title">{text(message.data.title)}</h3>
          <time dateTime={message.data.publishedAt}>{formatGmt8(message.data.publishedAt)}</time>
          <SafeHtml className="rich-text" html={message.data.content} />
          <div className="dialog__actions">
            <button type="button" className="button button--ghost" onClick={onDelete}>
              {t('messages.delete')}
            </button>
          </div>
        </article>
      )}
    </div>
  );
}
