import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { parseMajorInput, type Currency } from '@pkg/money/money';
import { Dialog } from '../../../components/ui/dialog';
import { AUTO_SPIN_COUNTS, type AutoSpinCount, type AutoSpinPlan } from '../auto-spin';

/**
 * Sets up auto-spin: how many spins, and the optional stops (a single win above an amount, the
 * balance below an amount). It always stops on insufficient funds or any failure.
 */
export function AutoSpinDialog({
  currency,
  onStart,
  onClose,
}: {
  currency: Currency;
  onStart: (plan: AutoSpinPlan) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [count, setCount] = useState<AutoSpinCount>(10);
  const [winAbove, setWinAbove] = useState('');
  const [balanceBelow, setBalanceBelow] = useState('');
  const [invalid, setInvalid] = useState<'win' | 'balance' | null>(null);

  /** An optional amount: blank is "no limit", anything else must be money of the currency. */
  const amount = (text: string): bigint | null | 'bad' => {
    if (text.trim() === '') return null;
    const minor = parseMajorInput(text, currency);
    return minor === null || minor < 0n ? 'bad' : minor;
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const win = amount(winAbove);
    const balance = amount(balanceBelow);
    if (win === 'bad') return setInvalid('win');
    if (balance === 'bad') return setInvalid('balance');
    onStart({ count, stopOnWinAboveMinor: win, stopBelowBalanceMinor: balance });
  }

  return (
    <Dialog open onClose={onClose} title={t('slots.auto.title')}>
      <form className="account-form" onSubmit={submit} noValidate>
        <fieldset className="slot-auto__counts">
          <legend className="field__label">{t('slots.auto.count')}</legend>
          {AUTO_SPIN_COUNTS.map((option) => (
            <label key={option} className="slot-auto__count">
              <input type="radio" name="auto-count" value={option} checked={count === option} onChange={() => setCount(option)} />
              <span>{option}</span>
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label className="field__label" htmlFor="auto-win-above">
            {t('slots.auto.winAbove', { symbol: currency.symbol })}
          </label>
          <input
            id="auto-win-above"
            className="field__input"
            inputMode="decimal"
            value={winAbove}
            aria-invalid={invalid === 'win'}
            aria-describedby="auto-win-above-hint"
            onChange={(event) => {
              setWinAbove(event.target.value);
              setInvalid(null);
            }}
          />
          <p id="auto-win-above-hint" className={invalid === 'win' ? 'field__error' : 'field__hint'}>
            {t(invalid === 'win' ? 'slots.auto.badAmount' : 'slots.auto.optional')}
          </p>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="auto-balance-below">
            {t('slots.auto.balanceBelow', { symbol: currency.symbol })}
          </label>
          <input
            id="auto-balance-below"
            className="field__input"
            inputMode="decimal"
            value={balanceBelow}
            aria-invalid={invalid === 'balance'}
            aria-describedby="auto-balance-below-hint"
            onChange={(event) => {
              setBalanceBelow(event.target.value);
              setInvalid(null);
            }}
          />
          <p id="auto-balance-below-hint" className={invalid === 'balance' ? 'field__error' : 'field__hint'}>
            {t(invalid === 'balance' ? 'slots.auto.badAmount' : 'slots.auto.optional')}
          </p>
        </div>
        <p className="field__hint">{t('slots.auto.always')}</p>
        <button type="submit" className="button button--primary account-form__submit">
          {t('slots.auto.start', { spins: count })}
        </button>
      </form>
    </Dialog>
  );
}
