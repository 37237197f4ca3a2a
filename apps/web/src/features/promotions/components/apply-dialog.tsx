import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PromotionDetail } from '@pkg/contracts/promotions';
import { Dialog } from '../../../components/ui/dialog';
import { checkImages, type ImageProblem } from '../figures';
import { applyToPromotion, MINE_KEY } from '../api/promotions-api';
import { failureText } from '../failure';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => resolve('');
    reader.readAsDataURL(file);
  });
}

/** The comment's limit (contracts: promotionApplyFields). */
export const COMMENT_MAX = 140;

function problemText(t: ReturnType<typeof useTranslation>['t'], problem: ImageProblem): string {
  if (problem.kind === 'tooMany') return t('promotions.apply.tooMany');
  return problem.kind === 'tooBig'
    ? t('promotions.apply.tooBig', { name: problem.name })
    : t('promotions.apply.wrongType', { name: problem.name });
}

/**
 * Applying to an `apply` promotion: a comment of up to 140 characters with a live counter and up
 * to three PNG or JPEG images of at most 5 MB each (checked here as the deposit receipts are, and
 * again by the server), with previews and remove. Staff then issue the bonus or reject it.
 */
export function ApplyDialog({ promotion, onClose }: { promotion: PromotionDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [comment, setComment] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<ImageProblem | null>(null);
  const [previews, setPreviews] = useState<string[]>([]);
  const send = useMutation({
    mutationFn: () => applyToPromotion(promotion.id, comment.trim(), files),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [...MINE_KEY] });
      onClose();
    },
  });

  // Thumbnails of the chosen images, read as data: URLs (the site's content security policy allows
  // data: images, not blob: ones); a newer choice wins over reads still running.
  useEffect(() => {
    let current = true;
    void Promise.all(files.map(readAsDataUrl)).then((urls) => current && setPreviews(urls));
    return () => {
      current = false;
    };
  }, [files]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = [...files, ...Array.from(event.target.files ?? [])];
    event.target.value = '';
    const found = checkImages(chosen);
    setProblem(found);
    if (!found) setFiles(chosen);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    send.mutate();
  }

  return (
    <Dialog open onClose={onClose} title={t('promotions.apply.title', { title: promotion.title })}>
      <form className="promo-apply" onSubmit={submit} noValidate>
        <div className="field">
          <label className="field__label" htmlFor="promo-apply-comment">
            {t('promotions.apply.comment')}
          </label>
          <textarea
            id="promo-apply-comment"
            className="field__input promo-apply__comment"
            rows={4}
            maxLength={COMMENT_MAX}
            value={comment}
            onChange={(event) => setComment(event.target.value.slice(0, COMMENT_MAX))}
            aria-describedby="promo-apply-count"
          />
          <p className="field__hint" id="promo-apply-count" aria-live="polite">
            {t('promotions.apply.count', { count: comment.length, max: COMMENT_MAX })}
          </p>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="promo-apply-images">
            {t('promotions.apply.images')}
          </label>
          {/* The browser's own file button speaks the browser's language; this label speaks the player's. */}
          <input
            id="promo-apply-images"
            className="visually-hidden"
            type="file"
            accept="image/png,image/jpeg"
            multiple
            onChange={choose}
            disabled={files.length >= 3}
            aria-describedby={`promo-apply-images-hint${problem ? ' promo-apply-images-error' : ''}`}
          />
          <label htmlFor="promo-apply-images" className="button button--ghost promo-apply__pick" aria-disabled={files.length >= 3}>
            {t('promotions.apply.addImage')}
          </label>
          <p className="field__hint" id="promo-apply-images-hint">
            {t('promotions.apply.imagesHint')}
          </p>
          {problem && (
            <p className="field__error" id="promo-apply-images-error" role="alert">
              {problemText(t, problem)}
            </p>
          )}
          {files.length > 0 && (
            <ul className="promo-apply__images">
              {files.map((file, index) => (
                <li key={`${file.name}-${file.lastModified}-${index}`}>
                  {previews[index] && <img src={previews[index]} alt="" width={56} height={56} />}
                  <span className="promo-apply__name">{file.name}</span>
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={t('promotions.apply.remove', { name: file.name })}
                    onClick={() => setFiles(files.filter((_, at) => at !== index))}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        {send.isError && (
          <p className="form-error" role="alert">
            {failureText(t, send.error)}
          </p>
        )}
        <div className="dialog__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('promotions.apply.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={send.isPending}>
            {send.isPending ? t('promotions.apply.sending') : t('promotions.apply.send')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
