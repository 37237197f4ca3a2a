import { z } from 'zod';
import { reportRow } from './reports.ts';

/**
 * The back office's first page (decision 069; reports.read): today's and this week's figures as the
 * reports answer them (their per-brand totals), the week's top games by GGR, the finance queues
 * waiting for a decision, and what needs a person. Days are GMT+8; the week starts on Monday.
 */

/** What needs a person, each shown only to staff whose permissions reach its desk. */
export const DASHBOARD_ALERT_KINDS = [
  'depositsWaiting',
  'withdrawalsWaiting',
  /** Waiting longer than the brand's waiting time (its payment wait alert minutes). */
  'depositsOverdue',
  'withdrawalsOverdue',
  'withdrawalDisputes',
  'drawsWithoutResult',
  'settlementsHeld',
  'jobsFailed',
  /** Pending jobs due long ago that no worker holds (jobs-desk.ts). */
  'jobsStalled',
  /** The ledger's balance check finds a problem (count: problem accounts and unbalanced transfers). */
  'ledgerUnbalanced',
  'vendorsInMaintenance',
] as const;
export type DashboardAlertKind = (typeof DASHBOARD_ALERT_KINDS)[number];

/** The GET query of BO_API.dashboard: one brand, or every brand in scope when left out. */
export const boDashboardQuery = z.object({
  brandId: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
});
export type BoDashboardQuery = z.infer<typeof boDashboardQuery>;

/** One period's figures: each report's totals row per brand (the same rows the report answers as totals). */
const dashboardFigures = z.object({
  payments: z.array(reportRow),
  ggr: z.array(reportRow),
  players: z.array(reportRow),
  bonus: z.array(reportRow),
});
export type DashboardFigures = z.infer<typeof dashboardFigures>;

/** A queue waiting for a decision: how many, and since when the oldest waits (null when none). */
const dashboardQueue = z.object({ count: z.number().int(), oldestAt: z.string().nullable() });
export type DashboardQueue = z.infer<typeof dashboardQueue>;

const dashboardAlert = z.object({ kind: z.enum(DASHBOARD_ALERT_KINDS), count: z.number().int(), oldestAt: z.string().nullable() });
export type DashboardAlert = z.infer<typeof dashboardAlert>;

export const boDashboardValue = z.object({
  today: z.string(),
  weekFrom: z.string(),
  figures: z.object({ today: dashboardFigures, week: dashboardFigures }),
  /** The week's GGR by game, highest first (at most DASHBOARD_TOP_GAMES rows). */
  topGames: z.array(reportRow),
  /** Deposits and withdrawals waiting for a decision; null without finance.decide. */
  waiting: z.object({ deposits: dashboardQueue, withdrawals: dashboardQueue }).nullable(),
  /** Only kinds with something waiting. */
  alerts: z.array(dashboardAlert),
});
export type BoDashboardValue = z.infer<typeof boDashboardValue>;

export const DASHBOARD_TOP_GAMES = 5;
