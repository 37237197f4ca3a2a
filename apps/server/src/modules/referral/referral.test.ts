// Proves the invite friends calls and the back office's referral desk: who may call them (no
// session, trial accounts, agents), a member's invitation (one code, kept; a link per domain that
// brings sign-ups in as invitees, not as downline), the invited list (masked, paged) and bad
// input; staff rules per brand (validated, audited, by permission and brand scope); and staff
// decisions on flagged invitees: allow offers the reward once, deny never, both audited.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import { API } from '@pkg/contracts/routes';
import { createBrand, demoBrandId } from '../../../test/ledger-helpers.ts';
import { createTestApp, demoHeaders, type TestApp } from '../../../test/test-app.ts';
import { asStaff, staffSignedIn, withId, type TestStaff } from '../../../test/withdrawal-helpers.ts';
import { deposit, get, referrer, rewardsFor, setRules, settledBet, signUp, stateOf, TEST_RULES } from './referral.test-kit.ts';
import { rulesView } from './referral-settings.ts';

let t: TestApp;
let owner: TestStaff;
let brandId: string;
before(async () => {
  t = await createTestApp();
  await setRules(t);
  owner = await staffSignedIn(t, 'owner');
  brandId = await demoBrandId(t.db);
});
after(() => t?.close());

const PATHS = [API.referralInvitation, API.referralInvitees, API.referralSummary];

async function snapshot(): Promise<string> {
  const [row] = await t.db.query(
    `select (select count(*) from referral_invitees)::text as invitees, (select count(*) from player_rewards)::text as rewards,
            (select count(*) from staff_audit where action like 'referral.%')::text as audit, (select string_agg(coalesce(affiliate_code, '-'), ',' order by id) from accounts) as codes,
            (select row_to_json(s)::text from referral_settings s where merchant_id = $1) as rules,
            (select string_agg(invitee_id || ':' || status, ',' order by invitee_id) from referral_invitees) as states`,
    [brandId],
  );
  return JSON.stringify(row);
}

test('no session, trial accounts and agents: refused or sent to the agent centre, with nothing written', async () => {
  const trialToken = (await t.app.inject({ method: 'POST', url: API.freePlay, headers: demoHeaders() })).json().value.token as string;
  const agent = await signUp(t, 'agentpaz');
  await t.db.query(`update accounts set account_type = 1 where id = $1`, [agent.id]);
  const before = await snapshot();
  for (const path of PATHS) {
    assert.deepEqual(await codeOf(path), [401, 'login.not.session'], path);
    assert.deepEqual(await codeOf(path, trialToken), [403, 'in_need_true_account'], path);
  }
  assert.deepEqual(await get(t, API.referralInvitation, agent.token), { status: 200, body: { success: true, value: { kind: 'agent' } } });
  assert.deepEqual(await codeOf(API.referralInvitees, agent.token), [403, 'referral_members_only']);
  assert.deepEqual(await codeOf(API.referralSummary, agent.token), [403, 'referral_members_only']);
  assert.equal(await snapshot(), before, 'no code made for the agent, nothing else written');
});

async function codeOf(path: string, token?: string) {
  const { status, body } = await get(t, path, token);
  return [status, body.errorCode];
}

test("a member's invitation: one code, a link per domain, sign-ups through it are invitees, not downline", async () => {
  const ref = await referrer(t, 'refquinn');
  const again = await get(t, API.referralInvitation, ref.token);
  const value = again.body.value;
  assert.equal(value.code, ref.code, 'the code is kept');
  assert.match(value.code, /^[A-HJ-NP-Z2-9]{8}$/);
  assert.deepEqual(
    value.links.map((link: { url: string }) => link.url),
    [`http://localhost/register?referralCode=${ref.code}`, `http://127.0.0.1/register?referralCode=${ref.code}`],
  );
  assert.equal(value.url, value.links[0].url);
  assert.equal(value.qrText, value.url);
  assert.deepEqual(value.rules, rulesView(TEST_RULES));
  assert.equal(value.currency, 'PHP');

  // The member's code is no affiliate (agent) code: typed as one it is refused, as a referral code it is kept.
  const check = await t.app.inject({ url: `${API.affiliateCheck}?code=${ref.code}&domain=localhost`, headers: demoHeaders() });
  assert.notEqual(check.json().value, true);
  const friends = [];
  for (const name of ['friendrio', 'friendsol', 'friendtess']) friends.push(await signUp(t, name, { referralCode: ref.code }));
  const [row] = await t.db.query<{ upline_id: string | null; referral_code: string }>(
    `select upline_id::text, referral_code from accounts where id = $1`,
    [friends[0]!.id],
  );
  assert.deepEqual(row, { upline_id: null, referral_code: ref.code });

  // Listed at once (before any check), newest first, masked, two to a page.
  const page1 = await get(t, `${API.referralInvitees}?pageSize=2`, ref.token);
  assert.equal(page1.status, 200);
  assert.deepEqual(
    page1.body.value.list.map((r: { username: string; status: string; rewardMinor: string | null }) => [
      r.username,
      r.status,
      r.rewardMinor,
    ]),
    [
      ['fr***ss', 'pending', null],
      ['fr***ol', 'pending', null],
    ],
  );
  assert.deepEqual([page1.body.value.total, page1.body.value.totalPages, page1.body.value.currency], [3, 2, 'PHP']);
  const page2 = await get(t, `${API.referralInvitees}?pageSize=2&pageNo=2`, ref.token);
  assert.deepEqual(
    page2.body.value.list.map((r: { username: string }) => r.username),
    ['fr***io'],
  );
  const summary = await get(t, API.referralSummary, ref.token);
  assert.deepEqual(
    [summary.body.value.invited, summary.body.value.pending, summary.body.value.qualified, summary.body.value.earnedMinor],
    [3, 3, 0, '0'],
  );
  // Another member sees none of them.
  const other = await referrer(t, 'refuma');
  assert.equal((await get(t, API.referralInvitees, other.token)).body.value.total, 0);
});

test('bad paging is refused with bad_request', async () => {
  const ref = await referrer(t, 'refvic');
  for (const query of ['pageSize=1000', 'pageSize=0', 'pageNo=0', 'pageNo=abc']) {
    assert.deepEqual(await codeOf(`${API.referralInvitees}?${query}`, ref.token), [400, 'bad_request'], query);
  }
});

test('staff rules per brand: validated, audited, by permission and brand scope', async () => {
  const read = await asStaff(t, owner, 'GET', BO_API.referralSettings);
  assert.equal(read.statusCode, 200, read.body);
  const demo = read.json().value.brands.find((b: { brandId: string }) => b.brandId === brandId);
  assert.deepEqual(demo.rules, rulesView(TEST_RULES));

  const good = { ...rulesView(TEST_RULES), brandId, monthlyCap: 5, minValidBetMinor: '0' };
  const before = await snapshot();
  const bad = [
    { ...good, minDepositMinor: '0', minValidBetMinor: '0' }, // asks nothing
    { ...good, rewardFixedMinor: '0', rewardDepositBp: 0 }, // pays nothing
    { ...good, rewardFixedMinor: '0', minDepositMinor: '0', minValidBetMinor: '100' }, // a share of no deposit
    { ...good, rewardDepositBp: 10_001 },
    { ...good, windowDays: 0 },
    { ...good, minDepositMinor: '-5' },
    { ...good, minDepositMinor: '1.50' },
    { ...good, wageringBp: 'lots' },
    { ...good, brandId: 'x1' },
  ];
  for (const body of bad) {
    const response = await asStaff(t, owner, 'POST', BO_API.referralSettings, body);
    assert.deepEqual([response.statusCode, response.json().errorCode], [400, 'bad_request'], JSON.stringify(body));
  }
  const support = await staffSignedIn(t, 'support');
  assert.equal((await asStaff(t, support, 'GET', BO_API.referralSettings)).statusCode, 200, 'support reads');
  assert.equal((await asStaff(t, support, 'POST', BO_API.referralSettings, good)).json().errorCode, 'forbidden');
  // Staff of another brand neither see nor change this one's rules.
  const [other] = await t.db.query<{ code: string }>(`select code from merchants where id = $1`, [await createBrand(t.db)]);
  const elsewhere = await staffSignedIn(t, 'owner', [other!.code]);
  const seen = (await asStaff(t, elsewhere, 'GET', BO_API.referralSettings))
    .json()
    .value.brands.map((b: { brandCode: string }) => b.brandCode);
  assert.deepEqual(seen, [other!.code]);
  assert.equal((await asStaff(t, elsewhere, 'POST', BO_API.referralSettings, good)).json().errorCode, 'not_found');
  assert.equal(await snapshot(), before, 'nothing changed');

  const saved = await asStaff(t, owner, 'POST', BO_API.referralSettings, good);
  assert.equal(saved.statusCode, 200, saved.body);
  const after = saved.json().value.brands.find((b: { brandId: string }) => b.brandId === brandId);
  assert.deepEqual([after.rules.monthlyCap, after.rules.minValidBetMinor], [5, '0']);
  const [audit] = await t.db.query<{ action: string; detail: { before: { monthlyCap: number }; after: { monthlyCap: number } } }>(
    `select action, detail from staff_audit where action = 'referral.settings' order by id desc limit 1`,
  );
  assert.deepEqual([audit?.action, audit?.detail.before.monthlyCap, audit?.detail.after.monthlyCap], ['referral.settings', 0, 5]);
  await setRules(t);
});

test('flagged invitees: staff allow offers the reward once, deny never; both audited; decided ones are refused', async () => {
  const ref = await referrer(t, 'refwyn');
  const allowMe = await signUp(t, 'sameipone', { referralCode: ref.code, ip: ref.ip });
  const denyMe = await signUp(t, 'sameiptwo', { referralCode: ref.code, ip: ref.ip });
  for (const friend of [allowMe, denyMe]) {
    await deposit(t, friend, 10_000n);
    await settledBet(t, friend, 50_000n);
  }
  await t.app.referral.run();
  assert.equal((await stateOf(t, allowMe))?.status, 'flagged');

  // The queue shows them with their evidence.
  const queue = await asStaff(t, owner, 'GET', BO_API.referralInvitees);
  assert.equal(queue.statusCode, 200, queue.body);
  const listed = queue.json().value.list.filter((row: { referrerId: string }) => row.referrerId === ref.id);
  assert.equal(listed.length, 2);
  assert.deepEqual(listed[0].evidence.find((e: { signal: string }) => e.signal === 'register_ip').values, [ref.ip]);

  const decide = (staff: TestStaff, id: string, body: object) => asStaff(t, staff, 'POST', withId(BO_API.referralDecide, id), body);
  const before = await snapshot();
  const auditor = await staffSignedIn(t, 'auditor');
  assert.equal((await decide(auditor, allowMe.id, { decision: 'allow', reason: 'ok' })).json().errorCode, 'forbidden');
  for (const body of [
    { decision: 'maybe', reason: 'x' },
    { decision: 'allow', reason: '' },
    { decision: 'allow', reason: 'x'.repeat(301) },
    { decision: 'allow' },
  ]) {
    const response = await decide(owner, allowMe.id, body);
    assert.deepEqual([response.statusCode, response.json().errorCode], [400, 'bad_request'], JSON.stringify(body));
  }
  assert.equal((await decide(owner, '999999999', { decision: 'allow', reason: 'ok' })).json().errorCode, 'referral_not_found');
  assert.equal((await decide(owner, 'abc', { decision: 'allow', reason: 'ok' })).json().errorCode, 'referral_not_found');
  assert.equal(await snapshot(), before, 'nothing changed');

  const allowed = await decide(owner, allowMe.id, { decision: 'allow', reason: 'Household, checked by phone' });
  assert.equal(allowed.statusCode, 200, allowed.body);
  assert.deepEqual([allowed.json().value.state, allowed.json().value.decision], ['rewarded', 'allow']);
  const denied = await decide(owner, denyMe.id, { decision: 'deny', reason: 'Same person' });
  assert.equal(denied.json().value.state, 'denied');
  for (const [friend, decision] of [
    [allowMe, 'deny'],
    [denyMe, 'allow'],
  ] as const) {
    const again = await decide(owner, friend.id, { decision, reason: 'again' });
    assert.deepEqual([again.statusCode, again.json().errorCode], [409, 'referral_state']);
  }
  assert.deepEqual(
    (await rewardsFor(t, allowMe)).map((r) => [r.account_id, r.amount_minor]),
    [[ref.id, '6000']],
  );
  assert.equal((await rewardsFor(t, denyMe)).length, 0);
  await t.app.referral.run();
  assert.equal((await rewardsFor(t, allowMe)).length, 1);
  assert.equal((await rewardsFor(t, denyMe)).length, 0);

  const audits = await t.db.query<{ action: string; target: string }>(
    `select action, target from staff_audit where action in ('referral.allow', 'referral.deny') order by id`,
  );
  assert.deepEqual(audits, [
    { action: 'referral.allow', target: `referral-invitee:${allowMe.id}` },
    { action: 'referral.deny', target: `referral-invitee:${denyMe.id}` },
  ]);
  // The referrer's list and the referrers list show what happened.
  const mine = await asStaff(t, owner, 'GET', `${BO_API.referralInvitees}?referrerId=${ref.id}`);
  assert.deepEqual(
    mine
      .json()
      .value.list.map((r: { state: string }) => r.state)
      .sort(),
    ['denied', 'rewarded'],
  );
  const referrers = await asStaff(t, owner, 'GET', `${BO_API.referralReferrers}?username=refwyn`);
  assert.deepEqual(
    referrers
      .json()
      .value.list.map((r: { username: string; invited: number; rewarded: number; earnedMinor: string }) => [
        r.username,
        r.invited,
        r.rewarded,
        r.earnedMinor,
      ]),
    [['refwyn', 2, 1, '6000']],
  );
  const playerView = await get(t, API.referralInvitees, ref.token);
  assert.deepEqual(
    playerView.body.value.list.map((r: { status: string }) => r.status),
    ['not_eligible', 'rewarded'],
  );
});

test('two staff members allowing the same invitee at once offer its reward once', async () => {
  const ref = await referrer(t, 'refxan');
  const friend = await signUp(t, 'twinfriend', { referralCode: ref.code, ip: ref.ip });
  await deposit(t, friend, 10_000n);
  await settledBet(t, friend, 50_000n);
  await t.app.referral.run();
  const second = await staffSignedIn(t, 'finance');
  const answers = await Promise.all(
    [owner, second].map((staff) =>
      asStaff(t, staff, 'POST', withId(BO_API.referralDecide, friend.id), { decision: 'allow', reason: 'ok' }),
    ),
  );
  assert.deepEqual(answers.map((a) => a.statusCode).sort(), [200, 409]);
  assert.equal((await rewardsFor(t, friend)).length, 1);
});
