import {
  CONTRACT_PATHS,
  type ConsolidatedValue,
  type ContractAction,
  type ContractKind,
  type ContractsValue,
  type previewValue,
} from '@pkg/contracts/agent-contracts';
import type {
  IncomeValue,
  inviteValue,
  registerDownlinePayload,
  registerDownlineValue,
  teamBetsValue,
  TeamMembersValue,
  TeamOverviewValue,
  teamProfitValue,
  teamTransactionsValue,
} from '@pkg/contracts/agents';
import type { AnnouncementPage } from '@pkg/contracts/notices';
import { API } from '@pkg/contracts/routes';
import { wpsGet, wpsGetFile, wpsSend, wpsSendEncrypted } from '../../../lib/api-client';
import { csvFilename, csvQuery, filenameFromDisposition, toQuery, type QueryParams } from '../report-query';

/** A zod schema's output type, read without importing zod into the site. */
type Out<Schema extends { _output: unknown }> = Schema['_output'];

export type InviteValue = Out<typeof inviteValue>;
export type RegisterDownlinePayload = Out<typeof registerDownlinePayload>;
export type RegisterDownlineValue = Out<typeof registerDownlineValue>;
export type TeamBetsValue = Out<typeof teamBetsValue>;
export type TeamProfitValue = Out<typeof teamProfitValue>;
export type TeamTransactionsValue = Out<typeof teamTransactionsValue>;
export type PreviewValue = Out<typeof previewValue>;

/**
 * Every query of the agent centre sits under one key, so a change (a new downline, a decided
 * contract) refreshes them together; it sits under the account's 'member' key (like the wallet's,
 * lib/wallet-keys.ts), so a logout or a login as someone else drops them.
 */
export const AGENT_KEY = ['member', 'agent'] as const;
export const agentKeys = {
  consolidated: [...AGENT_KEY, 'consolidated'] as const,
  announcements: (language: string) => [...AGENT_KEY, 'announcements', language] as const,
  report: (name: string, params: QueryParams) => [...AGENT_KEY, 'report', name, params] as const,
  invite: [...AGENT_KEY, 'invite'] as const,
  contracts: (kind: ContractKind) => [...AGENT_KEY, 'contracts', kind] as const,
};

/** The reports and their calls; each also answers CSV. */
export const REPORT_PATHS = {
  overview: API.agentTeamOverview,
  members: API.agentTeamMembers,
  bets: API.agentTeamBets,
  profit: API.agentTeamProfit,
  transactions: API.agentTeamTransactions,
  income: API.agentIncome,
} as const;
export type ReportName = keyof typeof REPORT_PATHS;

export interface ReportValues {
  overview: TeamOverviewValue;
  members: TeamMembersValue;
  bets: TeamBetsValue;
  profit: TeamProfitValue;
  transactions: TeamTransactionsValue;
  income: IncomeValue;
}

export const fetchConsolidated = () => wpsGet<ConsolidatedValue>(API.consolidated);

/** The agents' announcements (type AG), first page. */
export const fetchAgentAnnouncements = () =>
  wpsGet<AnnouncementPage>(`${API.announcements}${toQuery({ type: 'AG', pageNo: 1, pageSize: 50 })}`);

export function fetchReport<Name extends ReportName>(name: Name, params: QueryParams): Promise<ReportValues[Name]> {
  return wpsGet<ReportValues[Name]>(`${REPORT_PATHS[name]}${toQuery(params)}`);
}

/**
 * Downloads a report as CSV: the same call with `format=csv`, fetched with the session header and
 * saved under the server's file name, or one made of the report and its filters.
 */
export async function downloadReportCsv(name: ReportName, params: QueryParams): Promise<void> {
  const { blob, disposition } = await wpsGetFile(`${REPORT_PATHS[name]}${csvQuery(params)}`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filenameFromDisposition(disposition) ?? csvFilename(name, params);
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the browser's download; the address can go on the next tick.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A member or sub-agent created under the caller; sealed end to end like the registration call. */
export const registerDownline = (payload: RegisterDownlinePayload) =>
  wpsSendEncrypted<RegisterDownlineValue>('POST', API.agentRegister, payload);

export const fetchInvite = () => wpsGet<InviteValue>(API.agentInvite);

export const fetchContracts = (kind: ContractKind) => wpsGet<ContractsValue>(CONTRACT_PATHS[kind]);

/** One contract action (offer, accept, reject, terminate, withdraw); the preview answers figures instead. */
export const postContractAction = (kind: ContractKind, action: Exclude<ContractAction, { action: 'preview' }>) =>
  wpsSend<unknown>('POST', CONTRACT_PATHS[kind], action);

export const previewContract = (kind: ContractKind, action: Extract<ContractAction, { action: 'preview' }>) =>
  wpsSend<PreviewValue>('POST', CONTRACT_PATHS[kind], action);
