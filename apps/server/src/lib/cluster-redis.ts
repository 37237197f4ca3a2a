/**
 * The cluster of several server processes on one Redis (decision 045). Two connections: one for
 * commands (publish, locks, the rate limiter's counters) and one subscribed to the channels this
 * process listens to. Each message carries the id of the process that sent it, so a process hands
 * its own messages to its listeners at once and skips them when Redis echoes them back.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { AppError } from '../http/errors.ts';
import { createChannels, createKeyedQueue, deliver, type Cluster } from './cluster.ts';

export interface RedisClusterOptions {
  url: string;
  /** Put before every key and channel, so deployments can share one Redis (REDIS_PREFIX). */
  prefix: string;
  /** How long a lock is held at most if its holder dies (the lease); 15 s when absent. */
  lockLeaseMs?: number;
  /** How long a caller waits for a lock before giving up with too_many_requests; 10 s when absent. */
  lockWaitMs?: number;
  onError?: (error: unknown, what: string) => void;
}

// Deletes the lock only if this holder still has it (its lease may have run out and passed on).
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

// Slots are a sorted set per key: a member per holder, scored with the end of its lease on Redis's
// own clock (one clock for every process). Taking one first drops the holders whose lease ran out.
const NOW_MS = `local t = redis.call('time') local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`;
const TAKE_SLOT = `${NOW_MS}
redis.call('zremrangebyscore', KEYS[1], '-inf', now)
if redis.call('zcard', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('zadd', KEYS[1], now + tonumber(ARGV[2]), ARGV[3])
redis.call('pexpire', KEYS[1], ARGV[2])
return 1`;
// A renewal puts a holder back even if its lease had run out: its stream is still open.
const RENEW_SLOT = `${NOW_MS}
redis.call('zadd', KEYS[1], now + tonumber(ARGV[1]), ARGV[2])
if redis.call('pttl', KEYS[1]) < tonumber(ARGV[1]) then redis.call('pexpire', KEYS[1], ARGV[1]) end
return 1`;

/** An id for a sender of messages: a process of the cluster, or an operator CLI's one message. */
const newOrigin = (): string => randomBytes(8).toString('hex');

/** A message as it travels on a channel: its sender's id, a bar, the message (a process skips its own). */
const onTheWire = (origin: string, message: string): string => `${origin}|${message}`;

/** A message read off a channel: its sender and the message, or null when it is not in that form. */
function offTheWire(raw: string): { origin: string; message: string } | null {
  const bar = raw.indexOf('|');
  return bar < 0 ? null : { origin: raw.slice(0, bar), message: raw.slice(bar + 1) };
}

function connected(client: Redis): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => {
    client.once('ready', () => resolve());
    client.once('end', () => reject(new Error('redis connection ended before it was ready')));
  });
}

export function createRedisCluster(options: RedisClusterOptions): Cluster {
  const { prefix } = options;
  const onError = options.onError ?? (() => {});
  const leaseMs = options.lockLeaseMs ?? 15_000;
  const waitMs = options.lockWaitMs ?? 10_000;
  const origin = newOrigin();
  // Commands fail after a few retries instead of queueing without end while Redis is away, so a
  // call that needs Redis (a lock) answers an error rather than hanging.
  const command = new Redis(options.url, { maxRetriesPerRequest: 3 });
  const subscriber = new Redis(options.url);
  command.on('error', (error) => onError(error, 'redis commands'));
  subscriber.on('error', (error) => onError(error, 'redis subscriber'));
  const channels = createChannels();
  const queued = createKeyedQueue();
  const listenerError = (error: unknown) => onError(error, 'cluster listener');

  subscriber.on('message', (fullChannel: string, raw: string) => {
    const received = offTheWire(raw);
    if (!received || received.origin === origin) return;
    deliver(channels.get(fullChannel.slice(prefix.length)), received.message, listenerError);
  });
  // ioredis subscribes again by itself after a reconnection.
  const subscribe = (channel: string) => {
    subscriber.subscribe(prefix + channel).catch((error: unknown) => onError(error, `subscribe ${channel}`));
  };

  async function acquire(lockKey: string, token: string): Promise<void> {
    const deadline = Date.now() + waitMs;
    let pauseMs = 2;
    for (;;) {
      if ((await command.set(lockKey, token, 'PX', leaseMs, 'NX')) === 'OK') return;
      if (Date.now() >= deadline) throw new AppError('too_many_requests');
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
      pauseMs = Math.min(pauseMs * 2, 50);
    }
  }

  return {
    kind: 'redis',
    redis: command,
    prefix,
    broadcast(channel, message) {
      deliver(channels.get(channel), message, listenerError);
      command.publish(prefix + channel, onTheWire(origin, message)).catch((error: unknown) => onError(error, `publish ${channel}`));
    },
    listen: (channel, listener) => channels.add(channel, listener, subscribe),
    withLock(key, run) {
      return queued(key, async () => {
        const lockKey = `${prefix}lock:${key}`;
        const token = randomBytes(12).toString('hex');
        await acquire(lockKey, token);
        try {
          return await run();
        } finally {
          await command.eval(RELEASE, 1, lockKey, token).catch((error: unknown) => onError(error, `release ${key}`));
        }
      });
    },
    async takeSlot(key, limit, slotLeaseMs) {
      const slotKey = `${prefix}slots:${key}`;
      const holder = randomBytes(12).toString('hex');
      const lease = String(Math.max(1, Math.round(slotLeaseMs)));
      if ((await command.eval(TAKE_SLOT, 1, slotKey, String(limit), lease, holder)) !== 1) return null;
      let held = true;
      return {
        async renew() {
          if (held) await command.eval(RENEW_SLOT, 1, slotKey, lease, holder);
        },
        async release() {
          if (!held) return;
          held = false;
          await command.zrem(slotKey, holder);
        },
      };
    },
    async ready() {
      await Promise.all([connected(command), connected(subscriber)]);
    },
    async close() {
      await Promise.allSettled([command.quit(), subscriber.quit()]);
    },
  };
}

/**
 * Sends one message to every process of the deployment on `url` and `prefix` from outside it (an
 * operator CLI), in the wire form the processes read (`onTheWire`) on `<prefix><channel>`.
 * Resolves with the number of processes subscribed that got it; rejects when Redis cannot be
 * reached within `timeoutMs` (one attempt, no reconnecting).
 */
export async function publishOnce(url: string, prefix: string, channel: string, message: string, timeoutMs = 5_000): Promise<number> {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: timeoutMs, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => {});
  try {
    await client.connect();
    return await client.publish(prefix + channel, onTheWire(newOrigin(), message));
  } finally {
    client.disconnect();
  }
}
