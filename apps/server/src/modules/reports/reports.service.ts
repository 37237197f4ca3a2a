import {
  REPORT_GROUPINGS,
  REPORT_MAX_DAYS,
  REPORT_VALUE_COLUMNS,
  type BoReportValue,
  type ReportGrouping,
  type ReportKind,
  type ReportRow,
} from '@pkg/contracts/reports';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { assertBrandInScope, type StaffActor } from '../staff/index.ts';
import { addDays, checkDay, daysBetween, startOfDay } from '../../lib/gmt8-days.ts';
import {
  selectBonus,
  selectGgr,
  selectPayments,
  selectPlayers,
  selectReportBrands,
  type ReportBrand,
  type ReportRange,
} from './reports.queries.ts';

/** What a report is asked for (the route's query without its format). */
export interface ReportRequest {
  report: ReportKind;
  brandId?: string | undefined;
  from: string;
  to: string;
  groupBy?: string | undefined;
}

const KEY_COLUMNS: Record<ReportGrouping, string[]> = {
  brand: [],
  day: ['day'],
  vendor: ['vendor'],
  game: ['vendor', 'game'],
  agent: ['agent'],
};

function checkRange(from: string, to: string): { from: string; to: string } {
  try {
    checkDay(from);
    checkDay(to);
  } catch {
    throw new AppError('report_range_invalid', 'from and to must be days as yyyy-MM-dd');
  }
  const days = daysBetween(from, to) + 1;
  if (days < 1) throw new AppError('report_range_invalid', 'from is after to');
  if (days > REPORT_MAX_DAYS) throw new AppError('report_range_too_long', `at most ${REPORT_MAX_DAYS} days`);
  return { from, to };
}

function checkGrouping(report: ReportKind, groupBy: string | undefined): ReportGrouping | null {
  if (report !== 'ggr') {
    if (groupBy !== undefined && groupBy !== '') throw new AppError('report_grouping_invalid', `the ${report} report has no grouping`);
    return null;
  }
  const grouping = groupBy === undefined || groupBy === '' ? 'brand' : groupBy;
  if (!(REPORT_GROUPINGS as readonly string[]).includes(grouping))
    throw new AppError('report_grouping_invalid', `unknown grouping ${grouping}`);
  return grouping as ReportGrouping;
}

const add = (a: string | undefined, b: string) => (BigInt(a ?? '0') + BigInt(b)).toString();

/**
 * The back office's reports (decision 041): GGR and NGR by brand, vendor, game, agent or day;
 * deposits and withdrawals by day and channel; new and active players by day; bonus cost by kind.
 * Every sum comes from the ledger's postings (reports.queries.ts), so the totals reconcile with it.
 * Staff see the brands of their scope only: a brand outside it is forbidden.
 */
export function createReportsService(deps: { db: Db }) {
  const { db } = deps;

  async function brandsFor(actor: StaffActor, brandId: string | undefined): Promise<ReportBrand[]> {
    if (brandId !== undefined) {
      assertBrandInScope(actor, brandId);
      const brands = await selectReportBrands(db, [brandId]);
      if (brands.length === 0) throw new AppError('forbidden', 'unknown brand');
      return brands;
    }
    return selectReportBrands(db, actor.staff.scope);
  }

  return {
    /** One report for the brands asked for (or all in scope) over GMT+8 days [from, to]. */
    async run(actor: StaffActor, request: ReportRequest): Promise<BoReportValue> {
      const { from, to } = checkRange(request.from, request.to);
      const grouping = checkGrouping(request.report, request.groupBy);
      const brands = await brandsFor(actor, request.brandId);
      const byId = new Map(brands.map((brand) => [brand.id, brand]));
      const range: ReportRange = { brandIds: brands.map((brand) => brand.id), from: startOfDay(from), to: startOfDay(addDays(to, 1)) };
      const valueColumns: string[] = [...REPORT_VALUE_COLUMNS[request.report]];
      const row = (brandId: string, keys: Array<string | null>, label: string | null, values: Record<string, string>): ReportRow => {
        const brand = byId.get(brandId);
        if (!brand) throw new Error(`report row of brand ${brandId} outside the report`);
        return { brandId: brand.id, brandCode: brand.code, currency: brand.currency, minorDigits: brand.minorDigits, keys, label, values };
      };
      const empty = () => Object.fromEntries(valueColumns.map((column) => [column, '0']));
      // Per brand: the sums of its rows (activePlayers is replaced below by the range's distinct count).
      const totalsOf = (rows: ReportRow[]): ReportRow[] =>
        brands.map((brand) => {
          const values = empty();
          for (const line of rows.filter((r) => r.brandId === brand.id))
            for (const column of valueColumns) values[column] = add(values[column], line.values[column] ?? '0');
          return row(brand.id, [], null, values);
        });

      let keyColumns: string[];
      let rows: ReportRow[];
      let totals: ReportRow[] | null = null;
      if (request.report === 'ggr') {
        keyColumns = KEY_COLUMNS[grouping as ReportGrouping];
        const sums = range.brandIds.length === 0 ? [] : await selectGgr(db, range, grouping as ReportGrouping);
        rows = sums.map((sum) => {
          const ggr = sum.stakeMinor - sum.payoutMinor;
          const ngr = ggr - sum.bonusMinor - sum.commissionMinor;
          return row(sum.brandId, sum.keys, sum.label, {
            stakeMinor: sum.stakeMinor.toString(),
            payoutMinor: sum.payoutMinor.toString(),
            ggrMinor: ggr.toString(),
            bonusMinor: sum.bonusMinor.toString(),
            commissionMinor: sum.commissionMinor.toString(),
            ngrMinor: ngr.toString(),
          });
        });
      } else if (request.report === 'payments') {
        keyColumns = ['day', 'channel'];
        const sums = range.brandIds.length === 0 ? [] : await selectPayments(db, range);
        rows = sums.map((sum) =>
          row(sum.brandId, [sum.day, sum.channel], null, {
            depositCount: sum.depositCount,
            depositMinor: sum.depositMinor.toString(),
            withdrawalCount: sum.withdrawalCount,
            withdrawalMinor: sum.withdrawalMinor.toString(),
            netMinor: (sum.depositMinor - sum.withdrawalMinor).toString(),
          }),
        );
      } else if (request.report === 'players') {
        keyColumns = ['day'];
        const counts = range.brandIds.length === 0 ? [] : await selectPlayers(db, range);
        const toRow = (count: (typeof counts)[number]) =>
          row(count.brandId, count.day === null ? [] : [count.day], null, {
            newPlayers: String(count.newPlayers),
            activePlayers: String(count.activePlayers),
          });
        rows = counts.filter((count) => count.day !== null).map(toRow);
        const ranged = new Map(counts.filter((count) => count.day === null).map((count) => [count.brandId, toRow(count)]));
        totals = brands.map((brand) => ranged.get(brand.id) ?? row(brand.id, [], null, empty()));
      } else {
        keyColumns = ['kind'];
        const sums = range.brandIds.length === 0 ? [] : await selectBonus(db, range);
        rows = sums.map((sum) => row(sum.brandId, [sum.kind], null, { count: sum.count, amountMinor: sum.amountMinor }));
      }
      return { report: request.report, groupBy: grouping, from, to, keyColumns, valueColumns, rows, totals: totals ?? totalsOf(rows) };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
