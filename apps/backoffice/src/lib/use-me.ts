import { useQuery } from '@tanstack/react-query';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import type { StaffMe } from '@pkg/contracts/staff';
import { bo, BoError } from './api';

export const ME_KEY = ['bo', 'me'] as const;

/** The signed-in staff member; null when there is no session. */
export function useMe() {
  return useQuery({
    queryKey: ME_KEY,
    queryFn: async (): Promise<StaffMe | null> => {
      try {
        return await bo<StaffMe>(BO_API.me);
      } catch (error) {
        if (error instanceof BoError && error.code === 'login.not.session') return null;
        throw error;
      }
    },
    staleTime: 60_000,
    retry: false,
  });
}
