import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { BalanceValue } from '@pkg/contracts/wallet';
import { WALLET_STREAM_EVENTS } from '@pkg/contracts/wallet-codes';
import { useLiveEvent } from '../../../lib/live-events';
import { BALANCE_KEY, RECORDS_KEY } from '../api/wallet-api';

/**
 * Keeps the balance live (decision 018): every `balance` event of the site's live stream
 * (lib/live-events.ts, shared with the lottery's draw events) goes into the balance query; the
 * records refresh too, since money moved. `sessionToken` listens on a new session's stream and
 * stops without one; reconnecting after a drop is the stream's job.
 */
export function useBalanceStream(sessionToken: string | null) {
  const queryClient = useQueryClient();
  // The first event of a session is only the balance the page already loaded; any later one (also
  // the first after a reconnect, since money may have moved meanwhile) refreshes the records.
  const seenFor = useRef<string | null>(null);
  useLiveEvent(sessionToken, WALLET_STREAM_EVENTS.balance, (data) => {
    queryClient.setQueryData<BalanceValue>(BALANCE_KEY, JSON.parse(data) as BalanceValue);
    if (seenFor.current === sessionToken) void queryClient.invalidateQueries({ queryKey: RECORDS_KEY });
    seenFor.current = sessionToken;
  });
}
