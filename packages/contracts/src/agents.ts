import { z } from 'zod';
import { amountMinor, currencyCode } from './amount.ts';
import { statementView } from './agent-contracts.ts';

/**
 * The agent centre's team and reports (decision 029). Every call is for agents (account types
 * 1, 2, 41, 42: error_not_agent otherwise, in_need_true_account for trial accounts) and reads only
 * the caller's own team: its accounts below it at any depth. Periods are GMT+8: D a day, W a week
 * (Monday first), H a half month (1st-15th, 16th-end), M a month. Every report also answers CSV
 * (`format=csv`). Amounts are minor units in decimal strings.
 */

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const page = {
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};
const format = z.enum(['json', 'csv']).default('json');

export const REPORT_PERIODS = ['D', 'W', 'H', 'M'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** A period: its kind and any day inside it (today by default). */
export const periodQuery = z.object({ period: z.enum(REPORT_PERIODS).default('D'), date: day.optional(), format });

/** `GET /wps/agent/team/overview`: the team in a period, with a series per day for the charts. */
export const teamOverviewValue = z.object({
  period: z.enum(REPORT_PERIODS),
  from: day,
  to: day,
  currency: currencyCode,
  teamSize: z.number().int(),
  directMembers: z.number().int(),
  directAgents: z.number().int(),
  newMembers: z.number().int(),
  activeMembers: z.number().int(),
  depositsMinor: amountMinor,
  withdrawalsMinor: amountMinor,
  validBetMinor: amountMinor,
  winMinor: amountMinor,
  /** The team players' result: win − valid bet (negative when they lost). */
  profitMinor: amountMinor,
  bonusMinor: amountMinor,
  series: z.array(
    z.object({ day, newMembers: z.number().int(), validBetMinor: amountMinor, profitMinor: amountMinor, depositsMinor: amountMinor }),
  ),
});
export type TeamOverviewValue = z.infer<typeof teamOverviewValue>;

/** `GET /wps/agent/team/members`: one level of the tree (the caller's direct downline, or `parentId`'s within the team). */
export const teamMembersQuery = z.object({
  parentId: z
    .string()
    .regex(/^[0-9]{1,18}$/)
    .optional(),
  search: z.string().trim().max(64).optional(),
  type: z.enum(['member', 'agent']).optional(),
  ...page,
  format,
});
export const teamMember = z.object({
  id: z.string(),
  username: z.string(),
  nickname: z.string().nullable(),
  isAgent: z.boolean(),
  /** Levels below the caller (1 = direct). */
  level: z.number().int(),
  directCount: z.number().int(),
  teamSize: z.number().int(),
  balanceMinor: amountMinor,
  online: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export const teamMembersValue = z.object({
  /** The path from the caller down to the listed level's parent, for the breadcrumb. */
  path: z.array(z.object({ id: z.string(), username: z.string() })),
  list: z.array(teamMember),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type TeamMembersValue = z.infer<typeof teamMembersValue>;

/** `POST /wps/agent/team/register` (encrypted): a member or sub-agent created under the caller. */
export const registerDownlinePayload = z.object({
  username: z.string().trim().min(4).max(16),
  password: z.string().min(6).max(20),
  confirmPassword: z.string().min(6).max(20),
  type: z.enum(['member', 'agent']),
  nickname: z.string().trim().max(32).optional(),
});
export const registerDownlineValue = z.object({ id: z.string(), username: z.string(), isAgent: z.boolean() });

/** `GET /wps/agent/team/invite`: the caller's invitation code and its links on each of the brand's domains. */
export const inviteValue = z.object({
  affiliateCode: z.string(),
  links: z.array(z.object({ domain: z.string(), url: z.string() })),
});

/** `GET /wps/agent/team/bets` (Team Betting): the team's rounds, newest first. */
export const teamBetsQuery = z.object({
  from: day.optional(),
  to: day.optional(),
  username: z.string().trim().max(64).optional(),
  gameType: z.string().max(16).optional(),
  ...page,
  format,
});
export const teamBetsValue = z.object({
  list: z.array(
    z.object({
      username: z.string(),
      vendorName: z.string(),
      gameName: z.string().nullable(),
      gameType: z.string(),
      roundId: z.string(),
      stakeMinor: amountMinor,
      winMinor: amountMinor,
      netMinor: amountMinor,
      status: z.string(),
      startedAt: z.string(),
    }),
  ),
  totals: z.object({ stakeMinor: amountMinor, winMinor: amountMinor, netMinor: amountMinor }),
  currency: currencyCode,
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});

/** `GET /wps/agent/team/profit` (User Profit and Loss): per direct downline (an agent with its whole team) in a period. */
export const teamProfitQuery = periodQuery.extend({ username: z.string().trim().max(64).optional(), ...page });
export const teamProfitValue = z.object({
  from: day,
  to: day,
  currency: currencyCode,
  list: z.array(
    z.object({
      id: z.string(),
      username: z.string(),
      isAgent: z.boolean(),
      teamSize: z.number().int(),
      validBetMinor: amountMinor,
      winMinor: amountMinor,
      profitMinor: amountMinor,
      bonusMinor: amountMinor,
      depositsMinor: amountMinor,
      withdrawalsMinor: amountMinor,
    }),
  ),
  totals: z.object({
    validBetMinor: amountMinor,
    winMinor: amountMinor,
    profitMinor: amountMinor,
    bonusMinor: amountMinor,
    depositsMinor: amountMinor,
    withdrawalsMinor: amountMinor,
  }),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});

/** `GET /wps/agent/team/transactions` (Transaction Details): the team's deposits, withdrawals, transfers and bonuses. */
export const TEAM_TRANSACTION_TYPES = [
  'deposit',
  'withdrawal',
  'transfer_upline',
  'transfer_downline',
  'bonus',
  'rebate',
  'adjustment',
] as const;
export const teamTransactionsQuery = z.object({
  from: day.optional(),
  to: day.optional(),
  username: z.string().trim().max(64).optional(),
  type: z.enum(TEAM_TRANSACTION_TYPES).optional(),
  ...page,
  format,
});
export const teamTransactionsValue = z.object({
  list: z.array(
    z.object({
      username: z.string(),
      type: z.enum(TEAM_TRANSACTION_TYPES),
      amountMinor: amountMinor,
      transferId: z.string(),
      at: z.string(),
    }),
  ),
  currency: currencyCode,
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});

/** `GET /wps/agent/income` (My Income): the caller's contract statements in a period, with totals per kind. */
export const incomeQuery = periodQuery.extend({ ...page });
export const incomeValue = z.object({
  from: day,
  to: day,
  currency: currencyCode,
  list: z.array(statementView),
  /** Paid in the period per contract kind, and in all. */
  totals: z.object({
    dividendMinor: amountMinor,
    dailySalaryMinor: amountMinor,
    hourlySalaryMinor: amountMinor,
    realtimeSalaryMinor: amountMinor,
    paidMinor: amountMinor,
  }),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type IncomeValue = z.infer<typeof incomeValue>;
