import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BoArenaEventDetail } from '@pkg/contracts/arena';
import { FailAlert } from '../../components/desk-ui';
import { arenaKeys, fetchArenaEvent } from '../../api/arena';
import { formatGmt8 } from '@pkg/web-kit/time';
import { PoolsTable } from './arena-ui';
import './arena.css';

/** An event with every fight: its card, result (and corrections), pools and final odds. */
export function ArenaEventPage() {
  const { t } = useTranslation();
  const { eventId = '' } = useParams();
  const detail = useQuery({
    queryKey: arenaKeys.event(eventId),
    queryFn: () => fetchArenaEvent(eventId),
  });
  const event = detail.data?.event;
  return (
    <section aria-labelledby="bo-arena-event-title" className="bo-arena">
      <p>
        <Link to="/arena">{t('boArena.back')}</Link>
      </p>
      <h1 id="bo-arena-event-title">{event ? event.title : t('boArena.title')}</h1>
      <FailAlert of={detail} />
      {event && (
        <p className="bo-note">
          {t('boArena.eventLine', {
            venue: event.venue || '—',
            started: formatGmt8(event.startedAt),
            status: t(`boArena.eventStatus.${event.status}`),
          })}
        </p>
      )}
      {(detail.data?.fights ?? []).map((fight) => (
        <article key={fight.roundId} className="bo-panel" aria-label={t('boArena.fight.title', { number: fight.fightNo })}>
          <div className="bo-panel-head">
            <h2>{t('boArena.fight.title', { number: fight.fightNo })}</h2>
            <span className="bo-chip">{fight.result ? t(`boArena.result.${fight.result}`) : t(`boArena.status.${fight.status}`)}</span>
          </div>
          <p className="bo-arena-card">
            <span className="bo-arena-meron">{fight.meron.name}</span>
            <span className="bo-arena-wala">{fight.wala.name}</span>
          </p>
          <PoolsTable pools={fight.pools} currency={(detail.data as BoArenaEventDetail).currency} />
          {fight.corrections.length > 0 && (
            <ul className="bo-cards">
              {fight.corrections.map((entry) => (
                <li key={entry.id} className="bo-note">
                  {t('boArena.correction.history', {
                    result: t(`boArena.result.${entry.result}`),
                    status: t(`boArena.correction.status.${entry.status}`),
                    by: entry.proposedBy,
                    decidedBy: entry.decidedBy ?? '—',
                    reason: entry.reason,
                  })}
                </li>
              ))}
            </ul>
          )}
        </article>
      ))}
    </section>
  );
}
