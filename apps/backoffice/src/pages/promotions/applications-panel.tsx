import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STATES, type BoApplication } from '@pkg/contracts/promotion-desk';
import { formatGmt8 } from '@pkg/web-kit/time';
import { issueAmountOf } from './promotion-form.ts';
import { applicationImageUrl, fetchApplications, issueApplication, promotionsKeys, rejectApplication } from '../../api/promotions';
import { errorOf, money, titleText } from './promotions-format';

type ApplicationState = (typeof APPLICATION_STATES)[number];

/** The applications queue of a brand by status: pending ones oldest first, with Issue (an amount up to the maximum) and Reject (a reason). */
export function ApplicationsPanel({ brandId, canManage }: { brandId: string; canManage: boolean }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ApplicationState>('applying');
  const [large, setLarge] = useState<{ src: string; alt: string } | null>(null);
  const [notice, setNotice] = useState('');
  const dialog = useRef<HTMLDialogElement>(null);
  const list = useQuery({
    queryKey: promotionsKeys.applicationList(brandId, status),
    queryFn: () => fetchApplications(brandId, status),
  });

  function show(src: string, alt: string) {
    setLarge({ src, alt });
    dialog.current?.showModal();
  }

  return (
    <section aria-label={t('boPromotions.tabs.applications')}>
      <div className="bo-tabs" role="tablist" aria-label={t('boPromotions.applications.states')}>
        {APPLICATION_STATES.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={status === name}
            className={status === name ? 'bo-tab bo-tab--on' : 'bo-tab'}
            onClick={() => {
              setNotice('');
              setStatus(name);
            }}
          >
            {t(`boPromotions.applications.tabs.${name}`)}
          </button>
        ))}
      </div>
      {notice && (
        <p className="bo-outcome" role="status">
          {notice}
        </p>
      )}
      {list.isPending ? (
        <p>{t('boConsole.loading')}</p>
      ) : list.isError ? (
        <p className="bo-error" role="alert">
          {errorOf(list.error)}
        </p>
      ) : list.data.list.length === 0 ? (
        <p className="bo-note">{t(`boPromotions.applications.empty.${status}`)}</p>
      ) : (
        <ul className="promo-applications">
          {list.data.list.map((application) => (
            <ApplicationCard key={application.id} application={application} canManage={canManage} onImage={show} onDone={setNotice} />
          ))}
        </ul>
      )}
      <dialog ref={dialog} className="promo-lightbox" aria-label={large?.alt ?? ''} onClose={() => setLarge(null)}>
        {large && <img src={large.src} alt={large.alt} />}
        <form method="dialog">
          <button type="submit">{t('boPromotions.applications.closeImage')}</button>
        </form>
      </dialog>
    </section>
  );
}

function ApplicationCard({
  application,
  canManage,
  onImage,
  onDone,
}: {
  application: BoApplication;
  canManage: boolean;
  onImage: (src: string, alt: string) => void;
  /** Says what was done, above the queue the decided application leaves. */
  onDone: (notice: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const done = async (decided: BoApplication) => {
    onDone(
      decided.status === 'issued' && decided.amountMinor
        ? t('boPromotions.applications.issuedNotice', { username: decided.username, amount: money(decided.amountMinor, decided.currency) })
        : t('boPromotions.applications.rejectedNotice', { username: decided.username }),
    );
    await queryClient.invalidateQueries({ queryKey: promotionsKeys.applications });
    await queryClient.invalidateQueries({ queryKey: promotionsKeys.lists });
  };
  const issue = useMutation({
    mutationFn: (amountMinor: string) => issueApplication(application.id, amountMinor),
    onSuccess: done,
  });
  const reject = useMutation({
    mutationFn: () => rejectApplication(application.id, reason.trim()),
    onSuccess: done,
  });
  const busy = issue.isPending || reject.isPending;
  const hasMax = application.maxBonusMinor !== '0';
  const ids = {
    amount: `promo-issue-${application.id}`,
    reason: `promo-reason-${application.id}`,
    problem: `promo-problem-${application.id}`,
  };

  function submitIssue(event: FormEvent) {
    event.preventDefault();
    reject.reset();
    const checked = issueAmountOf(amount, application.maxBonusMinor, application.currency);
    if ('problem' in checked) {
      setProblem(
        checked.problem === 'overMax'
          ? t('boPromotions.applications.overMax', { max: money(application.maxBonusMinor, application.currency) })
          : t(`boPromotions.problems.${checked.problem}`),
      );
      return;
    }
    setProblem(null);
    issue.mutate(checked.amountMinor);
  }
  function submitReject(event: FormEvent) {
    event.preventDefault();
    issue.reset();
    if (reason.trim() === '') {
      setProblem(t('boPromotions.applications.reasonRequired'));
      return;
    }
    setProblem(null);
    reject.mutate();
  }

  const failure = issue.isError ? errorOf(issue.error) : reject.isError ? errorOf(reject.error) : null;
  return (
    <li
      className="bo-panel promo-application"
      aria-label={t('boPromotions.applications.of', {
        username: application.username,
        title: titleText(application.promotionTitle, application.currency),
      })}
    >
      <dl className="bo-facts">
        <dt>{t('boPromotions.applications.player')}</dt>
        <dd>
          <strong>{application.username}</strong> · {application.brandCode}
        </dd>
        <dt>{t('boPromotions.applications.promotion')}</dt>
        <dd>{titleText(application.promotionTitle, application.currency)}</dd>
        <dt>{t('boPromotions.applications.appliedAt')}</dt>
        <dd>{formatGmt8(application.createdAt)}</dd>
        <dt>{t('boPromotions.form.maxBonus')}</dt>
        <dd>{hasMax ? money(application.maxBonusMinor, application.currency) : '—'}</dd>
        {application.zalo ? (
          <>
            <dt>{t('boPromotions.zalo.number')}</dt>
            <dd>
              <strong>{application.zalo}</strong> · {t('boPromotions.zalo.checkFollower')}
            </dd>
          </>
        ) : (
          <>
            <dt>{t('boPromotions.applications.comment')}</dt>
            <dd>{application.comment || '—'}</dd>
          </>
        )}
        {application.status !== 'applying' && (
          <>
            <dt>{t('boPromotions.applications.reviewed')}</dt>
            <dd>
              {application.reviewedBy ?? '—'}
              {application.reviewedAt ? ` · ${formatGmt8(application.reviewedAt)}` : ''}
            </dd>
          </>
        )}
        {application.amountMinor && (
          <>
            <dt>{t('boPromotions.applications.issuedAmount')}</dt>
            <dd>{money(application.amountMinor, application.currency)}</dd>
          </>
        )}
        {application.reason && (
          <>
            <dt>{t('boPromotions.applications.reason')}</dt>
            <dd>{application.reason}</dd>
          </>
        )}
      </dl>
      {application.imageIds.length > 0 && (
        <div className="bo-proofs">
          {application.imageIds.map((id, index) => {
            const src = applicationImageUrl(id);
            const alt = t('boPromotions.applications.image', { n: index + 1, username: application.username });
            return (
              <button
                key={id}
                type="button"
                className="promo-thumb"
                onClick={() => onImage(src, alt)}
                aria-label={t('boPromotions.applications.openImage', { n: index + 1 })}
              >
                <img src={src} alt={alt} loading="lazy" />
              </button>
            );
          })}
        </div>
      )}
      {canManage && application.status === 'applying' && (
        <div className="promo-decide">
          <form className="bo-inline-form" onSubmit={submitIssue}>
            <label htmlFor={ids.amount}>
              {t('boPromotions.applications.amount', { currency: application.currency })}
              {hasMax && (
                <small className="promo-hint">
                  {t('boPromotions.applications.upTo', { max: money(application.maxBonusMinor, application.currency) })}
                </small>
              )}
            </label>
            <div className="promo-row">
              <input id={ids.amount} inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
              <button type="submit" disabled={busy}>
                {t('boPromotions.applications.issue')}
              </button>
            </div>
          </form>
          <form className="bo-inline-form" onSubmit={submitReject}>
            <label htmlFor={ids.reason}>{t('boPromotions.applications.reason')}</label>
            <div className="promo-row">
              <input id={ids.reason} value={reason} maxLength={300} onChange={(event) => setReason(event.target.value)} />
              <button type="submit" className="bo-danger" disabled={busy}>
                {t('boPromotions.applications.reject')}
              </button>
            </div>
          </form>
        </div>
      )}
      {problem && (
        <p id={ids.problem} className="bo-error" role="alert">
          {problem}
        </p>
      )}
      {failure && (
        <p className="bo-error" role="alert">
          {failure}
        </p>
      )}
    </li>
  );
}
