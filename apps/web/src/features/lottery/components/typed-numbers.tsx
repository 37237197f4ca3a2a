import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseTypedNumbers } from '../pick-parse';
import { mergeTokens, type PickerRow } from '../quick-pick';

/**
 * A box to type Vietnamese numbers ("12 34 56" or "12,34,56") for a row: Add puts the valid ones
 * into the row's picks (with those already picked); what was not a number of the row stays in the
 * box and is named under it.
 */
export function TypedNumbers({
  row,
  picked,
  onChange,
}: {
  row: PickerRow;
  picked: readonly string[];
  onChange: (tokens: string[]) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState<string[]>([]);
  const width = row.tokens[0]?.length ?? 2;
  const add = () => {
    const parsed = parseTypedNumbers(text, row.tokens);
    setInvalid(parsed.invalid);
    if (parsed.tokens.length > 0) onChange(mergeTokens(row, picked, parsed.tokens));
    // What was taken leaves the box; what was not stays there to be corrected.
    setText(parsed.invalid.join(' '));
  };
  return (
    <div className="typed-numbers">
      <label className="field__label" htmlFor={id}>
        {t('lottery.bet.typeNumbers', { digits: width })}
      </label>
      <div className="typed-numbers__line">
        <input
          id={id}
          className="field__input"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          placeholder={t('lottery.bet.typeExample', { example: row.tokens.slice(12, 15).join(' ') })}
          aria-describedby={`${id}-hint`}
          aria-invalid={invalid.length > 0 || undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className="button button--ghost" onClick={add} disabled={text.trim() === ''}>
          {t('lottery.bet.addTyped')}
        </button>
      </div>
      <p id={`${id}-hint`} className={invalid.length > 0 ? 'field__error' : 'field__hint'} role={invalid.length > 0 ? 'alert' : undefined}>
        {invalid.length > 0 ? t('lottery.bet.invalidTyped', { numbers: invalid.join(' '), digits: width }) : t('lottery.bet.typeHint')}
      </p>
      {picked.length > 0 && row.tokens.length > 100 && (
        <p className="typed-numbers__picked">
          {t('lottery.bet.pickedList', { numbers: picked.join(' ') })}{' '}
          <button type="button" className="link-button" onClick={() => onChange([])}>
            {t('lottery.bet.quick.clear')}
          </button>
        </p>
      )}
    </div>
  );
}
