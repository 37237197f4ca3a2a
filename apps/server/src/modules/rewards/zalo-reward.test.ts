// The Zalo reward (decision 075): the player claims with their Zalo number (checked, linked to the
// profile), staff confirm in the applications queue (issue up to the maximum) or refuse with a
// reason, audited; the issued reward is claimed through the reward centre into the wallet with its
// wagering. Once per player, two claims at once make one; the desk holds the 131K cap per currency.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import { API } from '@pkg/contracts/routes';
import { translate } from '@pkg/i18n/messages';
import { mainBalance } from '../../../test/agent-helpers.ts';
import { authed } from '../../../test/auth-helpers.ts';
import { demoBrandId } from '../../../test/ledger-helpers.ts';
import { claimOk, livePromotion, wageringOf } from '../../../test/reward-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { asStaff, fundedPlayer, staffSignedIn, type TestPlayer } from '../../../test/withdrawal-helpers.ts';

let t: TestApp;

before(async () => {
  t = await createTestApp({ lotteryPlanEveryMs: 0, lotteryClockEveryMs: 0, agentSettlePlanEveryMs: 0, promotionPlanEveryMs: 0 });
});
after(() => t.close());

const OA = 'https://zalo.me/4200000000000000042';

function claimZalo(p: TestPlayer, payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: API.promotionZalo, headers: authed(p.token, headers), payload });
}

async function statusOf(p: TestPlayer, promotionId: string): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: API.promotionsMine, headers: authed(p.token) });
  return response.json().value.statuses[promotionId];
}

/** What a refused claim must leave as it was: applications, profiles and rewards. */
async function snapshot(): Promise<string> {
  const [row] = await t.db.query<{ s: string }>(
    `select concat_ws('|', (select count(*) from promotion_applications), (select count(*) from player_rewards),
       (select string_agg(id || ':' || coalesce(profile->>'zalo', '-'), ',' order by id) from accounts)) as s`,
  );
  return row!.s;
}

async function queued(staff: Awaited<ReturnType<typeof staffSignedIn>>, username: string) {
  const queue = await asStaff(t, staff, 'GET', `${BO_API.promotionApplications}?status=applying`);
  assert.equal(queue.statusCode, 200, queue.body);
  return (queue.json().value.list as { id: string; username: string; zalo: string | null }[]).find((a) => a.username === username);
}

test('a claim names a Zalo number; staff confirm; the reward reaches the wallet with its wagering; once per player', async () => {
  const promotionId = await livePromotion(t, 'zalo', { maxBonusMinor: '29000', oaUrl: OA }, { wageringBp: 30_000 });
  const p = await fundedPlayer(t, 'zalook', 0n);
  assert.equal(await statusOf(p, promotionId), 'Join');

  const claimed = await claimZalo(p, { promotionId, zalo: '0912 345-678' });
  assert.equal(claimed.statusCode, 200, claimed.body);
  assert.equal(claimed.json().value.status, 'Applying');
  assert.equal(await statusOf(p, promotionId), 'Applying');
  const [profile] = await t.db.query<{ zalo: string }>(`select profile->>'zalo' as zalo from accounts where id = $1`, [p.id]);
  assert.equal(profile?.zalo, '0912345678', 'the number is linked to the profile, as typed without separators');

  const finance = await staffSignedIn(t, 'finance');
  const row = await queued(finance, p.username);
  assert.equal(row?.zalo, '0912345678');
  const issueUrl = BO_API.promotionApplicationIssue.replace(':id', row!.id);
  const over = await asStaff(t, finance, 'POST', issueUrl, { amountMinor: '29001' });
  assert.equal(over.json().errorCode, 'promotion_amount_too_high');
  const issued = await asStaff(t, finance, 'POST', issueUrl, { amountMinor: '29000' });
  assert.equal(issued.statusCode, 200, issued.body);
  assert.equal(await statusOf(p, promotionId), 'Issued');

  const rewards = await t.app.inject({ method: 'GET', url: API.rewards, headers: authed(p.token) });
  const reward = (rewards.json().value.list as { id: string; promotionId: string; amountMinor: string; source: string }[]).find(
    (r) => r.promotionId === promotionId,
  );
  assert.equal(reward?.amountMinor, '29000');
  assert.equal(reward?.source, 'promotion');
  await claimOk(t, p.token, reward!.id);
  assert.equal(await mainBalance(t, p.id), 29_000n);
  const wagering = await wageringOf(t, p.token);
  assert.equal(wagering.list[0]?.requiredMinor, '87000', '3x of the bonus to wager');
  assert.equal(await statusOf(p, promotionId), 'Process');

  // Once per player: an issued claim stays the only one.
  const again = await claimZalo(p, { promotionId, zalo: '0912345678' });
  assert.equal(again.statusCode, 409);
  assert.equal(again.json().errorCode, 'promotion_already_joined');
  const [audit] = await t.db.query<{ n: number }>(
    `select count(*)::int as n from staff_audit where action = 'promotions.application.issue' and target = $1`,
    [`promotion-application:${row!.id}`],
  );
  assert.equal(audit?.n, 1);
});

test('bad input and closed promotions answer a code, a status and a translated message, and change nothing', async () => {
  const promotionId = await livePromotion(t, 'zalo', { maxBonusMinor: '10000', oaUrl: OA });
  const other = await livePromotion(t, 'apply', { maxBonusMinor: '10000' });
  const ended = await livePromotion(
    t,
    'zalo',
    { maxBonusMinor: '10000', oaUrl: OA },
    { startsAt: new Date(t.clock.now().getTime() - 7_200_000), endsAt: new Date(t.clock.now().getTime() - 3_600_000) },
  );
  const p = await fundedPlayer(t, 'zalobad', 0n);
  const before = await snapshot();

  const badNumber = await claimZalo(p, { promotionId, zalo: '12ab' }, { language: 'VI' });
  assert.equal(badNumber.statusCode, 400, badNumber.body);
  assert.equal(badNumber.json().errorCode, 'field_invalid');
  assert.equal(badNumber.json().field, 'zalo');
  assert.ok(badNumber.json().message.startsWith(translate('VI', 'errors.field_invalid')), badNumber.json().message);
  assert.equal((await claimZalo(p, { promotionId, zalo: '1234567' })).json().errorCode, 'field_invalid', 'too short');
  assert.equal((await claimZalo(p, { promotionId })).json().errorCode, 'field_invalid', 'missing');
  const badId = await claimZalo(p, { promotionId: 'x', zalo: '0912345678' });
  assert.equal(badId.statusCode, 400);
  assert.equal(badId.json().errorCode, 'bad_request');
  const notZalo = await claimZalo(p, { promotionId: other, zalo: '0912345678' });
  assert.equal(notZalo.statusCode, 409);
  assert.equal(notZalo.json().errorCode, 'promotion_closed');
  const closed = await claimZalo(p, { promotionId: ended, zalo: '0912345678' }, { language: 'EN' });
  assert.equal(closed.statusCode, 409);
  assert.equal(closed.json().message, translate('EN', 'errors.promotion_closed'));
  const missing = await claimZalo(p, { promotionId: '999999999', zalo: '0912345678' });
  assert.equal(missing.statusCode, 404);
  assert.equal(missing.json().errorCode, 'promotion_not_found');
  const visitor = await t.app.inject({ method: 'POST', url: API.promotionZalo, payload: { promotionId, zalo: '0912345678' } });
  assert.equal(visitor.statusCode, 401);
  assert.equal(await snapshot(), before);
});

test('two claims at once make one application; a refusal keeps its reason, is audited, and the player may claim again', async () => {
  const promotionId = await livePromotion(t, 'zalo', { maxBonusMinor: '5000', oaUrl: OA });
  const p = await fundedPlayer(t, 'zalorace', 0n);
  const answers = await Promise.all([
    claimZalo(p, { promotionId, zalo: '+84912000111' }),
    claimZalo(p, { promotionId, zalo: '+84912000111' }),
  ]);
  assert.deepEqual(answers.map((a) => a.statusCode).sort(), [200, 409], answers.map((a) => a.body).join(' '));
  const [count] = await t.db.query<{ n: number }>(
    `select count(*)::int as n from promotion_applications where promotion_id = $1 and account_id = $2`,
    [promotionId, p.id],
  );
  assert.equal(count?.n, 1);

  const finance = await staffSignedIn(t, 'finance');
  const auditor = await staffSignedIn(t, 'auditor');
  const row = await queued(finance, p.username);
  const issueUrl = BO_API.promotionApplicationIssue.replace(':id', row!.id);
  const rejectUrl = BO_API.promotionApplicationReject.replace(':id', row!.id);
  assert.equal((await asStaff(t, auditor, 'POST', rejectUrl, { reason: 'no' })).statusCode, 403);
  assert.equal((await asStaff(t, finance, 'POST', rejectUrl, { reason: '' })).statusCode, 400);
  // Confirm and refuse at once: one decision wins, the other answers application_state.
  const decided = await Promise.all([
    asStaff(t, finance, 'POST', rejectUrl, { reason: 'Not among the official account followers' }),
    asStaff(t, finance, 'POST', issueUrl, { amountMinor: '5000' }),
  ]);
  const codes = decided.map((d) => d.statusCode).sort();
  assert.deepEqual(codes, [200, 409], decided.map((d) => d.body).join(' '));
  const [rewards] = await t.db.query<{ n: number }>(`select count(*)::int as n from player_rewards where account_id = $1`, [p.id]);
  if (decided[0]!.statusCode === 200) {
    assert.equal(rewards?.n, 0, 'refused: nothing offered');
    assert.equal(await statusOf(p, promotionId), 'Rejected');
    const [audit] = await t.db.query<{ detail: { reason: string } }>(
      `select detail from staff_audit where action = 'promotions.application.reject' and target = $1`,
      [`promotion-application:${row!.id}`],
    );
    assert.equal(audit?.detail.reason, 'Not among the official account followers');
    const retried = await claimZalo(p, { promotionId, zalo: '+84912000111' });
    assert.equal(retried.statusCode, 200, retried.body);
  } else {
    assert.equal(rewards?.n, 1, 'confirmed: offered once');
  }
});

test('the desk offers the kind: rules checked, the cap of the brand currency held (PHP 290), and an OA link asked', async () => {
  const finance = await staffSignedIn(t, 'finance');
  const brandId = await demoBrandId(t.db);
  const input = {
    brandId,
    kind: 'zalo',
    category: 'zalo',
    title: 'Zalo reward',
    summary: 'Follow us on Zalo',
    content: '',
    rules: { maxBonusMinor: '29000', oaUrl: OA },
    wageringBp: 10_000,
    startsAt: t.clock.now().toISOString(),
    status: 'live',
  };
  const overCap = await asStaff(t, finance, 'POST', BO_API.promotions, { ...input, rules: { maxBonusMinor: '29001', oaUrl: OA } });
  assert.equal(overCap.statusCode, 400, overCap.body);
  assert.equal(overCap.json().errorCode, 'zalo_reward_cap');
  assert.equal(overCap.json().capMinor, '29000');
  const badLink = await asStaff(t, finance, 'POST', BO_API.promotions, {
    ...input,
    rules: { maxBonusMinor: '100', oaUrl: 'https://evil.example/x' },
  });
  assert.equal(badLink.statusCode, 400, badLink.body);
  const created = await asStaff(t, finance, 'POST', BO_API.promotions, input);
  assert.equal(created.statusCode, 200, created.body);
  assert.equal(created.json().value.kind, 'zalo');
  const url = BO_API.promotion.replace(':id', created.json().value.id);
  const raised = await asStaff(t, finance, 'PUT', url, { ...input, rules: { maxBonusMinor: '50000', oaUrl: OA } });
  assert.equal(raised.json().errorCode, 'zalo_reward_cap');
  // A currency without a fixed equivalent cannot run the kind.
  await t.db.query(`update merchants set currency_code = 'EUR' where id = $1`, [brandId]);
  try {
    const euro = await asStaff(t, finance, 'POST', BO_API.promotions, input);
    assert.equal(euro.json().errorCode, 'zalo_reward_cap');
  } finally {
    await t.db.query(`update merchants set currency_code = 'PHP' where id = $1`, [brandId]);
  }
});
