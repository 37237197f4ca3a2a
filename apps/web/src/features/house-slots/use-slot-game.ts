import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SlotSessionValue, SlotSpinValue } from '@pkg/contracts/house-slots';
import type { Currency } from '@pkg/money/money';
import { newIdempotencyKey } from '@pkg/web-kit/action-key';
import { ApiError } from '../../lib/api-client';
import { fetchSlotSession, houseSlotKeys, postSlotSpin } from './api/house-slots-api';
import { afterSpin, canStartAutoSpin, type AutoSpinPlan, type AutoSpinResult, type AutoSpinStop } from './auto-spin';
import { postBalanceChanged } from '../../lib/game-messages';
import { sendSpin, SpinKeeper, type RetryPolicy } from './spin-request';
import { chooseStake, parseStakeLevels } from './stake-levels';

/** The reels spin at least this long, so even a fast answer reads as a spin. */
const MIN_SPIN_MS = 650;
/** Time the reels take to land one after another, before the wins show. */
const LAND_MS_PER_REEL = 110;
/** Pause between two auto spins, so each result can be seen. */
const AUTO_PAUSE_MS = 450;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A lost answer is retried twice with the same spinId, after 0.8 s and 1.6 s. */
const RETRY: RetryPolicy = { attempts: 3, pauseMs: (attempt) => attempt * 800, wait: pause };

/** Where the reels are: at rest, spinning (answer awaited), or landing on the server's grid. */
export type SpinPhase = 'idle' | 'spinning' | 'landing';

/** A running auto-spin: the plan and how many spins are done. */
export interface AutoSpinState {
  plan: AutoSpinPlan;
  done: number;
}

/** The currency of a session, as packages/money formats it. */
export function sessionCurrency(session: Pick<SlotSessionValue, 'currency' | 'currencySymbol' | 'minorDigits'>): Currency {
  return { code: session.currency, symbol: session.currencySymbol, minorDigits: session.minorDigits };
}

/**
 * The slot game's state: the session (title, stakes, balance), the chosen stake, one spin at a
 * time (each press one spinId, re-sent after a lost answer) and auto-spin. The page only shows what
 * the server answered: the grid, the wins and the balance come from the spin's answer.
 */
export function useSlotGame(token: string, game: string) {
  const queryClient = useQueryClient();
  const session = useQuery({
    queryKey: houseSlotKeys.session(token),
    queryFn: () => fetchSlotSession(token),
    enabled: token !== '',
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.code === 'game_session_invalid'),
    staleTime: Infinity,
  });
  const levels = useMemo(() => parseStakeLevels(session.data?.stakeLevelsMinor ?? []), [session.data?.stakeLevelsMinor]);
  const [chosen, setChosen] = useState<bigint | null>(null);
  const defaultStake = session.data ? BigInt(session.data.defaultStakeMinor) : null;
  const stake = chooseStake(levels, chosen, defaultStake);
  const balance = session.data ? BigInt(session.data.balanceMinor) : null;

  const [phase, setPhase] = useState<SpinPhase>('idle');
  const [spin, setSpin] = useState<SlotSpinValue | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [auto, setAuto] = useState<AutoSpinState | null>(null);
  const [autoStop, setAutoStop] = useState<AutoSpinStop | null>(null);
  const keeper = useRef(new SpinKeeper(newIdempotencyKey));
  const stopAsked = useRef(false);
  const busy = useRef(false);
  // The loop of auto-spin reads the newest stake and balance, not those of the render it began in.
  const latest = useRef({ stake, balance });
  useEffect(() => {
    latest.current = { stake, balance };
  });

  const setBalance = useCallback(
    (balanceMinor: string) => {
      queryClient.setQueryData<SlotSessionValue>(houseSlotKeys.session(token), (old) => (old ? { ...old, balanceMinor } : old));
      latest.current.balance = BigInt(balanceMinor);
    },
    [queryClient, token],
  );

  /** One spin with its animation; resolves with what auto-spin needs to decide. */
  const spinOnce = useCallback(async (): Promise<AutoSpinResult> => {
    const stakeMinor = latest.current.stake;
    if (stakeMinor === null || busy.current) return { kind: 'error', code: 'bad_request' };
    busy.current = true;
    setPhase('spinning');
    setError(null);
    const started = Date.now();
    try {
      const value = await sendSpin(keeper.current, stakeMinor.toString(), (body) => postSlotSpin(token, body), RETRY);
      await pause(Math.max(0, started + MIN_SPIN_MS - Date.now()));
      setSpin(value);
      setPhase('landing');
      await pause(LAND_MS_PER_REEL * value.grid.length + 150);
      setBalance(value.balanceAfterMinor);
      postBalanceChanged({ game, balanceMinor: value.balanceAfterMinor, currency: session.data?.currency ?? '' });
      void queryClient.invalidateQueries({ queryKey: houseSlotKeys.history(token) });
      return { kind: 'spin', winMinor: BigInt(value.winMinor), balanceAfterMinor: BigInt(value.balanceAfterMinor) };
    } catch (failure) {
      const code = failure instanceof ApiError ? failure.code : 'internal_error';
      setError(failure);
      // The server knows the balance and the stakes on offer better than the page: read them again.
      if (code === 'insufficient_funds' || code === 'bet_invalid') {
        if (code === 'bet_invalid') setChosen(null);
        void queryClient.invalidateQueries({ queryKey: houseSlotKeys.session(token) });
      }
      return { kind: 'error', code };
    } finally {
      busy.current = false;
      setPhase('idle');
    }
  }, [game, queryClient, session.data?.currency, setBalance, token]);

  /** Spins until the plan says stop or the player presses Stop. */
  const startAuto = useCallback(
    async (plan: AutoSpinPlan) => {
      const { stake: stakeMinor, balance: balanceMinor } = latest.current;
      if (stakeMinor === null || balanceMinor === null || busy.current) return;
      const refused = canStartAutoSpin(plan, balanceMinor, stakeMinor);
      setAutoStop(refused);
      if (refused) return;
      stopAsked.current = false;
      setAuto({ plan, done: 0 });
      for (let done = 1; ; done += 1) {
        const result = await spinOnce();
        setAuto({ plan, done });
        const stop = afterSpin(plan, done, result, latest.current.stake ?? 0n) ?? (stopAsked.current ? 'stopped' : null);
        if (stop) {
          setAutoStop(stop);
          setAuto(null);
          return;
        }
        await pause(AUTO_PAUSE_MS);
        if (stopAsked.current) {
          setAutoStop('stopped');
          setAuto(null);
          return;
        }
      }
    },
    [spinOnce],
  );

  return {
    session,
    levels,
    stake,
    balance,
    chooseStake: setChosen,
    phase,
    spin,
    error,
    unresolved: keeper.current.unresolved() !== null,
    spinOnce: () => {
      setAutoStop(null);
      void spinOnce();
    },
    auto,
    autoStop,
    startAuto: (plan: AutoSpinPlan) => void startAuto(plan),
    stopAuto: () => {
      stopAsked.current = true;
    },
  };
}
