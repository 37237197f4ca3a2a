import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ArenaSide } from '@pkg/contracts/arena';
import type { PlayerBetView, RoundSessionValue } from '@pkg/contracts/rounds';
import type { Currency } from '@pkg/money/money';
import { ApiError } from '../../lib/api-client';
import { postBalanceChanged } from '../../lib/game-messages';
import { arenaKeys, fetchArenaFights, fetchArenaHistory, fetchArenaSession, postArenaBets } from './api/arena-api';
import { arenaEvent, fightPhase } from './arena-data';
import { useArenaStream } from './arena-stream';
import { newIdempotencyKey } from '@pkg/web-kit/action-key';

/** The currency of an arena session, as packages/money formats it. */
export function sessionCurrency(session: Pick<RoundSessionValue, 'currency' | 'currencySymbol' | 'minorDigits'>): Currency {
  return { code: session.currency, symbol: session.currencySymbol, minorDigits: session.minorDigits };
}

/** What a fight the player bet on gave back once paid. */
export interface FightOutcome {
  roundId: string;
  stakeMinor: bigint;
  returnMinor: bigint;
}

/**
 * A seat at the arena: the game session (arena, balance, the player's bets on the fight), the fight
 * live from the stream, the event's published fights, and the bet that places on a side. When a
 * fight the player bet on is paid (or refunded), the balance, the player's bets and the event's
 * fights are read again, the return is given as `outcome`, and the framing site is told.
 */
export function useArena(token: string, game: string) {
  const queryClient = useQueryClient();
  const session = useQuery({
    queryKey: arenaKeys.session(token),
    queryFn: () => fetchArenaSession(token),
    enabled: token !== '',
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status < 500),
    staleTime: Infinity,
  });
  const table = useArenaStream(session.data?.table);
  const round = table?.round ?? null;
  const event = table ? arenaEvent(table) : null;
  const phase = fightPhase(round, event);
  const history = useQuery({
    queryKey: arenaKeys.history(token),
    queryFn: () => fetchArenaHistory(token),
    enabled: token !== '' && session.isSuccess,
    staleTime: Infinity,
  });
  const tableId = table?.tableId ?? '';
  // A new event lists its own fights: its id is part of the key.
  const fightsKey = arenaKeys.fights(tableId, event?.eventId ?? '');
  const fights = useQuery({
    queryKey: fightsKey,
    queryFn: () => fetchArenaFights(tableId),
    enabled: tableId !== '',
    staleTime: Infinity,
  });

  // The player's bets by fight: the session's for its fight, then every placing answer's.
  const [betsByRound, setBetsByRound] = useState<ReadonlyMap<string, readonly PlayerBetView[]>>(new Map());
  useEffect(() => {
    const data = session.data;
    const current = data?.table.round?.roundId;
    if (current) setBetsByRound((old) => new Map(old).set(current, data.bets));
  }, [session.data]);
  const roundId = round?.roundId ?? null;
  const paidEntry =
    phase === 'settled' || phase === 'cancelled' ? history.data?.rounds.find((entry) => entry.round.roundId === roundId) : undefined;
  const myBets = useMemo(() => paidEntry?.bets ?? (roundId ? (betsByRound.get(roundId) ?? []) : []), [paidEntry, betsByRound, roundId]);

  // A fight changing state reads the published fights again; once paid, the balance and history too.
  const seen = useRef<string>('');
  useEffect(() => {
    const key = `${roundId}:${round?.status}:${round?.resultVersion}`;
    if (!roundId || seen.current === key) return;
    const first = seen.current === '';
    seen.current = key;
    if (first) return;
    void queryClient.invalidateQueries({ queryKey: ['arena', 'fights', tableId] });
    if (round?.status === 'settled' || round?.status === 'void') {
      void queryClient.invalidateQueries({ queryKey: arenaKeys.session(token) });
      void queryClient.invalidateQueries({ queryKey: arenaKeys.history(token) });
    }
  }, [roundId, round?.status, round?.resultVersion, queryClient, tableId, token]);

  const balanceMinor = session.data?.balanceMinor;
  useEffect(() => {
    if (balanceMinor !== undefined && session.data) postBalanceChanged({ game, balanceMinor, currency: session.data.currency });
  }, [balanceMinor, game, session.data]);

  const [sending, setSending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const place = useCallback(
    async (side: ArenaSide, amountMinor: bigint) => {
      if (!roundId || sending) return false;
      setSending(true);
      setError(null);
      try {
        const placed = await postArenaBets(token, {
          roundId,
          key: newIdempotencyKey(),
          bets: [{ spot: side, amountMinor: amountMinor.toString() }],
        });
        setBetsByRound((old) => new Map(old).set(roundId, placed.roundBets));
        // The session keeps the balance and, for its fight, the player's bets as the placing answered them.
        queryClient.setQueryData<RoundSessionValue>(arenaKeys.session(token), (old) =>
          old
            ? { ...old, balanceMinor: placed.balanceMinor, bets: old.table.round?.roundId === roundId ? placed.roundBets : old.bets }
            : old,
        );
        return true;
      } catch (failure) {
        setError(failure);
        return false;
      } finally {
        setSending(false);
      }
    },
    [roundId, sending, token, queryClient],
  );

  const outcome: FightOutcome | null =
    paidEntry && paidEntry.bets.length > 0
      ? { roundId: paidEntry.round.roundId, stakeMinor: BigInt(paidEntry.stakeMinor), returnMinor: BigInt(paidEntry.returnMinor) }
      : null;

  return { session, table, round, event, phase, fights, myBets, place, sending, error, outcome, clearError: () => setError(null) };
}
