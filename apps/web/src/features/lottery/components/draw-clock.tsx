import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryDraw } from '@pkg/contracts/lottery';
import { countdownCue, drawPhase, formatCountdown, msUntil, type CountdownCue } from '../countdown';

interface DrawClockProps {
  draw: Pick<LotteryDraw, 'numero' | 'status' | 'opensAt' | 'closesAt' | 'result'>;
  nowMs: number;
  size?: 'small' | 'large';
  /** Tell screen readers at 10 s left and at the close (the betting screen only, not every lobby card). */
  announce?: boolean;
}

/**
 * A draw's countdown to its close (mm:ss), or to its opening before that; "closed — drawing"
 * between the close and the result (and, on the betting screen, while the next draw waits to open). The figures themselves are not read out each second; with
 * `announce` a polite live region speaks at 10 s left and at the close.
 */
export function DrawClock({ draw, nowMs, size = 'small', announce = false }: DrawClockProps) {
  const { t } = useTranslation();
  const phase = drawPhase(draw, nowMs);
  const left = msUntil(phase === 'upcoming' ? draw.opensAt : draw.closesAt, nowMs);
  const cue = useCue(announce ? left : null, draw.numero);
  const counting = phase === 'open' || phase === 'upcoming';
  return (
    <div className={`draw-clock draw-clock--${size} draw-clock--${phase}`}>
      {counting ? (
        <>
          {/* The next draw waits to open while the last one is being drawn (fast games open each draw at the previous one's draw time). */}
          {phase === 'upcoming' && size === 'large' && <span className="draw-clock__state">{t('lottery.draw.previousDrawing')}</span>}
          <span className="draw-clock__label">{t(phase === 'open' ? 'lottery.draw.closesIn' : 'lottery.draw.opensIn')}</span>
          <span className="draw-clock__time" role="timer" aria-live="off">
            {formatCountdown(left)}
          </span>
        </>
      ) : (
        <span className="draw-clock__state">{t(`lottery.draw.phases.${phase}`)}</span>
      )}
      {announce && (
        <span className="visually-hidden" aria-live="polite" role="status">
          {cue === 'tenSeconds'
            ? t('lottery.draw.tenSeconds')
            : cue === 'closed'
              ? t('lottery.draw.closedCue', { numero: draw.numero })
              : ''}
        </span>
      )}
    </div>
  );
}

/** The last cue crossed by the countdown of this draw (none for a new draw). */
function useCue(leftMs: number | null, numero: string): CountdownCue | null {
  const before = useRef<{ numero: string; left: number } | null>(null);
  const [cue, setCue] = useState<{ numero: string; cue: CountdownCue } | null>(null);
  useEffect(() => {
    if (leftMs === null) return;
    const previous = before.current?.numero === numero ? before.current.left : null;
    before.current = { numero, left: leftMs };
    const next = countdownCue(previous, leftMs);
    if (next) setCue({ numero, cue: next });
  }, [leftMs, numero]);
  return cue?.numero === numero ? cue.cue : null;
}
