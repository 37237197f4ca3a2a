// A first-deposit bonus is not claimable once a withdrawal has been asked for since the first
// deposit (decision 030): the bonus matches money the player brought, which may have left. A
// rejected withdrawal gave the money back and does not count. A claim and a withdrawal sent at the
// same moment both take the player's wagering lock, so exactly one of them goes through.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import { claim, giveReward } from '../../../test/reward-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  asStaff,
  bindBank,
  fundedPlayer,
  requestWithdrawal,
  staffSignedIn,
  walletOf,
  withId,
  worldSnapshot,
} from '../../../test/withdrawal-helpers.ts';
import { checkInvariants } from '../../ledger/invariants.ts';

const DEPOSIT = 100_000n;
const BONUS = 50_000n;
/** Part of the deposit: enough for the withdrawal limits, leaving money in the wallet. */
const WITHDRAWAL = 20_000n;

let t: TestApp;

before(async () => {
  t = await createTestApp({ lotteryPlanEveryMs: 0, lotteryClockEveryMs: 0, agentSettlePlanEveryMs: 0, promotionPlanEveryMs: 0 });
});
after(() => t.close());

test('after a withdrawal request the first-deposit bonus is refused and nothing moves; once rejected it can be claimed', async () => {
  const p = await fundedPlayer(t, 'fdwd', DEPOSIT);
  const bank = await bindBank(t, p);
  const bonus = await giveReward(t, p.id, BONUS, 10_000, null, 'first_deposit');
  const other = await giveReward(t, p.id, 1_000n, 0, null, 'vip');
  const requested = await requestWithdrawal(t, p, { amountMinor: WITHDRAWAL.toString(), payoutAccountId: bank });
  assert.equal(requested.statusCode, 200, requested.body);

  const before = await worldSnapshot(t);
  const refused = await claim(t, p.token, bonus);
  assert.equal(refused.statusCode, 409, refused.body);
  assert.equal(refused.json().errorCode, 'reward_after_withdrawal');
  assert.match(refused.json().message, /withdrawal/);
  assert.equal(await worldSnapshot(t), before, 'nothing changed');
  // Other rewards are not tied to the deposit.
  assert.equal((await claim(t, p.token, other)).statusCode, 200);

  const finance = await staffSignedIn(t, 'finance');
  const id = requested.json().value.id as string;
  const rejected = await asStaff(t, finance, 'POST', withId(BO_API.withdrawalReject, id), { reason: 'Account name does not match' });
  assert.equal(rejected.statusCode, 200, rejected.body);
  const claimed = await claim(t, p.token, bonus);
  assert.equal(claimed.statusCode, 200, claimed.body);
  assert.deepEqual(await walletOf(t, p.walletId), { balance: DEPOSIT + 1_000n + BONUS, held: 0n });
  assert.equal((await checkInvariants(t.db)).ok, true);
});

test('a withdrawal and the first-deposit claim sent together: exactly one goes through, 10 rounds', async () => {
  const outcomes = new Set<string>();
  for (let round = 0; round < 10; round += 1) {
    const p = await fundedPlayer(t, 'fdrace', DEPOSIT);
    const bank = await bindBank(t, p);
    const bonus = await giveReward(t, p.id, BONUS, 10_000, null, 'first_deposit');
    // The claim leaves a little later each round, so some land while the withdrawal hashes the PIN.
    const [withdrawal, claimed] = await Promise.all([
      requestWithdrawal(t, p, { amountMinor: WITHDRAWAL.toString(), payoutAccountId: bank }),
      new Promise((resolve) => setTimeout(resolve, round * 2)).then(() => claim(t, p.token, bonus)),
    ]);
    const codes = [withdrawal, claimed].map((r) => (r.statusCode === 200 ? 'ok' : (r.json().errorCode as string)));
    outcomes.add(codes.join(','));
    // Withdrawal first: the claim is refused. Claim first: its requirement refuses the withdrawal.
    assert.ok(
      ['ok,reward_after_withdrawal', 'wagering_open,ok'].includes(codes.join(',')),
      `round ${round}: withdrawal ${withdrawal.body} | claim ${claimed.body}`,
    );
    const wallet = await walletOf(t, p.walletId);
    assert.deepEqual(wallet, codes[0] === 'ok' ? { balance: DEPOSIT, held: WITHDRAWAL } : { balance: DEPOSIT + BONUS, held: 0n });
  }
  assert.equal((await checkInvariants(t.db)).ok, true);
  console.log('outcomes seen:', [...outcomes].join(' / '));
});
