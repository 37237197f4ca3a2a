import { useTranslation } from 'react-i18next';
import type { FishSessionValue } from '@pkg/contracts/fish';
import { multiplierLabel } from '../fish-world';

/** The title's fish with their multipliers, the boss, the features with their share of the RTP, the RTP and the rate of fire. */
export function Paytable({ session, onClose }: { session: FishSessionValue; onClose(): void }) {
  const { t } = useTranslation();
  const percent = (x10k: number) => (x10k / 100).toFixed(2);
  return (
    <div className="fish-paytable" role="dialog" aria-modal="true" aria-label={t('fish.paytable.title')} data-testid="fish-paytable">
      <div className="fish-paytable__body">
        <h2>{t('fish.paytable.title')}</h2>
        <p>{t('fish.paytable.rtp', { percent: percent(session.rtpX10k) })}</p>
        <ul className="fish-paytable__fish">
          {session.species.map((species) => (
            <li key={species.code}>
              <span>{t(`fish.species.${species.code}`)}</span>
              <strong>{multiplierLabel(species)}</strong>
            </li>
          ))}
        </ul>
        <ul>
          {session.features.map((feature) => (
            <li key={feature.code}>{t(`fish.paytable.feature.${feature.code}`, { percent: percent(feature.shareX10k) })}</li>
          ))}
          <li>{t('fish.paytable.boss')}</li>
          <li>{t('fish.paytable.rate', { shots: session.maxShotsPerSecond })}</li>
          <li>{t('fish.paytable.fair')}</li>
        </ul>
        <button type="button" className="fish-button" onClick={onClose}>
          {t('fish.paytable.close')}
        </button>
      </div>
    </div>
  );
}
