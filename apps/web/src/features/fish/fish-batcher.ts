/**
 * The page's shots on their way to the server (decision 061): shots gather for about a second and
 * go as one batch with a key of its own. A batch is kept (also in localStorage) until the server
 * answered it, so a network failure, a refusal for the rate of fire, or a closed tab resends it
 * with the SAME key: the server either took it (and answers the stored outcome) or never did. The
 * page shows nothing as won until the answer says so.
 */
import type { FishFireBody, FishFireValue, FishShot } from '@pkg/contracts/fish';
import { FISH_MAX_SHOTS_PER_BATCH } from '@pkg/contracts/fish';

/** A shot as the page fired it, with the fish it flew at (for the animation). */
export interface FiredShot extends FishShot {
  fishId: number;
}

export interface PendingBatch {
  key: string;
  shots: FiredShot[];
}

/** What the batcher needs from the page. */
export interface BatcherDeps {
  send(body: FishFireBody): Promise<FishFireValue>;
  /** The answer of a batch (a resend's too). */
  onAnswer(batch: PendingBatch, value: FishFireValue): void;
  /** A batch refused for good (insufficient funds, a limit, a closed game): its shots were not taken. */
  onRefused(batch: PendingBatch, error: unknown): void;
  /** Whether an error means "try the same batch again later" (network, rate of fire, server busy); how long to wait. */
  retryAfterMs(error: unknown): number | null;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  storageKey: string;
  newKey(): string;
}

export function createBatcher(deps: BatcherDeps) {
  let queue: FiredShot[] = [];
  let inFlight: PendingBatch | null = null;
  let waitUntil = 0;
  let busy = false;

  const save = () => {
    if (!deps.storage) return;
    if (inFlight) deps.storage.setItem(deps.storageKey, JSON.stringify(inFlight));
    else deps.storage.removeItem(deps.storageKey);
  };

  async function sendBatch(batch: PendingBatch): Promise<void> {
    try {
      const value = await deps.send({ key: batch.key, shots: batch.shots.map(({ target, stakeMinor }) => ({ target, stakeMinor })) });
      inFlight = null;
      save();
      deps.onAnswer(batch, value);
    } catch (error) {
      const wait = deps.retryAfterMs(error);
      if (wait === null) {
        inFlight = null;
        save();
        deps.onRefused(batch, error);
      } else waitUntil = Date.now() + wait;
    }
  }

  return {
    /** Adds a shot to the next batch. */
    fire(shot: FiredShot) {
      queue.push(shot);
    },
    /** Shots not yet answered (their stakes are shown as taken). */
    pendingStakeMinor(): bigint {
      const all = [...(inFlight?.shots ?? []), ...queue];
      return all.reduce((sum, shot) => sum + BigInt(shot.stakeMinor), 0n);
    },
    pendingShots(): number {
      return (inFlight?.shots.length ?? 0) + queue.length;
    },
    /** A batch left by a closed tab: sent again with its key on the next load. */
    restore(): PendingBatch | null {
      const stored = deps.storage?.getItem(deps.storageKey);
      if (!stored || inFlight) return null;
      try {
        inFlight = JSON.parse(stored) as PendingBatch;
        return inFlight;
      } catch {
        deps.storage?.removeItem(deps.storageKey);
        return null;
      }
    },
    /** Sends what is due: the batch in flight again (after its wait), or the queued shots as a new batch. One call at a time. */
    async tick(): Promise<void> {
      if (busy) return;
      busy = true;
      try {
        if (inFlight) {
          if (Date.now() >= waitUntil) await sendBatch(inFlight);
          return;
        }
        if (queue.length === 0) return;
        inFlight = { key: deps.newKey(), shots: queue.slice(0, FISH_MAX_SHOTS_PER_BATCH) };
        queue = queue.slice(FISH_MAX_SHOTS_PER_BATCH);
        save();
        await sendBatch(inFlight);
      } finally {
        busy = false;
      }
    },
    /** Drops the shots not yet sent (the player stopped, or the balance ran out). */
    clearQueue() {
      queue = [];
    },
  };
}

export type Batcher = ReturnType<typeof createBatcher>;
