import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useOutletContext } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StaffMe } from '@pkg/contracts/staff';
import { errorOf } from '../../lib/api';
import { formatGmt8 } from '@pkg/web-kit/time';
import { RoundStatusChip, TableStatusChip, tableMoney } from './tables-ui';
import './tables.css';
import { fetchLiveTables, tablesKeys } from '../../api/tables';
import { BrandSelect, FilterBar } from '../../components/list-page';

/**
 * The tables desk (decision 054): the live tables of the staff member's brands with their status,
 * the round in play (its window, bets and stake) and voids awaiting a second staff member. The list
 * follows the rounds every 10 seconds.
 */
export function TablesPage() {
  const { t } = useTranslation();
  const me = useOutletContext<StaffMe>();
  const [brandId, setBrandId] = useState('');
  const tables = useQuery({
    queryKey: tablesKeys.list(brandId),
    queryFn: () => fetchLiveTables(brandId),
    refetchInterval: 10_000,
  });
  const rows = tables.data?.tables ?? [];
  return (
    <section aria-labelledby="bo-tables">
      <h1 id="bo-tables">{t('boTables.title')}</h1>
      <p className="bo-note">{t('boTables.note')}</p>
      {me.brands.length > 1 && (
        <FilterBar>
          <BrandSelect brands={me.brands} value={brandId} onChange={setBrandId} />
        </FilterBar>
      )}
      {tables.isError && (
        <p className="bo-error" role="alert">
          {errorOf(tables.error)}
        </p>
      )}
      <div className="bo-scroll" tabIndex={0} role="region" aria-label={t('boTables.listLabel')}>
        <table className="bo-table">
          <thead>
            <tr>
              <th>{t('boTables.table')}</th>
              {me.brands.length > 1 && <th>{t('boConsole.finance.brand')}</th>}
              <th>{t('boTables.statusLabel')}</th>
              <th>{t('boTables.round')}</th>
              <th className="bo-number">{t('boTables.bets')}</th>
              <th className="bo-number">{t('boTables.stake')}</th>
              <th>{t('boTables.voids')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((table) => (
              <tr key={table.id}>
                <td>
                  <Link to={`/tables/${table.id}`}>{table.name}</Link>
                  <span className="bo-tsub">
                    {table.gameCode} · {t(`boTables.kinds.${table.kind}`)}
                  </span>
                </td>
                {me.brands.length > 1 && <td>{table.brand.code}</td>}
                <td>
                  <TableStatusChip status={table.status} />
                </td>
                <td>
                  {table.round ? (
                    <>
                      #{table.round.seq} <RoundStatusChip status={table.round.status} />
                      {table.round.status === 'open' && table.round.closesAt && (
                        <span className="bo-tsub">{t('boTables.closesAt', { at: formatGmt8(table.round.closesAt) })}</span>
                      )}
                    </>
                  ) : (
                    '—'
                  )}
                </td>
                <td className="bo-number">{table.round?.bets ?? 0}</td>
                <td className="bo-number">{tableMoney(table.round?.stakeMinor ?? '0', table.currency)}</td>
                <td>
                  {table.pendingVoids > 0 ? (
                    <span className="bo-tchip bo-tchip--pending">{t('boTables.pendingVoids', { count: table.pendingVoids })}</span>
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {tables.isPending && <p>{t('boConsole.loading')}</p>}
      {tables.isSuccess && rows.length === 0 && <p>{t('boTables.empty')}</p>}
    </section>
  );
}
