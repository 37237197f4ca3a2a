import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/ui/pager';
import { useReport } from '../api/use-agent';
import { useAgentMoney } from '../use-agent-money';
import { CsvButton } from './csv-button';
import { PeriodPicker, todayPeriod, type PeriodValue } from './period-picker';
import { ReportBody } from './report-body';
import { Figures } from './report-table';
import { StatementList } from './statement-list';

/**
 * My Income (agentRevenueReport): what the agent's contracts paid in a period, per kind and in all,
 * and each statement with the formula that made it.
 */
export function IncomePage() {
  const { t } = useTranslation();
  const { money } = useAgentMoney();
  const [period, setPeriod] = useState<PeriodValue>(() => todayPeriod('M'));
  const [pageNo, setPageNo] = useState(1);
  const params = { period: period.period, date: period.date, pageNo, pageSize: 20 };
  const income = useReport('income', params);

  return (
    <div className="agent-page" data-testid="agent-income">
      <div className="agent-page__head">
        <h3 className="agent-page__heading">{t('agent.pages.agentRevenueReport')}</h3>
        <CsvButton report="income" params={params} />
      </div>
      <PeriodPicker
        idPrefix="agent-income"
        value={period}
        onChange={(next) => {
          setPeriod(next);
          setPageNo(1);
        }}
        answered={income.data ? { from: income.data.from, to: income.data.to } : undefined}
      />
      <ReportBody query={income} isEmpty={() => false} emptyTitle={t('agent.income.empty')}>
        {(value) => (
          <>
            <Figures
              label={t('agent.common.totals')}
              items={[
                {
                  key: 'paid',
                  label: t('agent.income.paid'),
                  value: money(value.totals.paidMinor, value.currency),
                  className: 'amount amount--in',
                },
                { key: 'dividend', label: t('agent.contract.kinds.dividend'), value: money(value.totals.dividendMinor, value.currency) },
                {
                  key: 'daily',
                  label: t('agent.contract.kinds.daily_salary'),
                  value: money(value.totals.dailySalaryMinor, value.currency),
                },
                {
                  key: 'hourly',
                  label: t('agent.contract.kinds.hourly_salary'),
                  value: money(value.totals.hourlySalaryMinor, value.currency),
                },
                {
                  key: 'realtime',
                  label: t('agent.contract.kinds.realtime_salary'),
                  value: money(value.totals.realtimeSalaryMinor, value.currency),
                },
              ]}
            />
            <h4 className="agent-page__subheading">{t('agent.statements.title')}</h4>
            {value.list.length === 0 ? (
              <p className="agent-page__note" role="status">
                {t('agent.income.empty')}
              </p>
            ) : (
              <>
                <StatementList statements={value.list} currency={value.currency} />
                <Pager pageNum={value.pageNum} totalPages={value.totalPages} onPage={setPageNo} />
              </>
            )}
          </>
        )}
      </ReportBody>
    </div>
  );
}
