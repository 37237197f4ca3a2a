import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEAM_TRANSACTION_TYPES } from '@pkg/contracts/agents';
import { Pager } from '../../../components/ui/pager';
import { formatGmt8 } from '@pkg/web-kit/time';
import type { TeamTransactionsValue } from '../api/agent-api';
import { useReport } from '../api/use-agent';
import { lastSevenDays, type DayRange } from '../periods';
import { toneOf, useAgentMoney } from '../use-agent-money';
import { CsvButton } from './csv-button';
import { DayRangeFields, FilterForm, SelectFilter, TextFilter } from './filter-form';
import { ReportBody } from './report-body';
import { ReportTable, type Column } from './report-table';

type Row = TeamTransactionsValue['list'][number];
type TransactionType = (typeof TEAM_TRANSACTION_TYPES)[number];

/**
 * Transaction Details (agentDownlineTransactionDetailsCopy): the team's deposits, withdrawals,
 * transfers, bonuses, rebates and adjustments in a range of GMT+8 days, by player and type.
 */
export function TransactionsPage() {
  const { t } = useTranslation();
  const { money } = useAgentMoney();
  const [rangeDraft, setRangeDraft] = useState<DayRange>(lastSevenDays);
  const [usernameDraft, setUsernameDraft] = useState('');
  const [applied, setApplied] = useState({ ...lastSevenDays(), username: '' });
  const [type, setType] = useState<TransactionType | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const params = { ...applied, username: applied.username.trim() || undefined, type: type || undefined, pageNo, pageSize: 20 };
  const transactions = useReport('transactions', params);

  return (
    <div className="agent-page" data-testid="agent-transactions">
      <div className="agent-page__head">
        <h3 className="agent-page__heading">{t('agent.pages.agentDownlineTransactionDetailsCopy')}</h3>
        <CsvButton report="transactions" params={params} />
      </div>
      <FilterForm
        onSearch={() => {
          setApplied({ ...rangeDraft, username: usernameDraft });
          setPageNo(1);
        }}
      >
        <TextFilter id="agent-tx-username" label={t('agent.fields.username')} value={usernameDraft} onChange={setUsernameDraft} />
        <SelectFilter
          id="agent-tx-type"
          label={t('agent.transactions.type')}
          value={type}
          options={TEAM_TRANSACTION_TYPES.map((value) => ({ value, label: t(`agent.transactions.types.${value}`) }))}
          onChange={(value) => {
            setType(value);
            setPageNo(1);
          }}
        />
        <DayRangeFields idPrefix="agent-tx" value={rangeDraft} onChange={setRangeDraft} />
      </FilterForm>
      <ReportBody query={transactions} isEmpty={(value) => value.list.length === 0} emptyTitle={t('agent.transactions.empty')}>
        {(value) => {
          const columns: Column<Row>[] = [
            { key: 'time', label: t('agent.fields.time'), cell: (row) => formatGmt8(row.at) },
            { key: 'username', label: t('agent.fields.username'), cell: (row) => row.username },
            { key: 'type', label: t('agent.transactions.type'), cell: (row) => t(`agent.transactions.types.${row.type}`) },
            {
              key: 'amount',
              label: t('agent.transactions.amount'),
              cell: (row) => money(row.amountMinor, value.currency),
              className: (row) => toneOf(row.amountMinor),
            },
            { key: 'id', label: t('agent.transactions.reference'), cell: (row) => <code className="agent-code">{row.transferId}</code> },
          ];
          return (
            <>
              <p className="agent-page__note">{t('agent.common.count', { count: value.total })}</p>
              <ReportTable
                label={t('agent.pages.agentDownlineTransactionDetailsCopy')}
                columns={columns}
                rows={value.list}
                rowKey={(row, index) => `${row.transferId}-${row.username}-${index}`}
                rowTestId="transaction-row"
              />
              <Pager pageNum={value.pageNum} totalPages={value.totalPages} onPage={setPageNo} />
            </>
          );
        }}
      </ReportBody>
    </div>
  );
}
