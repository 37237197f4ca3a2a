import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/ui/pager';
import type { TeamProfitValue } from '../api/agent-api';
import { useReport } from '../api/use-agent';
import { toneOf, useAgentMoney } from '../use-agent-money';
import { CsvButton } from './csv-button';
import { FilterForm, TextFilter } from './filter-form';
import { PeriodPicker, todayPeriod, type PeriodValue } from './period-picker';
import { ReportBody } from './report-body';
import { Figures, ReportTable, type Column } from './report-table';

type Row = TeamProfitValue['list'][number];

/**
 * User Profit and Loss (palStatementsAgentCopy): per direct downline (an agent with its whole team)
 * in a period: valid bets, wins, the players' result, bonuses, deposits and withdrawals, with the
 * totals of every row the filter matches.
 */
export function ProfitPage() {
  const { t } = useTranslation();
  const { money } = useAgentMoney();
  const [period, setPeriod] = useState<PeriodValue>(() => todayPeriod('D'));
  const [usernameDraft, setUsernameDraft] = useState('');
  const [username, setUsername] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const params = { period: period.period, date: period.date, username: username.trim() || undefined, pageNo, pageSize: 20 };
  const profit = useReport('profit', params);

  return (
    <div className="agent-page" data-testid="agent-profit">
      <div className="agent-page__head">
        <h3 className="agent-page__heading">{t('agent.pages.palStatementsAgentCopy')}</h3>
        <CsvButton report="profit" params={params} />
      </div>
      <PeriodPicker
        idPrefix="agent-profit"
        value={period}
        onChange={(next) => {
          setPeriod(next);
          setPageNo(1);
        }}
        answered={profit.data ? { from: profit.data.from, to: profit.data.to } : undefined}
      />
      <FilterForm
        onSearch={() => {
          setUsername(usernameDraft);
          setPageNo(1);
        }}
      >
        <TextFilter id="agent-profit-username" label={t('agent.fields.username')} value={usernameDraft} onChange={setUsernameDraft} />
      </FilterForm>
      <ReportBody query={profit} isEmpty={(value) => value.list.length === 0} emptyTitle={t('agent.profit.empty')}>
        {(value) => {
          const amount = (key: string, label: string, pick: (row: Row) => string, toned = false): Column<Row> => ({
            key,
            label,
            cell: (row) => money(pick(row), value.currency),
            className: (row) => (toned ? toneOf(pick(row)) : 'amount'),
          });
          const columns: Column<Row>[] = [
            { key: 'username', label: t('agent.fields.username'), cell: (row) => row.username },
            { key: 'type', label: t('agent.team.type'), cell: (row) => t(`agent.kinds.${row.isAgent ? 'agent' : 'member'}`) },
            { key: 'team', label: t('agent.overview.teamSize'), cell: (row) => row.teamSize, className: () => 'amount' },
            amount('validBet', t('agent.fields.validBet'), (row) => row.validBetMinor),
            amount('win', t('agent.fields.win'), (row) => row.winMinor),
            amount('profit', t('agent.fields.profit'), (row) => row.profitMinor, true),
            amount('bonus', t('agent.fields.bonus'), (row) => row.bonusMinor),
            amount('deposits', t('agent.fields.deposits'), (row) => row.depositsMinor),
            amount('withdrawals', t('agent.fields.withdrawals'), (row) => row.withdrawalsMinor),
          ];
          const totals = value.totals;
          return (
            <>
              <Figures
                label={t('agent.common.totals')}
                items={[
                  { key: 'validBet', label: t('agent.fields.validBet'), value: money(totals.validBetMinor, value.currency) },
                  { key: 'win', label: t('agent.fields.win'), value: money(totals.winMinor, value.currency) },
                  {
                    key: 'profit',
                    label: t('agent.fields.profit'),
                    value: money(totals.profitMinor, value.currency),
                    className: toneOf(totals.profitMinor),
                  },
                  { key: 'bonus', label: t('agent.fields.bonus'), value: money(totals.bonusMinor, value.currency) },
                  { key: 'deposits', label: t('agent.fields.deposits'), value: money(totals.depositsMinor, value.currency) },
                  { key: 'withdrawals', label: t('agent.fields.withdrawals'), value: money(totals.withdrawalsMinor, value.currency) },
                ]}
              />
              <p className="agent-page__note">{t('agent.overview.profitNote')}</p>
              <ReportTable
                label={t('agent.pages.palStatementsAgentCopy')}
                columns={columns}
                rows={value.list}
                rowKey={(row) => row.id}
                rowTestId="profit-row"
              />
              <Pager pageNum={value.pageNum} totalPages={value.totalPages} onPage={setPageNo} />
            </>
          );
        }}
      </ReportBody>
    </div>
  );
}
