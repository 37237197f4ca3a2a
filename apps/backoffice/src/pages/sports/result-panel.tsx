import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FixtureResultWire } from '@pkg/contracts/sports';
import type { BoFixtureDetail } from '@pkg/contracts/sports-desk';
import { formatGmt8 } from '@pkg/web-kit/time';
import { FailAlert } from '../../components/desk-ui';
import { decideResult, proposeResult, sportsKeys } from '../../api/sports';

const ESPORTS_TYPES = ['match_winner', 'map_winner', 'map_handicap', 'total_maps'];
type Map = 'home' | 'away' | 'draw' | '';

/** A result in one line: the score (and after extra time), the maps, the finishing positions, or abandoned. */
export function resultText(result: FixtureResultWire): string {
  if (result.status === 'abandoned') return `abandoned${result.maps?.length ? ` (${result.maps.join(', ')})` : ''}`;
  const parts: string[] = [];
  if (result.regularTime) parts.push(`${result.regularTime.home}-${result.regularTime.away}`);
  if (result.final) parts.push(`final ${result.final.home}-${result.final.away}`);
  if (result.maps) parts.push(result.maps.join(', '));
  if (result.positions)
    parts.push(
      Object.entries(result.positions)
        .map(([id, p]) => `${p}. ${id}`)
        .join(' '),
    );
  if (result.nonRunners?.length) parts.push(`non-runners ${result.nonRunners.join(', ')}`);
  return parts.join(' · ');
}

/** The result a proposal form says, or a reason it cannot be one. */
function readForm(form: FormData, kind: 'score' | 'maps' | 'outright', competitors: readonly string[]): FixtureResultWire | string {
  if (form.get('abandoned') === 'on') {
    const maps = [1, 2, 3, 4, 5].map((n) => String(form.get(`map${n}`) ?? '') as Map).filter((m): m is Exclude<Map, ''> => m !== '');
    return kind === 'maps' && maps.length > 0 ? { status: 'abandoned', maps } : { status: 'abandoned' };
  }
  const whole = (name: string) => (/^[0-9]{1,3}$/.test(String(form.get(name) ?? '')) ? Number(form.get(name)) : null);
  if (kind === 'score') {
    const home = whole('home');
    const away = whole('away');
    if (home === null || away === null) return 'score';
    const finalHome = whole('finalHome');
    const finalAway = whole('finalAway');
    return {
      status: 'completed',
      regularTime: { home, away },
      ...(finalHome !== null && finalAway !== null ? { final: { home: finalHome, away: finalAway } } : {}),
    };
  }
  if (kind === 'maps') {
    const maps = [1, 2, 3, 4, 5].map((n) => String(form.get(`map${n}`) ?? '') as Map).filter((m): m is Exclude<Map, ''> => m !== '');
    return maps.length === 0 ? 'maps' : { status: 'completed', maps };
  }
  const positions: Record<string, number> = {};
  for (const id of competitors) {
    const place = whole(`pos-${id}`);
    if (place !== null && place > 0) positions[id] = place;
  }
  const nonRunners = competitors.filter((id) => form.get(`nr-${id}`) === 'on');
  return Object.keys(positions).length === 0
    ? 'positions'
    : { status: 'completed', positions, ...(nonRunners.length > 0 ? { nonRunners } : {}) };
}

/**
 * The fixture's results under four eyes: the proposal waiting for a second staff member (who
 * approves or rejects it; its proposer may only withdraw it), the form to propose a result or a
 * correction (a correction of a settled fixture resettles it: paid or taken back through the
 * ledger), and every result so far with its version.
 */
export function ResultPanel({ fixture, canManage }: { fixture: BoFixtureDetail; canManage: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [invalid, setInvalid] = useState('');
  const refresh = () => void queryClient.invalidateQueries({ queryKey: sportsKeys.all });
  const propose = useMutation({
    mutationFn: (result: FixtureResultWire) => proposeResult(fixture.fixtureId, result),
    onSuccess: refresh,
  });
  const decide = useMutation({
    mutationFn: ({ id, approve }: { id: string; approve: boolean }) => decideResult(id, approve, t('boSports.results.rejectedReason')),
    onSuccess: refresh,
  });
  const pending = fixture.results.find((r) => r.status === 'pending');
  const outright = fixture.markets.find((m) => m.definition.type === 'outright');
  const competitors = outright?.definition.type === 'outright' ? outright.definition.competitors : [];
  const kind =
    fixture.kind === 'outright' ? 'outright' : fixture.markets.some((m) => ESPORTS_TYPES.includes(m.definition.type)) ? 'maps' : 'score';
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = readForm(new FormData(event.currentTarget), kind, competitors);
    if (typeof read === 'string') return setInvalid(t(`boSports.results.missing.${read}`));
    setInvalid('');
    propose.mutate(read);
  }
  return (
    <section className="bo-panel" aria-labelledby="bo-sports-results">
      <h2 id="bo-sports-results">{t('boSports.results.title')}</h2>
      {pending && (
        <div className="bo-card" data-testid="bo-sports-pending">
          <p>{t('boSports.results.pending', { result: resultText(pending.result), by: pending.proposedBy ?? '—' })}</p>
          {canManage && (
            <div className="bo-actions">
              {!pending.mine && (
                <button type="button" onClick={() => decide.mutate({ id: pending.resultId, approve: true })}>
                  {t('boSports.results.approve')}
                </button>
              )}
              <button type="button" className="bo-secondary" onClick={() => decide.mutate({ id: pending.resultId, approve: false })}>
                {t(pending.mine ? 'boSports.results.withdraw' : 'boSports.results.reject')}
              </button>
            </div>
          )}
          {pending.mine && <p className="bo-note">{t('boSports.results.secondStaff')}</p>}
          <FailAlert of={decide} />
        </div>
      )}
      {canManage && !pending && (
        <form
          className="bo-form"
          onSubmit={submit}
          aria-label={t(fixture.result ? 'boSports.results.correct' : 'boSports.results.propose')}
        >
          <h3>{t(fixture.result ? 'boSports.results.correct' : 'boSports.results.propose')}</h3>
          {kind === 'score' && (
            <div className="bo-inline-form">
              <label>
                {fixture.home ?? t('boSports.selections.home')}
                <input name="home" inputMode="numeric" size={4} />
              </label>
              <label>
                {fixture.away ?? t('boSports.selections.away')}
                <input name="away" inputMode="numeric" size={4} />
              </label>
              <label>
                {t('boSports.results.finalHome')}
                <input name="finalHome" inputMode="numeric" size={4} />
              </label>
              <label>
                {t('boSports.results.finalAway')}
                <input name="finalAway" inputMode="numeric" size={4} />
              </label>
            </div>
          )}
          {kind === 'maps' && (
            <div className="bo-inline-form">
              {[1, 2, 3, 4, 5].map((n) => (
                <label key={n}>
                  {t('boSports.results.map', { map: n })}
                  <select name={`map${n}`} defaultValue="">
                    <option value="">{t('boSports.results.notPlayed')}</option>
                    <option value="home">{fixture.home}</option>
                    <option value="away">{fixture.away}</option>
                    <option value="draw">{t('boSports.selections.draw')}</option>
                  </select>
                </label>
              ))}
            </div>
          )}
          {kind === 'outright' &&
            competitors.map((id) => (
              <div key={id} className="bo-inline-form">
                <label>
                  {outright?.selections.find((s) => s.code === id)?.name ?? id}
                  <input name={`pos-${id}`} inputMode="numeric" size={3} aria-label={t('boSports.results.position', { name: id })} />
                </label>
                <label className="bo-scheck">
                  <input type="checkbox" name={`nr-${id}`} />
                  {t('boSports.results.nonRunner')}
                </label>
              </div>
            ))}
          <label className="bo-scheck">
            <input type="checkbox" name="abandoned" />
            {t('boSports.results.abandoned')}
          </label>
          {invalid && <p className="bo-error">{invalid}</p>}
          <FailAlert of={propose} />
          <div className="bo-actions">
            <button type="submit" disabled={propose.isPending}>
              {t('boSports.results.submit')}
            </button>
          </div>
        </form>
      )}
      {fixture.results.length > 0 && (
        <table className="bo-table">
          <thead>
            <tr>
              <th>{t('boSports.results.version')}</th>
              <th>{t('boSports.results.result')}</th>
              <th>{t('boSports.results.source')}</th>
              <th>{t('boSports.results.state')}</th>
              <th>{t('boSports.results.by')}</th>
            </tr>
          </thead>
          <tbody>
            {fixture.results.map((r) => (
              <tr key={r.resultId}>
                <td>{r.version ?? '—'}</td>
                <td>{resultText(r.result)}</td>
                <td>{t(`boSports.results.sources.${r.source}`)}</td>
                <td>{t(`boSports.results.states.${r.status}`)}</td>
                <td>
                  {r.proposedBy ?? t('boSports.results.sources.feed')} {formatGmt8(r.proposedAt).slice(5, 16)}
                  {r.decidedBy && ` → ${r.decidedBy}`}
                  {r.reason && ` (${r.reason})`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
