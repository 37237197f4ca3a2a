import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractKind } from '@pkg/contracts/agent-contracts';
import { useReport } from '../api/use-agent';
import { PeriodPicker, todayPeriod, type PeriodValue } from './period-picker';
import { ReportBody } from './report-body';
import { StatementList } from './statement-list';

/**
 * A contract page's statements: My Income's statements of the period (a month by default), this
 * kind's only, each with its formula. The income call answers every kind; up to 100 are asked at
 * once, enough for a month of daily, half-monthly or monthly statements.
 */
export function ContractStatements({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<PeriodValue>(() => todayPeriod('M'));
  const income = useReport('income', { period: period.period, date: period.date, pageNo: 1, pageSize: 100 });
  return (
    <section className="agent-section" aria-labelledby={`statements-${kind}`}>
      <h4 id={`statements-${kind}`} className="agent-page__subheading">
        {t('agent.statements.title')}
      </h4>
      <PeriodPicker
        idPrefix={`statements-${kind}`}
        value={period}
        onChange={setPeriod}
        answered={income.data ? { from: income.data.from, to: income.data.to } : undefined}
      />
      <ReportBody
        query={income}
        isEmpty={(value) => !value.list.some((statement) => statement.kind === kind)}
        emptyTitle={t('agent.statements.empty')}
      >
        {(value) => <StatementList statements={value.list.filter((statement) => statement.kind === kind)} currency={value.currency} />}
      </ReportBody>
    </section>
  );
}
