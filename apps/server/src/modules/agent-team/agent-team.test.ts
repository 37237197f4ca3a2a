// Proves who may use the agent centre's team calls (agents only: no session, members and trial
// accounts are refused as the agent guard says, agent notices too), that bad input is refused
// with nothing changed, that an agent registers members and sub-agents under itself (they log in
// and sit in its team) with the sign-up's rules, and that its invitation links bring sign-ups
// into its team.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from '@pkg/contracts/routes';
import { authed, humanCheck, loginAs, registration, sendSealed } from '../../../test/auth-helpers.ts';
import { createTestApp, demoHeaders, TEST_START, type TestApp } from '../../../test/test-app.ts';
import { call, PASSWORD, register, REPORT_PATHS, withQuery, type Member } from './team.test-kit.ts';
import { inviteLinks, inviteUrl } from './team-invite.service.ts';

let t: TestApp;
let alpha: Member;
let bravo: Member;
let plain: Member;
let trialToken: string;
before(async () => {
  t = await createTestApp();
  alpha = await register(t, 'agtalpha');
  bravo = await register(t, 'agtbravo');
  plain = await register(t, 'plainpat');
  await t.db.query(`update accounts set account_type = 1 where id = $1`, [alpha.id]);
  await t.db.query(`update accounts set account_type = 42, affiliate_code = 'BRAVO42' where id = $1`, [bravo.id]);
  await t.db.query(`update accounts set upline_id = $2 where id = $1`, [plain.id, bravo.id]);
  trialToken = (await t.app.inject({ method: 'POST', url: API.freePlay, headers: demoHeaders() })).json().value.token as string;
  await t.db.query(
    `insert into announcements (merchant_id, type, language, slug, title, content_html, published_at)
     select id, 'AG', 'EN', 'agent-rates', 'New agent rates', '<p>From December</p>', $1 from merchants where code = 'bituin'`,
    [TEST_START.toISOString()],
  );
});
after(() => t?.close());

/** Rows of the tables a refused call must not touch. */
async function snapshot(): Promise<string> {
  const [row] = await t.db.query<Record<string, string>>(
    `select (select count(*) from accounts)::text as accounts, (select count(*) from account_tree)::text as tree,
            (select count(*) from audit_log)::text as audit, (select string_agg(coalesce(affiliate_code, '-'), ',' order by id) from accounts) as codes`,
  );
  return JSON.stringify(row);
}

const registerDownline = (token: string | null, payload: Record<string, unknown>) =>
  sendSealed(t, 'POST', API.agentRegister, payload, token ? { authorization: token } : {});

const downline = (username: string, type: 'member' | 'agent' = 'member', extra: Record<string, unknown> = {}) => ({
  username,
  password: PASSWORD,
  confirmPassword: PASSWORD,
  type,
  ...extra,
});

test('no session, a member and a trial account are refused on every team call, as the agent guard says', async () => {
  for (const path of REPORT_PATHS) {
    for (const [token, status, code] of [
      [undefined, 401, 'login.not.session'],
      [plain.token, 403, 'error_not_agent'],
      [trialToken, 403, 'in_need_true_account'],
    ] as const) {
      const { status: got, body } = await call(t, path, token);
      assert.deepEqual([got, body.errorCode], [status, code], `${path} as ${code}`);
    }
  }
  const before = await snapshot();
  for (const [token, code] of [
    [null, 'login.not.session'],
    [plain.token, 'error_not_agent'],
    [trialToken, 'in_need_true_account'],
  ] as const) {
    const response = await registerDownline(token, downline('sneaky1'));
    assert.equal(response.json().errorCode, code);
  }
  assert.equal(await snapshot(), before, 'nothing written');
});

test('agent notices (AG) are listed to agents only; other announcements stay public', async () => {
  const url = withQuery(API.announcements, { type: 'AG' });
  for (const [token, status, code] of [
    [undefined, 401, 'login.not.session'],
    [plain.token, 403, 'error_not_agent'],
    [trialToken, 403, 'in_need_true_account'],
  ] as const) {
    const { status: got, body } = await call(t, url, token);
    assert.deepEqual([got, body.errorCode], [status, code]);
  }
  const { status, body } = await call(t, url, alpha.token);
  assert.equal(status, 200);
  assert.deepEqual(
    body.value.list.map((item: { title: string; type: string }) => [item.type, item.title]),
    [['AG', 'New agent rates']],
  );
  const bulletins = await call(t, API.announcements);
  assert.equal(bulletins.status, 200);
  assert.ok(bulletins.body.value.list.every((item: { type: string }) => item.type === 'B'));
});

test('bad input is refused with bad_request', async () => {
  for (const url of [
    withQuery(API.agentTeamOverview, { period: 'Y' }),
    withQuery(API.agentTeamOverview, { date: '2026-02-30' }),
    withQuery(API.agentTeamOverview, { date: '22-11-2026' }),
    withQuery(API.agentTeamOverview, { format: 'xls' }),
    withQuery(API.agentTeamMembers, { pageSize: '1000' }),
    withQuery(API.agentTeamMembers, { pageNo: '0' }),
    withQuery(API.agentTeamMembers, { type: 'boss' }),
    withQuery(API.agentTeamMembers, { parentId: 'abc' }),
    withQuery(API.agentTeamBets, { from: '2026-11-23', to: '2026-11-22' }),
    withQuery(API.agentTeamBets, { from: '2026-01-01', to: '2026-11-22' }),
    withQuery(API.agentTeamBets, { to: '2026-13-01' }),
    withQuery(API.agentTeamProfit, { period: 'Q' }),
    withQuery(API.agentTeamTransactions, { type: 'bet_stake' }),
    withQuery(API.agentTeamTransactions, { pageSize: '101' }),
  ]) {
    const { status, body } = await call(t, url, alpha.token);
    assert.deepEqual([status, body.errorCode], [400, 'bad_request'], url);
  }
  const before = await snapshot();
  for (const payload of [
    downline('okname1', 'member', { type: 'boss' }),
    downline('ab'),
    { username: 'okname2', password: PASSWORD, type: 'member' },
    downline('okname3', 'member', { password: 'x'.repeat(21), confirmPassword: 'x'.repeat(21) }),
  ]) {
    const response = await registerDownline(alpha.token, payload);
    assert.deepEqual([response.statusCode, response.json().errorCode], [400, 'bad_request'], JSON.stringify(payload));
  }
  assert.equal(await snapshot(), before, 'nothing written');
});

test('an agent registers a member under itself: it logs in, sits in the team, and the audit log says who', async () => {
  const response = await registerDownline(alpha.token, downline('kidmember', 'member', { nickname: 'Kid' }));
  assert.equal(response.statusCode, 200, response.body);
  const created = response.json().value;
  assert.deepEqual([created.username, created.isAgent], ['kidmember', false]);
  const [row] = await t.db.query<{ upline: string; type: number; method: string; nickname: string; depth: number }>(
    `select a.upline_id::text as upline, a.account_type as type, a.register_method as method, a.nickname, t.depth
       from accounts a join account_tree t on t.descendant_id = a.id and t.ancestor_id = $2 where a.id = $1`,
    [created.id, alpha.id],
  );
  assert.deepEqual(row, { upline: alpha.id, type: 0, method: 'AGENT', nickname: 'Kid', depth: 1 });
  const [audit] = await t.db.query<{ actor: string; after: { uplineId: string; method: string } }>(
    `select actor, after from audit_log where account_id = $1 and action = 'register'`,
    [created.id],
  );
  assert.deepEqual([audit?.actor, audit?.after.uplineId, audit?.after.method], [`upline:${alpha.id}`, alpha.id, 'agent']);
  const login = await loginAs(t, 'kidmember', PASSWORD);
  assert.equal(login.statusCode, 200, login.body);
  const members = await call(t, API.agentTeamMembers, alpha.token);
  assert.deepEqual(
    members.body.value.list.map((item: { username: string; online: boolean }) => [item.username, item.online]),
    [['kidmember', true]],
  );
});

test('the sign-up rules hold: a taken username, a weak password, a mismatch, a username breaking the pattern', async () => {
  const before = await snapshot();
  for (const [payload, status, code, field] of [
    [downline('KIDMEMBER'), 409, 'username_taken', 'username'],
    [downline('plainpat'), 409, 'username_taken', 'username'],
    [downline('weakling', 'member', { password: '123456', confirmPassword: '123456' }), 400, 'field_invalid', 'password'],
    [downline('mismatch', 'member', { confirmPassword: 'Other2026!' }), 400, 'password_mismatch', 'confirmPassword'],
    [downline('9starts', 'member'), 400, 'field_invalid', 'username'],
    [downline('spaced', 'member', { password: 'has space1', confirmPassword: 'has space1' }), 400, 'field_invalid', 'password'],
  ] as const) {
    const response = await registerDownline(alpha.token, payload);
    const body = response.json();
    assert.deepEqual([response.statusCode, body.errorCode, body.field], [status, code, field], JSON.stringify(payload));
  }
  assert.equal(await snapshot(), before, 'nothing written');
});

test('an agent registers a sub-agent of its own type, which registers its own member two levels below', async () => {
  const response = await registerDownline(bravo.token, downline('subbravo', 'agent'));
  assert.equal(response.statusCode, 200, response.body);
  assert.equal(response.json().value.isAgent, true);
  const [row] = await t.db.query<{ type: number; upline: string }>(
    `select account_type as type, upline_id::text as upline from accounts where username = 'subbravo'`,
  );
  assert.deepEqual(row, { type: 42, upline: bravo.id });

  const login = await loginAs(t, 'subbravo', PASSWORD);
  assert.equal(login.statusCode, 200, login.body);
  const subToken = login.json().value.token as string;
  const grandchild = await registerDownline(subToken, downline('grandkid'));
  assert.equal(grandchild.statusCode, 200, grandchild.body);

  const found = await call(t, withQuery(API.agentTeamMembers, { search: 'grandkid' }), bravo.token);
  assert.deepEqual(
    found.body.value.list.map((item: { username: string; level: number }) => [item.username, item.level]),
    [['grandkid', 2]],
  );
  const top = await call(t, withQuery(API.agentTeamMembers, { type: 'agent' }), bravo.token);
  assert.deepEqual(
    top.body.value.list.map((item: { username: string; directCount: number; teamSize: number }) => [
      item.username,
      item.directCount,
      item.teamSize,
    ]),
    [['subbravo', 1, 1]],
  );
  // The sub-agent's own team does not include its upline's other members.
  const subTeam = await call(t, API.agentTeamMembers, subToken);
  assert.deepEqual(
    subTeam.body.value.list.map((item: { username: string }) => item.username),
    ['grandkid'],
  );
});

test('the invitation: a code made once, a link on every domain, and a sign-up through it joins the team', async () => {
  const first = await call(t, API.agentInvite, alpha.token);
  assert.equal(first.status, 200, JSON.stringify(first.body));
  const { affiliateCode, links } = first.body.value;
  assert.match(affiliateCode, /^[A-HJ-NP-Z2-9]{8}$/);
  assert.deepEqual(links, [
    { domain: 'localhost', url: `http://localhost/register?referralCode=${affiliateCode}` },
    { domain: '127.0.0.1', url: `http://127.0.0.1/register?referralCode=${affiliateCode}` },
  ]);
  assert.equal((await call(t, API.agentInvite, alpha.token)).body.value.affiliateCode, affiliateCode, 'the same code again');
  assert.equal((await call(t, API.agentInvite, bravo.token)).body.value.affiliateCode, 'BRAVO42', 'an operator-given code is kept');

  const signUp = await sendSealed(t, 'PUT', API.register, {
    ...registration('invitee1', PASSWORD, { referralCode: affiliateCode }),
    humanCheck: await humanCheck(t),
  });
  assert.equal(signUp.statusCode, 200, signUp.body);
  const [row] = await t.db.query<{ upline: string | null; referral: string }>(
    `select upline_id::text as upline, referral_code as referral from accounts where username = 'invitee1'`,
  );
  assert.deepEqual(row, { upline: alpha.id, referral: affiliateCode });
  // A referral code that is no agent's is kept and changes nothing, as before.
  const stray = await sendSealed(t, 'PUT', API.register, {
    ...registration('invitee2', PASSWORD, { referralCode: 'NOBODY99' }),
    humanCheck: await humanCheck(t),
  });
  assert.equal(stray.statusCode, 200, stray.body);
  const [other] = await t.db.query<{ upline: string | null }>(`select upline_id::text as upline from accounts where username = 'invitee2'`);
  assert.equal(other?.upline, null);
});

test('invitation links use https on real domains and escape the code', () => {
  assert.equal(inviteUrl('play.bituin.ph', 'AB12CD34'), 'https://play.bituin.ph/register?referralCode=AB12CD34');
  assert.equal(inviteUrl('acme.localhost', 'A&B'), 'http://acme.localhost/register?referralCode=A%26B');
  assert.equal(inviteUrl('10.0.0.7', 'X1'), 'http://10.0.0.7/register?referralCode=X1');
});

test('the invitation link on the domain the site is reached on keeps its port (decision 068)', async () => {
  const came = await t.app.inject({ url: API.agentInvite, headers: authed(alpha.token, { host: 'localhost:8080' }) });
  assert.equal(came.statusCode, 200, came.body);
  const { affiliateCode, links } = came.json().value;
  assert.deepEqual(links, [
    { domain: 'localhost', url: `http://localhost:8080/register?referralCode=${affiliateCode}` },
    { domain: '127.0.0.1', url: `http://127.0.0.1/register?referralCode=${affiliateCode}` },
  ]);
  // A Host that is none of the brand's domains (the brand named by header) changes no link.
  const elsewhere = await t.app.inject({ url: API.agentInvite, headers: authed(alpha.token, { host: 'evil.example:9999' }) });
  assert.deepEqual(
    elsewhere.json().value.links.map((link: { url: string }) => link.url),
    [`http://localhost/register?referralCode=${affiliateCode}`, `http://127.0.0.1/register?referralCode=${affiliateCode}`],
  );
});

test('invitation links: the default port is left out, a brand with no domain gets the request address, an odd Host none', () => {
  assert.deepEqual(inviteLinks(['play.bituin.ph'], { protocol: 'https', host: 'play.bituin.ph:443' }, 'X1'), [
    { domain: 'play.bituin.ph', url: 'https://play.bituin.ph/register?referralCode=X1' },
  ]);
  assert.deepEqual(inviteLinks([], { protocol: 'http', host: 'Site.Test:8080' }, 'X1'), [
    { domain: 'site.test', url: 'http://site.test:8080/register?referralCode=X1' },
  ]);
  assert.deepEqual(inviteLinks([], { protocol: 'http', host: 'site.com:80@evil.example' }, 'X1'), []);
  assert.deepEqual(inviteLinks(['play.bituin.ph'], { protocol: 'http', host: 'site.com:80@evil.example' }, 'X1'), [
    { domain: 'play.bituin.ph', url: 'https://play.bituin.ph/register?referralCode=X1' },
  ]);
});
