import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LotteryGame } from '@pkg/contracts/lottery';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { drawPhase } from '../countdown';
import { gamePath } from '../lottery-params';
import { DrawClock } from './draw-clock';
import { CompactResult } from './last-result';

/**
 * One lottery game in the lobby: icon, name, the countdown to its current draw's close and the
 * last result. When the countdown runs out the lobby refetches (`onExpired`), so the next draw's
 * countdown follows; the card opens the game in its app.
 */
export function LotteryCard({ game, nowMs, onExpired }: { game: LotteryGame; nowMs: number; onExpired: () => void }) {
  const { t } = useTranslation();
  const phase = game.current ? drawPhase(game.current, nowMs) : null;
  useOnChange(phase, (before) => before === 'open' || before === 'upcoming', onExpired);
  return (
    <li className="lottery-card">
      <Link to={gamePath(game)} className="lottery-card__link">
        <FallbackImage className="lottery-card__icon" src={game.iconUrl} alt="" width={48} height={48} retries={1} />
        <span className="lottery-card__name">{game.gameName}</span>
        {game.maintenance ? (
          <span className="badge">{t('lottery.lobby.maintenance')}</span>
        ) : game.current ? (
          <DrawClock draw={game.current} nowMs={nowMs} />
        ) : (
          <span className="lottery-muted">{t('lottery.draw.noDraw')}</span>
        )}
        <span className="lottery-card__result">
          <CompactResult format={game.format} draw={game.last} />
        </span>
      </Link>
    </li>
  );
}

/** Calls `callback` when `value` changes from one for which `from` holds. */
function useOnChange<T>(value: T, from: (before: T) => boolean, callback: () => void) {
  const before = useRef(value);
  useEffect(() => {
    if (before.current !== value && from(before.current)) callback();
    before.current = value;
  });
}
