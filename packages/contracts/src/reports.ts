import { z } from 'zod';
import { currencyCode } from './amount.ts';

/**
 * The back office's reports (decision 041; reports.read): GGR and NGR, deposits and withdrawals,
 * new and active players, and bonus cost, for a range of GMT+8 days, as a table, a chart and a
 * server-made CSV of the same rows. Money is integer minor units as decimal strings.
 */

/** Which report. */
export const REPORT_KINDS = ['ggr', 'payments', 'players', 'bonus'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** How the GGR report groups its rows (the other reports have one fixed shape). */
export const REPORT_GROUPINGS = ['brand', 'vendor', 'game', 'agent', 'day'] as const;
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number];

/** The longest range a report covers, in days (a quarter). */
export const REPORT_MAX_DAYS = 92;

/** The GET query of BO_API.reports. brandId left out means every brand in the staff member's scope. */
export const boReportQuery = z.object({
  report: z.enum(REPORT_KINDS),
  brandId: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
  /** First and last GMT+8 day, yyyy-MM-dd, both included. */
  from: z.string().max(10),
  to: z.string().max(10),
  /** GGR only; checked by the server so an unknown one answers report_grouping_invalid. */
  groupBy: z.string().max(20).optional(),
  format: z.enum(['json', 'csv']).default('json'),
});
export type BoReportQuery = z.input<typeof boReportQuery>;

/**
 * The columns a report answers: the key columns name each row (`day`, `channel`, `vendor`,
 * `game`, `agent`, `kind`; the brand is always there), the value columns are `money` (minor units)
 * or `count`.
 */
export const REPORT_VALUE_COLUMNS = {
  ggr: ['stakeMinor', 'payoutMinor', 'ggrMinor', 'bonusMinor', 'commissionMinor', 'ngrMinor'],
  payments: ['depositCount', 'depositMinor', 'withdrawalCount', 'withdrawalMinor', 'netMinor'],
  players: ['newPlayers', 'activePlayers'],
  bonus: ['count', 'amountMinor'],
} as const satisfies Record<ReportKind, readonly string[]>;

/** Whether a value column is money (its name ends in Minor) or a count. */
export function isMoneyColumn(column: string): boolean {
  return column.endsWith('Minor');
}

export const reportRow = z.object({
  brandId: z.string(),
  brandCode: z.string(),
  currency: currencyCode,
  minorDigits: z.number().int(),
  /** One per key column; null is "none" (no upline agent; not attributable to a game; no channel). */
  keys: z.array(z.string().nullable()),
  /** A display name for the last key when it has one (a vendor's or game's name); else null. */
  label: z.string().nullable(),
  /** Value column -> decimal string (minor units for money, a whole number for counts). */
  values: z.record(z.string(), z.string()),
});
export type ReportRow = z.infer<typeof reportRow>;

export const boReportValue = z.object({
  report: z.enum(REPORT_KINDS),
  groupBy: z.enum(REPORT_GROUPINGS).nullable(),
  from: z.string(),
  to: z.string(),
  keyColumns: z.array(z.string()),
  valueColumns: z.array(z.string()),
  rows: z.array(reportRow),
  /**
   * One per brand: the sums of its rows, except activePlayers, which counts each player once over
   * the whole range (a player active on three days is one active player of the range).
   */
  totals: z.array(reportRow),
});
export type BoReportValue = z.infer<typeof boReportValue>;
