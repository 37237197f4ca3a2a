import { useQuery } from '@tanstack/react-query';
import { storeAccountType, useSession } from '../../../lib/session';
import { MEMBER_ICON_KEY, MEMBER_INFO_KEY, fetchMemberIcon, fetchMemberInfo } from './account-api';

/**
 * Who is logged in, asked only while a session is stored. When the server says the session has
 * ended (login.not.session) the api client forgets it, so this query turns itself off. Each answer
 * also refreshes the stored account type, which decides the Agent entry and the trial warnings.
 */
export function useMemberInfo() {
  const { loggedIn } = useSession();
  return useQuery({
    queryKey: MEMBER_INFO_KEY,
    queryFn: async () => {
      const info = await fetchMemberInfo();
      storeAccountType(info.type);
      return info;
    },
    enabled: loggedIn,
  });
}

/** The logged-in account's avatar; it rarely changes, so it is kept for the visit. */
export function useMemberIcon() {
  const { loggedIn } = useSession();
  return useQuery({ queryKey: MEMBER_ICON_KEY, queryFn: fetchMemberIcon, enabled: loggedIn, staleTime: Infinity });
}
