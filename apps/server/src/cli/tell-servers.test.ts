// Proves what an operator CLI does after a change when servers keep the changed facts in memory
// (cli/open-cli-db.ts tellServers): with REDIS_URL it publishes on the cache's channel in the form
// the servers read, without it there is nobody to tell, and an unreachable Redis is reported
// instead of hanging the CLI (the change is saved already). That a running process then reads the
// settings again is proved in test/cluster/peer-apps.test.ts.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import { CACHE_CHANNELS } from '../lib/cluster.ts';
import { createRedisCluster } from '../lib/cluster-redis.ts';
import { tellServers } from './open-cli-db.ts';

const REDIS_URL = process.env.REDIS_URL ?? '';

test('without REDIS_URL there is nobody to tell', async () => {
  assert.equal(await tellServers(CACHE_CHANNELS.lottery, { REDIS_URL: '', REDIS_PREFIX: 'x:' }), false);
});

test('an unreachable Redis is reported, not waited for', async () => {
  const errors: string[] = [];
  const original = console.error;
  console.error = (message: string) => void errors.push(message);
  try {
    assert.equal(await tellServers(CACHE_CHANNELS.brands, { REDIS_URL: 'redis://127.0.0.1:1', REDIS_PREFIX: 'x:' }), false);
  } finally {
    console.error = original;
  }
  assert.match(errors.join('\n'), /could not tell the running servers \(brands-changed\)/);
});

test('a server of the deployment hears the CLI on the cache channel', { skip: REDIS_URL ? false : 'REDIS_URL is not set' }, async () => {
  const prefix = `tell${randomBytes(4).toString('hex')}:`;
  const server = createRedisCluster({ url: REDIS_URL, prefix });
  const other = createRedisCluster({ url: REDIS_URL, prefix: `other${prefix}` });
  try {
    await Promise.all([server.ready(), other.ready()]);
    const heard = new Promise<string>((resolve) => server.listen(CACHE_CHANNELS.catalogue, resolve));
    let otherHeard = false;
    other.listen(CACHE_CHANNELS.catalogue, () => (otherHeard = true));
    // The subscription is made in the background: wait until Redis counts it.
    const channel = prefix + CACHE_CHANNELS.catalogue;
    const deadline = Date.now() + 5_000;
    while (Number(((await server.redis?.pubsub('NUMSUB', channel)) as [string, number])[1]) < 1) {
      assert.ok(Date.now() < deadline, 'the server never subscribed');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    assert.equal(await tellServers(CACHE_CHANNELS.catalogue, { REDIS_URL, REDIS_PREFIX: prefix }), true);
    assert.equal(await heard, '');
    assert.equal(otherHeard, false, 'another deployment (another prefix) is not told');
  } finally {
    await Promise.all([server.close(), other.close()]);
  }
});
