import type { TeamMembersValue, TeamOverviewValue, teamBetsValue, teamProfitValue, teamTransactionsValue } from '@pkg/contracts/agents';
import type { Currency } from '@pkg/money/money';
import type { z } from 'zod';
import { gmt8Time, plainAmount, toCsv, type CsvColumn } from '../../lib/csv.ts';

/**
 * The team reports as CSV downloads (decision 029): plain English headers, amounts in major units
 * without grouping (150.00, -20.50) so spreadsheets read them as numbers, times in GMT+8.
 */

type Overview = TeamOverviewValue;
type Members = TeamMembersValue;
type Bets = z.infer<typeof teamBetsValue>;
type Profit = z.infer<typeof teamProfitValue>;
type Transactions = z.infer<typeof teamTransactionsValue>;

/** The overview's days, one row each, then a Total row for the period. */
export function overviewCsv(value: Overview, currency: Currency): string {
  type Row = { day: string; newMembers: number; validBetMinor: string; profitMinor: string; depositsMinor: string };
  const columns: CsvColumn<Row>[] = [
    { header: 'Day', value: (row) => row.day },
    { header: 'New members', value: (row) => row.newMembers },
    { header: `Valid bet (${currency.code})`, value: (row) => plainAmount(row.validBetMinor, currency) },
    { header: `Profit (${currency.code})`, value: (row) => plainAmount(row.profitMinor, currency) },
    { header: `Deposits (${currency.code})`, value: (row) => plainAmount(row.depositsMinor, currency) },
  ];
  const total: Row = {
    day: 'Total',
    newMembers: value.newMembers,
    validBetMinor: value.validBetMinor,
    profitMinor: value.profitMinor,
    depositsMinor: value.depositsMinor,
  };
  return toCsv(columns, [...value.series, total]);
}

export function membersCsv(value: Members, currency: Currency): string {
  const columns: CsvColumn<Members['list'][number]>[] = [
    { header: 'Username', value: (row) => row.username },
    { header: 'Nickname', value: (row) => row.nickname },
    { header: 'Type', value: (row) => (row.isAgent ? 'Agent' : 'Member') },
    { header: 'Level', value: (row) => row.level },
    { header: 'Direct downline', value: (row) => row.directCount },
    { header: 'Team size', value: (row) => row.teamSize },
    { header: `Balance (${currency.code})`, value: (row) => plainAmount(row.balanceMinor, currency) },
    { header: 'Online', value: (row) => (row.online ? 'Yes' : 'No') },
    { header: 'Last login (GMT+8)', value: (row) => gmt8Time(row.lastLoginAt) },
    { header: 'Registered (GMT+8)', value: (row) => gmt8Time(row.createdAt) },
  ];
  return toCsv(columns, value.list);
}

export function betsCsv(value: Bets, currency: Currency): string {
  const columns: CsvColumn<Bets['list'][number]>[] = [
    { header: 'Time (GMT+8)', value: (row) => gmt8Time(row.startedAt) },
    { header: 'Username', value: (row) => row.username },
    { header: 'Vendor', value: (row) => row.vendorName },
    { header: 'Game', value: (row) => row.gameName },
    { header: 'Game type', value: (row) => row.gameType },
    { header: 'Round', value: (row) => row.roundId },
    { header: `Stake (${currency.code})`, value: (row) => plainAmount(row.stakeMinor, currency) },
    { header: `Win (${currency.code})`, value: (row) => plainAmount(row.winMinor, currency) },
    { header: `Net (${currency.code})`, value: (row) => plainAmount(row.netMinor, currency) },
    { header: 'Status', value: (row) => row.status },
  ];
  return toCsv(columns, value.list);
}

export function profitCsv(value: Profit, currency: Currency): string {
  type Row = Profit['list'][number];
  const columns: CsvColumn<Row>[] = [
    { header: 'Username', value: (row) => row.username },
    { header: 'Type', value: (row) => (row.id === '' ? '' : row.isAgent ? 'Agent' : 'Member') },
    { header: 'Team size', value: (row) => (row.id === '' ? '' : row.teamSize) },
    { header: `Valid bet (${currency.code})`, value: (row) => plainAmount(row.validBetMinor, currency) },
    { header: `Win (${currency.code})`, value: (row) => plainAmount(row.winMinor, currency) },
    { header: `Profit (${currency.code})`, value: (row) => plainAmount(row.profitMinor, currency) },
    { header: `Bonus (${currency.code})`, value: (row) => plainAmount(row.bonusMinor, currency) },
    { header: `Deposits (${currency.code})`, value: (row) => plainAmount(row.depositsMinor, currency) },
    { header: `Withdrawals (${currency.code})`, value: (row) => plainAmount(row.withdrawalsMinor, currency) },
  ];
  const total: Row = { id: '', username: 'Total', isAgent: false, teamSize: 0, ...value.totals };
  return toCsv(columns, [...value.list, total]);
}

export function transactionsCsv(value: Transactions, currency: Currency): string {
  const columns: CsvColumn<Transactions['list'][number]>[] = [
    { header: 'Time (GMT+8)', value: (row) => gmt8Time(row.at) },
    { header: 'Username', value: (row) => row.username },
    { header: 'Type', value: (row) => row.type },
    { header: `Amount (${currency.code})`, value: (row) => plainAmount(row.amountMinor, currency) },
    { header: 'Transfer', value: (row) => row.transferId },
  ];
  return toCsv(columns, value.list);
}
