import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { fetchCountries, fetchRegisterSettings } from './account-api';

/** The brand's per-field registration rules; operators change them rarely. */
const registerSettings = queryOptions({ queryKey: ['register-settings'], queryFn: fetchRegisterSettings, staleTime: 5 * 60_000 });

export function useRegisterSettings() {
  return useQuery(registerSettings);
}

/**
 * The rules for a password form: those in hand to hint with, and `rulesNow` for its submit, which
 * waits for them when they have not arrived yet. A form sent before the rules came (a fast hand, a
 * slow network) would otherwise skip the length check and get only the server's generic answer.
 */
export function usePasswordRules() {
  const queryClient = useQueryClient();
  const { data: rules } = useRegisterSettings();
  const rulesNow = useCallback(
    async () => rules ?? (await queryClient.ensureQueryData(registerSettings).catch(() => undefined)),
    [rules, queryClient],
  );
  return { rules, rulesNow };
}

/** The dialing codes the brand accepts, preferred first. */
export function useCountries(enabled: boolean) {
  return useQuery({ queryKey: ['countries'], queryFn: fetchCountries, staleTime: 30 * 60_000, enabled });
}
