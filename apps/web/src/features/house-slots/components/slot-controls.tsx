import { useTranslation } from 'react-i18next';
import { formatMinor, type Currency } from '@pkg/money/money';
import { stepStake } from '../stake-levels';
import type { AutoSpinState } from '../use-slot-game';

interface SlotControlsProps {
  currency: Currency;
  levels: readonly bigint[];
  stake: bigint;
  onStake: (stakeMinor: bigint) => void;
  /** A spin is in flight or landing: nothing may start. */
  busy: boolean;
  auto: AutoSpinState | null;
  onSpin: () => void;
  onAuto: () => void;
  onStopAuto: () => void;
}

/**
 * Bet size (only the server's levels: a list and one-step buttons), Spin, and auto-spin with its
 * Stop button. Spin is disabled while a spin is in flight, and everything but Stop during auto-spin.
 */
export function SlotControls({ currency, levels, stake, onStake, busy, auto, onSpin, onAuto, onStopAuto }: SlotControlsProps) {
  const { t } = useTranslation();
  const locked = busy || auto !== null;
  return (
    <div className="slot-controls">
      <div className="slot-controls__bet">
        <button
          type="button"
          className="slot-controls__step"
          aria-label={t('slots.betDown')}
          disabled={locked || stake === levels[0]}
          onClick={() => onStake(stepStake(levels, stake, -1))}
        >
          −
        </button>
        <label className="slot-controls__bet-field">
          <span className="slot-controls__label">
            {t('slots.bet')} ({currency.symbol})
          </span>
          <select
            className="slot-controls__select"
            value={stake.toString()}
            disabled={locked}
            onChange={(event) => onStake(BigInt(event.target.value))}
          >
            {levels.map((level) => (
              <option key={level.toString()} value={level.toString()}>
                {formatMinor(level, currency)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="slot-controls__step"
          aria-label={t('slots.betUp')}
          disabled={locked || stake === levels.at(-1)}
          onClick={() => onStake(stepStake(levels, stake, 1))}
        >
          +
        </button>
      </div>
      <button type="button" className="slot-controls__spin" disabled={locked} onClick={onSpin} aria-label={t('slots.spin')}>
        <svg viewBox="0 0 24 24" aria-hidden="true" className="slot-controls__spin-icon">
          <path
            d="M12 4a8 8 0 017.4 5H17v2h6V5h-2v2.3A10 10 0 002 12h2a8 8 0 018-8zm8 8a8 8 0 01-15.4 3H7v-2H1v6h2v-2.3A10 10 0 0022 12z"
            fill="currentColor"
          />
        </svg>
        <span>{t('slots.spin')}</span>
      </button>
      {auto ? (
        <button type="button" className="button button--ghost slot-controls__auto" onClick={onStopAuto}>
          {t('slots.auto.stop', { done: auto.done, total: auto.plan.count })}
        </button>
      ) : (
        <button type="button" className="button button--ghost slot-controls__auto" disabled={busy} onClick={onAuto}>
          {t('slots.auto.open')}
        </button>
      )}
    </div>
  );
}
