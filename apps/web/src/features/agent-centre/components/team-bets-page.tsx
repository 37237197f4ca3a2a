import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameType } from '@pkg/contracts/game-types';
import { Pager } from '../../../components/ui/pager';
import { useOfferedGameTypes } from '../../../lib/catalogue';
import { formatGmt8 } from '@pkg/web-kit/time';
import type { TeamBetsValue } from '../api/agent-api';
import { useReport } from '../api/use-agent';
import { lastSevenDays, type DayRange } from '../periods';
import { toneOf, useAgentMoney } from '../use-agent-money';
import { CsvButton } from './csv-button';
import { DayRangeFields, FilterForm, SelectFilter, TextFilter } from './filter-form';
import { ReportBody } from './report-body';
import { Figures, ReportTable, type Column } from './report-table';

type Bet = TeamBetsValue['list'][number];

/**
 * Team Betting (personalHistoryCopy): the team's rounds in a range of GMT+8 days, newest first,
 * by player and game type (the brand's offered types), with the stake, win and result totals of everything the filters match.
 */
export function TeamBetsPage() {
  const { t } = useTranslation();
  const { money } = useAgentMoney();
  const [rangeDraft, setRangeDraft] = useState<DayRange>(lastSevenDays);
  const [usernameDraft, setUsernameDraft] = useState('');
  const [applied, setApplied] = useState({ ...lastSevenDays(), username: '' });
  const [gameType, setGameType] = useState<GameType | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const params = { ...applied, username: applied.username.trim() || undefined, gameType: gameType || undefined, pageNo, pageSize: 20 };
  const bets = useReport('bets', params);
  // Only the game types the brand offers: a switched-off one has no bets to find.
  const gameTypes = useOfferedGameTypes();

  return (
    <div className="agent-page" data-testid="agent-team-bets">
      <div className="agent-page__head">
        <h3 className="agent-page__heading">{t('agent.pages.personalHistoryCopy')}</h3>
        <CsvButton report="bets" params={params} />
      </div>
      <FilterForm
        onSearch={() => {
          setApplied({ ...rangeDraft, username: usernameDraft });
          setPageNo(1);
        }}
      >
        <TextFilter id="agent-bets-username" label={t('agent.fields.username')} value={usernameDraft} onChange={setUsernameDraft} />
        <SelectFilter
          id="agent-bets-game-type"
          label={t('agent.bets.gameType')}
          value={gameType}
          options={gameTypes.map((value) => ({ value, label: t(`nav.types.${value}`) }))}
          onChange={(value) => {
            setGameType(value);
            setPageNo(1);
          }}
        />
        <DayRangeFields idPrefix="agent-bets" value={rangeDraft} onChange={setRangeDraft} />
      </FilterForm>
      <ReportBody query={bets} isEmpty={(value) => value.list.length === 0} emptyTitle={t('agent.bets.empty')}>
        {(value) => {
          const columns: Column<Bet>[] = [
            { key: 'time', label: t('agent.fields.time'), cell: (row) => formatGmt8(row.startedAt) },
            { key: 'username', label: t('agent.fields.username'), cell: (row) => row.username },
            {
              key: 'game',
              label: t('agent.bets.game'),
              cell: (row) => [row.vendorName, row.gameName].filter(Boolean).join(' · '),
            },
            { key: 'type', label: t('agent.bets.gameType'), cell: (row) => t(`nav.types.${row.gameType}`, { defaultValue: row.gameType }) },
            { key: 'round', label: t('agent.bets.round'), cell: (row) => <code className="agent-code">{row.roundId}</code> },
            { key: 'stake', label: t('agent.bets.stake'), cell: (row) => money(row.stakeMinor, value.currency), className: () => 'amount' },
            { key: 'win', label: t('agent.fields.win'), cell: (row) => money(row.winMinor, value.currency), className: () => 'amount' },
            {
              key: 'net',
              label: t('agent.bets.net'),
              cell: (row) => money(row.netMinor, value.currency),
              className: (row) => toneOf(row.netMinor),
            },
            {
              key: 'status',
              label: t('agent.bets.status'),
              cell: (row) => t(`agent.bets.statuses.${row.status}`, { defaultValue: row.status }),
            },
          ];
          return (
            <>
              <Figures
                label={t('agent.common.totals')}
                items={[
                  { key: 'stake', label: t('agent.bets.stake'), value: money(value.totals.stakeMinor, value.currency) },
                  { key: 'win', label: t('agent.fields.win'), value: money(value.totals.winMinor, value.currency) },
                  {
                    key: 'net',
                    label: t('agent.bets.net'),
                    value: money(value.totals.netMinor, value.currency),
                    className: toneOf(value.totals.netMinor),
                  },
                ]}
              />
              <p className="agent-page__note">{t('agent.common.count', { count: value.total })}</p>
              <ReportTable
                label={t('agent.pages.personalHistoryCopy')}
                columns={columns}
                rows={value.list}
                rowKey={(row) => row.roundId}
                rowTestId="bet-row"
              />
              <Pager pageNum={value.pageNum} totalPages={value.totalPages} onPage={setPageNo} />
            </>
          );
        }}
      </ReportBody>
    </div>
  );
}
