/**
 * What the server processes of one deployment share besides the database (decision 045): messages
 * to every process (live events, "this cache is stale") and locks held across processes. One
 * process on its own (the embedded default) uses the local cluster: messages go to this process's
 * listeners only and locks are promise queues. With REDIS_URL, the Redis cluster
 * (cluster-redis.ts) carries both through Redis, and the rate limits count there too.
 *
 * Messages are hints, never the truth: a live event says "this account's wallets moved" and the
 * stream reads the balance; an invalidation says "read again". A message lost while Redis is away
 * costs one stale read until the cache's time runs out, never a wrong figure or lost money.
 */
import type { Redis } from 'ioredis';

export type ClusterListener = (message: string) => void;

/**
 * The "read again" channels of the caches every process keeps: a change saved on one process (a
 * back-office desk) or by an operator CLI (cli/open-cli-db.ts `tellServers`) is broadcast on its
 * channel and every process drops its copy at once instead of at the end of the cache's time.
 */
export const CACHE_CHANNELS = {
  /** Brands (settings, domains, flags) and everything read with them. */
  brands: 'brands-changed',
  /** Vendors, games, game types and deposit channels (the catalogue desk, decision 040). */
  catalogue: 'catalogue-changed',
  /** Lottery games' settings (stakes, cut-off, odds, caps) that every order reads. */
  lottery: 'lottery-changed',
} as const;
export type CacheChannel = (typeof CACHE_CHANNELS)[keyof typeof CACHE_CHANNELS];

export interface Cluster {
  /** `local` (one process) or `redis` (any number of processes on one Redis). */
  readonly kind: 'local' | 'redis';
  /** The Redis client the rate limiter keeps its counters in; null on the local cluster. */
  readonly redis: Redis | null;
  /** The prefix of every Redis key and channel of this deployment (REDIS_PREFIX). */
  readonly prefix: string;
  /**
   * Sends `message` to the listeners of `channel` in every process. This process's listeners get it
   * at once (before broadcast returns), the others' when Redis delivers it; never twice.
   */
  broadcast(channel: string, message: string): void;
  /** Listens to one channel in this process; returns the function that stops listening. */
  listen(channel: string, listener: ClusterListener): () => void;
  /**
   * Runs `run` while no other holder of `key` in any process runs; holders of one key take turns
   * in the order they asked within a process. Throws `cluster_lock_timeout` after `waitMs`.
   */
  withLock<T>(key: string, run: () => Promise<T>): Promise<T>;
  /**
   * Takes one of `limit` slots of `key` counted across every process (the live streams one account
   * holds): the holder, or null when all are taken. A holder keeps its slot by renewing it within
   * `leaseMs`; the slot of a process that died frees itself when its lease runs out.
   */
  takeSlot(key: string, limit: number, leaseMs: number): Promise<SlotHolder | null>;
  /** Connected and subscribed (the local cluster at once). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** One slot taken with Cluster.takeSlot. */
export interface SlotHolder {
  /** Keeps the slot for another lease. */
  renew(): Promise<void>;
  /** Gives the slot back; twice is harmless. */
  release(): Promise<void>;
}

/** Delivers a message to listeners; one that throws is reported and the others still get it. */
export function deliver(listeners: Iterable<ClusterListener> | undefined, message: string, onError: (error: unknown) => void): void {
  for (const listener of [...(listeners ?? [])]) {
    try {
      listener(message);
    } catch (error) {
      onError(error);
    }
  }
}

/** Listener sets by channel, shared by both clusters. */
export function createChannels() {
  const channels = new Map<string, Set<ClusterListener>>();
  return {
    get: (channel: string) => channels.get(channel),
    /** Adds a listener; `first` is told when a channel gets its first listener. */
    add(channel: string, listener: ClusterListener, first?: (channel: string) => void): () => void {
      let set = channels.get(channel);
      if (!set) {
        set = new Set();
        channels.set(channel, set);
        first?.(channel);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
  };
}

/**
 * Runs jobs of one key one at a time in this process, in the order asked. The Redis cluster puts
 * its cross-process lock inside this queue, so a process never competes with itself for Redis.
 */
export function createKeyedQueue() {
  const queues = new Map<string, Promise<unknown>>();
  return function queued<T>(key: string, run: () => Promise<T>): Promise<T> {
    const previous = queues.get(key) ?? Promise.resolve();
    const next = previous.then(run, run);
    const tail = next.catch(() => undefined);
    queues.set(key, tail);
    void tail.then(() => {
      if (queues.get(key) === tail) queues.delete(key);
    });
    return next;
  };
}

/** Slots counted in this process; a process that dies takes its slots along, so no lease is needed. */
function createLocalSlots() {
  const taken = new Map<string, number>();
  return async function takeSlot(key: string, limit: number): Promise<SlotHolder | null> {
    const count = taken.get(key) ?? 0;
    if (count >= limit) return null;
    taken.set(key, count + 1);
    let held = true;
    return {
      renew: async () => {},
      async release() {
        if (!held) return;
        held = false;
        const left = (taken.get(key) ?? 1) - 1;
        if (left > 0) taken.set(key, left);
        else taken.delete(key);
      },
    };
  };
}

/** The cluster of a single process: nothing leaves it. */
export function createLocalCluster(onListenerError: (error: unknown) => void = () => {}): Cluster {
  const channels = createChannels();
  const queued = createKeyedQueue();
  return {
    kind: 'local',
    redis: null,
    prefix: '',
    broadcast: (channel, message) => deliver(channels.get(channel), message, onListenerError),
    listen: (channel, listener) => channels.add(channel, listener),
    withLock: queued,
    takeSlot: createLocalSlots(),
    ready: async () => {},
    close: async () => {},
  };
}
