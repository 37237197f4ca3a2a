import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { CONTRACT_PAGES } from '../agent-pages';

/**
 * The Contracts page of an agent that holds and is offered no contract (decision 068): says there
 * is none yet and how contracts work (who offers them, what each kind pays on, what holding one
 * lets the agent offer its own sub-agents), so the agent knows what to ask its upline for.
 */
export function ContractsGuidePage() {
  const { t } = useTranslation();
  return (
    <div className="agent-page" data-testid="agent-contracts-guide">
      <h3 className="agent-page__heading">{t('agent.pages.agentContracts')}</h3>
      <EmptyState title={t('agent.contractsGuide.title')} text={t('agent.contractsGuide.text')} />
      <section className="agent-section" aria-labelledby="contracts-guide-kinds">
        <h4 id="contracts-guide-kinds" className="agent-page__subheading">
          {t('agent.contractsGuide.kindsTitle')}
        </h4>
        <dl className="agent-guide">
          {CONTRACT_PAGES.map(({ kind }) => (
            <div key={kind}>
              <dt>{t(`agent.contract.kinds.${kind}`)}</dt>
              <dd>{t(`agent.contractsGuide.kinds.${kind}`)}</dd>
            </div>
          ))}
        </dl>
        <p className="agent-page__note">{t('agent.contractsGuide.after')}</p>
      </section>
    </div>
  );
}
