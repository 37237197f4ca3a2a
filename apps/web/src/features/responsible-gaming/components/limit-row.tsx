import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RgLimitKind, RgLimitView, RgPeriod, RgState } from '@pkg/contracts/responsible-gaming';
import { formatGmt8 } from '@pkg/web-kit/time';
import { RG_KEY, saveLimit } from '../api/responsible-gaming-api';
import { failureText } from '../failure';
import { limitMinorOf } from '../rg-limit';
import { showMinor, type BrandMoney } from '../rg-money';
import { Notice } from '../../../components/ui/notice';

interface Props {
  kind: RgLimitKind;
  period: RgPeriod;
  limit: RgLimitView | undefined;
  usedMinor: string;
  currency: string;
  money: BrandMoney;
  /** The brand's own limit for this period (deposits only, decision 037 addendum), which holds whatever the player sets. */
  brandLimitMinor?: string | undefined;
}

/**
 * One limit (kind and period): its usage, a waiting change and when it applies, and a form to set,
 * lower, raise or remove it. The amount is checked here as the server checks it; the server says
 * whether the change applied now or waits 24 hours.
 */
export function LimitRow({ kind, period, limit, usedMinor, currency, money, brandLimitMinor }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: saveLimit,
    onSuccess: (state: RgState) => {
      queryClient.setQueryData(RG_KEY, state);
      // The server decides: a new or lower limit applies now, a raise or removal waits.
      const after = state.limits.find((item) => item.kind === kind && item.period === period);
      setDone(after?.pending ? t('responsibleGaming.waits', { date: formatGmt8(after.pending.appliesAt) }) : t('responsibleGaming.saved'));
      setAmount('');
    },
  });
  const show = (minor: string) => showMinor(minor, currency, money);
  // What holds now: the player's own limit or the brand's, whichever is lower.
  const own = limit?.amountMinor;
  const capMinor = brandLimitMinor && (!own || BigInt(brandLimitMinor) < BigInt(own)) ? brandLimitMinor : own;

  function submit(event: FormEvent) {
    event.preventDefault();
    const minor = limitMinorOf(amount, currency, money);
    if (minor === null) return setProblem(t('responsibleGaming.amountInvalid'));
    setProblem(null);
    setDone(null);
    save.mutate({ kind, period, amountMinor: minor.toString() });
  }

  function remove() {
    setProblem(null);
    setDone(null);
    save.mutate({ kind, period, amountMinor: null });
  }

  const inputId = `${id}-amount`;
  const hintId = `${id}-hint`;
  return (
    <li className="rg-limit" data-testid={`rg-limit-${kind}-${period}`}>
      <div className="rg-limit__head">
        <h4 className="rg-limit__period">{t(`responsibleGaming.periods.${period}`)}</h4>
        <p className="rg-limit__used">
          {capMinor
            ? t('responsibleGaming.used', { used: show(usedMinor), limit: show(capMinor) })
            : t('responsibleGaming.usedNoLimit', { used: show(usedMinor) })}
        </p>
        {limit?.pending && (
          <p className="rg-limit__pending">
            {limit.pending.amountMinor
              ? t('responsibleGaming.pending', { amount: show(limit.pending.amountMinor), date: formatGmt8(limit.pending.appliesAt) })
              : t('responsibleGaming.pendingRemoval', { date: formatGmt8(limit.pending.appliesAt) })}
          </p>
        )}
        {brandLimitMinor && <p className="field__hint">{t('responsibleGaming.brandLimit', { amount: show(brandLimitMinor) })}</p>}
        {limit && <p className="field__hint">{t('responsibleGaming.resets', { date: formatGmt8(limit.periodEnd) })}</p>}
      </div>
      <form className="rg-limit__form" onSubmit={submit} noValidate>
        <label className="field__label" htmlFor={inputId}>
          {t('responsibleGaming.amount', { symbol: money.symbol })}
        </label>
        <div className="rg-limit__controls">
          <input
            id={inputId}
            className="field__input"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? hintId : undefined}
          />
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {t('responsibleGaming.save')}
          </button>
          {limit && !(limit.pending && limit.pending.amountMinor === null) && (
            <button type="button" className="button button--ghost" onClick={remove} disabled={save.isPending}>
              {t('responsibleGaming.remove')}
            </button>
          )}
        </div>
        {problem && (
          <p className="field__error" id={hintId}>
            {problem}
          </p>
        )}
        {save.isError && (
          <p className="form-error" role="alert">
            {failureText(t, save.error)}
          </p>
        )}
        {done && <Notice tone="success">{done}</Notice>}
      </form>
    </li>
  );
}
