import { useTranslation } from 'react-i18next';
import type { SportMenuEntry } from '@pkg/contracts/sports';

/**
 * The sports and competitions menu: a row of chips (In play, then each sport with its count), and
 * under the chosen sport its competitions. Both rows scroll sideways on a phone.
 */
export function SportMenu({
  sports,
  sport,
  competition,
  onSport,
  onCompetition,
}: {
  sports: readonly SportMenuEntry[];
  sport: string;
  competition: string;
  onSport: (code: string) => void;
  onCompetition: (competitionId: string) => void;
}) {
  const { t } = useTranslation();
  const live = sports.reduce((sum, entry) => sum + entry.liveCount, 0);
  const chosen = sports.find((entry) => entry.code === sport);
  return (
    <nav className="sb-menu" aria-label={t('sports.menu')}>
      <div className="sb-chips" role="list">
        <span role="listitem">
          <button type="button" className="sb-chip" aria-pressed={sport === ''} onClick={() => onSport('')}>
            {t('sports.all')}
          </button>
        </span>
        <span role="listitem">
          <button type="button" className="sb-chip sb-chip--live" aria-pressed={sport === 'live'} onClick={() => onSport('live')}>
            {t('sports.status.live')} <span className="sb-chip__count">{live}</span>
          </button>
        </span>
        {sports.map((entry) => (
          <span role="listitem" key={entry.code}>
            <button type="button" className="sb-chip" aria-pressed={sport === entry.code} onClick={() => onSport(entry.code)}>
              {entry.name} <span className="sb-chip__count">{entry.fixtureCount}</span>
            </button>
          </span>
        ))}
      </div>
      {chosen && chosen.competitions.length > 1 && (
        <div className="sb-chips sb-chips--sub" role="list" aria-label={t('sports.competitions')}>
          <span role="listitem">
            <button type="button" className="sb-chip sb-chip--sub" aria-pressed={competition === ''} onClick={() => onCompetition('')}>
              {t('sports.allCompetitions')}
            </button>
          </span>
          {chosen.competitions.map((entry) => (
            <span role="listitem" key={entry.competitionId}>
              <button
                type="button"
                className="sb-chip sb-chip--sub"
                aria-pressed={competition === entry.competitionId}
                onClick={() => onCompetition(entry.competitionId)}
              >
                {entry.name}
              </button>
            </span>
          ))}
        </div>
      )}
    </nav>
  );
}
