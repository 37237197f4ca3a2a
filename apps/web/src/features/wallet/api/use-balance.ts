import { useQuery } from '@tanstack/react-query';
import { readSessionToken, useSession } from '../../../lib/session';
import { useBalanceStream } from '../live/use-balance-stream';
import { BALANCE_KEY, fetchBalance } from './wallet-api';

/**
 * The logged-in player's balance, kept live by the event stream. Only the header mounts it with
 * `live`, so a tab holds one stream however many places show the balance.
 */
export function useBalance({ live = false }: { live?: boolean } = {}) {
  const { loggedIn } = useSession();
  useBalanceStream(live && loggedIn ? readSessionToken() : null);
  return useQuery({ queryKey: BALANCE_KEY, queryFn: fetchBalance, enabled: loggedIn, staleTime: 30_000 });
}
