import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ContractKind } from '@pkg/contracts/agent-contracts';
import { currentApiLanguage, loadNamespace } from '../../../lib/i18n';
import type { QueryParams } from '../report-query';
import {
  agentKeys,
  fetchAgentAnnouncements,
  fetchConsolidated,
  fetchContracts,
  fetchInvite,
  fetchReport,
  type ReportName,
} from './agent-api';

/** The agent centre's texts (agent.*), loaded before its pages render. */
export function useAgentTexts() {
  return useQuery({
    queryKey: ['texts', 'agent'],
    queryFn: async () => {
      await loadNamespace('agent');
      return true;
    },
    staleTime: Infinity,
  });
}

/** Which contract pages show (SPEC.md section 3); a failure only leaves them out. */
export function useConsolidated() {
  return useQuery({ queryKey: agentKeys.consolidated, queryFn: fetchConsolidated, staleTime: 30_000 });
}

export function useAgentAnnouncements() {
  return useQuery({ queryKey: agentKeys.announcements(currentApiLanguage()), queryFn: fetchAgentAnnouncements });
}

/** A report with its filters; the last page stays on screen while the next loads. */
export function useReport<Name extends ReportName>(name: Name, params: QueryParams) {
  return useQuery({
    queryKey: agentKeys.report(name, params),
    queryFn: () => fetchReport(name, params),
    placeholderData: keepPreviousData,
  });
}

export function useInvite() {
  return useQuery({ queryKey: agentKeys.invite, queryFn: fetchInvite, staleTime: 5 * 60_000 });
}

export function useContracts(kind: ContractKind) {
  return useQuery({ queryKey: agentKeys.contracts(kind), queryFn: () => fetchContracts(kind) });
}
