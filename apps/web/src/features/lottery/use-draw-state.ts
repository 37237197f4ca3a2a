import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { DrawEvent, LotteryDraw, LotteryGame } from '@pkg/contracts/lottery';
import { useLiveEvent } from '../../lib/live-events';
import { readSessionToken, useSession } from '../../lib/session';
import { LOTTERY_KEY, MY_LOTTERY_KEY, lotteryKeys } from './api/lottery-api';
import { useOpened } from './api/use-lottery';
import { drawPhase, msUntil, type DrawPhase } from './countdown';
import { useServerNow } from './use-clock';

/** What the betting screen shows of a game's draws: the open one, the next ones (for chasing) and the last result. */
export interface DrawState {
  current: LotteryDraw | null;
  upcoming: LotteryDraw[];
  last: LotteryDraw | null;
  nowMs: number;
  /** How far the server's clock is ahead of this device's. */
  offsetMs: number;
  phase: DrawPhase | null;
}

/**
 * The draws of a game (or a station's draw) on the server's clock. A player reads them from the
 * token call that also gives the draws to chase; a visitor, who may not make it, from the menus
 * (`fallback`: the game's or the station's current and last draw).
 */
export function useDrawState(
  game: LotteryGame | null,
  stationCode: string | null,
  fallback: { current: LotteryDraw | null; last: LotteryDraw | null },
): DrawState {
  const { loggedIn } = useSession();
  const opened = useOpened(game?.gameCode ?? null, stationCode);
  const offsetMs = opened.data?.offsetMs ?? 0;
  const nowMs = useServerNow(offsetMs);
  const source = loggedIn && opened.data ? opened.data : { ...fallback, upcoming: [] };
  const current = source.current ?? null;
  return {
    current,
    upcoming: source.upcoming,
    last: source.last ?? fallback.last,
    nowMs,
    offsetMs,
    phase: current ? drawPhase(current, nowMs) : null,
  };
}

/** Refetches everything that shows a game's draws: the open draw, the menus, results, trend and tickets. */
export function useRefreshDraws(gameCode: string | null) {
  const queryClient = useQueryClient();
  return useCallback(() => {
    if (!gameCode) return;
    void queryClient.invalidateQueries({ queryKey: [...MY_LOTTERY_KEY, 'opened', gameCode] });
    void queryClient.invalidateQueries({ queryKey: lotteryKeys.menus });
    void queryClient.invalidateQueries({ queryKey: lotteryKeys.vnMenus });
    void queryClient.invalidateQueries({ queryKey: lotteryKeys.vnOpen });
    void queryClient.invalidateQueries({ queryKey: lotteryKeys.results(gameCode) });
    void queryClient.invalidateQueries({ queryKey: [...LOTTERY_KEY, 'trend', gameCode] });
    void queryClient.invalidateQueries({ queryKey: lotteryKeys.tickets });
  }, [queryClient, gameCode]);
}

/**
 * Keeps the draws fresh without a live stream (visitors) or between its events: once when betting
 * opens or closes, then from the draw time every 5 s for a minute and every 30 s after, until the
 * next draw opens (the phase changes and this stops).
 */
export function useRefreshWhileDrawing(state: DrawState, refresh: () => void) {
  const { current, phase, offsetMs } = state;
  const numero = current?.numero;
  const drawAt = current?.drawAt;
  const before = useRef(phase);
  useEffect(() => {
    // A draw that opens by the clock: the previous one may have been drawn meanwhile.
    if (before.current === 'upcoming' && phase === 'open') refresh();
    before.current = phase;
  }, [phase, refresh]);
  useEffect(() => {
    if (phase !== 'closed' || !drawAt) return;
    refresh();
    let tries = 0;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      tries += 1;
      refresh();
      timer = setTimeout(tick, tries < 12 ? 5_000 : 30_000);
    };
    timer = setTimeout(tick, Math.max(1_000, msUntil(drawAt, Date.now() + offsetMs) + 1_500));
    return () => clearTimeout(timer);
  }, [phase, numero, drawAt, offsetMs, refresh]);
}

/**
 * Calls `onDraw` for every `draw` event of the live stream (a player's session only; visitors
 * have none): a draw of the brand opened, closed, was drawn, settled or voided.
 */
export function useDrawEvents(onDraw: (event: DrawEvent) => void) {
  const { loggedIn } = useSession();
  useLiveEvent(loggedIn ? readSessionToken() : null, 'draw', (data) => {
    let event: DrawEvent;
    try {
      event = JSON.parse(data) as DrawEvent;
    } catch {
      return;
    }
    if (event && typeof event.gameCode === 'string') onDraw(event);
  });
}
