import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { FixtureView } from '@pkg/contracts/sports';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { formatGmt8 } from '@pkg/web-kit/time';
import { fetchFixture, fetchFixtures, sportsKeys } from '../api/sportsbook-api';
import { MarketBlock, type PriceContext } from './market-block';

/** When a fixture starts, in GMT+8 as `MM-dd HH:mm`. */
function kickoff(startsAt: string): string {
  return formatGmt8(startsAt).slice(5, 16);
}

/** A fixture's state line: live with its score and clock, or its start time. */
function FixtureState({ fixture }: { fixture: FixtureView }) {
  const { t } = useTranslation();
  if (fixture.status === 'live') {
    return (
      <span className="sb-state sb-state--live">
        <span className="sb-live-dot" aria-hidden="true" />
        {t('sports.status.live')} {fixture.score?.clock ?? ''}
      </span>
    );
  }
  return <span className="sb-state">{kickoff(fixture.startsAt)}</span>;
}

/** The sides with their scores (a live match) or the outright's name. */
function Sides({ fixture }: { fixture: FixtureView }) {
  if (fixture.kind === 'outright') return <p className="sb-sides__outright">{fixture.name}</p>;
  const live = fixture.status === 'live' && fixture.score;
  return (
    <dl className="sb-sides">
      <div>
        <dt>{fixture.home}</dt>
        {live && <dd className="sb-score">{fixture.score?.home}</dd>}
      </div>
      <div>
        <dt>{fixture.away}</dt>
        {live && <dd className="sb-score">{fixture.score?.away}</dd>}
      </div>
    </dl>
  );
}

/** One fixture of a list: its competition, state, sides, main markets and the way to all of them. */
function FixtureCard({ fixture, context, onOpen }: { fixture: FixtureView; context: PriceContext; onOpen: () => void }) {
  const { t } = useTranslation();
  const more = fixture.marketCount - fixture.markets.length;
  return (
    <li className="sb-card" data-testid="sb-fixture" data-fixture={fixture.fixtureId}>
      <div className="sb-card__head">
        <span className="sb-card__competition">{fixture.competitionName}</span>
        <FixtureState fixture={fixture} />
      </div>
      <button type="button" className="sb-card__open" onClick={onOpen} aria-label={t('sports.openFixture', { name: fixture.name })}>
        <Sides fixture={fixture} />
      </button>
      <div className="sb-card__markets">
        {fixture.markets.map((market, index) => (
          <div key={market.marketId} className={index > 0 ? 'sb-card__extra' : undefined}>
            <MarketBlock fixture={fixture} market={market} context={context} compact />
          </div>
        ))}
      </div>
      {more > 0 && (
        <button type="button" className="sb-card__more" onClick={onOpen}>
          {t('sports.moreMarkets', { count: more })}
        </button>
      )}
    </li>
  );
}

const errorText = (error: unknown) => `errors.${error instanceof ApiError ? error.code : 'internal_error'}`;

/** The fixtures of the chosen sport (or those in play), each with its main markets. */
export function FixtureList({
  token,
  sport,
  competition,
  context,
  onOpen,
}: {
  token: string;
  sport: string;
  competition: string;
  context: PriceContext;
  onOpen: (fixtureId: string) => void;
}) {
  const { t } = useTranslation();
  const list = useQuery({
    queryKey: sportsKeys.fixtures(token, sport, competition),
    queryFn: () => fetchFixtures(token, sport, competition),
  });
  if (list.isPending) return <Spinner />;
  if (list.isError)
    return (
      <p className="form-error" role="alert">
        {t(errorText(list.error))}
      </p>
    );
  if (list.data.fixtures.length === 0) return <p className="sb-empty">{t('sports.noFixtures')}</p>;
  return (
    <ul className="sb-list" aria-label={t('sports.fixtures')}>
      {list.data.fixtures.map((fixture) => (
        <FixtureCard key={fixture.fixtureId} fixture={fixture} context={context} onOpen={() => onOpen(fixture.fixtureId)} />
      ))}
    </ul>
  );
}

/** One fixture with every market, grouped in the book's order. */
export function FixtureDetail({
  token,
  fixtureId,
  context,
  onBack,
}: {
  token: string;
  fixtureId: string;
  context: PriceContext;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const one = useQuery({ queryKey: sportsKeys.fixture(token, fixtureId), queryFn: () => fetchFixture(token, fixtureId) });
  const back = (
    <button type="button" className="button button--ghost sb-back" onClick={onBack}>
      ‹ {t('sports.back')}
    </button>
  );
  if (one.isPending) return <Spinner />;
  if (one.isError) {
    return (
      <>
        {back}
        <p className="form-error" role="alert">
          {t(errorText(one.error))}
        </p>
      </>
    );
  }
  const { fixture } = one.data;
  const shown = fixture.markets.filter((market) => market.status === 'open' || market.status === 'suspended');
  return (
    <article className="sb-detail" aria-labelledby="sb-detail-title" data-testid="sb-detail">
      {back}
      <header className="sb-detail__head">
        <p className="sb-card__competition">{fixture.competitionName}</p>
        <h2 id="sb-detail-title" className="sb-detail__title">
          {fixture.name}
        </h2>
        <FixtureState fixture={fixture} />
        {fixture.kind === 'match' && fixture.status === 'live' && <Sides fixture={fixture} />}
      </header>
      {shown.length === 0 && <p className="sb-empty">{t('sports.noMarkets')}</p>}
      {shown.map((market) => (
        <MarketBlock key={market.marketId} fixture={fixture} market={market} context={context} />
      ))}
    </article>
  );
}
