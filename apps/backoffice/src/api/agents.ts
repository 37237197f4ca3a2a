import type {
  BoContractAction,
  BoContractPage,
  BoContractQuery,
  BoSettlementDetail,
  BoSettlementPage,
  BoSettlementQuery,
} from '@pkg/contracts/agent-desk';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import { bo, type FilterQuery } from '../lib/api';

/** The agents desk's queries (settlements, contracts); every change refreshes the lists under them. */
export const agentsKeys = {
  settlements: ['bo', 'agents', 'settlements'] as const,
  settlementList: (query: FilterQuery<BoSettlementQuery>) => ['bo', 'agents', 'settlements', query] as const,
  settlement: (id: string) => ['bo', 'agents', 'settlement', id] as const,
  contracts: ['bo', 'agents', 'contracts'] as const,
  contractList: (query: FilterQuery<BoContractQuery>) => ['bo', 'agents', 'contracts', query] as const,
};

/** One page of settlement periods, newest first (`before` the last one's start). */
export const fetchSettlements = (query: FilterQuery<BoSettlementQuery>) => bo<BoSettlementPage>(BO_API.agentSettlements, { query });

/** One settlement with its runs and statements. */
export const fetchSettlement = (id: string) => bo<BoSettlementDetail>(BO_API.agentSettlement, { params: { id } });

/** The steps staff take on a settlement: hold, release, retry, rerun (proposed) and approve (the rerun). */
export type SettlementStep = 'hold' | 'release' | 'retry' | 'rerun' | 'approve';
const STEP_PATHS: Record<SettlementStep, string> = {
  hold: BO_API.agentSettlementHold,
  release: BO_API.agentSettlementRelease,
  retry: BO_API.agentSettlementRetry,
  rerun: BO_API.agentSettlementRerun,
  approve: BO_API.agentSettlementRerunApprove,
};
export const settlementStep = (id: string, step: SettlementStep, reason?: string) =>
  bo<BoSettlementDetail>(STEP_PATHS[step], { params: { id }, method: 'POST', body: reason === undefined ? {} : { reason } });

/** Contracts of the brands in scope, filtered. */
export const fetchContracts = (query: FilterQuery<BoContractQuery>) => bo<BoContractPage>(BO_API.agentContracts, { query });

/** Offers, changes or ends a contract. */
export const contractAction = (action: BoContractAction) => bo<BoContractPage>(BO_API.agentContracts, { method: 'POST', body: action });
