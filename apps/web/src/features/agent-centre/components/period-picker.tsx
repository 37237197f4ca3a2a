import { useTranslation } from 'react-i18next';
import { REPORT_PERIODS, type ReportPeriod } from '@pkg/contracts/agents';
import { gmt8Day } from '@pkg/web-kit/time';
import { periodRange, rangeLabel, shiftPeriod, type DayRange } from '../periods';

/** A report's period: its kind and any GMT+8 day inside it. */
export interface PeriodValue {
  period: ReportPeriod;
  date: string;
}

/** Today's day period, as reports open. */
export function todayPeriod(period: ReportPeriod = 'D'): PeriodValue {
  return { period, date: gmt8Day(new Date()) };
}

/**
 * Picks a report period (SPEC.md section 9): day, week, half month or month, and a day inside it,
 * typed or stepped to the previous or next period; it says which days the period covers (the
 * server's answer when there is one). Periods after today cannot be picked.
 */
export function PeriodPicker({
  idPrefix,
  value,
  onChange,
  answered,
}: {
  idPrefix: string;
  value: PeriodValue;
  onChange: (value: PeriodValue) => void;
  /** The days the server says the period covers. */
  answered?: DayRange;
}) {
  const { t } = useTranslation();
  const today = gmt8Day(new Date());
  const next = shiftPeriod(value.period, value.date, 1);
  const range = answered ?? periodRange(value.period, value.date);
  return (
    <div className="agent-period" role="group" aria-label={t('agent.period.label')}>
      <div className="period-tabs">
        {REPORT_PERIODS.map((period) => (
          <button
            key={period}
            type="button"
            className="period-tabs__tab"
            aria-pressed={value.period === period}
            onClick={() => onChange({ ...value, period })}
          >
            {t(`agent.period.kinds.${period}`)}
          </button>
        ))}
      </div>
      <div className="agent-period__step">
        <button
          type="button"
          className="button button--ghost agent-period__arrow"
          aria-label={t('agent.period.previous')}
          onClick={() => onChange({ ...value, date: shiftPeriod(value.period, value.date, -1) })}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <label className="visually-hidden" htmlFor={`${idPrefix}-date`}>
          {t('agent.period.date')}
        </label>
        <input
          id={`${idPrefix}-date`}
          className="field__input agent-period__date"
          type="date"
          value={value.date}
          max={today}
          required
          onChange={(event) => event.target.value && onChange({ ...value, date: event.target.value })}
        />
        <button
          type="button"
          className="button button--ghost agent-period__arrow"
          aria-label={t('agent.period.next')}
          disabled={next > today}
          onClick={() => onChange({ ...value, date: next })}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <p className="agent-period__range" data-testid="period-range">
        {t('agent.period.range', { range: rangeLabel(range) })}
      </p>
    </div>
  );
}
