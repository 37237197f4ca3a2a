import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DayRange } from '../periods';

/** The filters of a report, applied by its search button (typing does not call the server on each key). */
export function FilterForm({ onSearch, children }: { onSearch: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch();
  }
  return (
    <form className="range-form agent-filters" onSubmit={submit}>
      {children}
      <button type="submit" className="button button--primary range-form__search">
        {t('agent.common.search')}
      </button>
    </form>
  );
}

/** From and to GMT+8 days inside a filter form. */
export function DayRangeFields({ idPrefix, value, onChange }: { idPrefix: string; value: DayRange; onChange: (value: DayRange) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={`${idPrefix}-from`}>
          {t('agent.common.from')}
        </label>
        <input
          id={`${idPrefix}-from`}
          className="field__input"
          type="date"
          value={value.from}
          max={value.to}
          required
          onChange={(event) => onChange({ ...value, from: event.target.value })}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${idPrefix}-to`}>
          {t('agent.common.to')}
        </label>
        <input
          id={`${idPrefix}-to`}
          className="field__input"
          type="date"
          value={value.to}
          min={value.from}
          required
          onChange={(event) => onChange({ ...value, to: event.target.value })}
        />
      </div>
    </>
  );
}

/** A text filter (a username) inside a filter form. */
export function TextFilter({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        type="search"
        value={value}
        maxLength={64}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** A choice among fixed values, "all" first, inside a filter form; applies as it changes. */
export function SelectFilter<Value extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: Value | '';
  options: ReadonlyArray<{ value: Value; label: string }>;
  onChange: (value: Value | '') => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="field__input" value={value} onChange={(event) => onChange(event.target.value as Value | '')}>
        <option value="">{t('agent.common.all')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
