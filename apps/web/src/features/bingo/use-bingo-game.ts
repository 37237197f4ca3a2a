import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlayerBetView, RoundSessionValue } from '@pkg/contracts/rounds';
import type { Currency } from '@pkg/money/money';
import { ApiError } from '../../lib/api-client';
import { postBalanceChanged } from '../../lib/game-messages';
import { bingoKeys, cancelPrebuy, fetchBingoHistory, fetchBingoSession, fetchPrebuys, postBuy, postPrebuy } from './api/bingo-api';
import { gameResult, phaseOf, roomSettings, roomState } from './bingo-data';
import { useRoomStream } from './bingo-stream';
import { callBall } from './caller-sound';
import { newIdempotencyKey } from '@pkg/web-kit/action-key';

/** The currency of a session, as packages/money formats it. */
export function sessionCurrency(session: Pick<RoundSessionValue, 'currency' | 'currencySymbol' | 'minorDigits'>): Currency {
  return { code: session.currency, symbol: session.currencySymbol, minorDigits: session.minorDigits };
}

/** Two lists of one game's cards as one, in the order they were bought. */
function mergeCards(held: readonly PlayerBetView[], read: readonly PlayerBetView[]): readonly PlayerBetView[] {
  const byId = new Map([...held, ...read].map((card) => [card.betId, card]));
  return [...byId.values()].sort((a, b) => (BigInt(a.betId) < BigInt(b.betId) ? -1 : 1));
}

/** What a purchase did, for the page's line under the buy button. */
export type BuyDone = { kind: 'bought'; cards: number } | { kind: 'ordered'; games: number };

/**
 * A seat in a bingo room: the game session (room, balance, the player's cards in the current
 * game), the room's game live from the stream (balls, winners), the player's cards by game, the
 * purchases (cards now, pre-buy orders), the player's games and orders, and the caller's voice on
 * each new ball. The balance is read again when one of the player's cards wins and when a game ends.
 */
export function useBingoGame(token: string, game: string, sound: { on: boolean; language: string }) {
  const queryClient = useQueryClient();
  const session = useQuery({
    queryKey: bingoKeys.session(token),
    queryFn: () => fetchBingoSession(token),
    enabled: token !== '',
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.code === 'game_session_invalid'),
    staleTime: Infinity,
  });
  const history = useQuery({
    queryKey: bingoKeys.history(token),
    queryFn: () => fetchBingoHistory(token),
    enabled: session.isSuccess,
    // A listed game past its sales whose returns are not all written is looked at again until they are: the
    // room's next game may be on screen by then, and no event of the old one refreshes the list.
    refetchInterval: (query) =>
      query.state.data?.rounds.some(
        (entry) => entry.round.status !== 'open' && entry.round.status !== 'void' && entry.bets.some((bet) => bet.returnMinor === null),
      )
        ? 5_000
        : false,
  });
  const prebuys = useQuery({ queryKey: bingoKeys.prebuys(token), queryFn: () => fetchPrebuys(token), enabled: session.isSuccess });
  const sessionRoom = session.data?.table;
  const initial = useMemo(() => (sessionRoom ? [sessionRoom] : undefined), [sessionRoom]);
  const stream = useRoomStream(initial, session.data?.serverTime);
  const room = (sessionRoom && stream.rooms.get(sessionRoom.tableId)) ?? sessionRoom ?? null;
  const settings = room ? roomSettings(room) : null;
  const state = room ? roomState(room) : null;
  const round = room?.round ?? null;
  const result = gameResult(round);
  const phase = phaseOf(round, result);
  const currency = session.data?.currency ?? '';

  // The player's cards by game: the session's for its game, then every purchase's answer.
  const [cardsByRound, setCardsByRound] = useState<ReadonlyMap<string, readonly PlayerBetView[]>>(new Map());
  useEffect(() => {
    const data = session.data;
    const current = data?.table.round?.roundId;
    // Cards only come in during a game: a session read merges with what purchases answered, never drops one.
    if (data && current) setCardsByRound((old) => new Map(old).set(current, mergeCards(old.get(current) ?? [], data.bets)));
  }, [session.data]);
  // A new game (its cards may be pre-bought): the session is read again for them and the balance.
  const roundId = round?.roundId ?? null;
  useEffect(() => {
    if (roundId && session.data && session.data.table.round?.roundId !== roundId && !cardsByRound.has(roundId)) {
      void queryClient.invalidateQueries({ queryKey: bingoKeys.session(token) });
      void queryClient.invalidateQueries({ queryKey: bingoKeys.prebuys(token) });
    }
  }, [roundId, session.data, cardsByRound, queryClient, token]);
  const myCards = useMemo(() => (roundId ? (cardsByRound.get(roundId) ?? []) : []), [cardsByRound, roundId]);

  const setBalance = useCallback(
    (balanceMinor: string) => {
      queryClient.setQueryData<RoundSessionValue>(bingoKeys.session(token), (old) => (old ? { ...old, balanceMinor } : old));
      postBalanceChanged({ game, balanceMinor, currency });
    },
    [currency, game, queryClient, token],
  );
  const refreshBalance = useCallback(() => {
    void fetchBingoSession(token)
      .then((fresh) => setBalance(fresh.balanceMinor))
      .catch(() => undefined);
    void queryClient.invalidateQueries({ queryKey: bingoKeys.history(token) });
  }, [queryClient, setBalance, token]);

  // A win of one of the player's cards, and the end of a game they played, move the balance.
  const mine = useMemo(() => new Set(myCards.map((card) => card.betId)), [myCards]);
  const myWins = (result?.currencies[currency]?.stages ?? []).filter((stage) =>
    stage.winners.some((winner) => mine.has(winner.betId)),
  ).length;
  const ended = phase === 'finished' || phase === 'void';
  // Settled: every card's return is written (the player's games show what the game paid).
  const settled = round?.status === 'settled' || round?.status === 'void';
  useEffect(() => {
    if (mine.size > 0 && (myWins > 0 || ended || settled)) refreshBalance();
  }, [myWins, ended, settled, mine.size, refreshBalance]);

  // The caller: each new ball (not the ones already called when the page opened).
  const lastCalled = useRef<{ roundId: string | null; called: number }>({ roundId: null, called: -1 });
  useEffect(() => {
    if (!result || !roundId) return;
    const seen = lastCalled.current;
    const isNew = seen.roundId === roundId && result.called > seen.called;
    lastCalled.current = { roundId, called: result.called };
    const ball = result.balls.at(-1);
    if (isNew && sound.on && ball !== undefined) callBall(ball, result.format, sound.language);
  }, [result, roundId, sound.on, sound.language]);

  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState<BuyDone | null>(null);
  // A new game starts the buying panel afresh.
  useEffect(() => {
    setDone(null);
    setError(null);
  }, [roundId]);

  const buy = useCallback(
    async (cards: number, games: number) => {
      if (busy || !round) return;
      setBusy(true);
      setError(null);
      setDone(null);
      try {
        if (round.status === 'open') {
          const value = await postBuy(token, { roundId: round.roundId, key: newIdempotencyKey(), cards, games });
          setCardsByRound((old) => new Map(old).set(round.roundId, mergeCards(old.get(round.roundId) ?? [], value.roundCards)));
          setBalance(value.balanceMinor);
          setDone({ kind: 'bought', cards });
        } else {
          await postPrebuy(token, { key: newIdempotencyKey(), cards, games });
          setDone({ kind: 'ordered', games });
        }
        void queryClient.invalidateQueries({ queryKey: bingoKeys.prebuys(token) });
      } catch (failure) {
        setError(failure);
        if (failure instanceof ApiError && failure.details.balanceMinor) setBalance(failure.details.balanceMinor);
      } finally {
        setBusy(false);
      }
    },
    [busy, queryClient, round, setBalance, token],
  );

  const cancel = useCallback(
    async (prebuyId: string) => {
      try {
        const value = await cancelPrebuy(token, prebuyId);
        queryClient.setQueryData(bingoKeys.prebuys(token), value);
      } catch (failure) {
        setError(failure);
      }
    },
    [queryClient, token],
  );

  return {
    session,
    history,
    prebuys,
    room,
    settings,
    state,
    round,
    result,
    phase,
    currency,
    offsetMs: stream.offsetMs,
    myCards,
    busy,
    error,
    done,
    buy: (cards: number, games: number) => void buy(cards, games),
    cancel: (prebuyId: string) => void cancel(prebuyId),
  };
}
