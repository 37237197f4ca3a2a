import { useState } from 'react';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useOutletContext, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BoLiveTableDetail } from '@pkg/contracts/live-table-desk';
import type { StaffMe } from '@pkg/contracts/staff';
import { errorOf } from '../../lib/api';
import { formatGmt8 } from '@pkg/web-kit/time';
import { SettingsPanel } from './settings-panel';
import { RoundStatusChip, TableStatusChip, resultLine, tableMoney } from './tables-ui';
import './tables.css';
import { fetchLiveTable, fetchTableRounds, setLiveTableStatus, tablesKeys } from '../../api/tables';

type Status = BoLiveTableDetail['status'];

/**
 * One live table (decision 054): its facts and shoe, opening, pausing or closing it (with an
 * optional reason, audited), its settings, and its rounds newest first with their proofs.
 */
export function TablePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const me = useOutletContext<StaffMe>();
  const canManage = me.permissions.includes('tables.manage');
  const table = useQuery({
    queryKey: tablesKeys.table(id),
    queryFn: () => fetchLiveTable(id),
    refetchInterval: 10_000,
  });
  return (
    <section aria-labelledby="bo-table">
      <p>
        <Link to="/tables">{t('boTables.back')}</Link>
      </p>
      {table.isPending && <p>{t('boConsole.loading')}</p>}
      {table.isError && (
        <p className="bo-error" role="alert">
          {errorOf(table.error)}
        </p>
      )}
      {table.data && (
        <>
          <TableHead table={table.data} canManage={canManage} />
          <SettingsPanel key={JSON.stringify(table.data.settings)} table={table.data} canManage={canManage} />
          <Rounds table={table.data} />
        </>
      )}
    </section>
  );
}

function TableHead({ table, canManage }: { table: BoLiveTableDetail; canManage: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Status | null>(null);
  const [reason, setReason] = useState('');
  const change = useMutation({
    mutationFn: (status: Status) => setLiveTableStatus(table.id, reason.trim() ? { status, reason: reason.trim() } : { status }),
    onSuccess: async (detail) => {
      queryClient.setQueryData(tablesKeys.table(table.id), detail);
      setAsking(null);
      setReason('');
      await queryClient.invalidateQueries({ queryKey: tablesKeys.all });
    },
  });
  const facts: Array<[string, string]> = [
    [t('boConsole.finance.brand'), table.brand.code],
    [t('boTables.game'), `${t(`boTables.kinds.${table.kind}`)} (${table.gameCode})`],
    [t('boTables.round'), table.round ? `#${table.round.seq} · ${t(`boTables.roundStatus.${table.round.status}`)}` : '—'],
    [t('boTables.bets'), table.round ? `${table.round.bets} · ${tableMoney(table.round.stakeMinor, table.currency)}` : '—'],
  ];
  if (table.state.shoeNo !== null)
    facts.push([t('boTables.shoe'), t('boTables.shoeValue', { shoe: table.state.shoeNo, left: table.state.cardsLeft ?? 0 })]);
  const moves: Status[] = (['open', 'paused', 'closed'] as const).filter((status) => status !== table.status);
  return (
    <>
      <div className="bo-panel-head">
        <h1 id="bo-table">{table.name}</h1>
        <TableStatusChip status={table.status} />
      </div>
      <dl className="bo-facts">
        {facts.map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="bo-note">{t(`boTables.statusNote.${table.status}`)}</p>
      {canManage && (
        <div className="bo-actions">
          {moves.map((status) => (
            <button key={status} type="button" className={status === 'open' ? undefined : 'bo-secondary'} onClick={() => setAsking(status)}>
              {t(`boTables.move.${status}`)}
            </button>
          ))}
        </div>
      )}
      {asking && (
        <form
          className="bo-inline-form bo-panel"
          onSubmit={(event) => {
            event.preventDefault();
            change.mutate(asking);
          }}
        >
          <p>{t(`boTables.confirm.${asking}`)}</p>
          <label htmlFor="bo-table-reason">{t('boTables.reasonOptional')}</label>
          <input id="bo-table-reason" value={reason} maxLength={200} onChange={(event) => setReason(event.target.value)} />
          <div className="bo-actions">
            <button type="submit" disabled={change.isPending}>
              {t(`boTables.move.${asking}`)}
            </button>
            <button type="button" className="bo-secondary" onClick={() => setAsking(null)}>
              {t('boConsole.finance.cancel')}
            </button>
          </div>
          {change.isError && (
            <p className="bo-error" role="alert">
              {errorOf(change.error)}
            </p>
          )}
        </form>
      )}
    </>
  );
}

function Rounds({ table }: { table: BoLiveTableDetail }) {
  const { t } = useTranslation();
  const pages = useInfiniteQuery({
    queryKey: tablesKeys.rounds(table.id),
    queryFn: ({ pageParam }) => fetchTableRounds(table.id, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    refetchInterval: 10_000,
  });
  const rounds = pages.data?.pages.flatMap((page) => page.rounds) ?? [];
  return (
    <section aria-labelledby="bo-trounds">
      <h2 id="bo-trounds">{t('boTables.rounds.title')}</h2>
      <div className="bo-scroll" tabIndex={0} role="region" aria-label={t('boTables.rounds.title')}>
        <table className="bo-table">
          <thead>
            <tr>
              <th>{t('boTables.rounds.seq')}</th>
              <th>{t('boTables.statusLabel')}</th>
              <th>{t('boTables.rounds.result')}</th>
              <th>{t('boTables.rounds.seedHash')}</th>
              <th className="bo-number">{t('boTables.bets')}</th>
              <th className="bo-number">{t('boTables.stake')}</th>
              <th className="bo-number">{t('boTables.rounds.returned')}</th>
            </tr>
          </thead>
          <tbody>
            {rounds.map((round) => (
              <tr key={round.id}>
                <td>
                  <Link to={`/tables/rounds/${round.id}`} aria-label={t('boTables.rounds.open', { seq: round.seq })}>
                    #{round.seq}
                  </Link>
                  <span className="bo-tsub">{formatGmt8(round.opensAt)}</span>
                </td>
                <td>
                  <RoundStatusChip status={round.status} />
                  {round.pendingVoid && <span className="bo-tchip bo-tchip--pending">{t('boTables.voidPending')}</span>}
                </td>
                <td className="bo-tmono">{round.status === 'void' ? t('boTables.rounds.voided') : resultLine(round.result)}</td>
                <td className="bo-tmono">{round.seedHash ? `${round.seedHash.slice(0, 16)}…` : '—'}</td>
                <td className="bo-number">{round.bets}</td>
                <td className="bo-number">{tableMoney(round.stakeMinor, table.currency)}</td>
                <td className="bo-number">{tableMoney(round.returnMinor, table.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages.isError && (
        <p className="bo-error" role="alert">
          {errorOf(pages.error)}
        </p>
      )}
      {pages.isSuccess && rounds.length === 0 && <p>{t('boTables.rounds.empty')}</p>}
      {pages.hasNextPage && (
        <button type="button" onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
          {t('boTables.rounds.more')}
        </button>
      )}
    </section>
  );
}
