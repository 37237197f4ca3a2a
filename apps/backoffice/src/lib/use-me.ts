import { useQuery } from '@tanstack/react-query';
import type { StaffMe } from '@pkg/contracts/staff';
import { fetchMe, sessionKeys } from '../api/session';
import { BoError } from './api';

export const ME_KEY = sessionKeys.me;

/** The signed-in staff member; null when there is no session. */
export function useMe() {
  return useQuery({
    queryKey: ME_KEY,
    queryFn: async (): Promise<StaffMe | null> => {
      try {
        return await fetchMe();
      } catch (error) {
        if (error instanceof BoError && error.code === 'login.not.session') return null;
        throw error;
      }
    },
    staleTime: 60_000,
    retry: false,
  });
}
