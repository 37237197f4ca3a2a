import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_CATEGORIES, FEEDBACK_CONTENT_MAX, type FeedbackCategory, type FeedbackView } from '@pkg/contracts/messages';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, wpsGetFile } from '../../../lib/api-client';
import { useSystemStatus } from '../../../lib/brand';
import { formatGmt8 } from '@pkg/web-kit/time';
import { uploadPath } from '../api/messages-api';
import { useFeedbackPage, useMessageTexts, useSendFeedback } from '../api/use-messages';
import { FEEDBACK_IMAGE_RULES, feedbackProblem } from '../feedback-rules';
import { SupportWordCount, useSupportWordBounds } from '../../../components/support-word-count';
import '../messages.css';
import { Notice } from '../../../components/ui/notice';

/**
 * Customer service and feedback (SPEC.md sections 1 and 5): the brand's customer service contacts,
 * the feedback form (a category, at most 140 characters, up to 3 png/jpg images of 5 MB) and the
 * player's feedback with the replies of customer service.
 */
export function FeedbackPage() {
  const texts = useMessageTexts();
  if (!texts.data) return <Spinner />;
  return <FeedbackBody />;
}

function FeedbackBody() {
  const { t } = useTranslation();
  const { data: status } = useSystemStatus();
  const [pageNo, setPageNo] = useState(1);
  const page = useFeedbackPage(pageNo);
  return (
    <div className="feedback-page" data-testid="feedback-page">
      <h3>{t('messages.feedback.title')}</h3>
      {(status?.customerService.length ?? 0) > 0 && (
        <section aria-labelledby="service-contacts">
          <h4 id="service-contacts">{t('messages.feedback.contacts')}</h4>
          <ul className="service-links">
            {status?.customerService.map((link) => (
              <li key={link.url}>
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <FeedbackForm />
      <section aria-labelledby="my-feedback">
        <h4 id="my-feedback">{t('messages.feedback.mine')}</h4>
        {page.isPending ? (
          <Spinner />
        ) : !page.data ? (
          <div className="form-error" role="alert">
            {t(`errors.${page.error instanceof ApiError ? page.error.code : 'internal_error'}`)}
          </div>
        ) : page.data.list.length === 0 ? (
          <EmptyState title={t('messages.feedback.empty')} />
        ) : (
          <>
            <ul className="feedback-list">
              {page.data.list.map((item) => (
                <FeedbackItem key={item.id} item={item} />
              ))}
            </ul>
            <Pager pageNum={page.data.pageNum} totalPages={page.data.totalPages} onPage={setPageNo} />
          </>
        )}
      </section>
    </div>
  );
}

function FeedbackForm() {
  const { t } = useTranslation();
  const send = useSendFeedback();
  const [category, setCategory] = useState<FeedbackCategory>('other');
  const [content, setContent] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  // The brand's word bounds of a support question (decision 062), counted as the player types.
  const words = useSupportWordBounds();

  function submit(event: FormEvent) {
    event.preventDefault();
    setSent(false);
    const found = feedbackProblem(content, images) ?? (words && !words.fits(content) ? 'words' : null);
    setProblem(found);
    if (found) return;
    const form = new FormData();
    form.append('category', category);
    form.append('content', content.trim());
    for (const image of images) form.append('images', image, image.name);
    send.mutate(form, {
      onSuccess: () => {
        setContent('');
        setImages([]);
        if (fileInput.current) fileInput.current.value = '';
        setSent(true);
      },
    });
  }

  const refusal = send.error ? t(`errors.${send.error instanceof ApiError ? send.error.code : 'internal_error'}`) : null;
  return (
    <form className="feedback-form" onSubmit={submit} noValidate>
      <h4>{t('messages.feedback.send')}</h4>
      <label className="field">
        <span>{t('messages.feedback.category')}</span>
        <select value={category} onChange={(event) => setCategory(event.target.value as FeedbackCategory)}>
          {FEEDBACK_CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {t(`messages.feedback.categories.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>{t('messages.feedback.content')}</span>
        <textarea
          value={content}
          rows={4}
          maxLength={FEEDBACK_CONTENT_MAX}
          required
          aria-describedby="feedback-count"
          onChange={(event) => setContent(event.target.value)}
        />
        <small id="feedback-count">{t('messages.feedback.count', { count: content.trim().length, max: FEEDBACK_CONTENT_MAX })}</small>
        <SupportWordCount text={content} />
      </label>
      <label className="field">
        <span>{t('messages.feedback.images')}</span>
        <input
          ref={fileInput}
          type="file"
          accept={FEEDBACK_IMAGE_RULES.types.join(',')}
          multiple
          onChange={(event) => setImages([...(event.target.files ?? [])])}
        />
        <small>{t('messages.feedback.imagesHint')}</small>
      </label>
      {problem && (
        <div className="form-error" role="alert">
          {t(`messages.feedback.problems.${problem}`)}
        </div>
      )}
      {refusal && (
        <div className="form-error" role="alert">
          {refusal}
        </div>
      )}
      {sent && <Notice tone="success">{t('messages.feedback.sent')}</Notice>}
      <button type="submit" className="button button--primary" disabled={send.isPending}>
        {t('messages.feedback.submit')}
      </button>
    </form>
  );
}

function FeedbackItem({ item }: { item: FeedbackView }) {
  const { t } = useTranslation();
  return (
    <li className="feedback-item" data-testid="feedback-item">
      <div className="feedback-item__head">
        <span className="badge">{t(`messages.feedback.categories.${item.category}`)}</span>
        <span className={`feedback-item__status feedback-item__status--${item.status}`}>
          {t(`messages.feedback.status.${item.status}`)}
        </span>
        <time dateTime={item.createdAt}>{formatGmt8(item.createdAt)}</time>
      </div>
      <p className="feedback-item__content">{item.content}</p>
      {item.images.length > 0 && (
        <div className="feedback-item__images">
          {item.images.map((id) => (
            <OwnImage key={id} id={id} alt={t('messages.feedback.image')} />
          ))}
        </div>
      )}
      {item.replies.map((reply) => (
        <div key={reply.at + reply.content} className="feedback-item__reply">
          <strong>{t('messages.feedback.reply')}</strong> <time dateTime={reply.at}>{formatGmt8(reply.at)}</time>
          <p>{reply.content}</p>
        </div>
      ))}
    </li>
  );
}

/** One of the player's own images: fetched with the session header, shown from a blob URL. */
function OwnImage({ id, alt }: { id: string; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let revoked = false;
    let made: string | null = null;
    wpsGetFile(uploadPath(id)).then(
      ({ blob }) => {
        if (revoked) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      },
      () => {},
    );
    return () => {
      revoked = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, [id]);
  return url ? <img className="feedback-item__image" src={url} alt={alt} width={64} height={64} /> : null;
}
