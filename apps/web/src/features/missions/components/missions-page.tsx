import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DEFAULT_CURRENCY } from '@pkg/money/money';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useWhitelabel } from '../../../lib/brand';
import { useClaimMission, useMissionLeaderboard, useMissions, useMissionTexts } from '../api/use-missions';
import { MissionCard } from './mission-card';
import { MissionLeaderboard } from './mission-leaderboard';
import '../missions.css';

/** The failure of a call in the player's words (errors.<code>). */
function failureText(t: (key: string) => string, error: unknown): string {
  return t(`errors.${error instanceof ApiError ? error.code : 'internal_error'}`);
}

/**
 * The member centre's missionLeaderboard page (decision 035): the missions of the current period
 * with exact progress and their claim state, and the leaderboard. Claiming offers the reward to
 * the reward centre (rewardCenter), where the player collects it.
 */
export function MissionsPage() {
  const { t } = useTranslation();
  const texts = useMissionTexts();
  const missions = useMissions();
  const board = useMissionLeaderboard();
  const claim = useClaimMission();
  const [claimed, setClaimed] = useState(false);
  const [, setParams] = useSearchParams();
  const currency = useWhitelabel().data?.currency ?? DEFAULT_CURRENCY;

  const openRewards = () =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('modal', 'memberCentre');
        next.set('mcPage', 'rewardCenter');
        return next;
      },
      { replace: true },
    );

  if (!texts.data || missions.isPending) return <Spinner />;
  return (
    <div className="missions-page" data-testid="missions-page">
      <h3 className="missions-page__heading">{t('missions.title')}</h3>
      {claimed && (
        <p className="missions-page__notice" role="status">
          {t('missions.claimedNote')}{' '}
          <button type="button" className="link-button" onClick={openRewards}>
            {t('missions.openRewards')}
          </button>
        </p>
      )}
      {claim.isError && (
        <p className="form-error" role="alert">
          {failureText(t, claim.error)}
        </p>
      )}
      {missions.isError ? (
        <p className="form-error" role="alert">
          {failureText(t, missions.error)}
        </p>
      ) : missions.data.list.length === 0 ? (
        <EmptyState title={t('missions.empty')} />
      ) : (
        <ul className="missions-page__list">
          {missions.data.list.map((mission) => (
            <MissionCard
              key={mission.id}
              mission={mission}
              currency={currency}
              claiming={claim.isPending && claim.variables === mission.id}
              onClaim={() => claim.mutate(mission.id, { onSuccess: () => setClaimed(true) })}
              onOpenRewards={openRewards}
            />
          ))}
        </ul>
      )}
      {board.data ? (
        <MissionLeaderboard board={board.data} currency={currency} />
      ) : board.isError ? (
        <p className="form-error" role="alert">
          {failureText(t, board.error)}
        </p>
      ) : (
        <Spinner />
      )}
    </div>
  );
}
