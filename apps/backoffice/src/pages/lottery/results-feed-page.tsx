import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useOutletContext } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BoFeedChange, BoFeedView } from '@pkg/contracts/lottery-feed';
import type { StaffMe } from '@pkg/contracts/staff';
import { BoError } from '../../lib/api';
import { formatGmt8 } from '@pkg/web-kit/time';
import { FeedAlerts } from './feed-alerts';

import './lottery.css';
import { fetchFeed, lotteryKeys, runFeed, saveFeed } from '../../api/lottery';

type FeedBrand = BoFeedView['brands'][number];
type SourceDraft = BoFeedChange['sources'][number];

const DEFAULTS = { enabled: true, overdueMinutes: 30, voidAfterMinutes: 1440, alertEmail: null };

/** A brand's sources with what their last fetch did, "fetch now", and (lottery.manage) the settings form. */
function BrandFeed({ entry, canManage }: { entry: FeedBrand; canManage: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const run = useMutation({
    mutationFn: () => runFeed(entry.brand.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lotteryKeys.feed }),
  });
  const settings = entry.settings;
  return (
    <section className="bo-panel" aria-labelledby={`bo-feed-${entry.brand.id}`}>
      <div className="bo-page-head">
        <h2 id={`bo-feed-${entry.brand.id}`}>{`${entry.brand.code} · ${entry.brand.name}`}</h2>
        {canManage && settings && (
          <button type="button" className="bo-secondary" onClick={() => run.mutate()} disabled={run.isPending}>
            {t('boLottery.feed.runNow')}
          </button>
        )}
        {canManage && (
          <button type="button" className="bo-secondary" onClick={() => setEditing(!editing)} aria-expanded={editing}>
            {t('boLottery.feed.edit')}
          </button>
        )}
      </div>
      <p className="bo-note">
        {settings
          ? t(settings.enabled ? 'boLottery.feed.settingsOn' : 'boLottery.feed.settingsOff', {
              overdue: settings.overdueMinutes,
              void: settings.voidAfterMinutes,
              email: settings.alertEmail ?? '—',
            })
          : t('boLottery.feed.notSet')}
      </p>
      {run.data && <p role="status">{t('boLottery.feed.ran', run.data)}</p>}
      {run.error && (
        <p className="bo-error" role="alert">
          {run.error instanceof BoError ? run.error.message : t('boConsole.networkError')}
        </p>
      )}
      {entry.sources.length > 0 && (
        <div className="bo-scroll" tabIndex={0}>
          <table className="bo-table" aria-label={t('boLottery.feed.sourcesLabel', { brand: entry.brand.code })}>
            <thead>
              <tr>
                <th>{t('boLottery.feed.code')}</th>
                <th>{t('boLottery.feed.kind')}</th>
                <th>{t('boLottery.feed.location')}</th>
                <th>{t('boLottery.feed.state')}</th>
                <th>{t('boLottery.feed.lastRun')}</th>
                <th className="bo-number">{t('boLottery.feed.results')}</th>
                <th>{t('boLottery.feed.lastError')}</th>
              </tr>
            </thead>
            <tbody>
              {entry.sources.map((source) => (
                <tr key={source.code}>
                  <td>{source.code}</td>
                  <td>{t(`boLottery.feed.kinds.${source.kind}`)}</td>
                  <td className="bo-mono bo-wrap">{source.location}</td>
                  <td>
                    <span className={`bo-chip bo-chip--${!source.enabled ? 'void' : source.lastError ? 'awaiting' : 'settled'}`}>
                      {t(!source.enabled ? 'boLottery.feed.off' : source.lastError ? 'boLottery.feed.failing' : 'boLottery.feed.ok')}
                    </span>
                  </td>
                  <td>{source.lastRunAt ? formatGmt8(source.lastRunAt) : t('boLottery.feed.never')}</td>
                  <td className="bo-number">{source.lastResults}</td>
                  <td className="bo-mono bo-wrap">{source.lastError ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing && <FeedForm entry={entry} onDone={() => setEditing(false)} />}
    </section>
  );
}

/** The settings and sources of a brand, saved whole. */
function FeedForm({ entry, onDone }: { entry: FeedBrand; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const start = entry.settings ?? DEFAULTS;
  const [enabled, setEnabled] = useState(start.enabled);
  const [overdue, setOverdue] = useState(String(start.overdueMinutes));
  const [voidAfter, setVoidAfter] = useState(String(start.voidAfterMinutes));
  const [email, setEmail] = useState(start.alertEmail ?? '');
  const [sources, setSources] = useState<SourceDraft[]>(
    entry.sources.map(({ code, kind, location, enabled: on }) => ({ code, kind, location, enabled: on })),
  );
  const save = useMutation({
    mutationFn: (body: BoFeedChange) => saveFeed(entry.brand.id, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: lotteryKeys.feed });
      onDone();
    },
  });
  const setSource = (index: number, change: Partial<SourceDraft>) =>
    setSources(sources.map((s, i) => (i === index ? { ...s, ...change } : s)));
  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({
      enabled,
      overdueMinutes: Number(overdue),
      voidAfterMinutes: Number(voidAfter),
      alertEmail: email.trim() || null,
      sources: sources.map((s) => ({ ...s, code: s.code.trim(), location: s.location.trim() })),
    });
  }
  return (
    <form className="bo-form bo-feed-form" onSubmit={submit} noValidate>
      <label className="bo-check">
        <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
        {t('boLottery.feed.enabled')}
      </label>
      <label>
        {t('boLottery.feed.overdueMinutes')}
        <input type="number" min={1} max={1440} value={overdue} onChange={(event) => setOverdue(event.target.value)} />
      </label>
      <label>
        {t('boLottery.feed.voidAfterMinutes')}
        <input type="number" min={10} max={20160} value={voidAfter} onChange={(event) => setVoidAfter(event.target.value)} />
      </label>
      <label>
        {t('boLottery.feed.alertEmail')}
        <input type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      </label>
      <fieldset>
        <legend>{t('boLottery.feed.sourcesTitle')}</legend>
        <p className="bo-note">{t('boLottery.feed.sourcesHelp')}</p>
        {sources.map((source, index) => (
          <div className="bo-feed-source" key={index}>
            <label>
              {t('boLottery.feed.code')}
              <input value={source.code} onChange={(event) => setSource(index, { code: event.target.value })} />
            </label>
            <label>
              {t('boLottery.feed.kind')}
              <select value={source.kind} onChange={(event) => setSource(index, { kind: event.target.value as SourceDraft['kind'] })}>
                <option value="dir">{t('boLottery.feed.kinds.dir')}</option>
                <option value="http">{t('boLottery.feed.kinds.http')}</option>
              </select>
            </label>
            <label>
              {t('boLottery.feed.location')}
              <input value={source.location} onChange={(event) => setSource(index, { location: event.target.value })} />
            </label>
            <label className="bo-check">
              <input type="checkbox" checked={source.enabled} onChange={(event) => setSource(index, { enabled: event.target.checked })} />
              {t('boLottery.feed.sourceOn')}
            </label>
            <button type="button" className="bo-secondary" onClick={() => setSources(sources.filter((_, i) => i !== index))}>
              {t('boLottery.feed.remove')}
            </button>
          </div>
        ))}
        {sources.length < 6 && (
          <button
            type="button"
            className="bo-secondary"
            onClick={() => setSources([...sources, { code: '', kind: 'dir', location: '', enabled: true }])}
          >
            {t('boLottery.feed.addSource')}
          </button>
        )}
      </fieldset>
      {save.error && (
        <p className="bo-error" role="alert">
          {save.error instanceof BoError ? save.error.message : t('boConsole.networkError')}
        </p>
      )}
      <button type="submit" disabled={save.isPending}>
        {t('boLottery.feed.save')}
      </button>
    </form>
  );
}

/**
 * The Vietnamese results feed (decision 065): the open alerts (draws overdue, sources disagreeing,
 * draws voided for want of a result), and per brand its sources with what their last fetch did. A
 * result two sources agree on waits on the desk for a staff member's approval.
 */
export function ResultsFeedPage() {
  const { t } = useTranslation();
  const me = useOutletContext<StaffMe>();
  const feed = useQuery({
    queryKey: lotteryKeys.feedAll,
    queryFn: () => fetchFeed(false),
    refetchInterval: 30_000,
  });
  const canManage = me.permissions.includes('lottery.manage');
  return (
    <section aria-labelledby="bo-lottery-feed">
      <p>
        <Link to="/lottery">{t('boLottery.back')}</Link>
      </p>
      <h1 id="bo-lottery-feed">{t('boLottery.feed.title')}</h1>
      <p className="bo-note">{t('boLottery.feed.note')}</p>
      <pre className="bo-sample" aria-label={t('boLottery.import.sampleLabel')}>
        {'game_code,draw_no,numbers\nvn-south,20261124-hcm,123456 12345 23456 …'}
      </pre>
      {feed.isPending && <p>{t('boConsole.loading')}</p>}
      {feed.error && (
        <p className="bo-error" role="alert">
          {feed.error instanceof BoError ? feed.error.message : t('boConsole.networkError')}
        </p>
      )}
      {feed.data && (
        <>
          <h2>{t('boLottery.feed.alertsTitle')}</h2>
          <FeedAlerts alerts={feed.data.alerts} brands={feed.data.brands} />
          {feed.data.brands.map((entry) => (
            <BrandFeed key={entry.brand.id} entry={entry} canManage={canManage} />
          ))}
        </>
      )}
    </section>
  );
}
