import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useOutletContext, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BoSportsPage } from '@pkg/contracts/sports-desk';
import type { StaffMe } from '@pkg/contracts/staff';
import { formatGmt8 } from '@pkg/web-kit/time';
import { FailAlert } from '../../components/desk-ui';
import { FixtureChip, gmt8Instant, money } from './sports-ui';
import './sports.css';
import { createFixture, fetchFixtures, importFeed, sportsKeys } from '../../api/sports';

const STATUSES = ['prematch', 'live', 'ended', 'abandoned'] as const;

/** A fixture by hand: its competition, sides and start (GMT+8); its sport's markets come suspended, to be priced. */
function NewFixture({ page, onDone }: { page: BoSportsPage; onDone: (id: string) => void }) {
  const { t } = useTranslation();
  const [competitionId, setCompetitionId] = useState(page.competitions[0]?.competitionId ?? '');
  const create = useMutation({
    mutationFn: createFixture,
    onSuccess: (fixture) => onDone(fixture.fixtureId),
  });
  const [invalid, setInvalid] = useState('');
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const startsAt = gmt8Instant(String(form.get('startsAt') ?? ''));
    if (!startsAt) return setInvalid(t('boSports.create.badStart'));
    setInvalid('');
    create.mutate({ competitionId, home: form.get('home'), away: form.get('away'), startsAt });
  }
  return (
    <form className="bo-form bo-panel" onSubmit={submit} aria-label={t('boSports.create.title')}>
      <h2>{t('boSports.create.title')}</h2>
      <label>
        {t('boSports.competition')}
        <select value={competitionId} onChange={(event) => setCompetitionId(event.target.value)}>
          {page.competitions.map((c) => (
            <option key={c.competitionId} value={c.competitionId}>
              {c.name} ({c.sportCode})
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('boSports.create.home')}
        <input name="home" required maxLength={80} />
      </label>
      <label>
        {t('boSports.create.away')}
        <input name="away" required maxLength={80} />
      </label>
      <label>
        {t('boSports.create.startsAt')}
        <input name="startsAt" type="datetime-local" required />
      </label>
      {invalid && <p className="bo-error">{invalid}</p>}
      <FailAlert of={create} />
      <div className="bo-actions">
        <button type="submit" disabled={create.isPending}>
          {t('boSports.create.submit')}
        </button>
      </div>
    </form>
  );
}

/** The feed's JSON importer: a batch in the documented format pasted or read from a file. */
function ImportFeed({ brands }: { brands: StaffMe['brands'] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [brandId, setBrandId] = useState(brands[0]?.id ?? '');
  const [json, setJson] = useState('');
  const run = useMutation({
    mutationFn: () => importFeed(brandId, json),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sportsKeys.all }),
  });
  return (
    <form className="bo-form bo-panel" onSubmit={(event) => (event.preventDefault(), run.mutate())} aria-label={t('boSports.import.title')}>
      <h2>{t('boSports.import.title')}</h2>
      <p className="bo-note">{t('boSports.import.note')}</p>
      {brands.length > 1 && (
        <label>
          {t('boConsole.finance.brand')}
          <select value={brandId} onChange={(event) => setBrandId(event.target.value)}>
            {brands.map((brand) => (
              <option key={brand.id} value={brand.id}>
                {brand.code}
              </option>
            ))}
          </select>
        </label>
      )}
      <label>
        {t('boSports.import.file')}
        <input
          type="file"
          accept="application/json,.json"
          onChange={async (event) => setJson((await event.target.files?.[0]?.text()) ?? '')}
        />
      </label>
      <label>
        {t('boSports.import.json')}
        <textarea rows={6} value={json} onChange={(event) => setJson(event.target.value)} />
      </label>
      <FailAlert of={run} />
      {run.data && (
        <p role="status" className="bo-note">
          {t('boSports.import.done', run.data)}
          {run.data.problems.length > 0 && ` ${run.data.problems.join(' · ')}`}
        </p>
      )}
      <div className="bo-actions">
        <button type="submit" disabled={run.isPending || json.trim() === ''}>
          {t('boSports.import.submit')}
        </button>
      </div>
    </form>
  );
}

/**
 * The trading desk (decision 058): the fixtures of the staff member's brands, live first then
 * nearest in time, with their open exposure and whether a result waits for a second staff member;
 * a fixture made by hand and the feed's JSON importer for those who trade.
 */
export function SportsPage() {
  const { t } = useTranslation();
  const me = useOutletContext<StaffMe>();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [panel, setPanel] = useState<'none' | 'create' | 'import'>('none');
  const status = params.get('status') ?? '';
  const awaiting = params.get('awaiting') === '1';
  const query = { limit: 100, status, awaiting: awaiting ? 'true' : undefined };
  const page = useQuery({
    queryKey: sportsKeys.list(query),
    queryFn: () => fetchFixtures(query),
    refetchInterval: 15_000,
  });
  const canManage = me.permissions.includes('sports.manage');
  const setFilter = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  return (
    <section aria-labelledby="bo-sports">
      <div className="bo-page-head">
        <h1 id="bo-sports">{t('boSports.title')}</h1>
        <Link className="bo-button-link" to="/sports/players">
          {t('boSports.players.title')}
        </Link>
      </div>
      <p className="bo-note">{t('boSports.note')}</p>
      {canManage && (
        <div className="bo-actions">
          <button
            type="button"
            className="bo-secondary"
            aria-pressed={panel === 'create'}
            onClick={() => setPanel(panel === 'create' ? 'none' : 'create')}
          >
            {t('boSports.create.title')}
          </button>
          <button
            type="button"
            className="bo-secondary"
            aria-pressed={panel === 'import'}
            onClick={() => setPanel(panel === 'import' ? 'none' : 'import')}
          >
            {t('boSports.import.title')}
          </button>
        </div>
      )}
      {panel === 'create' && page.data && <NewFixture page={page.data} onDone={(id) => navigate(`/sports/${id}`)} />}
      {panel === 'import' && <ImportFeed brands={me.brands} />}
      <form className="bo-filters" onSubmit={(event) => event.preventDefault()} aria-label={t('boSports.filters')}>
        <label>
          {t('boSports.statusFilter')}
          <select value={status} onChange={(event) => setFilter('status', event.target.value)}>
            <option value="">{t('boSports.allStatuses')}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`boSports.status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="bo-scheck">
          <input type="checkbox" checked={awaiting} onChange={(event) => setFilter('awaiting', event.target.checked ? '1' : '')} />
          {t('boSports.awaiting')}
        </label>
      </form>
      <FailAlert of={page} />
      {page.data && (
        <div className="bo-scroll">
          <table className="bo-table">
            <thead>
              <tr>
                <th>{t('boSports.startsAt')}</th>
                <th>{t('boSports.competition')}</th>
                <th>{t('boSports.fixture')}</th>
                <th>{t('boSports.statusFilter')}</th>
                <th>{t('boSports.openSlips')}</th>
                <th>{t('boSports.openStakes')}</th>
                <th>{t('boSports.versions')}</th>
              </tr>
            </thead>
            <tbody>
              {page.data.fixtures.map((fixture) => (
                <tr key={fixture.fixtureId} data-testid="bo-sports-fixture">
                  <td>{formatGmt8(fixture.startsAt).slice(0, 16)}</td>
                  <td>{fixture.competitionName}</td>
                  <td>
                    <Link to={`/sports/${fixture.fixtureId}`}>{fixture.name}</Link>
                    {fixture.pendingResult && <span className="bo-schip bo-schip--pending">{t('boSports.pendingResult')}</span>}
                  </td>
                  <td>
                    <FixtureChip status={fixture.status} /> {fixture.score ? `${fixture.score.home}-${fixture.score.away}` : ''}
                  </td>
                  <td className="bo-number">{fixture.openSlips}</td>
                  <td className="bo-number">{money(fixture.openStakesMinor)}</td>
                  <td>{t('boSports.versionsValue', { result: fixture.resultVersion, settled: fixture.settledVersion })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
