import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractTerms, ContractView } from '@pkg/contracts/agent-contracts';
import { formatGmt8 } from '@pkg/web-kit/time';
import { formatBp } from '@pkg/money/rates';
import { useAgentMoney } from '../use-agent-money';

/** A contract's terms: the single real-time rate, or its tiers as a table (with the dividend's period). */
export function ContractTermsView({ terms }: { terms: ContractTerms }) {
  const { t } = useTranslation();
  const { money } = useAgentMoney();
  if ('rateBp' in terms) {
    return <p className="agent-terms__single">{t('agent.contract.realtimeTerms', { rate: formatBp(terms.rateBp) })}</p>;
  }
  const dividend = 'period' in terms;
  const rows = dividend
    ? terms.tiers.map((tier) => ({ min: tier.minNetLossMinor, active: tier.minActiveMembers, rate: tier.shareBp }))
    : terms.tiers.map((tier) => ({ min: tier.minValidBetMinor, active: tier.minActiveMembers, rate: tier.rateBp }));
  return (
    <div className="agent-terms">
      {dividend && (
        <p className="agent-page__note">{t('agent.contract.settlesPer', { period: t(`agent.period.kinds.${terms.period}`) })}</p>
      )}
      <table className="agent-terms__table">
        <caption className="visually-hidden">{t('agent.contract.terms')}</caption>
        <thead>
          <tr>
            <th scope="col" className="agent-terms__tier">
              {t('agent.contract.tier')}
            </th>
            {/* Figures and their headings align on the right, so each heading stands over its column. */}
            <th scope="col" className="amount">
              {dividend ? t('agent.offer.minNetLoss') : t('agent.offer.minValidBet')}
            </th>
            <th scope="col" className="amount">
              {t('agent.offer.minActive')}
            </th>
            <th scope="col" className="amount">
              {dividend ? t('agent.offer.share') : t('agent.contract.rate')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              <td className="agent-terms__tier">{index + 1}</td>
              <td className="amount">{money(row.min)}</td>
              <td className="amount">{row.active}</td>
              <td className="amount">{formatBp(row.rate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One contract: who offered it, its highest rate, status, since when, any request on it, and its terms. */
export function ContractCard({ contract, children }: { contract: ContractView; children?: ReactNode }) {
  const { t } = useTranslation();
  const since = contract.activeFrom ?? contract.offeredAt;
  return (
    <article className="agent-contract" data-testid="contract-card">
      <dl className="agent-contract__facts">
        <div>
          <dt>{t('agent.contract.upline')}</dt>
          <dd>{contract.upline?.username ?? t('agent.contract.operator')}</dd>
        </div>
        <div>
          <dt>{t('agent.contract.rate')}</dt>
          <dd className="amount">{formatBp(contract.rateBp)}</dd>
        </div>
        <div>
          <dt>{t('agent.contract.status')}</dt>
          <dd>
            <span className={`badge agent-contract__status agent-contract__status--${contract.status}`}>
              {t(`agent.contract.statuses.${contract.status}`)}
            </span>
            {contract.request && (
              <span className="badge badge--hot agent-contract__request">{t(`agent.contract.requests.${contract.request}`)}</span>
            )}
          </dd>
        </div>
        <div>
          <dt>{contract.activeFrom ? t('agent.contract.since') : t('agent.contract.offeredAt')}</dt>
          <dd>{formatGmt8(since)}</dd>
        </div>
      </dl>
      <ContractTermsView terms={contract.terms} />
      {children && <div className="agent-contract__actions">{children}</div>}
    </article>
  );
}
