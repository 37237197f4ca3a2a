import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useOutletContext, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StaffMe } from '@pkg/contracts/staff';
import { formatGmt8 } from '@pkg/web-kit/time';
import { FailAlert } from '../../components/desk-ui';
import { MarketPanel } from './market-panel';
import { ResultPanel, resultText } from './result-panel';
import { FixtureChip, money } from './sports-ui';
import './sports.css';
import { fetchFixture, fixtureAction, sportsKeys } from '../../api/sports';

/**
 * One fixture on the trading desk (decision 058): its facts, its markets with prices and
 * liability, the fixture's actions (suspend or resume every market, start it in play, end it),
 * its results under four eyes, and what settlements moved.
 */
export function SportsFixturePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const me = useOutletContext<StaffMe>();
  const queryClient = useQueryClient();
  const fixture = useQuery({
    queryKey: sportsKeys.fixture(id),
    queryFn: () => fetchFixture(id),
    refetchInterval: 10_000,
  });
  const act = useMutation({
    mutationFn: (action: 'suspend' | 'resume' | 'start' | 'end') => fixtureAction(id, action),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sportsKeys.all }),
  });
  const canManage = me.permissions.includes('sports.manage');
  return (
    <section aria-labelledby="bo-sports-fixture">
      <p>
        <Link to="/sports">{t('boSports.back')}</Link>
      </p>
      <FailAlert of={fixture} />
      {fixture.data && (
        <>
          <div className="bo-page-head">
            <h1 id="bo-sports-fixture">{fixture.data.name}</h1>
            <FixtureChip status={fixture.data.status} />
          </div>
          <dl className="bo-facts">
            <div>
              <dt>{t('boConsole.finance.brand')}</dt>
              <dd>{fixture.data.brand.code}</dd>
            </div>
            <div>
              <dt>{t('boSports.competition')}</dt>
              <dd>{fixture.data.competitionName}</dd>
            </div>
            <div>
              <dt>{t('boSports.startsAt')}</dt>
              <dd>{formatGmt8(fixture.data.startsAt)}</dd>
            </div>
            {fixture.data.status === 'live' && (
              <div>
                <dt>{t('boSports.score')}</dt>
                <dd>
                  {fixture.data.score ? `${fixture.data.score.home}-${fixture.data.score.away} ${fixture.data.score.clock ?? ''}` : '—'}
                </dd>
              </div>
            )}
            <div>
              <dt>{t('boSports.results.result')}</dt>
              <dd>{fixture.data.result ? resultText(fixture.data.result) : '—'}</dd>
            </div>
            <div>
              <dt>{t('boSports.versions')}</dt>
              <dd>{t('boSports.versionsValue', { result: fixture.data.resultVersion, settled: fixture.data.settledVersion })}</dd>
            </div>
            <div>
              <dt>{t('boSports.slips')}</dt>
              <dd>{t('boSports.slipsValue', fixture.data.slips)}</dd>
            </div>
            <div>
              <dt>{t('boSports.moneyMoved')}</dt>
              <dd>
                {t('boSports.moneyValue', {
                  paid: money(fixture.data.paidMinor, fixture.data.currency),
                  clawed: money(fixture.data.clawedMinor, fixture.data.currency),
                  short: money(fixture.data.shortMinor, fixture.data.currency),
                })}
              </dd>
            </div>
            <div>
              <dt>{t('boSports.settlement')}</dt>
              <dd>
                {fixture.data.settlement
                  ? `${fixture.data.settlement.state}${fixture.data.settlement.error ? ` — ${fixture.data.settlement.error.split('\n')[0]}` : ''}`
                  : '—'}
              </dd>
            </div>
            <div>
              <dt>{t('boSports.margin')}</dt>
              <dd>{(fixture.data.marginX10k / 100).toFixed(2)} %</dd>
            </div>
          </dl>
          {canManage && (fixture.data.status === 'prematch' || fixture.data.status === 'live') && (
            <div className="bo-actions">
              <button type="button" className="bo-secondary" onClick={() => act.mutate('suspend')}>
                {t('boSports.actions.suspend')}
              </button>
              <button type="button" className="bo-secondary" onClick={() => act.mutate('resume')}>
                {t('boSports.actions.resume')}
              </button>
              {fixture.data.status === 'prematch' && (
                <button type="button" className="bo-secondary" onClick={() => act.mutate('start')}>
                  {t('boSports.actions.start')}
                </button>
              )}
              <button type="button" className="bo-secondary" onClick={() => act.mutate('end')}>
                {t('boSports.actions.end')}
              </button>
            </div>
          )}
          <FailAlert of={act} />
          <ResultPanel fixture={fixture.data} canManage={canManage} />
          <h2>{t('boSports.markets.title')}</h2>
          {fixture.data.markets.map((market) => (
            <MarketPanel key={market.marketId} fixture={fixture.data} market={market} canManage={canManage} />
          ))}
        </>
      )}
    </section>
  );
}
