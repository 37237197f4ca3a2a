import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { BalanceValue } from '@pkg/contracts/wallet';
import { API } from '@pkg/contracts/routes';
import { WALLET_STREAM_EVENTS } from '@pkg/contracts/wallet-codes';
import { apiHeaders } from '../../../lib/api-client';
import { BALANCE_KEY, RECORDS_KEY } from '../api/wallet-api';
import { createEventParser } from './event-stream';

const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_MS = 60_000;
/** After "too many streams" (another tab or device holds them all) try again only now and then. */
const BUSY_RETRY_MS = 30_000;

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Keeps the balance live (decision 018): reads the server's event stream with fetch (EventSource
 * cannot send the Authorization header) and puts every `balance` event into the balance query;
 * the records refresh too, since money moved. A dropped stream reconnects after a growing pause;
 * a refused one (the session ended) stops, and the balance query takes it from there.
 * `sessionToken` restarts the stream for a new session and stops it without one.
 */
export function useBalanceStream(sessionToken: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!sessionToken) return;
    const controller = new AbortController();
    const { signal } = controller;
    void (async () => {
      let delay = FIRST_RETRY_MS;
      let first = true;
      while (!signal.aborted) {
        let wait = delay;
        try {
          const response = await fetch(API.walletEvents, { headers: apiHeaders(), signal, cache: 'no-store' });
          if (response.status === 401 || response.status === 403) return;
          if (response.status === 429) wait = BUSY_RETRY_MS;
          if (response.ok && response.body) {
            const parse = createEventParser((event) => {
              if (event.event !== WALLET_STREAM_EVENTS.balance) return;
              queryClient.setQueryData<BalanceValue>(BALANCE_KEY, JSON.parse(event.data) as BalanceValue);
              // The first event ever is only the balance the page already loaded; any later one (also the
              // first after a reconnect, since money may have moved meanwhile) refreshes the records.
              if (!first) void queryClient.invalidateQueries({ queryKey: RECORDS_KEY });
              first = false;
              delay = FIRST_RETRY_MS;
            });
            const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
            for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) parse(chunk.value);
          }
        } catch {
          // A network failure or the abort below; the loop decides.
        }
        if (signal.aborted) return;
        await pause(wait, signal);
        delay = Math.min(delay * 2, MAX_RETRY_MS);
      }
    })();
    return () => controller.abort();
  }, [sessionToken, queryClient]);
}
