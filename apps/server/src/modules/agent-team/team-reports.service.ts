import { isAgentType } from '@pkg/contracts/agent-types';
import {
  TEAM_TRANSACTION_TYPES,
  type ReportPeriod,
  type TeamMembersValue,
  type TeamOverviewValue,
  type teamBetsValue,
  type teamProfitValue,
  type teamTransactionsValue,
} from '@pkg/contracts/agents';
import { MAX_RECORD_RANGE_DAYS } from '@pkg/contracts/wallet-codes';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { periodOfDay, type Period } from '../../lib/periods.ts';
import { AppError } from '../../http/errors.ts';
import type { Account } from '../accounts/index.ts';
import { readAgentSettings } from '../agent-contracts/index.ts';
import type { Brand } from '../brands/index.ts';
import { addDays, checkDay, dayOf, daysBetween, startOfDay } from '../../lib/gmt8-days.ts';
import { selectOverviewMoney, selectProfitPage, selectTeamRounds, selectTeamTransactions, type TeamRange } from './team-money.queries.ts';
import {
  containsPattern,
  selectDepthBelow,
  selectLevelPage,
  selectNewMembersByDay,
  selectPath,
  selectTeamAccountByUsername,
  selectTeamCounts,
} from './team-tree.queries.ts';

/** Who asks: an agent of a brand (the guard let only agents through). */
export interface TeamCaller {
  brand: Brand;
  account: Account;
  language: string;
}

interface Paging {
  pageNo: number;
  pageSize: number;
}

/** Days a dated list (bets, transactions) covers when the caller names none: the last week, today included. */
const DEFAULT_RANGE_DAYS = 7;

const pageOf = (paging: Paging) => ({ limit: paging.pageSize, offset: (paging.pageNo - 1) * paging.pageSize });
const pagesOf = (total: number, paging: Paging) => ({ pageNum: paging.pageNo, totalPages: Math.ceil(total / paging.pageSize), total });
const minus = (a: string, b: string) => (BigInt(a) - BigInt(b)).toString();

type Deps = { db: Db; clock: Clock };

/** A report function with the service's deps bound. */
const withDeps =
  <A extends unknown[], R>(deps: Deps, fn: (deps: Deps, ...args: A) => R) =>
  (...args: A) =>
    fn(deps, ...args);

function periodFor(clock: Clock, kind: ReportPeriod, day: string | undefined): Period {
  return periodOfDay(kind, day ?? dayOf(clock.now()));
}

function rangeFor(clock: Clock, query: { from?: string | undefined; to?: string | undefined }): { from: string; to: string } {
  const to = checkDay(query.to ?? dayOf(clock.now()));
  const from = checkDay(query.from ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1)));
  const span = daysBetween(from, to);
  if (span < 0) throw new AppError('bad_request', 'from is after to');
  if (span >= MAX_RECORD_RANGE_DAYS) throw new AppError('bad_request', `at most ${MAX_RECORD_RANGE_DAYS} days at once`);
  return { from, to };
}

const teamRange = (caller: TeamCaller, start: Date, end: Date): TeamRange => ({
  brandId: caller.brand.id,
  currency: caller.brand.currency.code,
  callerId: caller.account.id,
  from: start,
  to: end,
});

/** The account a username names in the caller's team; null when none (the lists then come back empty). */
async function teamAccountId(db: Db, caller: TeamCaller, username: string | undefined): Promise<string | null | undefined> {
  if (!username) return undefined;
  return (await selectTeamAccountByUsername(db, caller.brand.id, caller.account.id, username))?.id ?? null;
}

/**
 * The team in a period: its size and direct downline now; accounts opened, members active
 * (valid bets of at least the brand's active amount), deposits, withdrawals, valid bets, wins,
 * the players' result and bonuses in the period; and the same per day for the charts.
 */
async function overviewReport(
  { db, clock }: Deps,
  caller: TeamCaller,
  query: { period: ReportPeriod; date?: string | undefined },
): Promise<TeamOverviewValue> {
  const period = periodFor(clock, query.period, query.date);
  const range = teamRange(caller, period.start, period.end);
  const settings = await readAgentSettings(db, caller.brand.id);
  const [counts, opened, money] = await Promise.all([
    selectTeamCounts(db, caller.brand.id, caller.account.id),
    selectNewMembersByDay(db, caller.brand.id, caller.account.id, period.start, period.end),
    selectOverviewMoney(db, range, settings.activeBetMinor),
  ]);
  const newByDay = new Map(opened.map((row) => [row.day, row.count]));
  const moneyByDay = new Map(money.days.map((row) => [row.day, row]));
  const sum = (field: 'betMinor' | 'winMinor' | 'depositMinor' | 'withdrawalMinor' | 'bonusMinor') =>
    money.days.reduce((total, row) => total + row[field], 0n);
  const series: TeamOverviewValue['series'] = [];
  for (let day = period.from; day <= period.to; day = addDays(day, 1)) {
    const row = moneyByDay.get(day);
    series.push({
      day,
      newMembers: newByDay.get(day) ?? 0,
      validBetMinor: (row?.betMinor ?? 0n).toString(),
      profitMinor: row ? (row.winMinor - row.betMinor).toString() : '0',
      depositsMinor: (row?.depositMinor ?? 0n).toString(),
    });
  }
  return {
    period: query.period,
    from: period.from,
    to: period.to,
    currency: caller.brand.currency.code,
    ...counts,
    newMembers: opened.reduce((total, row) => total + row.count, 0),
    activeMembers: money.active,
    depositsMinor: sum('depositMinor').toString(),
    withdrawalsMinor: (-sum('withdrawalMinor')).toString(),
    validBetMinor: sum('betMinor').toString(),
    winMinor: sum('winMinor').toString(),
    profitMinor: (sum('winMinor') - sum('betMinor')).toString(),
    bonusMinor: sum('bonusMinor').toString(),
    series,
  };
}

/**
 * One level of the team: the caller's direct downline, or that of `parentId` (which must be in
 * the caller's team: team_member_not_found otherwise), newest first; with a search, every
 * account below that parent whose username contains it. The path runs from the caller to the parent.
 */
async function membersReport(
  { db, clock }: Deps,

  caller: TeamCaller,
  query: Paging & { parentId?: string | undefined; search?: string | undefined; type?: 'member' | 'agent' | undefined },
): Promise<TeamMembersValue> {
  const parentId = query.parentId ?? caller.account.id;
  const parentDepth = await selectDepthBelow(db, caller.brand.id, caller.account.id, parentId);
  if (parentDepth === null) throw new AppError('team_member_not_found');
  const [path, found] = await Promise.all([
    selectPath(db, caller.account.id, parentId),
    selectLevelPage(
      db,
      { brandId: caller.brand.id, currency: caller.brand.currency.code, parentId, search: query.search || undefined, type: query.type },
      { ...pageOf(query), now: clock.now(), idleMinutes: caller.brand.sessionIdleMinutes },
    ),
  ]);
  return {
    path,
    list: found.rows.map((row) => ({
      id: row.id,
      username: row.username,
      nickname: row.nickname,
      isAgent: isAgentType(row.accountType),
      level: parentDepth + row.depth,
      directCount: row.directCount,
      teamSize: row.teamSize,
      balanceMinor: row.balance,
      online: row.online,
      lastLoginAt: row.lastLoginAt ? new Date(row.lastLoginAt).toISOString() : null,
      createdAt: new Date(row.createdAt).toISOString(),
    })),
    ...pagesOf(found.total, query),
  };
}

/** The team's rounds (game rounds and lottery tickets) started in the day range, newest first, with totals. */
async function betsReport(
  { db, clock }: Deps,

  caller: TeamCaller,
  query: Paging & { from?: string | undefined; to?: string | undefined; username?: string | undefined; gameType?: string | undefined },
): Promise<z.infer<typeof teamBetsValue>> {
  const days = rangeFor(clock, query);
  const accountId = await teamAccountId(db, caller, query.username);
  const empty = { rows: [], total: 0, stake: '0', win: '0' };
  const found =
    accountId === null
      ? empty
      : await selectTeamRounds(
          db,
          {
            ...teamRange(caller, startOfDay(days.from), startOfDay(addDays(days.to, 1))),
            accountId,
            gameType: query.gameType || undefined,
          },
          { ...pageOf(query), language: caller.language },
        );
  return {
    list: found.rows.map((row) => ({
      username: row.username,
      vendorName: row.vendorName,
      gameName: row.gameName,
      gameType: row.gameType,
      roundId: row.roundId,
      stakeMinor: row.stake,
      winMinor: row.win,
      netMinor: minus(row.win, row.stake),
      status: row.status,
      startedAt: new Date(row.startedAt).toISOString(),
    })),
    totals: { stakeMinor: found.stake, winMinor: found.win, netMinor: minus(found.win, found.stake) },
    currency: caller.brand.currency.code,
    ...pagesOf(found.total, query),
  };
}

/**
 * User profit and loss: per direct downline (username containing the filter), its own play and
 * its whole team's in the period: valid bets, wins, the players' result (win − valid bet),
 * bonuses, deposits and withdrawals; totals over every listed row.
 */
async function profitReport(
  { db, clock }: Deps,

  caller: TeamCaller,
  query: Paging & { period: ReportPeriod; date?: string | undefined; username?: string | undefined },
): Promise<z.infer<typeof teamProfitValue>> {
  const period = periodFor(clock, query.period, query.date);
  const found = await selectProfitPage(
    db,
    teamRange(caller, period.start, period.end),
    query.username ? containsPattern(query.username) : null,
    pageOf(query),
  );
  const amounts = (sums: { bet: string; win: string; bonus: string; deposit: string; withdrawal: string }) => ({
    validBetMinor: sums.bet,
    winMinor: sums.win,
    profitMinor: minus(sums.win, sums.bet),
    bonusMinor: sums.bonus,
    depositsMinor: sums.deposit,
    withdrawalsMinor: sums.withdrawal,
  });
  return {
    from: period.from,
    to: period.to,
    currency: caller.brand.currency.code,
    list: found.rows.map((row) => ({
      id: row.id,
      username: row.username,
      isAgent: isAgentType(row.accountType),
      teamSize: row.teamSize,
      ...amounts(row),
    })),
    totals: amounts(found.totals),
    ...pagesOf(found.totals.total, query),
  };
}

/** The team wallets' deposits, withdrawals, transfers, bonuses, rebates and adjustments in the day range, newest first. */
async function transactionsReport(
  { db, clock }: Deps,

  caller: TeamCaller,
  query: Paging & {
    from?: string | undefined;
    to?: string | undefined;
    username?: string | undefined;
    type?: (typeof TEAM_TRANSACTION_TYPES)[number] | undefined;
  },
): Promise<z.infer<typeof teamTransactionsValue>> {
  const days = rangeFor(clock, query);
  const accountId = await teamAccountId(db, caller, query.username);
  const found =
    accountId === null
      ? { rows: [], total: 0 }
      : await selectTeamTransactions(
          db,
          {
            ...teamRange(caller, startOfDay(days.from), startOfDay(addDays(days.to, 1))),
            accountId,
            codes: query.type ? [query.type] : TEAM_TRANSACTION_TYPES,
          },
          pageOf(query),
        );
  return {
    list: found.rows.map((row) => ({
      username: row.username,
      type: row.code as (typeof TEAM_TRANSACTION_TYPES)[number],
      amountMinor: row.amount,
      transferId: row.transferId,
      at: new Date(row.at).toISOString(),
    })),
    currency: caller.brand.currency.code,
    ...pagesOf(found.total, query),
  };
}

/**
 * The agent centre's team reports (decision 029): the caller's team only (every account below it
 * in the account tree), the brand's currency, GMT+8 days. Periods (D, W, H, M) hold the given day
 * or today; dated lists take an inclusive day range of at most MAX_RECORD_RANGE_DAYS.
 */
export function createTeamReportsService(deps: Deps) {
  return {
    overview: withDeps(deps, overviewReport),
    members: withDeps(deps, membersReport),
    bets: withDeps(deps, betsReport),
    profit: withDeps(deps, profitReport),
    transactions: withDeps(deps, transactionsReport),
  };
}

export type TeamReportsService = ReturnType<typeof createTeamReportsService>;
