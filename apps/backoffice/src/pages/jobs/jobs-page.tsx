import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { JOB_DESK_STATES, JOB_STALLED_AFTER_MS, type BoJobRow, type JobDeskState } from '@pkg/contracts/jobs-desk';
import { formatGmt8 } from '@pkg/web-kit/time';
import { useJobActions, useJobsList } from '../../api/jobs';
import { FailAlert, StatusNote } from '../../components/desk-ui';
import './jobs.css';

/**
 * The failed-jobs desk (issue 37; jobs.manage, owners of every brand): background jobs that used up
 * their attempts (failed) or are overdue with no worker on them (stalled), oldest first, with their
 * kind, attempts, last error and times. Retry puts one back to pending (the next worker of its kind
 * runs it); dismiss, once confirmed, sets a failed one aside for good. Both are audited by the server.
 */
export function JobsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const state = JOB_DESK_STATES.find((value) => value === search.get('state'));
  const list = useJobsList(state ? { state } : {});
  const actions = useJobActions();
  const [done, setDone] = useState('');
  const act = (action: 'retry' | 'dismiss', job: BoJobRow) => {
    // A dismissed job never runs again: asked first, as the other desks' irreversible actions are.
    if (action === 'dismiss' && !window.confirm(t('boJobs.dismissConfirm', { kind: job.kind, key: job.runKey }))) return;
    setDone('');
    actions[action].mutate(job.runKey, { onSuccess: () => setDone(t(`boJobs.${action}Done`, { kind: job.kind })) });
  };
  const jobs = list.data?.jobs ?? [];
  return (
    <section aria-labelledby="bo-jobs">
      <h1 id="bo-jobs">{t('boJobs.title')}</h1>
      <p className="bo-note">{t('boJobs.note', { minutes: JOB_STALLED_AFTER_MS / 60_000 })}</p>
      <div className="bo-filters">
        <label>
          {t('boJobs.show')}
          <select value={state ?? ''} onChange={(event) => setSearch(event.target.value ? { state: event.target.value } : {})}>
            <option value="">{t('boJobs.both')}</option>
            {JOB_DESK_STATES.map((value) => (
              <option key={value} value={value}>
                {t(`boJobs.states.${value}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <StatusNote text={done} />
      <FailAlert of={list} />
      <FailAlert of={actions.retry} />
      <FailAlert of={actions.dismiss} />
      {list.data && <p className="bo-note">{t('boJobs.count', { count: list.data.total, shown: jobs.length })}</p>}
      {list.data && jobs.length === 0 ? (
        <p className="bo-note">{t('boJobs.none')}</p>
      ) : (
        <div className="bo-scroll">
          <table className="bo-table bo-stack bo-jobs-table">
            <thead>
              <tr>
                <th>{t('boJobs.kind')}</th>
                <th>{t('boJobs.state')}</th>
                <th>{t('boJobs.attempts')}</th>
                <th>{t('boJobs.lastError')}</th>
                <th>{t('boJobs.due')}</th>
                <th>{t('boJobs.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {jobs.map((job) => (
                <JobRow key={job.runKey} job={job} busy={actions.retry.isPending || actions.dismiss.isPending} onAct={act} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function JobRow(props: { job: BoJobRow; busy: boolean; onAct: (action: 'retry' | 'dismiss', job: BoJobRow) => void }) {
  const { t } = useTranslation();
  const { job } = props;
  return (
    <tr>
      <td data-label={t('boJobs.kind')}>
        <strong>{job.kind}</strong>
        <br />
        <code className="bo-jobs-key">{job.runKey}</code>
      </td>
      <td data-label={t('boJobs.state')}>{t(`boJobs.states.${job.state satisfies JobDeskState}`)}</td>
      <td data-label={t('boJobs.attempts')}>
        {job.recurring ? t('boJobs.recurring', { attempts: job.attempts }) : `${job.attempts} / ${job.maxAttempts}`}
      </td>
      <td data-label={t('boJobs.lastError')} className="bo-jobs-error">
        {job.lastError ?? t('boJobs.noError')}
      </td>
      <td data-label={t('boJobs.due')}>
        {formatGmt8(job.dueAt)}
        {job.startedAt && (
          <>
            <br />
            <small>{t('boJobs.started', { at: formatGmt8(job.startedAt) })}</small>
          </>
        )}
      </td>
      <td data-label={t('boJobs.actions')}>
        <div className="bo-actions">
          <button
            type="button"
            disabled={props.busy}
            onClick={() => props.onAct('retry', job)}
            aria-label={t('boJobs.retryOf', { key: job.runKey })}
          >
            {t('boJobs.retry')}
          </button>
          {job.state === 'failed' && (
            <button
              type="button"
              className="bo-secondary"
              disabled={props.busy}
              onClick={() => props.onAct('dismiss', job)}
              aria-label={t('boJobs.dismissOf', { key: job.runKey })}
            >
              {t('boJobs.dismiss')}
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}
