import { useQuery } from '@tanstack/react-query';
import { fetchCountries, fetchRegisterSettings } from './account-api';

/** The brand's per-field registration rules; operators change them rarely. */
export function useRegisterSettings() {
  return useQuery({ queryKey: ['register-settings'], queryFn: fetchRegisterSettings, staleTime: 5 * 60_000 });
}

/** The dialing codes the brand accepts, preferred first. */
export function useCountries(enabled: boolean) {
  return useQuery({ queryKey: ['countries'], queryFn: fetchCountries, staleTime: 30 * 60_000, enabled });
}
