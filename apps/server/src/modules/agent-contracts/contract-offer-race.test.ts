// Two offers to the same downline at the same moment (decision 029), from its upline in the site
// or from two staff members in the back office: the second answers contract_state, as a second
// offer sent after the first does, never internal_error, and one offer waits.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import { contractCall, contractOk, flatSalary, operatorOffer, teamAccount } from '../../../test/agent-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { Player } from '../../../test/wallet-helpers.ts';
import { asStaff, staffSignedIn, type TestStaff } from '../../../test/withdrawal-helpers.ts';
import { demoBrandId } from '../../../test/ledger-helpers.ts';

let t: TestApp;
let A: Player, B: Player;
let staff: TestStaff;

before(async () => {
  t = await createTestApp({ lotteryPlanEveryMs: 0, lotteryClockEveryMs: 0, agentSettlePlanEveryMs: 0 });
  A = await teamAccount(t, 'ra', null, true);
  B = await teamAccount(t, 'rb', A, true);
  staff = await staffSignedIn(t, 'owner');
  const offerId = await operatorOffer(t, staff, A, 'daily_salary', flatSalary(100));
  await contractOk(t, 'daily_salary', A.token, { action: 'accept', contractId: offerId });
});
after(() => t.close());

async function openOffers(downline: Player, kind = 'daily_salary') {
  return t.db.query<{ id: string; rateBp: number }>(
    `select id::text as id, rate_bp as "rateBp" from agent_contracts where downline_id = $1 and kind = $2 and status = 'offered'`,
    [downline.id, kind],
  );
}

test('two simultaneous offers to one downline: one 200, the other contract_state like a sequential second offer; one offer row', async () => {
  for (let round = 0; round < 10; round += 1) {
    const [first, second] = await Promise.all([
      contractCall(t, 'daily_salary', A.token, { action: 'offer', downlineId: B.id, terms: flatSalary(50) }),
      contractCall(t, 'daily_salary', A.token, { action: 'offer', downlineId: B.id, terms: flatSalary(40) }),
    ]);
    const answers = [first, second];
    assert.deepEqual(
      answers.map((r) => r.statusCode).sort(),
      [200, 409],
      `round ${round}: ${answers.map((r) => r.json().errorCode ?? r.statusCode).join(' | ')}`,
    );
    assert.equal(answers.find((r) => r.statusCode === 409)!.json().errorCode, 'contract_state');
    const offers = await openOffers(B);
    assert.equal(offers.length, 1, `round ${round}`);
    // The one that waits is the one that answered 200.
    assert.equal(offers[0]!.rateBp, first.statusCode === 200 ? 50 : 40);
    // A sequential second offer answers the same.
    const sequential = await contractCall(t, 'daily_salary', A.token, { action: 'offer', downlineId: B.id, terms: flatSalary(30) });
    assert.equal(sequential.statusCode, 409, sequential.body);
    assert.equal(sequential.json().errorCode, 'contract_state');
    await contractOk(t, 'daily_salary', A.token, { action: 'withdraw', contractId: offers[0]!.id });
  }
});

test('two staff members offering a top-level agent at once: one 200, the other contract_state; one offer row', async () => {
  const brandId = await demoBrandId(t.db);
  const other = await staffSignedIn(t, 'owner');
  const offer = (by: TestStaff, rateBp: number) =>
    asStaff(t, by, 'POST', BO_API.agentContracts, {
      action: 'offer',
      brandId,
      agentId: A.id,
      kind: 'hourly_salary',
      terms: flatSalary(rateBp),
    });
  for (let round = 0; round < 10; round += 1) {
    const answers = await Promise.all([offer(staff, 100), offer(other, 90)]);
    assert.deepEqual(
      answers.map((r) => r.statusCode).sort(),
      [200, 409],
      `round ${round}: ${answers.map((r) => r.json().errorCode ?? r.statusCode).join(' | ')}`,
    );
    assert.equal(answers.find((r) => r.statusCode === 409)!.json().errorCode, 'contract_state');
    const offers = await openOffers(A, 'hourly_salary');
    assert.equal(offers.length, 1, `round ${round}`);
    const sequential = await offer(staff, 80);
    assert.equal(sequential.statusCode, 409, sequential.body);
    assert.equal(sequential.json().errorCode, 'contract_state');
    await t.db.query(`update agent_contracts set status = 'withdrawn' where id = $1`, [offers[0]!.id]);
  }
});
