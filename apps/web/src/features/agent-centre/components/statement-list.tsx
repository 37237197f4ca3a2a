import { useTranslation } from 'react-i18next';
import type { StatementView } from '@pkg/contracts/agent-contracts';
import { formatGmt8 } from '@pkg/web-kit/time';
import { formatBp } from '@pkg/money/rates';
import { toneOf, useAgentMoney } from '../use-agent-money';

/**
 * Contract statements (decision 029): per settled period, what it was computed on (valid bets,
 * active members, net loss), the rate, the gross, what the agent's downline agents earn, the
 * carry-over, what the period owes and what was paid, and the server's formula in words and figures.
 */
export function StatementList({ statements, currency }: { statements: readonly StatementView[]; currency: string }) {
  const { t } = useTranslation();
  const { money } = useAgentMoney();
  const show = (minor: string) => money(minor, currency);
  return (
    <ul className="agent-statements" aria-label={t('agent.statements.title')}>
      {statements.map((statement) => (
        <li
          key={`${statement.contractId}-${statement.periodKey}-${statement.runVersion}`}
          className="agent-statement"
          data-testid="statement"
        >
          <div className="agent-statement__head">
            <strong>{t(`agent.contract.kinds.${statement.kind}`)}</strong>
            <span className="agent-statement__period">
              {formatGmt8(statement.windowStart)} – {formatGmt8(statement.windowEnd)}
            </span>
            <span className={`badge agent-statement__status agent-statement__status--${statement.status}`}>
              {t(`agent.statements.statuses.${statement.status}`, { defaultValue: statement.status })}
            </span>
          </div>
          <p className="agent-statement__formula" data-testid="statement-formula">
            {statement.formula}
          </p>
          <dl className="agent-statement__figures">
            <div>
              <dt>{statement.kind === 'dividend' ? t('agent.statements.netLoss') : t('agent.fields.validBet')}</dt>
              <dd className="amount">{show(statement.kind === 'dividend' ? statement.netLossMinor : statement.validBetMinor)}</dd>
            </div>
            <div>
              <dt>{t('agent.overview.activeMembers')}</dt>
              <dd className="amount">{statement.activeMembers}</dd>
            </div>
            <div>
              <dt>{t('agent.contract.rate')}</dt>
              <dd className="amount">{formatBp(statement.rateBp)}</dd>
            </div>
            <div>
              <dt>{t('agent.statements.gross')}</dt>
              <dd className="amount">{show(statement.grossMinor)}</dd>
            </div>
            <div>
              <dt>{t('agent.statements.downline')}</dt>
              <dd className="amount">{show(statement.downlineMinor)}</dd>
            </div>
            {statement.carryInMinor !== '0' && (
              <div>
                <dt>{t('agent.statements.carryIn')}</dt>
                <dd className="amount">{show(statement.carryInMinor)}</dd>
              </div>
            )}
            <div>
              <dt>{t('agent.statements.net')}</dt>
              <dd className={toneOf(statement.netMinor)}>{show(statement.netMinor)}</dd>
            </div>
            <div>
              <dt>{t('agent.statements.paid')}</dt>
              <dd className="amount">{show(statement.paidMinor)}</dd>
            </div>
            {statement.carryOutMinor !== '0' && (
              <div>
                <dt>{t('agent.statements.carryOut')}</dt>
                <dd className="amount amount--out">{show(statement.carryOutMinor)}</dd>
              </div>
            )}
          </dl>
        </li>
      ))}
    </ul>
  );
}
