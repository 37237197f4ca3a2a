import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ConvertResult, PointConfig } from '@pkg/contracts/points';
import { formatMoney, type Currency } from '@pkg/money/money';
import { PaymentPasswordNeeded } from '../../../components/payment-password-needed';
import { useActionKey } from '@pkg/web-kit/action-key';
import { WALLET_KEY } from '../../../lib/wallet-keys';
import { convertPoints, MEMBER_POINTS_KEY } from '../api/points-api';
import { failureOf } from '../failure';
import { Notice } from '../../../components/ui/notice';

/** Points to cash in the main wallet at the brand's ratio, under the payment password. */
export function ConvertPanel({ config, currency, points }: { config: PointConfig; currency: Currency; points: bigint }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const keys = useActionKey();
  const [amount, setAmount] = useState('');
  const [pin, setPin] = useState('');
  const [done, setDone] = useState<ConvertResult | null>(null);
  const step = BigInt(config.convertPoints);
  const min = BigInt(config.minConvertPoints);
  // The most one conversion may take under the brand's largest single reward (decision 051), if it has one.
  const max = config.maxConvertPoints === null ? null : BigInt(config.maxConvertPoints);
  const wanted = /^[1-9][0-9]{0,12}$/.test(amount) ? BigInt(amount) : null;
  const valid = wanted !== null && wanted % step === 0n && wanted >= min && (max === null || wanted <= max);
  const range = { min: min.toLocaleString(), step: step.toLocaleString(), max: max?.toLocaleString() };
  const cash = wanted !== null && valid ? (wanted / step) * BigInt(config.convertCashMinor) : null;

  const convert = useMutation({
    mutationFn: () => convertPoints({ points: amount, paymentPassword: pin }, keys.keyFor({ points: amount })),
    onSuccess: (result) => {
      keys.clear();
      setDone(result);
      setAmount('');
      setPin('');
      void queryClient.invalidateQueries({ queryKey: MEMBER_POINTS_KEY });
      void queryClient.invalidateQueries({ queryKey: WALLET_KEY });
    },
  });
  const failure = convert.isError ? failureOf(t, convert.error) : null;

  if (!config.convertEnabled) return <p className="points-empty">{t('points.convert.off')}</p>;

  function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    if (valid && !convert.isPending) convert.mutate();
  }

  return (
    <form className="points-form points-convert" onSubmit={submit} noValidate>
      <PaymentPasswordNeeded />
      <p className="points-convert__ratio">
        {t('points.convert.ratio', { points: step.toLocaleString(), amount: formatMoney(BigInt(config.convertCashMinor), currency) })}
      </p>
      <p className="field__hint">
        {t('points.convert.rule', range)}
        {max !== null && ` ${t('points.convert.max', range)}`}
      </p>
      <div className="field">
        <label className="field__label" htmlFor="convert-points">
          {t('points.convert.points')}
        </label>
        <input
          id="convert-points"
          className="field__input"
          inputMode="numeric"
          value={amount}
          aria-invalid={(amount !== '' && !valid) || failure?.field === 'points' || undefined}
          aria-describedby="convert-points-hint"
          onChange={(event) => setAmount(event.target.value.replace(/[^0-9]/g, ''))}
        />
        <p className="field__hint" id="convert-points-hint">
          {amount !== '' && !valid
            ? t(max === null ? 'points.convert.invalid' : 'points.convert.invalidRange', range)
            : cash !== null
              ? t('points.convert.youGet', { amount: formatMoney(cash, currency) })
              : ''}
        </p>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="convert-pin">
          {t('points.convert.paymentPassword')}
        </label>
        <input
          id="convert-pin"
          className="field__input"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={64}
          value={pin}
          onChange={(event) => setPin(event.target.value)}
        />
      </div>
      {failure && (
        <p className="form-error" role="alert">
          {failure.text}
        </p>
      )}
      {done && (
        <Notice tone="success">
          {t('points.convert.done', {
            points: BigInt(done.points).toLocaleString(),
            amount: formatMoney(BigInt(done.cashMinor), currency),
          })}
        </Notice>
      )}
      <button
        type="submit"
        className="button button--primary"
        disabled={!valid || pin.length === 0 || convert.isPending || (wanted !== null && wanted > points)}
      >
        {t('points.convert.submit')}
      </button>
    </form>
  );
}
