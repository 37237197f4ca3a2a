import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { gmt8Day } from '@pkg/web-kit/time';

/** A GMT+8 day range, inclusive. */
export interface DayRange {
  from: string;
  to: string;
}

/** The last seven days, today included, as the records open. */
export function lastWeek(): DayRange {
  const now = new Date();
  return { from: gmt8Day(now, -6), to: gmt8Day(now) };
}

/** From and to days, applied by the search button; extra filters passed as children apply as they change. */
export function RangeForm({
  idPrefix,
  initial,
  onSearch,
  children,
}: {
  idPrefix: string;
  initial: DayRange;
  onSearch: (range: DayRange) => void;
  /** More filters shown before the days (the record type). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [range, setRange] = useState(initial);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(range);
  }
  return (
    <form className="range-form" onSubmit={submit}>
      {children}
      <div className="field">
        <label className="field__label" htmlFor={`${idPrefix}-from`}>
          {t('wallet.records.from')}
        </label>
        <input
          id={`${idPrefix}-from`}
          className="field__input"
          type="date"
          value={range.from}
          max={range.to}
          required
          onChange={(event) => setRange({ ...range, from: event.target.value })}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${idPrefix}-to`}>
          {t('wallet.records.to')}
        </label>
        <input
          id={`${idPrefix}-to`}
          className="field__input"
          type="date"
          value={range.to}
          min={range.from}
          required
          onChange={(event) => setRange({ ...range, to: event.target.value })}
        />
      </div>
      <button type="submit" className="button button--primary range-form__search">
        {t('wallet.records.search')}
      </button>
    </form>
  );
}
