// Proves an operator can open agents and accounts with a temporary password, that bad input and
// clashes are refused with nothing written, and that such accounts behave at login as set.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from '@pkg/contracts/routes';
import { createPasswordHasher } from '../../lib/password.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { authed, loginAs } from '../../../test/auth-helpers.ts';
import { AccountAdminError, createAccountAsOperator, type OperatorAccountInput } from './account-admin.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const base: OperatorAccountInput = {
  brandCode: 'bituin',
  username: 'agentrosa',
  password: 'Lakad2026!',
  accountType: 1,
  affiliateCode: 'ROSA01',
  mustChangePassword: false,
  agentSiteOnly: false,
};

async function create(input: Partial<OperatorAccountInput>) {
  return createAccountAsOperator(t.db, t.clock, await createPasswordHasher(2), { ...base, ...input }, 'operator-cli');
}

test('an agent opened by an operator logs in as an agent and is audited', async () => {
  await create({});
  const login = await loginAs(t, 'agentrosa', 'Lakad2026!');
  assert.equal(login.statusCode, 200, login.body);
  const info = await t.app.inject({ url: API.memberInfo, headers: authed(login.json().value.token) });
  assert.equal(info.json().value.type, 1);
  const [audit] = await t.db.query<{ actor: string }>(`select actor from audit_log where action = 'account.create'`);
  assert.equal(audit?.actor, 'operator-cli');
});

test('a temporary password forces a change at the first login', async () => {
  await create({ username: 'newcashier', accountType: 0, affiliateCode: undefined, mustChangePassword: true });
  const login = await loginAs(t, 'newcashier', 'Lakad2026!');
  assert.equal(login.json().value.cpw, true);
});

test('bad input and clashes are refused and write nothing', async () => {
  const count = async () => Number((await t.db.query<{ n: string }>('select count(*)::text as n from accounts'))[0]?.n);
  const before = await count();
  const cases: Array<[Partial<OperatorAccountInput>, AccountAdminError['kind']]> = [
    [{ username: 'a b' }, 'invalid'],
    [{ username: 'okname', password: '123' }, 'invalid'],
    [{ username: 'okname', accountType: 3 }, 'invalid'],
    [{ username: 'okname', affiliateCode: 'x!' }, 'invalid'],
    [{ username: 'okname', affiliateCode: undefined, email: 'not-an-address' }, 'invalid'],
    [{ username: 'okname', brandCode: 'nobrand' }, 'not_found'],
    [{ username: 'AgentRosa' }, 'conflict'],
    [{ username: 'otheragent', affiliateCode: 'ROSA01' }, 'conflict'],
  ];
  for (const [input, kind] of cases) {
    await assert.rejects(
      create(input),
      (error: unknown) => error instanceof AccountAdminError && error.kind === kind,
      JSON.stringify(input),
    );
  }
  assert.equal(await count(), before);
});

test('an e-mail given by the operator is kept, for reset links and e-mailed codes', async () => {
  await create({ username: 'mailcashier', accountType: 0, affiliateCode: undefined, email: 'cashier@example.com' });
  const [row] = await t.db.query<{ email: string }>(`select email from accounts where username = 'mailcashier'`);
  assert.equal(row?.email, 'cashier@example.com');
});
