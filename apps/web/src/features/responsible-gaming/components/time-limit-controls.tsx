import { useTranslation } from 'react-i18next';
import { formatGmt8 } from '@pkg/web-kit/time';
import { useMinutesText } from '../rg-minutes';

/** The select's value for "no limit". */
export const NO_TIME_LIMIT = 'none';

/** A time limit's waiting raise or removal (the session limit, the daily limit), or nothing. */
export function PendingLength({ pending }: { pending: { limitMinutes: number | null; appliesAt: string } | null }) {
  const { t } = useTranslation();
  const minutesText = useMinutesText();
  if (!pending) return null;
  return (
    <p className="rg-limit__pending">
      {pending.limitMinutes === null
        ? t('responsibleGaming.pendingRemoval', { date: formatGmt8(pending.appliesAt) })
        : t('responsibleGaming.session.pending', { limit: minutesText(pending.limitMinutes), date: formatGmt8(pending.appliesAt) })}
    </p>
  );
}

/** A time limit's choice of lengths (or no limit) with its save button. */
export function LengthChoice(props: {
  id: string;
  label: string;
  choices: readonly number[];
  value: string;
  onChange: (value: string) => void;
  onSave: () => void;
  disabled: boolean;
  saving: boolean;
}) {
  const { t } = useTranslation();
  const minutesText = useMinutesText();
  return (
    <div className="rg-break__controls">
      <label className="field__label" htmlFor={props.id}>
        {props.label}
      </label>
      <select
        id={props.id}
        className="field__select rg-break__select"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      >
        <option value={NO_TIME_LIMIT}>{t('responsibleGaming.session.none')}</option>
        {props.choices.map((minutes) => (
          <option key={minutes} value={String(minutes)}>
            {minutesText(minutes)}
          </option>
        ))}
      </select>
      <button type="button" className="button button--primary" onClick={props.onSave} disabled={props.disabled} aria-busy={props.saving}>
        {t('responsibleGaming.save')}
      </button>
    </div>
  );
}
