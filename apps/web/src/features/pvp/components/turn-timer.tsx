import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Seconds left until `deadline` on the server's clock (offsetMs: server ahead of this device), ticking. */
export function useSecondsLeft(deadline: string | null, offsetMs: number): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!deadline) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [deadline]);
  if (!deadline) return null;
  return Math.max(0, Math.ceil((new Date(deadline).getTime() - (now + offsetMs)) / 1000));
}

/** The turn's countdown as a bar and seconds; the bar empties over the room's turn time. */
export function TurnTimer({ deadline, offsetMs, turnSeconds }: { deadline: string | null; offsetMs: number; turnSeconds: number }) {
  const { t } = useTranslation();
  const left = useSecondsLeft(deadline, offsetMs);
  if (left === null) return null;
  const share = Math.min(1, left / Math.max(1, turnSeconds));
  return (
    <span className={`pvp-timer${left <= 5 ? ' pvp-timer--low' : ''}`} role="timer" aria-label={t('pvp.timer', { seconds: left })}>
      <span className="pvp-timer__bar" style={{ inlineSize: `${Math.round(share * 100)}%` }} />
      <span className="pvp-timer__text">{t('pvp.timerShort', { seconds: left })}</span>
    </span>
  );
}
