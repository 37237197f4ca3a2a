/**
 * The fish game's state (decision 061): the session, the cannon level, the balance the server
 * answered less the stakes of shots not answered yet, the batcher that sends shots about once a
 * second (and resends a batch left by a closed tab with its key), and the client's own rate of fire
 * matching the server's cap so the page never asks for more than it may.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FishFireValue, FishSessionValue } from '@pkg/contracts/fish';
import { ApiError } from '../../lib/api-client';
import { fetchFishSession, postFishBatch } from './api/fish-api';
import { createBatcher, type Batcher, type PendingBatch } from './fish-batcher';

/** How often the shots go to the server. */
export const BATCH_EVERY_MS = 1_000;

/** Errors after which the same batch is sent again (its shots were not taken): network, the rate of fire, a busy server. */
export function retryAfterMs(error: unknown): number | null {
  if (!(error instanceof ApiError)) return 1_000;
  if (error.code === 'network_error' || error.code === 'timeout' || error.status >= 500) return 1_500;
  if (error.code === 'fish_rate_limited' || error.code === 'too_many_requests') return 1_000;
  return null;
}

function newKey(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

export interface FishGame {
  session: FishSessionValue | null;
  failure: string | null;
  /** The balance shown: the server's last answer less the stakes still on their way. */
  shownBalanceMinor: bigint;
  levelIndex: number;
  setLevelIndex(index: number): void;
  /** The last refusal (an error code) to show, or null. */
  notice: string | null;
  setNotice(code: string | null): void;
  batcher: Batcher | null;
  /** Records a new server balance (after an answer). */
  onAnswer: React.MutableRefObject<((batch: PendingBatch, value: FishFireValue) => void) | null>;
  refreshShown(): void;
}

export function useFishGame(token: string): FishGame {
  const [session, setSession] = useState<FishSessionValue | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [serverBalance, setServerBalance] = useState(0n);
  const [pending, setPending] = useState(0n);
  const [levelIndex, setLevelIndex] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const [batcher, setBatcher] = useState<Batcher | null>(null);
  const onAnswer = useRef<((batch: PendingBatch, value: FishFireValue) => void) | null>(null);

  useEffect(() => {
    if (token === '') return;
    let alive = true;
    fetchFishSession(token).then(
      (value) => {
        if (!alive) return;
        setSession(value);
        setServerBalance(BigInt(value.balanceMinor));
        setLevelIndex(Math.min(2, value.cannonLevelsMinor.length - 1));
      },
      (error: unknown) => alive && setFailure(error instanceof ApiError ? error.code : 'internal_error'),
    );
    return () => {
      alive = false;
    };
  }, [token]);

  useEffect(() => {
    if (!session) return;
    const made = createBatcher({
      send: (body) => postFishBatch(token, body),
      onAnswer: (batch, value) => {
        setServerBalance(BigInt(value.balanceMinor));
        setPending(made.pendingStakeMinor());
        onAnswer.current?.(batch, value);
      },
      onRefused: (_batch, error) => {
        setPending(made.pendingStakeMinor());
        setNotice(error instanceof ApiError ? error.code : 'internal_error');
      },
      retryAfterMs,
      storage: typeof localStorage === 'undefined' ? null : localStorage,
      storageKey: `fish-batch:${session.gameCode}`,
      newKey,
    });
    made.restore();
    setBatcher(made);
    const timer = setInterval(() => {
      void made.tick().then(() => setPending(made.pendingStakeMinor()));
    }, BATCH_EVERY_MS);
    void made.tick();
    return () => clearInterval(timer);
  }, [session, token]);

  const refreshShown = useCallback(() => setPending(batcher?.pendingStakeMinor() ?? 0n), [batcher]);

  return {
    session,
    failure,
    shownBalanceMinor: serverBalance - pending,
    levelIndex,
    setLevelIndex,
    notice,
    setNotice,
    batcher,
    onAnswer,
    refreshShown,
  };
}
