import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useOutletContext } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  REPORT_GROUPINGS,
  REPORT_KINDS,
  REPORT_MAX_DAYS,
  isMoneyColumn,
  type BoReportQuery,
  type ReportGrouping,
  type ReportKind,
  type ReportRow,
} from '@pkg/contracts/reports';
import type { StaffMe } from '@pkg/contracts/staff';
import { formatMinor } from '@pkg/money/money';
import { errorOf } from '../../lib/api';
import { fetchReport, reportCsvUrl, reportsKeys } from '../../api/reports';
import { formatGmt8 } from '@pkg/web-kit/time';
import { BarChart } from './bar-chart';
import './reports.css';
import { BrandSelect } from '../../components/list-page';

interface Filters {
  report: ReportKind;
  brandId: string;
  from: string;
  to: string;
  groupBy: ReportGrouping;
}

/** The column each report charts first. */
const DEFAULT_CHART: Record<ReportKind, string> = {
  ggr: 'ggrMinor',
  payments: 'depositMinor',
  players: 'activePlayers',
  bonus: 'amountMinor',
};

/** The most bars the chart draws (the table and the CSV hold every row). */
const CHART_MAX_BARS = 40;

const today = () => formatGmt8(new Date().toISOString()).slice(0, 10);
const daysBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** The report call's query: the brand when one is chosen, the grouping for GGR only. */
function queryOf(filters: Filters): BoReportQuery {
  return {
    report: filters.report,
    brandId: filters.brandId || undefined,
    from: filters.from,
    to: filters.to,
    groupBy: filters.report === 'ggr' ? filters.groupBy : undefined,
  };
}

const valueText = (row: ReportRow, column: string) => {
  const value = row.values[column] ?? '0';
  return isMoneyColumn(column) ? formatMinor(BigInt(value), { code: '', symbol: '', minorDigits: row.minorDigits }) : value;
};

/**
 * Reports (decision 041; reports.read): GGR and NGR by brand, vendor, game, agent or day, deposits
 * and withdrawals by day and channel, new and active players, and bonus cost by kind, for GMT+8
 * days of the brands in the staff member's scope. The table shows every row with a total per
 * brand, the chart one column of it, and the CSV link downloads the same rows from the server.
 */
export function ReportsPage() {
  const { t } = useTranslation();
  const id = useId();
  const me = useOutletContext<StaffMe>();
  const end = today();
  const [draft, setDraft] = useState<Filters>({
    report: 'ggr',
    brandId: me.brands.length === 1 ? (me.brands[0]?.id ?? '') : '',
    from: daysBefore(end, 6),
    to: end,
    groupBy: 'brand',
  });
  const [filters, setFilters] = useState<Filters | null>(null);
  const [chartColumn, setChartColumn] = useState<string>('');
  const result = useQuery({
    queryKey: reportsKeys.report(filters && queryOf(filters)),
    queryFn: () => fetchReport(queryOf(filters as Filters)),
    enabled: filters !== null,
  });

  function run(event: FormEvent) {
    event.preventDefault();
    setChartColumn('');
    setFilters({ ...draft });
  }

  const value = result.data;
  const multiBrand = value ? new Set(value.totals.map((row) => row.brandId)).size > 1 : false;
  const keyText = (row: ReportRow, column: string, index: number) => {
    const key = row.keys[index] ?? null;
    if (key === null) return t(`boReports.none.${column}`, { defaultValue: '—' });
    if (column === 'kind') return t(`boReports.kinds.${key}`, { defaultValue: key });
    return key;
  };
  const rowName = (row: ReportRow) => {
    if (!value) return '';
    const keys = value.keyColumns.map((column, index) => keyText(row, column, index));
    const name = [...(multiBrand || keys.length === 0 ? [row.brandCode] : []), ...keys].join(' · ');
    return row.label ? `${name} (${row.label})` : name;
  };
  const charted = value ? chartColumn || DEFAULT_CHART[value.report] : '';

  return (
    <section aria-labelledby={id}>
      <h1 id={id}>{t('boReports.title')}</h1>
      <p className="bo-note">{t('boReports.intro', { days: REPORT_MAX_DAYS })}</p>
      <form className="bo-filters" onSubmit={run}>
        <label>
          {t('boReports.report')}
          <select value={draft.report} onChange={(event) => setDraft({ ...draft, report: event.target.value as ReportKind })}>
            {REPORT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`boReports.reports.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        {me.brands.length > 1 && (
          <BrandSelect
            brands={me.brands}
            named
            value={draft.brandId}
            onChange={(brandId) => setDraft({ ...draft, brandId })}
            label={t('boReports.brand')}
            allLabel={t('boReports.allBrands')}
          />
        )}
        <label>
          {t('boReports.from')}
          <input
            type="date"
            required
            value={draft.from}
            max={draft.to}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          />
        </label>
        <label>
          {t('boReports.to')}
          <input
            type="date"
            required
            value={draft.to}
            min={draft.from}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          />
        </label>
        {draft.report === 'ggr' && (
          <label>
            {t('boReports.groupBy')}
            <select value={draft.groupBy} onChange={(event) => setDraft({ ...draft, groupBy: event.target.value as ReportGrouping })}>
              {REPORT_GROUPINGS.map((grouping) => (
                <option key={grouping} value={grouping}>
                  {t(`boReports.groupings.${grouping}`)}
                </option>
              ))}
            </select>
          </label>
        )}
        <button type="submit" disabled={result.isFetching}>
          {t('boReports.show')}
        </button>
      </form>
      {result.isError && (
        <p className="bo-error" role="alert">
          {errorOf(result.error)}
        </p>
      )}
      {result.isFetching && <p className="bo-note">{t('boReports.loading')}</p>}
      {value && filters && (
        <div className="bo-panel">
          <div className="bo-panel-head">
            <h2>
              {t(`boReports.reports.${value.report}`)} · {value.from} – {value.to}
            </h2>
            <a className="bo-secondary bo-download" href={reportCsvUrl(queryOf(filters))} download>
              {t('boReports.downloadCsv')}
            </a>
          </div>
          {value.report === 'ggr' && <p className="bo-note">{t('boReports.ggrNote')}</p>}
          {value.rows.length === 0 ? (
            <p className="bo-note" role="status">
              {t('boReports.empty')}
            </p>
          ) : (
            <>
              <label className="bo-inline-form">
                {t('boReports.chartColumn')}{' '}
                <select value={charted} onChange={(event) => setChartColumn(event.target.value)}>
                  {value.valueColumns.map((column) => (
                    <option key={column} value={column}>
                      {t(`boReports.columns.${column}`)}
                    </option>
                  ))}
                </select>
              </label>
              <BarChart
                title={t('boReports.chartTitle', { column: t(`boReports.columns.${charted}`) })}
                bars={value.rows.slice(0, CHART_MAX_BARS).map((row, index) => ({
                  id: `${row.brandId}-${index}`,
                  label: rowName(row),
                  value: BigInt(row.values[charted] ?? '0'),
                  shown: valueText(row, charted),
                }))}
              />
              {value.rows.length > CHART_MAX_BARS && (
                <p className="bo-note">{t('boReports.chartCut', { shown: CHART_MAX_BARS, total: value.rows.length })}</p>
              )}
            </>
          )}
          <div className="bo-scroll" tabIndex={0} role="region" aria-label={t('boReports.table')}>
            <table className="bo-table">
              <caption>{t('boReports.table')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('boReports.brand')}</th>
                  <th scope="col">{t('boReports.currency')}</th>
                  {value.keyColumns.map((column) => (
                    <th scope="col" key={column}>
                      {t(`boReports.columns.${column}`)}
                    </th>
                  ))}
                  {value.valueColumns.map((column) => (
                    <th scope="col" key={column} className="bo-number">
                      {t(`boReports.columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {value.rows.map((row, index) => (
                  <tr key={`${row.brandId}-${index}`}>
                    <td>{row.brandCode}</td>
                    <td>{row.currency}</td>
                    {value.keyColumns.map((column, keyIndex) => (
                      <td key={column}>
                        {keyText(row, column, keyIndex)}
                        {keyIndex === value.keyColumns.length - 1 && row.label ? ` (${row.label})` : ''}
                      </td>
                    ))}
                    {value.valueColumns.map((column) => (
                      <td key={column} className="bo-number">
                        {valueText(row, column)}
                      </td>
                    ))}
                  </tr>
                ))}
                {value.keyColumns.length > 0 &&
                  value.totals.map((row) => (
                    <tr key={`total-${row.brandId}`} className="reports-total">
                      <td>{row.brandCode}</td>
                      <td>{row.currency}</td>
                      <td colSpan={value.keyColumns.length}>{t('boReports.total')}</td>
                      {value.valueColumns.map((column) => (
                        <td key={column} className="bo-number">
                          {valueText(row, column)}
                        </td>
                      ))}
                    </tr>
                  ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </section>
  );
}
