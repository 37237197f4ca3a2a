import type { IncomeValue } from '@pkg/contracts/agents';
import type { Currency } from '@pkg/money/money';
import { gmt8Time, plainAmount, toCsv, type CsvColumn } from '../../lib/csv.ts';

/** My Income as a CSV download, like the team reports: one row per statement with its formula. */
export function incomeCsv(value: IncomeValue, currency: Currency): string {
  const money = (header: string, read: (row: IncomeValue['list'][number]) => string): CsvColumn<IncomeValue['list'][number]> => ({
    header: `${header} (${currency.code})`,
    value: (row) => plainAmount(read(row), currency),
  });
  const columns: CsvColumn<IncomeValue['list'][number]>[] = [
    { header: 'Contract', value: (row) => row.kind },
    { header: 'Period', value: (row) => row.periodKey },
    { header: 'From', value: (row) => gmt8Time(row.windowStart) },
    { header: 'To', value: (row) => gmt8Time(row.windowEnd) },
    money('Valid bet', (row) => row.validBetMinor),
    { header: 'Active members', value: (row) => row.activeMembers },
    money('Net loss', (row) => row.netLossMinor),
    { header: 'Rate %', value: (row) => (row.rateBp / 100).toFixed(2) },
    { header: 'Tier', value: (row) => row.tier },
    money('Gross', (row) => row.grossMinor),
    money('Downline', (row) => row.downlineMinor),
    money('Carried in', (row) => row.carryInMinor),
    money('Net', (row) => row.netMinor),
    money('Paid', (row) => row.paidMinor),
    money('Carried over', (row) => row.carryOutMinor),
    { header: 'Formula', value: (row) => row.formula },
    { header: 'Run', value: (row) => row.runVersion },
  ];
  return toCsv(columns, value.list);
}
