// Claiming a reward and checking in at the same moment (decision 030): both take the player's
// wagering lock before the ledger rows, and both run under the ledger's retry, so a double tap of
// Claim and Check-in never answers 500 and every reward moves its money exactly once.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from '@pkg/contracts/routes';
import { mainBalance } from '../../../test/agent-helpers.ts';
import { authed } from '../../../test/auth-helpers.ts';
import { demoBrandId } from '../../../test/ledger-helpers.ts';
import { claim, giveReward, livePromotion } from '../../../test/reward-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { fundedPlayer } from '../../../test/withdrawal-helpers.ts';
import { checkInvariants } from '../../ledger/invariants.ts';

let t: TestApp;

before(async () => {
  t = await createTestApp({ lotteryPlanEveryMs: 0, lotteryClockEveryMs: 0, agentSettlePlanEveryMs: 0, promotionPlanEveryMs: 0 });
});
after(() => t.close());

test('claim and check-in of one player racing, twice each, 20 rounds: never a 500, each reward paid once', async () => {
  const ROUNDS = 20;
  const p = await fundedPlayer(t, 'raceclaim', 0n);
  const checkin = (promotionId: string) =>
    t.app.inject({ method: 'POST', url: API.promotionCheckin, headers: authed(p.token), payload: { promotionId } });
  let expected = 0n;
  for (let round = 0; round < ROUNDS; round += 1) {
    // Both with a turnover requirement, so both write the player's wagering chain.
    const promotionId = await livePromotion(t, 'checkin', { amountsMinor: ['100'], minValidBetMinor: '0' }, { wageringBp: 10_000 });
    const rewardId = await giveReward(t, p.id, 1_000n, 10_000);
    const [claimA, checkinA, claimB, checkinB] = await Promise.all([
      claim(t, p.token, rewardId),
      checkin(promotionId),
      claim(t, p.token, rewardId),
      checkin(promotionId),
    ]);
    const claims = [claimA, claimB];
    const checkins = [checkinA, checkinB];
    for (const response of [...claims, ...checkins]) assert.notEqual(response.statusCode, 500, `round ${round}: ${response.body}`);
    assert.deepEqual(claims.map((r) => r.statusCode).sort(), [200, 409], `round ${round}: ${claims.map((r) => r.body).join(' | ')}`);
    assert.equal(claims.find((r) => r.statusCode === 409)!.json().errorCode, 'reward_not_claimable');
    assert.deepEqual(checkins.map((r) => r.statusCode).sort(), [200, 409], `round ${round}: ${checkins.map((r) => r.body).join(' | ')}`);
    assert.equal(checkins.find((r) => r.statusCode === 409)!.json().errorCode, 'promotion_already_joined');
    expected += 1_000n + 100n;
  }
  assert.equal(await mainBalance(t, p.id), expected);
  const [moved] = await t.db.query<{ transfers: number; sum: string }>(
    `select count(*)::int as transfers, coalesce(sum(amount), 0)::text as sum from ledger_transfers
      where idempotency_key in (select 'reward:' || id from player_rewards where account_id = $1)`,
    [p.id],
  );
  assert.equal(moved!.transfers, ROUNDS * 2);
  assert.equal(BigInt(moved!.sum), expected);
  const [requirements] = await t.db.query<{ count: number }>(`select count(*)::int as count from bonus_wagering where account_id = $1`, [
    p.id,
  ]);
  assert.equal(requirements!.count, ROUNDS * 2);
  const report = await checkInvariants(t.db, await demoBrandId(t.db));
  assert.ok(
    report.ok,
    JSON.stringify(report, (_, v) => (typeof v === 'bigint' ? v.toString() : v)),
  );
});
