import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ContractKind, ContractsValue, ContractTerms } from '@pkg/contracts/agent-contracts';
import { failureText } from '../agent-failure';
import { previewContract, type PreviewValue } from '../api/agent-api';
import {
  buildTerms,
  emptyOffer,
  MAX_TIERS,
  offerFromTerms,
  type OfferInput,
  type OfferProblems,
  type TierInput,
} from '@pkg/web-kit/offer-terms';
import { formatBp } from '@pkg/money/rates';
import { useAgentMoney } from '../use-agent-money';
import { AgentField } from './agent-field';

/**
 * The offer form of a contract page: a direct downline agent, then the terms (tiers of minimum valid
 * bets or net loss, minimum active members and a rate; or the real-time salary's one rate), never
 * above the agent's own rate. Preview shows what the terms would have paid the downline for the
 * last settled period, with the formula; Send offers them.
 */
export function OfferForm({
  kind,
  value,
  downlineId,
  onDownline,
  onOffer,
  busy,
}: {
  kind: ContractKind;
  value: ContractsValue;
  downlineId: string;
  onDownline: (id: string) => void;
  onOffer: (downlineId: string, terms: ContractTerms) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const { money, currencyOf } = useAgentMoney();
  const currency = currencyOf();
  const maxRateBp = value.maxRateBp ?? 0;
  // An offer starts from the agent's own terms (a dividend must settle by the same period).
  const [input, setInput] = useState<OfferInput>(() => (value.mine ? offerFromTerms(value.mine.terms, currency) : emptyOffer()));
  const [problems, setProblems] = useState<OfferProblems>({});
  const preview = useMutation({ mutationFn: (terms: ContractTerms) => previewContract(kind, { action: 'preview', downlineId, terms }) });

  function read(): ContractTerms | null {
    const check = buildTerms(kind, input, currency, maxRateBp);
    if (!check.ok) {
      setProblems(check.problems);
      return null;
    }
    setProblems({});
    return check.terms;
  }

  function change(next: OfferInput) {
    setInput(next);
    setProblems({});
    preview.reset();
  }

  function setTier(index: number, field: keyof TierInput, text: string) {
    change({ ...input, tiers: input.tiers.map((tier, at) => (at === index ? { ...tier, [field]: text } : tier)) });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const terms = read();
    if (terms) onOffer(downlineId, terms);
  }

  const problem = (key: string) => (problems[key] ? t(`agent.offer.problems.${problems[key]}`, { max: formatBp(maxRateBp) }) : null);
  const dividend = kind === 'dividend';
  return (
    <form className="agent-offer" onSubmit={submit} noValidate aria-labelledby={`offer-${kind}-title`} data-testid="offer-form">
      <h4 id={`offer-${kind}-title`} className="agent-page__subheading">
        {t('agent.offer.title')}
      </h4>
      <p className="agent-page__note">{t('agent.offer.limit', { max: formatBp(maxRateBp) })}</p>
      <div className="field">
        <label className="field__label" htmlFor={`offer-${kind}-downline`}>
          {t('agent.offer.downline')}
        </label>
        <select
          id={`offer-${kind}-downline`}
          className="field__input"
          value={downlineId}
          onChange={(event) => {
            onDownline(event.target.value);
            preview.reset();
          }}
        >
          {value.downlines.map((row) => (
            <option key={row.agent.id} value={row.agent.id}>
              {row.agent.username}
            </option>
          ))}
        </select>
      </div>
      {dividend && value.mine && (
        <p className="agent-page__note">{t('agent.contract.settlesPer', { period: t(`agent.period.kinds.${input.period}`) })}</p>
      )}
      {dividend && !value.mine && (
        <div className="field">
          <label className="field__label" htmlFor={`offer-${kind}-period`}>
            {t('agent.offer.period')}
          </label>
          <select
            id={`offer-${kind}-period`}
            className="field__input"
            value={input.period}
            onChange={(event) => change({ ...input, period: event.target.value as 'H' | 'M' })}
          >
            <option value="H">{t('agent.period.kinds.H')}</option>
            <option value="M">{t('agent.period.kinds.M')}</option>
          </select>
        </div>
      )}
      {kind === 'realtime_salary' ? (
        <AgentField
          id={`offer-${kind}-rate`}
          label={t('agent.offer.ratePercent')}
          value={input.rate}
          onChange={(text) => change({ ...input, rate: text })}
          inputMode="decimal"
          autoComplete="off"
          error={problem('rate')}
        />
      ) : (
        <fieldset className="agent-tiers">
          <legend className="field__label">{t('agent.offer.tiers')}</legend>
          {input.tiers.map((tier, index) => (
            <div key={index} className="agent-tiers__row" role="group" aria-labelledby={`offer-${kind}-tier-${index}`}>
              <p id={`offer-${kind}-tier-${index}`} className="agent-tiers__name">
                {t('agent.offer.tierN', { n: index + 1 })}
              </p>
              <AgentField
                id={`offer-${kind}-min-${index}`}
                label={dividend ? t('agent.offer.minNetLoss') : t('agent.offer.minValidBet')}
                value={tier.min}
                onChange={(text) => setTier(index, 'min', text)}
                inputMode="decimal"
                autoComplete="off"
                error={problem(`tiers.${index}.min`)}
              />
              <AgentField
                id={`offer-${kind}-active-${index}`}
                label={t('agent.offer.minActive')}
                value={tier.active}
                onChange={(text) => setTier(index, 'active', text)}
                inputMode="numeric"
                autoComplete="off"
                error={problem(`tiers.${index}.active`)}
              />
              <AgentField
                id={`offer-${kind}-rate-${index}`}
                label={dividend ? t('agent.offer.sharePercent') : t('agent.offer.ratePercent')}
                value={tier.rate}
                onChange={(text) => setTier(index, 'rate', text)}
                inputMode="decimal"
                autoComplete="off"
                error={problem(`tiers.${index}.rate`)}
              />
              {input.tiers.length > 1 && (
                <button
                  type="button"
                  className="button button--ghost agent-tiers__remove"
                  onClick={() => change({ ...input, tiers: input.tiers.filter((_, at) => at !== index) })}
                  aria-label={t('agent.offer.removeTierN', { n: index + 1 })}
                >
                  {t('agent.offer.removeTier')}
                </button>
              )}
            </div>
          ))}
          {input.tiers.length < MAX_TIERS && (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => change({ ...input, tiers: [...input.tiers, { min: '', active: '', rate: '' }] })}
            >
              {t('agent.offer.addTier')}
            </button>
          )}
        </fieldset>
      )}
      {preview.error !== null && (
        <p className="form-error" role="alert">
          {failureText(t, preview.error)}
        </p>
      )}
      {preview.data && <PreviewResult value={preview.data} format={money} />}
      <div className="agent-offer__actions">
        <button
          type="button"
          className="button button--ghost"
          disabled={preview.isPending}
          onClick={() => {
            const terms = read();
            if (terms) preview.mutate(terms);
          }}
        >
          {t('agent.offer.preview')}
        </button>
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('agent.offer.send')}
        </button>
      </div>
    </form>
  );
}

function PreviewResult({ value, format }: { value: PreviewValue; format: (minor: string) => string }) {
  const { t } = useTranslation();
  return (
    <div className="notice notice--info agent-preview" role="status" data-testid="offer-preview">
      <p className="agent-page__line">{t('agent.offer.previewOf', { username: value.agent.username, period: value.periodKey })}</p>
      <p className="agent-statement__formula">{value.formula}</p>
      <p className="agent-page__line">{t('agent.offer.previewPays', { amount: format(value.paidMinor) })}</p>
    </div>
  );
}
