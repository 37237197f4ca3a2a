import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlayerBetView, RoundSessionValue } from '@pkg/contracts/rounds';
import type { Currency } from '@pkg/money/money';
import { ApiError } from '../../lib/api-client';
import { postBalanceChanged } from '../../lib/game-messages';
import { fetchTableHistory, fetchTableSession, liveTableKeys, postTableBets } from './api/live-tables-api';
import { addChip, doubleSlip, repeatSlip, slipBets, slipProblem, undoChip, type Slip, type SlipProblem } from './bet-slip';
import { tableSettings } from './table-data';
import { useTableStream } from './table-stream';
import { newIdempotencyKey } from '@pkg/web-kit/action-key';

/** The currency of a table session, as packages/money formats it. */
export function sessionCurrency(session: Pick<RoundSessionValue, 'currency' | 'currencySymbol' | 'minorDigits'>): Currency {
  return { code: session.currency, symbol: session.currencySymbol, minorDigits: session.minorDigits };
}

/** What a settled round gave the player. */
export interface RoundOutcome {
  roundId: string;
  stakeMinor: bigint;
  returnMinor: bigint;
}

/**
 * One seat at a live table: the game session (table, balance, the player's bets), the table's
 * live round from the stream, the chips on the layout not yet confirmed, and the confirm that
 * places them (a fresh key each time). After a round the player bet on is settled, the balance
 * and the history are read again and the round's return is given as `outcome`.
 */
export function useTableGame(token: string, game: string) {
  const queryClient = useQueryClient();
  const session = useQuery({
    queryKey: liveTableKeys.session(token),
    queryFn: () => fetchTableSession(token),
    enabled: token !== '',
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.code === 'game_session_invalid'),
    staleTime: Infinity,
  });
  const history = useQuery({
    queryKey: liveTableKeys.history(token),
    queryFn: () => fetchTableHistory(token),
    enabled: token !== '' && session.isSuccess,
    staleTime: Infinity,
  });
  const sessionTable = session.data?.table;
  const initial = useMemo(() => (sessionTable ? [sessionTable] : undefined), [sessionTable]);
  const stream = useTableStream(initial, session.data?.serverTime);
  const table = (sessionTable && stream.tables.get(sessionTable.tableId)) ?? sessionTable ?? null;
  const settings = table ? tableSettings(table) : null;
  const round = table?.round ?? null;
  const roundId = round?.roundId ?? null;

  // The player's bets by round: the session's for its round, then every placing answer's.
  const [betsByRound, setBetsByRound] = useState<ReadonlyMap<string, readonly PlayerBetView[]>>(new Map());
  useEffect(() => {
    const data = session.data;
    const current = data?.table.round?.roundId;
    if (!data || !current) return;
    setBetsByRound((old) => (old.has(current) && data.bets.length === 0 ? old : new Map(old).set(current, data.bets)));
  }, [session.data]);
  // Once the round is settled the history has the same bets with what each returned.
  const settledEntry = round?.status === 'settled' ? history.data?.rounds.find((entry) => entry.round.roundId === roundId) : undefined;
  const myBets = useMemo(
    () => settledEntry?.bets ?? (roundId ? (betsByRound.get(roundId) ?? []) : []),
    [settledEntry, betsByRound, roundId],
  );

  const [slip, setSlip] = useState<Slip>([]);
  const [chip, setChip] = useState<bigint | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [sending, setSending] = useState(false);
  const chips = useMemo(() => (settings?.chipsMinor ?? []).map((value) => BigInt(value)), [settings?.chipsMinor]);
  const chosenChip = chip !== null && chips.includes(chip) ? chip : (chips[0] ?? null);

  // A new round clears the chips left unconfirmed on the last one and its error.
  const seenRound = useRef<string | null>(null);
  useEffect(() => {
    if (seenRound.current === roundId) return;
    seenRound.current = roundId;
    setSlip([]);
    setError(null);
  }, [roundId]);

  // Repeat offers the last round the player bet on before this one: seen here, or the history's.
  const lastRoundBets = useMemo(() => {
    const seen = [...betsByRound.entries()].filter(([id, bets]) => id !== roundId && bets.length > 0);
    seen.sort((a, b) => Number(b[0]) - Number(a[0]));
    const fromHistory = history.data?.rounds.find((entry) => entry.round.roundId !== roundId && entry.bets.length > 0);
    const newest = seen[0];
    if (newest && (!fromHistory || Number(newest[0]) >= Number(fromHistory.round.roundId))) return newest[1];
    return fromHistory?.bets ?? [];
  }, [betsByRound, history.data, roundId]);

  const setBalance = useCallback(
    (balanceMinor: string) => {
      queryClient.setQueryData<RoundSessionValue>(liveTableKeys.session(token), (old) => (old ? { ...old, balanceMinor } : old));
      const currency = session.data?.currency ?? '';
      postBalanceChanged({ game, balanceMinor, currency });
    },
    [game, queryClient, session.data?.currency, token],
  );

  // When a round the player bet on is settled, the balance and the history are read again.
  const settledSeen = useRef(new Set<string>());
  useEffect(() => {
    if (!round || round.status !== 'settled' || settledSeen.current.has(round.roundId)) return;
    if ((betsByRound.get(round.roundId) ?? []).length === 0) return;
    settledSeen.current.add(round.roundId);
    void queryClient.invalidateQueries({ queryKey: liveTableKeys.history(token) });
    void fetchTableSession(token)
      .then((fresh) => setBalance(fresh.balanceMinor))
      .catch(() => undefined);
  }, [betsByRound, queryClient, round, setBalance, token]);

  const outcome: RoundOutcome | null = useMemo(() => {
    if (!round || round.status !== 'settled') return null;
    const entry = history.data?.rounds.find((item) => item.round.roundId === round.roundId);
    if (!entry || entry.bets.some((bet) => bet.returnMinor === null)) return null;
    return { roundId: round.roundId, stakeMinor: BigInt(entry.stakeMinor), returnMinor: BigInt(entry.returnMinor) };
  }, [history.data, round]);

  const canBet = round?.status === 'open' && table?.status === 'open' && !sending;
  const problem: SlipProblem | null = settings && slip.length > 0 ? slipProblem(slip, myBets, settings) : null;

  const confirm = useCallback(async () => {
    if (!round || !settings || slip.length === 0 || sending) return;
    setSending(true);
    setError(null);
    try {
      const value = await postTableBets(token, { roundId: round.roundId, key: newIdempotencyKey(), bets: slipBets(slip, settings.spots) });
      setBetsByRound((old) => new Map(old).set(round.roundId, value.roundBets));
      setSlip([]);
      setBalance(value.balanceMinor);
    } catch (failure) {
      setError(failure);
      if (failure instanceof ApiError && failure.details.balanceMinor) setBalance(failure.details.balanceMinor);
      if (failure instanceof ApiError && failure.code === 'round_closed') setSlip([]);
    } finally {
      setSending(false);
    }
  }, [round, settings, slip, sending, token, setBalance]);

  return {
    session,
    history,
    table,
    settings,
    round,
    offsetMs: stream.offsetMs,
    myBets,
    slip,
    chips,
    chip: chosenChip,
    chooseChip: setChip,
    canBet,
    sending,
    error,
    problem,
    outcome,
    lastRoundBets,
    place: (spot: string) => {
      if (!canBet || chosenChip === null) return;
      setError(null);
      setSlip((old) => addChip(old, spot, chosenChip));
    },
    undo: () => setSlip((old) => undoChip(old)),
    clear: () => setSlip([]),
    repeat: () => settings && setSlip(repeatSlip(lastRoundBets, settings.spots)),
    double: () => settings && setSlip((old) => doubleSlip(old, myBets, settings.spots)),
    confirm: () => void confirm(),
  };
}
