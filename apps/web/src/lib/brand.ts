import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@pkg/contracts/routes';
import type { SystemStatusValue, WhitelabelValue } from '@pkg/contracts/system';
import { wpsGet } from './api-client';
import { currentApiLanguage } from './i18n';

/** The brand's look and rules in the current language. */
export const whitelabelQuery = () =>
  queryOptions({
    queryKey: ['whitelabel', currentApiLanguage()],
    queryFn: () => wpsGet<WhitelabelValue>(API.whitelabel),
    staleTime: 5 * 60_000,
  });

/** The system status for this visitor. */
export const systemStatusQuery = () =>
  queryOptions({ queryKey: ['system-status'], queryFn: () => wpsGet<SystemStatusValue>(API.systemStatus), staleTime: 60_000 });

/** The brand's look and rules; every part of the site may read it. Refetched per language. */
export function useWhitelabel() {
  return useQuery(whitelabelQuery());
}

/** The system status for this visitor (0 normal, 1 maintenance, 2 restricted), with flags and links. */
export function useSystemStatus() {
  return useQuery(systemStatusQuery());
}
