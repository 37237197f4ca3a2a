// Proves the referral programme's recurring check: an invitee that makes the first deposit and the
// valid bets asked within its window earns its referrer one reward in the reward centre (fixed plus
// the deposit share, at most its maximum, with the wagering asked), offered once however often and
// however many checks run at once; an invitee that does not qualify in time expires; the monthly cap
// holds; and each self-referral signal (sign-up address, login address, browser, payout account)
// flags the invitee and withholds the reward.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from '@pkg/contracts/routes';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createReferralCheck } from './referral-check.ts';
import { deposit, get, referrer, relogin, rewardsFor, setRules, settledBet, signUp, stateOf } from './referral.test-kit.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
  await setRules(t);
});
after(() => t?.close());

const DAY_MS = 86_400_000;

test('a qualified invitee earns its referrer one reward, offered once by repeated and concurrent checks', async () => {
  const ref = await referrer(t, 'refanna');
  const friend = await signUp(t, 'friendben', { referralCode: ref.code });
  assert.equal((await t.app.referral.run()).found, 1);
  assert.equal((await stateOf(t, friend))?.status, 'pending');

  // The deposit alone is not enough: 500.00 of valid bets are asked too.
  await deposit(t, friend, 30_000n);
  await settledBet(t, friend, 20_000n);
  await t.app.referral.run();
  assert.equal((await stateOf(t, friend))?.status, 'pending');
  assert.equal((await rewardsFor(t, friend)).length, 0);

  await settledBet(t, friend, 30_000n);
  // Two checks at once, one of them as if from a second process (its own check object).
  const other = createReferralCheck({ db: t.db, clock: t.clock });
  const reports = await Promise.all([t.app.referral.run(), other.run()]);
  assert.equal(
    reports.reduce((sum, report) => sum + report.rewarded, 0),
    1,
  );
  assert.equal((await stateOf(t, friend))?.status, 'rewarded');
  const rewards = await rewardsFor(t, friend);
  // 50.00 fixed + 10% of 300.00 = 80.00, at 1x wagering, offered to the referrer.
  assert.deepEqual(
    rewards.map((r) => [r.account_id, r.source, r.amount_minor, r.wagering_bp, r.detail, r.status]),
    [[ref.id, 'referral', '8000', 10_000, 'fr***en', 'claimable']],
  );

  // Later checks, and the job itself, change nothing.
  await settledBet(t, friend, 90_000n);
  await t.app.referral.run();
  await other.run();
  await t.app.jobs.drain();
  assert.equal((await rewardsFor(t, friend)).length, 1);
  assert.equal((await stateOf(t, friend))?.status, 'rewarded');

  const summary = await get(t, API.referralSummary, ref.token);
  assert.equal(summary.status, 200);
  assert.equal(summary.body.value.earnedMinor, '8000');
  assert.equal(summary.body.value.claimableMinor, '8000');
  assert.equal(summary.body.value.qualified, 1);
  assert.equal(summary.body.value.monthRewards, 1);
});

test('the deposit share stops at its maximum, and the first deposit must itself reach the minimum', async () => {
  const ref = await referrer(t, 'refcora');
  const big = await signUp(t, 'bigdan', { referralCode: ref.code });
  const small = await signUp(t, 'smalleve', { referralCode: ref.code });
  await deposit(t, big, 500_000n);
  await settledBet(t, big, 50_000n);
  // A first deposit of 50.00 does not qualify, even with a large second one.
  await deposit(t, small, 5_000n);
  await deposit(t, small, 100_000n);
  await settledBet(t, small, 50_000n);
  await t.app.referral.run();
  // 50.00 + min(10% of 5,000.00, 200.00) = 250.00.
  assert.equal((await rewardsFor(t, big))[0]?.amount_minor, '25000');
  assert.equal((await stateOf(t, small))?.status, 'pending');
  assert.equal((await rewardsFor(t, small)).length, 0);
});

test('an invitee that has not qualified when its window ends expires, and nothing it does later pays', async () => {
  const ref = await referrer(t, 'refgabe');
  const late = await signUp(t, 'latehana', { referralCode: ref.code });
  await deposit(t, late, 20_000n);
  await t.app.referral.run();
  t.clock.advanceMs(31 * DAY_MS);
  await settledBet(t, late, 80_000n); // settled after the window: not counted
  await t.app.referral.run();
  assert.equal((await stateOf(t, late))?.status, 'expired');
  await t.app.referral.run();
  assert.equal((await rewardsFor(t, late)).length, 0);
  const list = await get(t, API.referralInvitees, (await relogin(t, ref)).token);
  assert.deepEqual(
    list.body.value.list.map((row: { username: string; status: string; qualified: boolean }) => [row.username, row.status, row.qualified]),
    [['la***na', 'expired', false]],
  );
});

test('the monthly cap: past the limit an invitee is capped; the next GMT+8 month pays again', async () => {
  await setRules(t, { monthlyCap: 1 });
  try {
    // Start in a fresh GMT+8 month, a little after it began.
    const now = t.clock.now();
    const nextMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1) - 8 * 3_600_000 + 3_600_000;
    t.clock.advanceMs(nextMonth - now.getTime());
    const ref = await referrer(t, 'refivan');
    const first = await signUp(t, 'firstjo', { referralCode: ref.code });
    const second = await signUp(t, 'secondkai', { referralCode: ref.code });
    for (const friend of [first, second]) {
      await deposit(t, friend, 10_000n);
      await settledBet(t, friend, 50_000n);
    }
    await t.app.referral.run();
    const states = [(await stateOf(t, first))?.status, (await stateOf(t, second))?.status].sort();
    assert.deepEqual(states, ['capped', 'rewarded']);
    assert.equal((await rewardsFor(t, first)).length + (await rewardsFor(t, second)).length, 1);

    t.clock.advanceMs(31 * DAY_MS);
    const third = await signUp(t, 'thirdlia', { referralCode: ref.code });
    await deposit(t, third, 10_000n);
    await settledBet(t, third, 50_000n);
    await t.app.referral.run();
    assert.equal((await stateOf(t, third))?.status, 'rewarded');
    assert.equal((await rewardsFor(t, third))[0]?.amount_minor, '6000');
  } finally {
    await setRules(t);
  }
});

/** An invitee that qualifies; `share` makes it share something with its referrer first. */
async function qualifyWith(
  name: string,
  share: (ref: Awaited<ReturnType<typeof referrer>>) => Promise<{ invitee: Awaited<ReturnType<typeof signUp>> }>,
) {
  const ref = await referrer(t, `ref${name}`);
  const { invitee } = await share(ref);
  await deposit(t, invitee, 10_000n);
  await settledBet(t, invitee, 50_000n);
  await t.app.referral.run();
  return { ref, invitee };
}

test('each self-referral signal flags the invitee and withholds the reward, with its evidence', async () => {
  const cases = {
    register_ip: await qualifyWith('regip', async (ref) => ({
      invitee: await signUp(t, 'regipfriend', { referralCode: ref.code, ip: ref.ip }),
    })),
    login_ip: await qualifyWith('logip', async (ref) => {
      const invitee = await signUp(t, 'logipfriend', { referralCode: ref.code });
      // The invitee logs in once from the referrer's address, with its own browser.
      await relogin(t, { ...invitee, ip: ref.ip });
      return { invitee };
    }),
    device: await qualifyWith('device', async (ref) => ({
      invitee: await signUp(t, 'devicefriend', { referralCode: ref.code, ip: ref.ip, ua: ref.ua }),
    })),
    payout_account: await qualifyWith('payout', async (ref) => {
      const invitee = await signUp(t, 'payoutfriend', { referralCode: ref.code });
      // Both bound the same bank account for withdrawals (the invitee removed it again).
      await t.db.query(
        `insert into payout_accounts (merchant_id, account_id, type, provider, account_name, account_number, created_at, removed_at)
         select merchant_id, id, 'bank', 'BDO', 'Juan Dela Cruz', '001234567890', $2, case when id = $3 then $2::timestamptz end
           from accounts where id in ($1, $3)`,
        [ref.id, t.clock.now().toISOString(), invitee.id],
      );
      return { invitee };
    }),
  };
  for (const [signal, { invitee }] of Object.entries(cases)) {
    const state = await stateOf(t, invitee);
    assert.equal(state?.status, 'flagged', signal);
    assert.ok(
      state?.evidence.some((e) => e.signal === signal),
      `${signal}: ${JSON.stringify(state?.evidence)}`,
    );
    assert.equal(state?.reward_minor, '6000', signal);
    assert.equal((await rewardsFor(t, invitee)).length, 0, signal);
  }
  const payout = (await stateOf(t, cases.payout_account.invitee))?.evidence.find((e) => e.signal === 'payout_account');
  assert.deepEqual(payout?.values, ['••••7890']);
  // Another check leaves them flagged and unpaid.
  await t.app.referral.run();
  assert.equal((await stateOf(t, cases.device.invitee))?.status, 'flagged');
  assert.equal((await rewardsFor(t, cases.device.invitee)).length, 0);
  // The referrer sees it under review.
  const list = await get(t, API.referralInvitees, cases.device.ref.token);
  assert.equal(list.body.value.list[0].status, 'reviewing');
});

test("sign-ups with an agent code, an unknown code or none are no one's invitees; a switched-off programme finds none", async () => {
  const before = await t.db.query(`select count(*)::int as n from referral_invitees`);
  const agent = await signUp(t, 'agentmo');
  await t.db.query(`update accounts set account_type = 1, affiliate_code = 'AGENTMO1' where id = $1`, [agent.id]);
  await signUp(t, 'underagent', { referralCode: 'AGENTMO1' });
  await signUp(t, 'nocodenia');
  await signUp(t, 'strangecode', { referralCode: 'NOSUCH99' });
  await t.app.referral.run();
  assert.deepEqual(await t.db.query(`select count(*)::int as n from referral_invitees`), before);

  await setRules(t, { enabled: false });
  try {
    const ref = await referrer(t, 'offowen').catch(() => null);
    assert.equal(ref, null, 'no invitation while the programme is off');
    const [row] = await t.db.query<{ code: string }>(`select affiliate_code as code from accounts where username = 'refanna'`);
    await signUp(t, 'offfriend', { referralCode: row!.code });
    assert.equal((await t.app.referral.run()).found, 0);
  } finally {
    await setRules(t);
  }
});

test('a marker in place of a sign-up address (accounts an operator opened) is no shared address', async () => {
  const ref = await referrer(t, 'refopal');
  const friend = await signUp(t, 'opalfriend', { referralCode: ref.code });
  await t.db.query(`update accounts set register_ip = 'operator' where id in ($1, $2)`, [ref.id, friend.id]);
  await t.db.query(`delete from account_ips where account_id in ($1, $2)`, [ref.id, friend.id]);
  await deposit(t, friend, 10_000n);
  await settledBet(t, friend, 50_000n);
  await t.app.referral.run();
  assert.deepEqual([(await stateOf(t, friend))?.status, (await stateOf(t, friend))?.evidence], ['rewarded', []]);
});
