import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PvpHandView, PvpMove, PvpTableEvent, PvpTableView } from '@pkg/contracts/pvp';
import { ApiError } from '../../lib/api-client';
import { postBalanceChanged } from '../../lib/game-messages';
import { fetchPvpHistory, fetchPvpSession, fetchPvpTable, postLeave, postMove, postSit, pvpEventsUrl, pvpKeys } from './api/pvp-api';

/** How far the server's clock is ahead of this device's, from an answer's serverTime. */
function offsetOf(serverTime: string): number {
  return new Date(serverTime).getTime() - Date.now();
}

/**
 * One player at a PVP table (decision 059): the game session (room, balance, the table when it sits:
 * a reconnect restores the hand), taking a seat, the live stream (the whole table as this player
 * sees it after every change), proposing moves (the server decides; its answer replaces the hand),
 * and leaving. After a hand ends the balance is read again and the site around the frame is told.
 */
export function usePvpTable(token: string, game: string) {
  const queryClient = useQueryClient();
  const session = useQuery({
    queryKey: pvpKeys.session(token),
    queryFn: () => fetchPvpSession(token),
    enabled: token !== '',
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.code === 'game_session_invalid'),
    staleTime: Infinity,
  });
  const [table, setTable] = useState<PvpTableView | null>(null);
  const [offsetMs, setOffsetMs] = useState(0);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const seeded = useRef(false);

  const show = useCallback((next: PvpTableView | null) => {
    setTable(next);
    if (next) setOffsetMs(offsetOf(next.serverTime));
  }, []);

  useEffect(() => {
    if (seeded.current || !session.data) return;
    seeded.current = true;
    show(session.data.table);
  }, [session.data, show]);

  // The stream while seated; EventSource reconnects by itself and each connection starts with the whole table.
  const tableId = table?.mySeat !== null && table?.mySeat !== undefined ? table.tableId : null;
  useEffect(() => {
    if (!tableId || typeof EventSource === 'undefined') return;
    const source = new EventSource(pvpEventsUrl(token));
    source.addEventListener('table', (message: MessageEvent<string>) => {
      try {
        const event = JSON.parse(message.data) as PvpTableEvent;
        if (event.table.tableId === tableId) show(event.table);
      } catch {
        /* a malformed event is skipped; the next one carries the whole table */
      }
    });
    return () => source.close();
  }, [tableId, token, show]);

  // The player's finished hands (the last one's result is shown between hands: the table moves on to
  // the next shuffled hand in the same step that settles one).
  const history = useQuery({
    queryKey: pvpKeys.history(token),
    queryFn: () => fetchPvpHistory(token),
    enabled: token !== '' && session.isSuccess,
    staleTime: Infinity,
  });

  // When a hand is dealt or ends (settled, or a new hand in its place), the balance moved: read it
  // (and after an end the history) again and tell the site around the frame.
  const handKey = table?.hand ? `${table.hand.handId}:${table.hand.status}` : null;
  const lastKey = useRef<string | null>(null);
  useEffect(() => {
    const before = lastKey.current;
    lastKey.current = handKey;
    if (!handKey || !before || before === handKey) return;
    const [beforeId, beforeStatus] = before.split(':');
    const [nowId, nowStatus] = handKey.split(':');
    // The deal holds the most a hand can cost; the end pays: the balance is read at each step.
    void queryClient.invalidateQueries({ queryKey: pvpKeys.session(token) });
    const ended = nowStatus === 'settled' || (beforeId !== nowId && beforeStatus !== 'shuffled');
    if (ended) void queryClient.invalidateQueries({ queryKey: pvpKeys.history(token) });
  }, [handKey, queryClient, token]);
  const balanceMinor = session.data?.balanceMinor;
  const seenBalance = useRef<string | undefined>(undefined);
  useEffect(() => {
    const data = session.data;
    if (!data || balanceMinor === undefined) return;
    if (seenBalance.current !== undefined && seenBalance.current !== balanceMinor) {
      postBalanceChanged({ game, balanceMinor, currency: data.currency.code });
    }
    seenBalance.current = balanceMinor;
  }, [session.data, balanceMinor, game]);

  const run = useCallback(
    async (work: () => Promise<void>) => {
      setBusy(true);
      setError(null);
      try {
        await work();
      } catch (failure) {
        setError(failure);
        // The hand moved on (or the seat went): the table as it is now.
        if (failure instanceof ApiError && (failure.code === 'pvp_stale_hand' || failure.code === 'pvp_not_seated')) {
          show(await fetchPvpTable(token).catch(() => null));
        }
      } finally {
        setBusy(false);
      }
    },
    [show, token],
  );

  const sit = useCallback(() => run(async () => show(await postSit(token))), [run, show, token]);

  const move = useCallback(
    (next: PvpMove) =>
      run(async () => {
        const hand = table?.hand;
        if (!hand) return;
        const after: PvpHandView = await postMove(token, { handId: hand.handId, version: hand.version, move: next });
        setTable((current) =>
          current && current.hand?.handId === after.handId && current.hand.version <= after.version ? { ...current, hand: after } : current,
        );
      }),
    [run, table?.hand, token],
  );

  const leave = useCallback(
    () =>
      run(async () => {
        const left = await postLeave(token);
        if (left.left) show(null);
        await queryClient.invalidateQueries({ queryKey: pvpKeys.session(token) });
      }),
    [run, show, queryClient, token],
  );

  return { session, history, table, offsetMs, error, busy, sit, move, leave, clearError: () => setError(null) };
}

export type PvpTableState = ReturnType<typeof usePvpTable>;
