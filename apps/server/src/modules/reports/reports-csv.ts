import { isMoneyColumn, type BoReportValue, type ReportRow } from '@pkg/contracts/reports';
import { formatMinor } from '@pkg/money/money';
import { toCsv, type CsvColumn } from '../../lib/csv.ts';

/**
 * A report as a CSV download (decision 041): the same rows as the table, then one Total row per
 * brand. Plain English headers; money as exact decimal strings in major units without grouping
 * (1234.56, -20.50) so spreadsheets read numbers; lib/csv.ts quotes cells and neutralises text
 * that a spreadsheet would run as a formula (a vendor, game or agent name starting with =).
 */

const HEADERS: Record<string, string> = {
  day: 'Day (GMT+8)',
  channel: 'Channel',
  vendor: 'Vendor',
  game: 'Game',
  agent: 'Agent',
  kind: 'Kind',
  stakeMinor: 'Stakes',
  payoutMinor: 'Payouts',
  ggrMinor: 'GGR',
  bonusMinor: 'Bonus cost',
  commissionMinor: 'Agent commission',
  ngrMinor: 'NGR',
  depositCount: 'Deposits',
  depositMinor: 'Deposit amount',
  withdrawalCount: 'Withdrawals',
  withdrawalMinor: 'Withdrawal amount',
  netMinor: 'Net deposits',
  newPlayers: 'New players',
  activePlayers: 'Active players',
  count: 'Credited',
  amountMinor: 'Amount',
};

/** What an empty key means in each key column. */
const NONE: Record<string, string> = {
  vendor: '(not attributable to a game)',
  game: '(not attributable to a game)',
  agent: '(no upline agent)',
};

/** Minor units as an exact major-unit decimal without thousands separators. */
export function plainMajor(minor: string, minorDigits: number): string {
  return formatMinor(BigInt(minor), { code: '', symbol: '', minorDigits }).replaceAll(',', '');
}

type Line = ReportRow & { total: boolean };

/** The report's rows and totals as CSV text. */
export function reportCsv(value: BoReportValue): string {
  const hasLabel = value.groupBy === 'vendor' || value.groupBy === 'game';
  const columns: CsvColumn<Line>[] = [
    { header: 'Brand', value: (line) => line.brandCode },
    { header: 'Currency', value: (line) => line.currency },
    ...value.keyColumns.map((column, index): CsvColumn<Line> => ({
      header: HEADERS[column] ?? column,
      value: (line) => (line.total ? (index === 0 ? 'Total' : '') : (line.keys[index] ?? NONE[column] ?? '')),
    })),
    ...(hasLabel ? [{ header: 'Name', value: (line: Line) => line.label ?? '' }] : []),
    ...value.valueColumns.map((column): CsvColumn<Line> => ({
      header: HEADERS[column] ?? column,
      value: (line) => {
        const cell = line.values[column] ?? '0';
        return isMoneyColumn(column) ? plainMajor(cell, line.minorDigits) : cell;
      },
    })),
  ];
  // The brand grouping has no key column: its Total row would repeat the brand's row, so it is left out.
  const totals = value.keyColumns.length === 0 ? [] : value.totals.map((line) => ({ ...line, total: true }));
  return toCsv(columns, [...value.rows.map((line) => ({ ...line, total: false })), ...totals]);
}
