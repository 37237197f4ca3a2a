import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ContractKind } from '@pkg/contracts/agent-contracts';
import type { BoContractPage } from '@pkg/contracts/agent-desk';
import type { StaffMe } from '@pkg/contracts/staff';
import { deskCurrency } from './agent-format';
import { KINDS, errorText } from './agents-ui';
import {
  MAX_TIERS,
  buildTerms,
  emptyOffer,
  emptyTier,
  type OfferInput,
  type OfferProblems,
  type TierInput,
} from '@pkg/web-kit/offer-terms';
import { agentsKeys, contractAction } from '../../api/agents';

/**
 * The operator offers a top-level agent (one without an upline agent) a contract: the agent, the
 * kind, and its terms (salary tiers, a dividend's period and tiers, or a real-time salary's rate).
 * The agent accepts or rejects it in the agent centre; an accepted offer replaces the agent's
 * contract of the kind.
 */
export function OfferForm({
  topAgents,
  brands,
  onOffered,
  onCancel,
}: {
  topAgents: BoContractPage['topAgents'];
  brands: StaffMe['brands'];
  onOffered: (agent: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [agentKey, setAgentKey] = useState('');
  const [kind, setKind] = useState<ContractKind>('daily_salary');
  const [draft, setDraft] = useState<OfferInput>(emptyOffer);
  const [problems, setProblems] = useState<OfferProblems>({});
  const [agentMissing, setAgentMissing] = useState(false);
  const codeOf = new Map(brands.map((brand) => [brand.id, brand.code]));
  const manyBrands = new Set(topAgents.map((agent) => agent.brandId)).size > 1 || brands.length > 1;
  const agent = topAgents.find((candidate) => `${candidate.brandId}:${candidate.id}` === agentKey);
  const offer = useMutation({
    mutationFn: contractAction,
    onSuccess: async () => {
      onOffered(agent?.username ?? '');
      await queryClient.invalidateQueries({ queryKey: agentsKeys.contracts });
    },
  });
  const dividend = kind === 'dividend';

  function setTier(index: number, change: Partial<TierInput>) {
    setDraft((current) => ({ ...current, tiers: current.tiers.map((tier, i) => (i === index ? { ...tier, ...change } : tier)) }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    offer.reset();
    setAgentMissing(!agent);
    // Every brand currency today has two decimals; the desk's API names no currency for contracts.
    const check = buildTerms(kind, draft, deskCurrency(''));
    setProblems(check.ok ? {} : check.problems);
    if (!agent || !check.ok) return;
    offer.mutate({ action: 'offer', brandId: agent.brandId, agentId: agent.id, kind, terms: check.terms });
  }

  /** One input with its label and, when refused, why (tied to it for screen readers). */
  function field(name: string, label: string, value: string, onChange: (value: string) => void, inputMode: 'decimal' | 'numeric') {
    const problem = problems[name];
    const id = `bo-offer-${name.replaceAll('.', '-')}`;
    return (
      <div className="bo-field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          value={value}
          inputMode={inputMode}
          autoComplete="off"
          onChange={(event) => {
            onChange(event.target.value);
            // An input changed is checked again on the next send; until then it is not marked.
            if (problem) setProblems(({ [name]: _changed, ...rest }) => rest);
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
        {problem && (
          <span className="bo-field-problem" id={`${id}-problem`}>
            {t(`boAgents.offer.problems.${problem}`)}
          </span>
        )}
      </div>
    );
  }

  return (
    <section className="bo-panel bo-offer" aria-labelledby="bo-offer-title">
      <h2 id="bo-offer-title">{t('boAgents.offer.title')}</h2>
      <p className="bo-note">{t('boAgents.offer.explain')}</p>
      {topAgents.length === 0 ? (
        <>
          <p>{t('boAgents.offer.noAgents')}</p>
          <div className="bo-actions">
            <button type="button" className="bo-secondary" onClick={onCancel}>
              {t('boConsole.finance.cancel')}
            </button>
          </div>
        </>
      ) : (
        <form className="bo-form bo-offer-form" onSubmit={submit} noValidate aria-label={t('boAgents.offer.title')}>
          <div className="bo-offer-row">
            <div className="bo-field">
              <label htmlFor="bo-offer-agent">{t('boAgents.offer.agent')}</label>
              <select
                id="bo-offer-agent"
                value={agentKey}
                onChange={(event) => setAgentKey(event.target.value)}
                aria-invalid={agentMissing && !agent ? true : undefined}
                aria-describedby={agentMissing && !agent ? 'bo-offer-agent-problem' : undefined}
              >
                <option value="">{t('boAgents.offer.chooseAgent')}</option>
                {topAgents.map((candidate) => (
                  <option key={`${candidate.brandId}:${candidate.id}`} value={`${candidate.brandId}:${candidate.id}`}>
                    {manyBrands
                      ? t('boAgents.offer.agentOfBrand', {
                          agent: candidate.username,
                          brand: codeOf.get(candidate.brandId) ?? candidate.brandId,
                        })
                      : candidate.username}
                  </option>
                ))}
              </select>
              {agentMissing && !agent && (
                <span className="bo-field-problem" id="bo-offer-agent-problem">
                  {t('boAgents.offer.problems.agentMissing')}
                </span>
              )}
            </div>
            <label>
              {t('boAgents.kind')}
              <select
                value={kind}
                onChange={(event) => {
                  setKind(event.target.value as ContractKind);
                  setProblems({});
                }}
              >
                {KINDS.map((name) => (
                  <option key={name} value={name}>
                    {t(`boAgents.kinds.${name}`)}
                  </option>
                ))}
              </select>
            </label>
            {dividend && (
              <label>
                {t('boAgents.offer.period')}
                <select value={draft.period} onChange={(event) => setDraft({ ...draft, period: event.target.value as 'H' | 'M' })}>
                  <option value="H">{t('boAgents.terms.period.H')}</option>
                  <option value="M">{t('boAgents.terms.period.M')}</option>
                </select>
              </label>
            )}
          </div>
          <p className="bo-note">{t(`boAgents.offer.kindNote.${kind}`)}</p>
          {kind === 'realtime_salary' ? (
            <div className="bo-offer-row">
              {field('rate', t('boAgents.offer.rate'), draft.rate, (rate) => setDraft({ ...draft, rate }), 'decimal')}
            </div>
          ) : (
            <>
              {draft.tiers.map((tier, index) => (
                <fieldset key={index} className="bo-tier">
                  <legend>{t('boAgents.offer.tierN', { n: index + 1 })}</legend>
                  {field(
                    `tiers.${index}.min`,
                    t(dividend ? 'boAgents.offer.minNetLoss' : 'boAgents.offer.minValidBet'),
                    tier.min,
                    (min) => setTier(index, { min }),
                    'decimal',
                  )}
                  {field(
                    `tiers.${index}.active`,
                    t('boAgents.offer.minActive'),
                    tier.active,
                    (active) => setTier(index, { active }),
                    'numeric',
                  )}
                  {field(
                    `tiers.${index}.rate`,
                    t(dividend ? 'boAgents.offer.share' : 'boAgents.offer.rate'),
                    tier.rate,
                    (rate) => setTier(index, { rate }),
                    'decimal',
                  )}
                  {draft.tiers.length > 1 && (
                    <button
                      type="button"
                      className="bo-secondary bo-tier-remove"
                      aria-label={t('boAgents.offer.removeTierN', { n: index + 1 })}
                      onClick={() => {
                        setDraft({ ...draft, tiers: draft.tiers.filter((_, i) => i !== index) });
                        setProblems({});
                      }}
                    >
                      {t('boAgents.offer.removeTier')}
                    </button>
                  )}
                </fieldset>
              ))}
              {draft.tiers.length < MAX_TIERS && (
                <div>
                  <button
                    type="button"
                    className="bo-secondary"
                    onClick={() => setDraft({ ...draft, tiers: [...draft.tiers, emptyTier()] })}
                  >
                    {t('boAgents.offer.addTier')}
                  </button>
                </div>
              )}
            </>
          )}
          {Object.keys(problems).length > 0 && (
            <p className="bo-error" role="alert">
              {t('boAgents.offer.problems.summary')}
            </p>
          )}
          {offer.error && (
            <p className="bo-error" role="alert">
              {errorText(offer.error, t('boConsole.networkError'))}
            </p>
          )}
          <div className="bo-actions">
            <button type="submit" disabled={offer.isPending}>
              {t('boAgents.offer.submit')}
            </button>
            <button type="button" className="bo-secondary" onClick={onCancel}>
              {t('boConsole.finance.cancel')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
