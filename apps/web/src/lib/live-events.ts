import { useEffect, useRef } from 'react';
import { API, HEADERS } from '@pkg/contracts/routes';
import { apiHeaders } from './api-client';
import { createLiveConnection } from './live-connection';

/**
 * The site's one live event stream (`GET /wps/v2/wallets/events`, decision 018), read with fetch
 * because EventSource cannot send the Authorization header. Features listen through useLiveEvent
 * and never open their own connection: the wallet takes `balance` events, the lottery `draw` ones.
 */
export const liveEvents = createLiveConnection((token, signal) =>
  fetch(API.walletEvents, { headers: { ...apiHeaders(), [HEADERS.authorization]: token }, signal, cache: 'no-store' }),
);

/**
 * Calls `onEvent` with the data of every `event` of the session's stream while mounted. Without a
 * session token nothing listens (visitors have no stream); a new token listens on the new
 * session's stream. The latest `onEvent` is called, so it need not be memoised.
 */
export function useLiveEvent(sessionToken: string | null, event: string, onEvent: (data: string) => void) {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  useEffect(() => {
    if (!sessionToken) return;
    const unsubscribe = liveEvents.subscribe(event, (data) => handler.current(data));
    const release = liveEvents.hold(sessionToken);
    return () => {
      unsubscribe();
      release();
    };
  }, [sessionToken, event]);
}
