// Proves decision 060's rule for agents: where the brand asks (the default), an agent's centre and
// money calls answer agent_second_factor_required until the agent binds an authenticator or proves
// a phone by a texted code; the security centre says what is missing; members are not affected.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from '@pkg/contracts/routes';
import { authed } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeAgent, newPlayer } from '../../../test/wallet-helpers.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
  await t.db.query(`update merchants set flags = flags - 'agentSecondFactor' where code = 'bituin'`);
});
after(() => t.close());

const overview = (token: string) => t.app.inject({ url: API.agentTeamOverview, headers: authed(token) });
const security = async (token: string) => (await t.app.inject({ url: API.memberSecurity, headers: authed(token) })).json().value;

test('an agent without a bound second factor is kept out of the agent centre until an authenticator is bound', async () => {
  const agent = await newPlayer(t, 'agentnofa', { pin: false });
  await makeAgent(t, agent);
  const refused = await overview(agent.token);
  assert.equal(refused.statusCode, 403, refused.body);
  assert.equal(refused.json().errorCode, 'agent_second_factor_required');
  assert.equal((await security(agent.token)).agentFactorMissing, true);
  await t.db.query(
    `insert into authenticators (account_id, merchant_id, sealed_secret, confirmed_at, created_at)
     select id, merchant_id, 'sealed', $2, $2 from accounts where id = $1`,
    [agent.id, t.clock.now().toISOString()],
  );
  assert.equal((await overview(agent.token)).statusCode, 200);
  assert.equal((await security(agent.token)).agentFactorMissing, false);
});

test('a phone proven by a code opens the agent centre too; members and brands that do not ask are not affected', async () => {
  const agent = await newPlayer(t, 'agentphone', { pin: false });
  await makeAgent(t, agent);
  assert.equal((await overview(agent.token)).statusCode, 403);
  await t.db.query(`update accounts set mobile_dialing_code = '+63', mobile_number = '9170000901', mobile_verified_at = $2 where id = $1`, [
    agent.id,
    t.clock.now().toISOString(),
  ]);
  assert.equal((await overview(agent.token)).statusCode, 200);

  const member = await newPlayer(t, 'plainmember', { pin: false });
  assert.equal((await overview(member.token)).json().errorCode, 'error_not_agent');
  assert.equal((await security(member.token)).agentFactorMissing, null);

  const other = await newPlayer(t, 'agentoff', { pin: false });
  await makeAgent(t, other);
  await t.db.query(`update merchants set flags = flags || '{"agentSecondFactor": false}' where code = 'bituin'`);
  try {
    assert.equal((await overview(other.token)).statusCode, 200);
  } finally {
    await t.db.query(`update merchants set flags = flags - 'agentSecondFactor' where code = 'bituin'`);
  }
});
