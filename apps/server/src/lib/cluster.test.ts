// Proves the cluster (decision 045): on one process, messages reach this process's listeners at
// once and a throwing listener spoils nothing; on Redis (REDIS_URL), a message sent by one process
// reaches every process once (its own listeners at once, never again from Redis), a lock is held by
// one holder at a time across processes, a caller that waits too long gets too_many_requests, and
// slots (each account's live streams) are counted across processes and lapse with their holder.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, describe, test } from 'node:test';
import { AppError } from '../http/errors.ts';
import { createLocalCluster, type Cluster } from './cluster.ts';
import { createRedisCluster } from './cluster-redis.ts';

const REDIS_URL = process.env.REDIS_URL ?? '';

test('the local cluster hands a message to its listeners before broadcast returns; one that throws spoils nothing', () => {
  const errors: unknown[] = [];
  const cluster = createLocalCluster((error) => errors.push(error));
  const got: string[] = [];
  cluster.listen('news', () => {
    throw new Error('listener broke');
  });
  const stop = cluster.listen('news', (message) => got.push(message));
  cluster.listen('other', (message) => got.push(`other:${message}`));
  cluster.broadcast('news', 'one');
  assert.deepEqual(got, ['one']);
  assert.equal(errors.length, 1);
  stop();
  cluster.broadcast('news', 'two');
  assert.deepEqual(got, ['one']);
});

test('the local cluster runs holders of one lock one at a time, in order, and others at once', async () => {
  const cluster = createLocalCluster();
  const order: string[] = [];
  const slow = (name: string, ms: number) => async () => {
    order.push(`${name}+`);
    await new Promise((resolve) => setTimeout(resolve, ms));
    order.push(`${name}-`);
    return name;
  };
  const results = await Promise.all([
    cluster.withLock('a', slow('a1', 20)),
    cluster.withLock('a', slow('a2', 1)),
    cluster.withLock('b', slow('b1', 1)),
  ]);
  assert.deepEqual(results, ['a1', 'a2', 'b1']);
  assert.ok(order.indexOf('a1-') < order.indexOf('a2+'), order.join(' '));
  assert.ok(order.indexOf('b1-') < order.indexOf('a1-'), 'another key does not wait');
});

test('the local cluster counts slots of a key up to its limit; a release (once, however often called) makes room', async () => {
  const cluster = createLocalCluster();
  const first = await cluster.takeSlot('streams', 2, 1_000);
  const second = await cluster.takeSlot('streams', 2, 1_000);
  assert.ok(first && second);
  assert.equal(await cluster.takeSlot('streams', 2, 1_000), null);
  assert.ok(await cluster.takeSlot('other', 2, 1_000), 'another key has its own slots');
  await first.release();
  await first.release();
  assert.ok(await cluster.takeSlot('streams', 2, 1_000));
  assert.equal(await cluster.takeSlot('streams', 2, 1_000), null, 'a second release freed nothing more');
});

describe('on Redis', { skip: REDIS_URL ? false : 'REDIS_URL is not set' }, () => {
  // A prefix of its own, so parallel runs and other tests never see these keys and channels.
  const prefix = `test${randomBytes(4).toString('hex')}:`;
  const open: Cluster[] = [];
  const member = async (options: { lockWaitMs?: number } = {}) => {
    const cluster = createRedisCluster({ url: REDIS_URL, prefix, ...options });
    open.push(cluster);
    await cluster.ready();
    return cluster;
  };
  after(() => Promise.all(open.map((cluster) => cluster.close())));

  test('a message from one process reaches every process once, its own listeners at once', async () => {
    const [a, b, c] = [await member(), await member(), await member()];
    const got: Record<string, string[]> = { a: [], b: [], c: [] };
    a.listen('hello', (message) => got.a?.push(message));
    b.listen('hello', (message) => got.b?.push(message));
    c.listen('elsewhere', (message) => got.c?.push(message));
    // Subscriptions are asked of Redis when the first listener comes; give them a moment.
    await waitFor(async () => (await (a.redis as NonNullable<Cluster['redis']>).pubsub('NUMSUB', `${prefix}hello`))[1] === 2);
    a.broadcast('hello', 'from a');
    assert.deepEqual(got.a, ['from a'], 'own listeners before broadcast returns');
    await waitFor(() => (got.b?.length ?? 0) > 0);
    b.broadcast('hello', 'from b');
    await waitFor(() => (got.a?.length ?? 0) > 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.deepEqual(got.a, ['from a', 'from b']);
    assert.deepEqual(got.b, ['from a', 'from b']);
    assert.deepEqual(got.c, []);
  });

  test('a lock is held by one holder at a time across processes; every holder runs once', async () => {
    const members = [await member(), await member(), await member()];
    let inside = 0;
    let most = 0;
    let runs = 0;
    await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        (members[index % members.length] as Cluster).withLock('counter', async () => {
          inside += 1;
          most = Math.max(most, inside);
          await new Promise((resolve) => setTimeout(resolve, 2));
          runs += 1;
          inside -= 1;
        }),
      ),
    );
    assert.equal(runs, 30);
    assert.equal(most, 1, 'never two holders at once');
    assert.equal(await (members[0] as Cluster).redis?.exists(`${prefix}lock:counter`), 0, 'released at the end');
  });

  test('a holder that fails still releases the lock; a caller that waits too long gets too_many_requests', async () => {
    const a = await member();
    const b = await member({ lockWaitMs: 150 });
    await assert.rejects(
      a.withLock('fails', async () => {
        throw new Error('the work failed');
      }),
      /the work failed/,
    );
    assert.equal(await b.withLock('fails', async () => 'next'), 'next');

    let release = () => {};
    const held = a.withLock('busy', () => new Promise<void>((resolve) => (release = resolve)));
    await waitFor(async () => (await a.redis?.exists(`${prefix}lock:busy`)) === 1);
    const refused = await b.withLock('busy', async () => 'never').catch((error: unknown) => error);
    assert.ok(refused instanceof AppError && refused.code === 'too_many_requests', String(refused));
    release();
    await held;
    assert.equal(await b.withLock('busy', async () => 'after'), 'after');
  });

  test('slots of a key are counted across processes; a released or unrenewed slot frees itself, a renewed one stays', async () => {
    const [a, b] = [await member(), await member()];
    const leaseMs = 600;
    const onA = await a.takeSlot('streams:1', 3, leaseMs);
    const onB = await b.takeSlot('streams:1', 3, leaseMs);
    const kept = await b.takeSlot('streams:1', 3, leaseMs);
    assert.ok(onA && onB && kept);
    assert.equal(await a.takeSlot('streams:1', 3, leaseMs), null, 'the fourth is refused on either process');
    assert.equal(await b.takeSlot('streams:1', 3, leaseMs), null);
    assert.ok(await a.takeSlot('streams:2', 3, leaseMs), 'another key has its own slots');

    await onA.release();
    await onA.release();
    const again = await b.takeSlot('streams:1', 3, leaseMs);
    assert.ok(again, 'a released slot is free on the other process');
    assert.equal(await a.takeSlot('streams:1', 3, leaseMs), null, 'a second release freed nothing more');

    // onB and again are left to lapse, as if their process had died; kept is renewed.
    for (let round = 0; round < 5; round += 1) {
      await new Promise((resolve) => setTimeout(resolve, leaseMs / 4));
      await kept.renew();
    }
    const afterLapse = [await a.takeSlot('streams:1', 3, leaseMs), await a.takeSlot('streams:1', 3, leaseMs)];
    assert.ok(afterLapse.every(Boolean), 'the two lapsed slots are free again');
    assert.equal(await a.takeSlot('streams:1', 3, leaseMs), null, 'the renewed slot still counts');
  });
});

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    assert.ok(Date.now() < deadline, 'timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
