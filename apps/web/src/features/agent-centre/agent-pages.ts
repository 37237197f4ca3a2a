import type { ConsolidatedValue, ContractKind } from '@pkg/contracts/agent-contracts';

/**
 * The agent centre's pages (SPEC.md section 2) by the platform's names, kept in the URL as
 * `acPage`: the ones every agent has, then one per contract kind that the consolidated info shows.
 */
export const AGENT_PAGE_PARAM = 'acPage';

export const ALWAYS_PAGES = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
] as const;

/** The default page when the URL names none (or one not listed). */
export const DEFAULT_AGENT_PAGE = 'agentTeamOverview';

/** Each contract kind's page, in menu order. */
export const CONTRACT_PAGES: ReadonlyArray<{ id: string; kind: ContractKind }> = [
  { id: 'agentDividendRecordCopy2', kind: 'dividend' },
  { id: 'agentDailyWages2', kind: 'daily_salary' },
  { id: 'agentHourSalary', kind: 'hourly_salary' },
  { id: 'agentRealtimeSalary', kind: 'realtime_salary' },
];

/**
 * The Contracts entry an agent without any contract page sees (decision 068): how contracts work,
 * in place of the kinds' pages, so the menu never hides that contracts exist.
 */
export const CONTRACTS_GUIDE_PAGE = 'agentContracts';

export type AgentPageId = (typeof ALWAYS_PAGES)[number] | (typeof CONTRACT_PAGES)[number]['id'] | typeof CONTRACTS_GUIDE_PAGE;

/** A contract page the menu lists, and whether something (an offer, a termination request) awaits the agent there. */
export interface ContractPageEntry {
  id: string;
  kind: ContractKind;
  awaiting: boolean;
}

/**
 * Which contract pages show (SPEC.md section 6: only when the consolidated info shows a contract).
 * Each page follows its flag (enableCt, salary, hourSalary, agentRealtimeSalary: the agent holds or
 * is offered a contract of the kind, decision 029), and also shows whenever an offer or a
 * termination request awaits the agent there (`*req*` 1 or 2), which marks its menu entry.
 */
export function contractPages(consolidated: ConsolidatedValue | undefined): ContractPageEntry[] {
  if (!consolidated) return [];
  const rules: Record<ContractKind, { shown: boolean; request: number }> = {
    dividend: { shown: consolidated.enableCt, request: consolidated.divtypereq },
    daily_salary: { shown: consolidated.salary, request: consolidated.dailysalreqtype },
    hourly_salary: { shown: consolidated.hourSalary, request: consolidated.contracthoursalreq },
    realtime_salary: { shown: consolidated.agentRealtimeSalary, request: consolidated.realtimesalreqtype },
  };
  return CONTRACT_PAGES.flatMap(({ id, kind }) => {
    const { shown, request } = rules[kind];
    const awaiting = request === 1 || request === 2;
    return shown || awaiting ? [{ id, kind, awaiting }] : [];
  });
}
