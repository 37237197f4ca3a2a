import { useTranslation } from 'react-i18next';
import type { MissionView } from '@pkg/contracts/missions';
import { formatMoney, type Currency } from '@pkg/money/money';
import { formatGmt8 } from '@pkg/web-kit/time';
import { wageringMultiple } from '@pkg/web-kit/wagering';
import { goalFigure, progressFigures, progressPermille } from '../mission-figures';
import { formatAmountTokens } from '@pkg/money/amount-tokens';

/** One mission: what to do, the exact progress with its bar, the reward, and its claim state. */
export function MissionCard({
  mission,
  currency,
  claiming,
  onClaim,
  onOpenRewards,
}: {
  mission: MissionView;
  currency: Currency;
  claiming: boolean;
  onClaim: () => void;
  onOpenRewards: () => void;
}) {
  const { t } = useTranslation();
  const permille = progressPermille(mission.progress, mission.target);
  const target = goalFigure(mission.goal, mission.target, currency);
  const goalText = mission.gameType
    ? t(`missions.goal.${mission.goal}_type`, { target, gameType: t(`nav.types.${mission.gameType}`) })
    : t(`missions.goal.${mission.goal}`, { target });
  const labelId = `mission-${mission.id}-title`;
  return (
    <li className={`mission-card mission-card--${mission.state}`} aria-labelledby={labelId} data-testid="mission-card">
      <div className="mission-card__head">
        <h4 id={labelId} className="mission-card__title">
          {formatAmountTokens(mission.title, currency)}
        </h4>
        <span className="badge">{t(`missions.period.${mission.period}`)}</span>
      </div>
      <p className="mission-card__goal">{goalText}</p>
      <div
        className="mission-card__bar"
        role="progressbar"
        aria-label={t('missions.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.floor(permille / 10)}
        aria-valuetext={progressFigures(mission.goal, mission.progress, mission.target, currency)}
      >
        <span className="mission-card__fill" style={{ width: `${permille / 10}%` }} />
      </div>
      <p className="mission-card__figures">{progressFigures(mission.goal, mission.progress, mission.target, currency)}</p>
      <p className="mission-card__reward">
        <strong>{t('missions.reward', { amount: formatMoney(BigInt(mission.rewardMinor), currency) })}</strong>
        {' · '}
        {mission.wageringBp > 0 ? t('missions.wagering', { multiple: wageringMultiple(mission.wageringBp) }) : t('missions.noWagering')}
      </p>
      <p className="mission-card__until">{t('missions.until', { time: `${formatGmt8(mission.periodEnd)} (GMT+8)` })}</p>
      <div className="mission-card__action">
        {mission.state === 'completed' && (
          <button type="button" className="button button--primary" onClick={onClaim} disabled={claiming}>
            {claiming ? t('missions.claiming') : t('missions.claim')}
          </button>
        )}
        {mission.state === 'in_progress' && (
          <button type="button" className="button" disabled>
            {t('missions.inProgress')}
          </button>
        )}
        {mission.state === 'claimed' && (
          <>
            <span className="badge badge--ok">{t('missions.claimed')}</span>
            <button type="button" className="link-button" onClick={onOpenRewards}>
              {t('missions.openRewards')}
            </button>
          </>
        )}
      </div>
    </li>
  );
}
