import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinor } from '@pkg/money/money';
import { useReport } from '../api/use-agent';
import { toneOf, useAgentMoney } from '../use-agent-money';
import { CsvButton } from './csv-button';
import { PeriodPicker, todayPeriod, type PeriodValue } from './period-picker';
import { ReportBody } from './report-body';
import { Figures } from './report-table';
import { SeriesChart } from './series-chart';

/**
 * Overview (agentTeamOverview): the team in a period (the size of the team and who joined or
 * played, the money in and out, bets, wins and the players' result) and bar charts of the series
 * per day.
 */
export function OverviewPage() {
  const { t } = useTranslation();
  const { money, currencyOf } = useAgentMoney();
  const [period, setPeriod] = useState<PeriodValue>(() => todayPeriod('W'));
  const params = { period: period.period, date: period.date };
  const overview = useReport('overview', params);
  return (
    <div className="agent-page" data-testid="agent-overview">
      <div className="agent-page__head">
        <h3 className="agent-page__heading">{t('agent.pages.agentTeamOverview')}</h3>
        <CsvButton report="overview" params={params} />
      </div>
      <PeriodPicker
        idPrefix="overview"
        value={period}
        onChange={setPeriod}
        answered={overview.data ? { from: overview.data.from, to: overview.data.to } : undefined}
      />
      <ReportBody query={overview} isEmpty={() => false} emptyTitle={t('agent.common.empty')}>
        {(value) => {
          const currency = currencyOf(value.currency);
          const amount = (minor: bigint) => formatMinor(minor, currency);
          return (
            <>
              <Figures
                label={t('agent.overview.team')}
                items={[
                  { key: 'teamSize', label: t('agent.overview.teamSize'), value: value.teamSize },
                  { key: 'directMembers', label: t('agent.overview.directMembers'), value: value.directMembers },
                  { key: 'directAgents', label: t('agent.overview.directAgents'), value: value.directAgents },
                  { key: 'newMembers', label: t('agent.overview.newMembers'), value: value.newMembers },
                  { key: 'activeMembers', label: t('agent.overview.activeMembers'), value: value.activeMembers },
                ]}
              />
              <Figures
                label={t('agent.overview.money')}
                items={[
                  { key: 'deposits', label: t('agent.fields.deposits'), value: money(value.depositsMinor, value.currency) },
                  { key: 'withdrawals', label: t('agent.fields.withdrawals'), value: money(value.withdrawalsMinor, value.currency) },
                  { key: 'validBet', label: t('agent.fields.validBet'), value: money(value.validBetMinor, value.currency) },
                  { key: 'win', label: t('agent.fields.win'), value: money(value.winMinor, value.currency) },
                  {
                    key: 'profit',
                    label: t('agent.fields.profit'),
                    value: money(value.profitMinor, value.currency),
                    className: toneOf(value.profitMinor),
                  },
                  { key: 'bonus', label: t('agent.fields.bonus'), value: money(value.bonusMinor, value.currency) },
                ]}
              />
              <p className="agent-page__note">{t('agent.overview.profitNote')}</p>
              <div className="agent-charts">
                <SeriesChart
                  testId="chart-new-members"
                  title={t('agent.overview.newMembers')}
                  points={value.series.map((point) => ({ day: point.day, value: BigInt(point.newMembers) }))}
                  format={(count) => count.toString()}
                />
                <SeriesChart
                  testId="chart-valid-bet"
                  title={t('agent.fields.validBet')}
                  points={value.series.map((point) => ({ day: point.day, value: BigInt(point.validBetMinor) }))}
                  format={amount}
                />
                <SeriesChart
                  testId="chart-profit"
                  title={t('agent.fields.profit')}
                  points={value.series.map((point) => ({ day: point.day, value: BigInt(point.profitMinor) }))}
                  format={amount}
                />
                <SeriesChart
                  testId="chart-deposits"
                  title={t('agent.fields.deposits')}
                  points={value.series.map((point) => ({ day: point.day, value: BigInt(point.depositsMinor) }))}
                  format={amount}
                />
              </div>
            </>
          );
        }}
      </ReportBody>
    </div>
  );
}
