import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import type { BoJobRow, BoJobsList, BoJobsQuery } from '@pkg/contracts/jobs-desk';
import { bo } from '../lib/api';

const JOBS_KEY = ['bo', 'jobs'] as const;

/** The failed-jobs desk's typed calls (issue 37; jobs.manage): the list, retry and dismiss, each refreshing the list. */
export function useJobsList(query: BoJobsQuery) {
  return useQuery({ queryKey: [...JOBS_KEY, query], queryFn: () => bo<BoJobsList>(BO_API.jobs, { query }) });
}

export function useJobActions() {
  const client = useQueryClient();
  // A refused action (another operator acted first) refreshes the list too, so it shows what is true now.
  const refresh = () => void client.invalidateQueries({ queryKey: JOBS_KEY });
  return {
    retry: useMutation({
      mutationFn: (runKey: string) => bo<BoJobRow>(BO_API.jobRetry, { method: 'POST', body: { runKey } }),
      onSettled: refresh,
    }),
    dismiss: useMutation({
      mutationFn: (runKey: string) => bo<BoJobRow>(BO_API.jobDismiss, { method: 'POST', body: { runKey } }),
      onSettled: refresh,
    }),
  };
}
