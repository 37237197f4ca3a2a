import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ContractAction, ContractKind, ContractsValue, ContractView } from '@pkg/contracts/agent-contracts';
import { Spinner } from '../../../components/ui/spinner';
import { failureCode, failureText } from '../agent-failure';
import { AGENT_KEY, agentKeys, postContractAction } from '../api/agent-api';
import { useContracts } from '../api/use-agent';
import { formatBp } from '@pkg/money/rates';
import { ConfirmDialog } from './confirm-dialog';
import { ContractCard } from './contract-terms';
import { FailureBox } from './failure-box';
import { OfferForm } from './offer-form';
import { ContractStatements } from './contract-statements';
import { Notice } from '../../../components/ui/notice';

type Decision = Exclude<ContractAction, { action: 'offer' | 'preview' }>;
const RELOAD_CODES = new Set(['contract_state', 'contract_not_found']);

/**
 * A contract page (Dividend, Daily Salary, Hourly Salary, Real-time Salary; decision 029): the
 * agent's own contract with a Terminate button, offers and termination requests awaiting its
 * answer (Accept, Reject), its direct downline agents with their contracts and pending offers
 * (Withdraw), the offer form up to its own rate, and the kind's statements with their formulas.
 * Every decision asks for confirmation first; each answer is the page afresh.
 */
export function ContractPage({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const contracts = useContracts(kind);
  const [asking, setAsking] = useState<{ decision: Decision; contract: ContractView } | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const offerRef = useRef<HTMLDivElement>(null);
  const act = useMutation({
    mutationFn: (action: Exclude<ContractAction, { action: 'preview' }>) => postContractAction(kind, action),
    onSuccess: (answer, action) => {
      setAsking(null);
      setDone(t(`agent.contract.done.${action.action}`));
      if (answer && typeof answer === 'object' && 'downlines' in answer)
        queryClient.setQueryData(agentKeys.contracts(kind), answer as ContractsValue);
      void queryClient.invalidateQueries({ queryKey: AGENT_KEY });
    },
    onError: (error) => {
      setAsking(null);
      // Decided meanwhile (by the other side, or in another tab): the page as it is now.
      if (RELOAD_CODES.has(failureCode(error))) void contracts.refetch();
    },
  });

  function ask(decision: Decision['action'], contract: ContractView) {
    act.reset();
    setDone(null);
    setAsking({ decision: { action: decision, contractId: contract.id }, contract });
  }

  if (contracts.isPending) return <Spinner />;
  if (!contracts.data) return <FailureBox error={contracts.error} onRetry={() => void contracts.refetch()} />;
  const value = contracts.data;
  const title = t(`agent.contract.kinds.${kind}`);
  const awaiting = value.pending.filter((contract) => contract.awaitingMe);
  const downlineId = chosen && value.downlines.some((row) => row.agent.id === chosen) ? chosen : (value.downlines[0]?.agent.id ?? '');

  return (
    <div className="agent-page" data-testid={`agent-contract-${kind}`}>
      <h3 className="agent-page__heading">{title}</h3>
      {done && <Notice tone="success">{done}</Notice>}
      {act.error !== null && (
        <p className="form-error" role="alert">
          {failureText(t, act.error)}
        </p>
      )}

      {awaiting.length > 0 && (
        <section className="agent-section" aria-labelledby={`awaiting-${kind}`}>
          <h4 id={`awaiting-${kind}`} className="agent-page__subheading">
            {t('agent.contract.awaiting')}
          </h4>
          {awaiting.map((contract) => (
            <ContractCard key={contract.id} contract={contract}>
              <p className="agent-page__line">
                {t(contract.request === 'termination' ? 'agent.contract.askTerminate' : 'agent.contract.askOffer')}
              </p>
              <button type="button" className="button button--primary" onClick={() => ask('accept', contract)}>
                {t('agent.contract.accept')}
              </button>
              <button type="button" className="button button--ghost" onClick={() => ask('reject', contract)}>
                {t('agent.contract.reject')}
              </button>
            </ContractCard>
          ))}
        </section>
      )}

      <section className="agent-section" aria-labelledby={`mine-${kind}`}>
        <h4 id={`mine-${kind}`} className="agent-page__subheading">
          {t('agent.contract.mine')}
        </h4>
        {value.mine ? (
          <ContractCard contract={value.mine}>
            {value.mine.request === 'termination' && !value.mine.awaitingMe ? (
              <p className="agent-page__line">{t('agent.contract.terminationSent')}</p>
            ) : value.mine.request === null ? (
              <button type="button" className="button button--ghost" onClick={() => value.mine && ask('terminate', value.mine)}>
                {t('agent.contract.terminate')}
              </button>
            ) : null}
          </ContractCard>
        ) : (
          <p className="agent-page__note">{t('agent.contract.noneMine')}</p>
        )}
      </section>

      <section className="agent-section" aria-labelledby={`downlines-${kind}`}>
        <h4 id={`downlines-${kind}`} className="agent-page__subheading">
          {t('agent.contract.downlines')}
        </h4>
        {value.downlines.length === 0 ? (
          <p className="agent-page__note">{t('agent.contract.noDownlines')}</p>
        ) : (
          <ul className="agent-downlines">
            {value.downlines.map((row) => (
              <li key={row.agent.id} className="agent-downline" data-testid="contract-downline">
                <div className="agent-downline__head">
                  <strong>{row.agent.username}</strong>
                  <span className="agent-page__note">{t('agent.contract.teamOf', { count: row.teamSize })}</span>
                  <span>
                    {row.active ? t('agent.contract.holds', { rate: formatBp(row.active.rateBp) }) : t('agent.contract.holdsNone')}
                  </span>
                  {row.pending && <span className="badge">{t('agent.contract.offerPending', { rate: formatBp(row.pending.rateBp) })}</span>}
                </div>
                <div className="agent-contract__actions">
                  {row.active?.awaitingMe && row.active.request === 'termination' && (
                    <>
                      <span className="agent-page__line">{t('agent.contract.downlineAsksTerminate')}</span>
                      <button type="button" className="button button--primary" onClick={() => row.active && ask('accept', row.active)}>
                        {t('agent.contract.accept')}
                      </button>
                      <button type="button" className="button button--ghost" onClick={() => row.active && ask('reject', row.active)}>
                        {t('agent.contract.reject')}
                      </button>
                    </>
                  )}
                  {row.pending && (
                    <button type="button" className="button button--ghost" onClick={() => row.pending && ask('withdraw', row.pending)}>
                      {t('agent.contract.withdraw')}
                    </button>
                  )}
                  {value.maxRateBp !== null && !row.pending && (
                    <button
                      type="button"
                      className="button button--ghost"
                      aria-label={t('agent.contract.offerTo', { username: row.agent.username })}
                      onClick={() => {
                        setChosen(row.agent.id);
                        offerRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
                        offerRef.current?.querySelector('select')?.focus();
                      }}
                    >
                      {t('agent.contract.offer')}
                    </button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <div ref={offerRef} className="agent-section">
        {value.maxRateBp === null ? (
          <Notice tone="info" testId="offer-unavailable">
            {t('agent.offer.noContract', { kind: title })}
          </Notice>
        ) : value.downlines.length > 0 ? (
          <OfferForm
            key={value.mine?.id ?? 'none'}
            kind={kind}
            value={value}
            downlineId={downlineId}
            onDownline={setChosen}
            busy={act.isPending}
            onOffer={(id, terms) => {
              setDone(null);
              act.mutate({ action: 'offer', downlineId: id, terms });
            }}
          />
        ) : null}
      </div>

      <ContractStatements kind={kind} />

      {asking && (
        <ConfirmDialog
          title={t(`agent.contract.confirm.${asking.decision.action}.title`)}
          text={t(`agent.contract.confirm.${asking.decision.action}.text`, { kind: title, rate: formatBp(asking.contract.rateBp) })}
          confirmLabel={t(`agent.contract.${asking.decision.action}`)}
          busy={act.isPending}
          onConfirm={() => act.mutate(asking.decision)}
          onCancel={() => setAsking(null)}
        />
      )}
    </div>
  );
}
