// The reward centre and bonus wagering (decision 030): claiming pays once through the ledger even
// under concurrent claims; a claimed bonus's turnover is tracked exactly to the minor unit from
// valid bets; no withdrawal or transfer to the upline while it is open; requirements granted
// while others are open fill oldest first and never count bets from before they started; staff
// waive one; expired, foreign and trial calls are refused with nothing changed.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import { API } from '@pkg/contracts/routes';
import { mainBalance, settledRound } from '../../../test/agent-helpers.ts';
import { authed } from '../../../test/auth-helpers.ts';
import { demoBrandId } from '../../../test/ledger-helpers.ts';
import { claim, claimOk, giveReward, wageringOf } from '../../../test/reward-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { asStaff, bindBank, fundedPlayer, requestWithdrawal, staffSignedIn, worldSnapshot } from '../../../test/withdrawal-helpers.ts';
import { checkInvariants } from '../../ledger/invariants.ts';

let t: TestApp;

before(async () => {
  t = await createTestApp({ lotteryPlanEveryMs: 0, lotteryClockEveryMs: 0, agentSettlePlanEveryMs: 0, promotionPlanEveryMs: 0 });
});
after(() => t.close());

const at = (offsetMs: number) => new Date(t.clock.now().getTime() + offsetMs).toISOString();

test('a claim pays the reward once, even when ten claims race; the list moves it to the history', async () => {
  const p = await fundedPlayer(t, 'rwrace', 0n);
  const rewardId = await giveReward(t, p.id, 1_234n, 0);
  const listed = await t.app.inject({ method: 'GET', url: API.rewards, headers: authed(p.token) });
  assert.equal(listed.statusCode, 200, listed.body);
  assert.equal(listed.json().value.claimableCount, 1);
  assert.equal(listed.json().value.list[0].amountMinor, '1234');

  const answers = await Promise.all(Array.from({ length: 10 }, () => claim(t, p.token, rewardId)));
  assert.deepEqual(answers.map((a) => a.statusCode).sort(), [200, ...Array(9).fill(409)]);
  for (const refused of answers.filter((a) => a.statusCode === 409)) assert.equal(refused.json().errorCode, 'reward_not_claimable');
  assert.equal(await mainBalance(t, p.id), 1_234n);
  const [bonus] = await t.db.query<{ n: number }>(
    `select count(*)::int as n from ledger_transfers where idempotency_key = $1 and code = 'bonus'`,
    [`reward:${rewardId}`],
  );
  assert.equal(bonus?.n, 1);
  const history = await t.app.inject({ method: 'GET', url: `${API.rewards}?view=history`, headers: authed(p.token) });
  assert.equal(history.json().value.list[0].status, 'claimed');
  assert.equal(history.json().value.claimableCount, 0);
  assert.equal((await checkInvariants(t.db)).ok, true);
});

test("an expired reward, another player's reward and a bad id are refused and move nothing", async () => {
  const p = await fundedPlayer(t, 'rwexp', 0n);
  const other = await fundedPlayer(t, 'rwoth', 0n);
  const expired = await giveReward(t, p.id, 500n, 0, new Date(t.clock.now().getTime() - 1));
  const foreign = await giveReward(t, other.id, 500n, 0);
  const before = await worldSnapshot(t);
  const cases: [string, number, string][] = [
    [expired, 409, 'reward_not_claimable'],
    [foreign, 404, 'reward_not_found'],
    ['99999999999', 404, 'reward_not_found'],
  ];
  for (const [id, status, code] of cases) {
    const response = await claim(t, p.token, id);
    assert.equal(response.statusCode, status, response.body);
    assert.equal(response.json().errorCode, code);
  }
  const malformed = await claim(t, p.token, 'abc');
  assert.equal(malformed.statusCode, 400);
  assert.equal(await worldSnapshot(t), before);
  const listed = await t.app.inject({ method: 'GET', url: `${API.rewards}?view=history`, headers: authed(p.token) });
  assert.equal(listed.json().value.list[0].status, 'expired');
});

test('a trial account and a visitor cannot reach the reward centre', async () => {
  const trial = await t.app.inject({ method: 'POST', url: API.freePlay, headers: { 'x-forwarded-for': '10.9.9.9' } });
  assert.equal(trial.statusCode, 200, trial.body);
  const token = trial.json().value.token as string;
  for (const url of [API.rewards, API.bonusWagering, API.promotionsMine]) {
    const response = await t.app.inject({ method: 'GET', url, headers: authed(token) });
    assert.equal(response.statusCode, 403, `${url} ${response.body}`);
    assert.equal(response.json().errorCode, 'in_need_true_account');
    const visitor = await t.app.inject({ method: 'GET', url });
    assert.equal(visitor.statusCode, 401);
  }
});

test('a 5x bonus blocks withdrawal and transfers out until its turnover is met, to the minor unit', async () => {
  const p = await fundedPlayer(t, 'rwturn', 200_000n);
  const bank = await bindBank(t, p, '009876543210');
  const rewardId = await giveReward(t, p.id, 10_000n, 50_000); // 100.00 at 5x: 500.00 of valid bets
  await claimOk(t, p.token, rewardId);
  let progress = await wageringOf(t, p.token);
  assert.equal(progress.leftMinor, '50000');
  assert.equal(progress.list[0]?.requiredMinor, '50000');

  // Bets settled before the claim count nothing; 499.99 after it leaves one centavo.
  await settledRound(t, p, 70_000n, 0n, at(-60_000));
  t.clock.advanceMs(1_000);
  await settledRound(t, p, 30_000n, 10_000n, at(0));
  await settledRound(t, p, 19_999n, 0n, at(0));
  t.clock.advanceMs(1_000);
  progress = await wageringOf(t, p.token);
  assert.equal(progress.list[0]?.countedMinor, '49999');
  assert.equal(progress.leftMinor, '1');

  const before = await worldSnapshot(t);
  const refused = await requestWithdrawal(t, p, { amountMinor: '10000', payoutAccountId: bank });
  assert.equal(refused.statusCode, 409, refused.body);
  assert.equal(refused.json().errorCode, 'wagering_open');
  assert.equal(await worldSnapshot(t), before, 'nothing changed');

  await settledRound(t, p, 1n, 0n, at(0));
  t.clock.advanceMs(1_000);
  progress = await wageringOf(t, p.token);
  assert.equal(progress.leftMinor, '0');
  assert.equal(progress.list[0]?.status, 'met');
  const allowed = await requestWithdrawal(t, p, { amountMinor: '10000', payoutAccountId: bank });
  assert.equal(allowed.statusCode, 200, allowed.body);
});

test('a bonus granted while another is open counts only bets after it, the older one filling first', async () => {
  const p = await fundedPlayer(t, 'rwchain', 0n);
  await claimOk(t, p.token, await giveReward(t, p.id, 1_000n, 10_000)); // A: 10.00 of turnover
  t.clock.advanceMs(1_000);
  await settledRound(t, p, 600n, 0n, at(0)); // A 6.00
  t.clock.advanceMs(1_000);
  await claimOk(t, p.token, await giveReward(t, p.id, 2_000n, 10_000)); // B: 20.00, starts now
  let list = (await wageringOf(t, p.token)).list; // newest first: B, A
  assert.deepEqual(
    list.map((w) => [w.requiredMinor, w.countedMinor, w.status]),
    [
      ['2000', '0', 'open'],
      ['1000', '600', 'open'],
    ],
  );
  t.clock.advanceMs(1_000);
  await settledRound(t, p, 1_000n, 0n, at(0)); // A takes 4.00 and is met; B 6.00
  t.clock.advanceMs(1_000);
  list = (await wageringOf(t, p.token)).list;
  assert.deepEqual(
    list.map((w) => [w.requiredMinor, w.countedMinor, w.status]),
    [
      ['2000', '600', 'open'],
      ['1000', '1000', 'met'],
    ],
  );
  await settledRound(t, p, 1_400n, 0n, at(0)); // B met exactly
  t.clock.advanceMs(1_000);
  const done = await wageringOf(t, p.token);
  assert.equal(done.leftMinor, '0');
  assert.deepEqual(
    done.list.map((w) => w.status),
    ['met', 'met'],
  );
});

test('staff with promotions.manage waive an open requirement (audited); support staff may not', async () => {
  const p = await fundedPlayer(t, 'rwwaive', 0n);
  await claimOk(t, p.token, await giveReward(t, p.id, 5_000n, 10_000));
  t.clock.advanceMs(1_000);
  await settledRound(t, p, 1_500n, 0n, at(0));
  t.clock.advanceMs(1_000);
  const brandId = await demoBrandId(t.db);
  const owner = await staffSignedIn(t, 'finance');
  const support = await staffSignedIn(t, 'support');
  const view = await asStaff(t, owner, 'GET', `${BO_API.playerRewards}?brandId=${brandId}&username=${p.username}`);
  assert.equal(view.statusCode, 200, view.body);
  const wagering = view.json().value.wagering[0];
  assert.equal(wagering.countedMinor, '1500');
  const url = BO_API.wageringWaive.replace(':id', wagering.id);
  const denied = await asStaff(t, support, 'POST', url, { reason: 'goodwill' });
  assert.equal(denied.statusCode, 403, denied.body);
  const noReason = await asStaff(t, owner, 'POST', url, { reason: ' ' });
  assert.equal(noReason.statusCode, 400, noReason.body);
  const waived = await asStaff(t, owner, 'POST', url, { reason: 'goodwill' });
  assert.equal(waived.statusCode, 200, waived.body);
  const after = await wageringOf(t, p.token);
  assert.equal(after.leftMinor, '0');
  assert.equal(after.list[0]?.status, 'waived');
  assert.equal(after.list[0]?.countedMinor, '1500');
  const [audit] = await t.db.query<{ n: number }>(
    `select count(*)::int as n from staff_audit where action = 'promotions.wagering.waive' and target = $1`,
    [`bonus-wagering:${wagering.id}`],
  );
  assert.equal(audit?.n, 1);
  const again = await asStaff(t, owner, 'POST', url, { reason: 'twice' });
  assert.equal(again.statusCode, 409, again.body);
  assert.equal(again.json().errorCode, 'wagering_not_open');
  const unknown = await asStaff(t, owner, 'GET', `${BO_API.playerRewards}?brandId=${brandId}&username=nobody-here`);
  assert.equal(unknown.statusCode, 404);
  assert.equal(unknown.json().errorCode, 'player_not_found');
});

test('a transfer to the upline is refused while a requirement is open, and nothing moves', async () => {
  const agent = await fundedPlayer(t, 'rwagent', 0n);
  await t.db.query(`update accounts set account_type = 1 where id = $1`, [agent.id]);
  const p = await fundedPlayer(t, 'rwupl', 50_000n);
  await t.db.query(`update accounts set upline_id = $2 where id = $1`, [p.id, agent.id]);
  await claimOk(t, p.token, await giveReward(t, p.id, 1_000n, 10_000));
  const send = () =>
    t.app.inject({
      method: 'POST',
      url: API.transferUpline,
      headers: authed(p.token, { 'idempotency-key': randomUUID() }),
      payload: { amountMinor: '100', currency: 'PHP', paymentPassword: '135790' },
    });
  const before = await worldSnapshot(t);
  const refused = await send();
  assert.equal(refused.statusCode, 409, refused.body);
  assert.equal(refused.json().errorCode, 'wagering_open');
  assert.equal(await worldSnapshot(t), before);
  t.clock.advanceMs(1_000);
  await settledRound(t, p, 1_000n, 0n, at(0));
  t.clock.advanceMs(1_000);
  const sent = await send();
  assert.equal(sent.statusCode, 200, sent.body);
});
