import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamMembersValue } from '@pkg/contracts/agents';
import { Pager } from '../../../components/ui/pager';
import { formatGmt8 } from '@pkg/web-kit/time';
import { failureCode } from '../agent-failure';
import { useReport } from '../api/use-agent';
import { useAgentMoney } from '../use-agent-money';
import { CsvButton } from './csv-button';
import { FilterForm, SelectFilter, TextFilter } from './filter-form';
import { ReportBody } from './report-body';
import { ReportTable, type Column } from './report-table';

type Member = TeamMembersValue['list'][number];
type Kind = 'member' | 'agent';

/**
 * Team Management (downlineManagmentView): the team one level at a time, newest first, with a
 * breadcrumb from the agent down to the level shown. Clicking an agent opens its downline; a
 * search finds names anywhere below the level; the type filter keeps members or agents. Each row
 * shows the balance, whether the account is online and its last login (GMT+8).
 */
export function TeamPage() {
  const { t } = useTranslation();
  const { money } = useAgentMoney();
  const [parentId, setParentId] = useState<string | undefined>(undefined);
  const [searchDraft, setSearchDraft] = useState('');
  const [search, setSearch] = useState('');
  const [type, setType] = useState<Kind | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const params = { parentId, search: search.trim() || undefined, type: type || undefined, pageNo, pageSize: 20 };
  const members = useReport('members', params);
  const lost = members.isError && failureCode(members.error) === 'team_member_not_found';

  // The account asked for left the team (moved by the operator, say): back to the top of the team.
  useEffect(() => {
    if (lost && parentId !== undefined) {
      setParentId(undefined);
      setPageNo(1);
    }
  }, [lost, parentId]);

  function open(id: string | undefined) {
    setParentId(id);
    setSearch('');
    setSearchDraft('');
    setPageNo(1);
  }

  const columns: Column<Member>[] = [
    {
      key: 'username',
      label: t('agent.team.username'),
      cell: (row) =>
        row.isAgent ? (
          <button
            type="button"
            className="link-button agent-link"
            onClick={() => open(row.id)}
            aria-label={t('agent.team.openDownline', { username: row.username })}
          >
            {row.username}
          </button>
        ) : (
          <span>{row.username}</span>
        ),
    },
    { key: 'nickname', label: t('agent.team.nickname'), cell: (row) => row.nickname ?? '' },
    {
      key: 'type',
      label: t('agent.team.type'),
      cell: (row) => (
        <span className={row.isAgent ? 'badge badge--ok' : 'badge'}>{t(`agent.kinds.${row.isAgent ? 'agent' : 'member'}`)}</span>
      ),
    },
    { key: 'level', label: t('agent.team.level'), cell: (row) => row.level, className: () => 'amount' },
    { key: 'team', label: t('agent.team.teamSize'), cell: (row) => `${row.directCount} / ${row.teamSize}`, className: () => 'amount' },
    { key: 'balance', label: t('agent.team.balance'), cell: (row) => money(row.balanceMinor), className: () => 'amount' },
    {
      key: 'status',
      label: t('agent.team.status'),
      cell: (row) => (
        <span className={row.online ? 'agent-status agent-status--online' : 'agent-status'}>
          {t(row.online ? 'agent.team.online' : 'agent.team.offline')}
        </span>
      ),
    },
    {
      key: 'lastLogin',
      label: t('agent.team.lastLogin'),
      cell: (row) => (row.lastLoginAt ? formatGmt8(row.lastLoginAt) : t('agent.team.never')),
    },
    { key: 'created', label: t('agent.team.created'), cell: (row) => formatGmt8(row.createdAt) },
  ];

  const path = members.data?.path ?? [];
  return (
    <div className="agent-page" data-testid="agent-team">
      <div className="agent-page__head">
        <h3 className="agent-page__heading">{t('agent.pages.downlineManagmentView')}</h3>
        <CsvButton report="members" params={params} />
      </div>
      <nav className="agent-crumbs" aria-label={t('agent.team.breadcrumb')}>
        <ol>
          {/* The path runs from the agent (the top of its team) down to the level's parent. */}
          {(path.length > 0 ? path : [{ id: '', username: '' }]).map((step, index, steps) => {
            const label = index === 0 ? t('agent.team.myTeam') : step.username;
            const last = index === steps.length - 1;
            return (
              <li key={step.id || 'top'}>
                {last ? (
                  <span aria-current="page">{label}</span>
                ) : (
                  <button type="button" className="link-button agent-link" onClick={() => open(index === 0 ? undefined : step.id)}>
                    {label}
                  </button>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <FilterForm
        onSearch={() => {
          setSearch(searchDraft);
          setPageNo(1);
        }}
      >
        <TextFilter id="agent-team-search" label={t('agent.team.search')} value={searchDraft} onChange={setSearchDraft} />
        <SelectFilter
          id="agent-team-type"
          label={t('agent.team.type')}
          value={type}
          options={(['member', 'agent'] as const).map((value) => ({ value, label: t(`agent.kinds.${value}`) }))}
          onChange={(value) => {
            setType(value);
            setPageNo(1);
          }}
        />
      </FilterForm>
      <ReportBody
        query={members}
        isEmpty={(value) => value.list.length === 0}
        emptyTitle={t(search ? 'agent.team.noMatch' : 'agent.team.empty')}
        emptyText={search ? undefined : t('agent.team.emptyText')}
      >
        {(value) => (
          <>
            <p className="agent-page__note">{t('agent.team.count', { count: value.total })}</p>
            <ReportTable
              label={t('agent.pages.downlineManagmentView')}
              columns={columns}
              rows={value.list}
              rowKey={(row) => row.id}
              rowTestId="team-row"
            />
            <Pager pageNum={value.pageNum} totalPages={value.totalPages} onPage={setPageNo} />
          </>
        )}
      </ReportBody>
    </div>
  );
}
