import { useTranslation } from 'react-i18next';
import type { PvpTableView } from '@pkg/contracts/pvp';
import { PlayingCard } from './playing-card';
import { TurnTimer } from './turn-timer';

/**
 * The other seats around the table, in turn order after the player's own: each one's masked name,
 * how many cards it holds, whether it acts now (with the turn's countdown), is away (played
 * automatically after a short grace) or leaves after the hand; the Tongits dealer is marked.
 */
export function SeatsBar({ table, offsetMs }: { table: PvpTableView; offsetMs: number }) {
  const { t } = useTranslation();
  const hand = table.hand;
  const view = hand?.view ?? null;
  const me = table.mySeat ?? 0;
  const order = table.seats.map((_, index) => (me + 1 + index) % table.seats.length).filter((seat) => seat !== table.mySeat);
  return (
    <ul className="pvp-seats" aria-label={t('pvp.seats')}>
      {order.map((n) => {
        const seat = table.seats[n];
        if (!seat) return null;
        const acting = hand?.status === 'playing' && hand.toAct === n;
        const count = view?.handCounts[n];
        return (
          <li
            key={n}
            className={`pvp-seat${acting ? ' pvp-seat--acting' : ''}`}
            data-testid={`seat-${n}`}
            aria-current={acting ? 'true' : undefined}
          >
            <span className="pvp-seat__name">{seat.name ?? t('pvp.emptySeat')}</span>
            <span className="pvp-seat__meta">
              {count !== undefined && (
                <span className="pvp-seat__cards">
                  <PlayingCard card={null} small />
                  {t('pvp.cardsLeft', { count })}
                </span>
              )}
              {view?.game === 'tongits' && view.dealer === n && <span className="pvp-badge">{t('pvp.dealer')}</span>}
              {seat.away && seat.status !== 'empty' && <span className="pvp-badge pvp-badge--warn">{t('pvp.away')}</span>}
              {seat.status === 'leaving' && <span className="pvp-badge pvp-badge--warn">{t('pvp.leaving')}</span>}
              {hand?.result?.winner === n && <span className="pvp-badge pvp-badge--win">{t('pvp.winner')}</span>}
            </span>
            {acting && <TurnTimer deadline={hand.deadline} offsetMs={offsetMs} turnSeconds={table.room.turnSeconds} />}
          </li>
        );
      })}
    </ul>
  );
}
