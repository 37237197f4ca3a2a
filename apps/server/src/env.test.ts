// Proves when the sandbox gateway (a page that credits deposits without money) runs by default:
// only on the embedded database outside production; SANDBOX_GATEWAY decides when set.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readEnv, sandboxGatewayOn } from './env.ts';

test('the sandbox gateway is on by default only on the embedded database outside production', () => {
  const on = (source: NodeJS.ProcessEnv) => sandboxGatewayOn(readEnv(source));
  assert.equal(on({}), true, 'a developer on the embedded database');
  assert.equal(on({ NODE_ENV: 'production' }), false);
  assert.equal(on({ DATABASE_URL: 'postgres://db/live' }), false, 'a deployment that forgot NODE_ENV');
  assert.equal(on({ DATABASE_URL: 'postgres://db/live', SANDBOX_GATEWAY: 'on' }), true);
  assert.equal(on({ SANDBOX_GATEWAY: 'off' }), false);
});
