// Promotions (decision 030): the public list with categories and the 7/30-day filter; applying
// with a comment and images, staff issuing (up to the maximum) or rejecting, and the statuses the
// player sees on the way; the daily check-in with its streak; the raffle; the first-deposit bonus
// and the daily rebate offered by the jobs exactly once (a rerun and a second process add
// nothing); the desk's validation, permissions and audit.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import { API } from '@pkg/contracts/routes';
import { mainBalance, relogin, settledRound } from '../../../test/agent-helpers.ts';
import { authed } from '../../../test/auth-helpers.ts';
import { pngBytes } from '../../../test/deposit-helpers.ts';
import { demoBrandId } from '../../../test/ledger-helpers.ts';
import { secondProcess } from '../../../test/lottery-helpers.ts';
import { claimOk, livePromotion } from '../../../test/reward-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { asStaff, fundedPlayer, staffSignedIn, worldSnapshot, type TestPlayer } from '../../../test/withdrawal-helpers.ts';
import { dayOf, startOfDay, addDays } from '../../lib/gmt8-days.ts';

let t: TestApp;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

before(async () => {
  t = await createTestApp({ lotteryPlanEveryMs: 0, lotteryClockEveryMs: 0, agentSettlePlanEveryMs: 0, promotionPlanEveryMs: 0 });
});
after(() => t.close());

async function statusOf(p: TestPlayer, promotionId: string): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: API.promotionsMine, headers: authed(p.token) });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().value.statuses[promotionId];
}

async function rewardsOf(p: TestPlayer) {
  const response = await t.app.inject({ method: 'GET', url: API.rewards, headers: authed(p.token) });
  return response.json().value.list as { id: string; source: string; promotionId: string | null; amountMinor: string; status: string }[];
}

function multipart(fields: Record<string, string>, images: Buffer[]) {
  const boundary = '----promo' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  images.forEach((bytes, i) => {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="p${i}.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
    );
    parts.push(bytes, Buffer.from('\r\n'));
  });
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

function apply(p: TestPlayer, fields: Record<string, string>, images: Buffer[] = []) {
  const body = multipart(fields, images);
  return t.app.inject({
    method: 'POST',
    url: API.promotionApply,
    headers: authed(p.token, { 'content-type': body.contentType }),
    payload: body.payload,
  });
}

test('the list shows live promotions with their categories; the period filter and a category narrow it; drafts stay hidden', async () => {
  const now = t.clock.now().getTime();
  const running = await livePromotion(t, 'info', {}, { category: 'listing', title: 'Running now' });
  const soon = await livePromotion(t, 'info', {}, { category: 'listing', startsAt: new Date(now + 20 * DAY), title: 'In twenty days' });
  const ended = await livePromotion(
    t,
    'info',
    {},
    { category: 'listing', startsAt: new Date(now - 40 * DAY), endsAt: new Date(now - 10 * DAY) },
  );
  const draft = await livePromotion(t, 'info', {}, { category: 'listing' });
  await t.db.query(`update promotions set status = 'draft' where id = $1`, [draft]);
  const get = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `${API.promotions}${query}` });
    assert.equal(response.statusCode, 200, response.body);
    return response.json().value as { categories: string[]; list: { id: string; status: string }[] };
  };
  const all = await get('?category=listing');
  assert.deepEqual(all.list.map((p) => p.id).sort(), [running, soon].sort());
  assert.ok(all.categories.includes('listing'));
  assert.equal(all.list.find((p) => p.id === soon)?.status, 'comingSoon');
  assert.deepEqual(
    (await get('?category=listing&days=7')).list.map((p) => p.id),
    [running],
  );
  assert.deepEqual((await get('?category=listing&days=30')).list.map((p) => p.id).sort(), [running, soon, ended].sort());
  assert.equal((await get('?category=listing&days=30')).list.find((p) => p.id === ended)?.status, 'Close');
  const bad = await t.app.inject({ method: 'GET', url: `${API.promotions}?days=14` });
  assert.equal(bad.statusCode, 400);
  const hidden = await t.app.inject({ method: 'GET', url: `${API.promotionDetail}?id=${draft}` });
  assert.equal(hidden.statusCode, 404);
  assert.equal(hidden.json().errorCode, 'promotion_not_found');
  const detail = await t.app.inject({ method: 'GET', url: `${API.promotionDetail}?id=${running}` });
  assert.equal(detail.json().value.title, 'Running now');
});

test('applying: comment and images checked, one pending application, staff issue up to the maximum, the player claims', async () => {
  const promotionId = await livePromotion(t, 'apply', { maxBonusMinor: '50000' }, { wageringBp: 20_000 });
  const p = await fundedPlayer(t, 'prapply', 0n);
  assert.equal(await statusOf(p, promotionId), 'Join');
  const before = await worldSnapshot(t);
  const tooLong = await apply(p, { promotionId, comment: 'x'.repeat(141) });
  assert.equal(tooLong.statusCode, 400, tooLong.body);
  const png = await pngBytes();
  const tooMany = await apply(p, { promotionId, comment: 'four' }, [png, png, png, png]);
  assert.equal(tooMany.statusCode, 400, tooMany.body);
  assert.equal(tooMany.json().errorCode, 'upload_too_many');
  const notImage = await apply(p, { promotionId, comment: 'fake' }, [Buffer.from('not an image at all')]);
  assert.equal(notImage.statusCode, 415, notImage.body);
  assert.equal(await worldSnapshot(t), before);

  const applied = await apply(p, { promotionId, comment: 'Birthday bonus please' }, [png, png]);
  assert.equal(applied.statusCode, 200, applied.body);
  assert.equal(await statusOf(p, promotionId), 'Applying');
  const twice = await apply(p, { promotionId, comment: 'again' });
  assert.equal(twice.statusCode, 409);
  assert.equal(twice.json().errorCode, 'promotion_already_joined');

  const finance = await staffSignedIn(t, 'finance');
  const queue = await asStaff(t, finance, 'GET', `${BO_API.promotionApplications}?status=applying`);
  assert.equal(queue.statusCode, 200, queue.body);
  const row = (queue.json().value.list as { id: string; username: string; imageIds: string[]; comment: string }[]).find(
    (a) => a.username === p.username,
  );
  assert.ok(row);
  assert.equal(row.imageIds.length, 2);
  const image = await asStaff(t, finance, 'GET', BO_API.promotionApplicationImage.replace(':id', row.imageIds[0]!));
  assert.equal(image.statusCode, 200);
  assert.equal(image.headers['content-type'], 'image/png');
  const issueUrl = BO_API.promotionApplicationIssue.replace(':id', row.id);
  const over = await asStaff(t, finance, 'POST', issueUrl, { amountMinor: '50001' });
  assert.equal(over.statusCode, 400, over.body);
  assert.equal(over.json().errorCode, 'promotion_amount_too_high');
  const issued = await asStaff(t, finance, 'POST', issueUrl, { amountMinor: '25000' });
  assert.equal(issued.statusCode, 200, issued.body);
  assert.equal(issued.json().value.status, 'issued');
  const again = await asStaff(t, finance, 'POST', issueUrl, { amountMinor: '25000' });
  assert.equal(again.statusCode, 409);
  assert.equal(again.json().errorCode, 'application_state');
  assert.equal(await statusOf(p, promotionId), 'Issued');

  const [reward] = await rewardsOf(p);
  assert.equal(reward?.amountMinor, '25000');
  await claimOk(t, p.token, reward!.id);
  assert.equal(await mainBalance(t, p.id), 25_000n);
  assert.equal(await statusOf(p, promotionId), 'Process'); // 2x: 500.00 of valid bets to go
  const [audit] = await t.db.query<{ n: number }>(
    `select count(*)::int as n from staff_audit where action = 'promotions.application.issue' and target = $1`,
    [`promotion-application:${row.id}`],
  );
  assert.equal(audit?.n, 1);
});

test('a rejected application shows Rejected with the reason kept, and the player may apply again', async () => {
  const promotionId = await livePromotion(t, 'apply', { maxBonusMinor: '1000' });
  const p = await fundedPlayer(t, 'prreject', 0n);
  assert.equal((await apply(p, { promotionId, comment: 'first' })).statusCode, 200);
  const finance = await staffSignedIn(t, 'finance');
  const auditor = await staffSignedIn(t, 'auditor');
  const queue = await asStaff(t, finance, 'GET', BO_API.promotionApplications);
  const row = (queue.json().value.list as { id: string; username: string }[]).find((a) => a.username === p.username)!;
  const url = BO_API.promotionApplicationReject.replace(':id', row.id);
  assert.equal((await asStaff(t, auditor, 'POST', url, { reason: 'no' })).statusCode, 403);
  const rejected = await asStaff(t, finance, 'POST', url, { reason: 'Not your birthday month' });
  assert.equal(rejected.statusCode, 200, rejected.body);
  assert.equal(rejected.json().value.reason, 'Not your birthday month');
  assert.equal(await statusOf(p, promotionId), 'Rejected');
  assert.equal((await apply(p, { promotionId, comment: 'second' })).statusCode, 200);
  assert.equal(await statusOf(p, promotionId), 'Applying');
});

test('check-in pays the streak day at once, once a day; a missed day starts the streak again', async () => {
  const promotionId = await livePromotion(t, 'checkin', { amountsMinor: ['100', '200', '300'], minValidBetMinor: '0' });
  const p = await fundedPlayer(t, 'prcheck', 0n);
  const checkin = () => t.app.inject({ method: 'POST', url: API.promotionCheckin, headers: authed(p.token), payload: { promotionId } });
  const day1 = await checkin();
  assert.equal(day1.statusCode, 200, day1.body);
  assert.equal(day1.json().value.streak, 1);
  assert.equal(await mainBalance(t, p.id), 100n);
  assert.equal(await statusOf(p, promotionId), 'Joined');
  const twice = await checkin();
  assert.equal(twice.statusCode, 409);
  assert.equal(twice.json().errorCode, 'promotion_already_joined');
  const nextDay = async (days = 1) => {
    t.clock.advanceMs(days * DAY);
    await relogin(t, [p]); // the session's idle time has passed
  };
  await nextDay();
  assert.equal((await checkin()).json().value.streak, 2);
  await nextDay();
  assert.equal((await checkin()).json().value.streak, 3);
  await nextDay();
  assert.equal((await checkin()).json().value.streak, 4); // past the table: the last amount repeats
  assert.equal(await mainBalance(t, p.id), 100n + 200n + 300n + 300n);
  await nextDay(2);
  assert.equal((await checkin()).json().value.streak, 1);
  const wrongKind = await t.app.inject({
    method: 'POST',
    url: API.promotionCheckin,
    headers: authed(p.token),
    payload: { promotionId: await livePromotion(t, 'info', {}) },
  });
  assert.equal(wrongKind.statusCode, 409);
  assert.equal(wrongKind.json().errorCode, 'promotion_closed');
});

test('a check-in asking for valid bets yesterday refuses a player without them', async () => {
  const promotionId = await livePromotion(t, 'checkin', { amountsMinor: ['100'], minValidBetMinor: '10000' });
  const p = await fundedPlayer(t, 'prcheckb', 0n);
  const checkin = () => t.app.inject({ method: 'POST', url: API.promotionCheckin, headers: authed(p.token), payload: { promotionId } });
  const refused = await checkin();
  assert.equal(refused.statusCode, 409);
  assert.equal(refused.json().errorCode, 'promotion_not_eligible');
  const yesterday = addDays(dayOf(t.clock.now()), -1);
  await settledRound(t, p, 10_000n, 0n, new Date(startOfDay(yesterday).getTime() + HOUR).toISOString());
  assert.equal((await checkin()).statusCode, 200);
});

test("the raffle draws once a day for players who deposited today's minimum, and offers the prize", async () => {
  const promotionId = await livePromotion(t, 'raffle', { minDepositTodayMinor: '5000', prizes: [{ amountMinor: '777', weight: 1 }] });
  const poor = await fundedPlayer(t, 'prrafp', 0n);
  const draw = (p: TestPlayer) =>
    t.app.inject({ method: 'POST', url: API.raffleClaim, headers: authed(p.token), payload: { promotionId } });
  const refused = await draw(poor);
  assert.equal(refused.statusCode, 409);
  assert.equal(refused.json().errorCode, 'promotion_not_eligible');
  const p = await fundedPlayer(t, 'prrafr', 5_000n);
  const won = await draw(p);
  assert.equal(won.statusCode, 200, won.body);
  assert.equal(won.json().value.prizeMinor, '777');
  assert.equal(won.json().value.reward.status, 'claimable');
  assert.equal((await draw(p)).json().errorCode, 'promotion_already_joined');
  const bad = await t.app.inject({ method: 'POST', url: API.raffleClaim, headers: authed(p.token), payload: { promotionId: 'x' } });
  assert.equal(bad.statusCode, 400);
});

test('the first-deposit bonus is offered once for a first deposit, never for a later one, and a rerun or second process adds nothing', async () => {
  const promotionId = await livePromotion(
    t,
    'first_deposit',
    { percentBp: 5_000, maxBonusMinor: '20000', minDepositMinor: '10000', claimDays: 7 },
    { wageringBp: 30_000 },
  );
  const early = await fundedPlayer(t, 'prfdold', 10_000n); // deposited before: the promotion starts after
  await t.db.query(`update promotions set starts_at = $2 where id = $1`, [
    promotionId,
    new Date(t.clock.now().getTime() + 1).toISOString(),
  ]);
  t.clock.advanceMs(1_000);
  const small = await fundedPlayer(t, 'prfdsml', 9_999n); // below the minimum
  const big = await fundedPlayer(t, 'prfdbig', 100_000n); // 50% capped at 200.00
  const fair = await fundedPlayer(t, 'prfdfar', 30_000n); // 50%: 150.00
  await fundedPlayer(t, 'prfdold2', 0n);
  t.clock.advanceMs(3 * 60_000); // past the two-minute lag
  await t.app.promotionJobs.plan();
  await t.app.promotionJobs.plan();
  const other = await secondProcess(t, { promotionPlanEveryMs: 0 });
  try {
    await other.promotionJobs.plan();
  } finally {
    await other.close();
  }
  // The demo brand's own welcome bonus may offer too once the clock passes its creation: only this promotion's count.
  const offered = async (p: TestPlayer) => (await rewardsOf(p)).filter((r) => r.promotionId === promotionId).map((r) => r.amountMinor);
  assert.deepEqual(await offered(big), ['20000']);
  assert.deepEqual(await offered(fair), ['15000']);
  assert.deepEqual(await offered(small), []);
  assert.deepEqual(await offered(early), []);
  assert.equal(await statusOf(big, promotionId), 'Claim');
});

test('the daily rebate: a share of each game type per GMT+8 day, floored per type, offered once by the job', async () => {
  const promotionId = await livePromotion(
    t,
    'rebate',
    { ratesBp: { RNG: 100, LIVE: 50 }, minRebateMinor: '100', claimDays: 3 },
    { startsAt: startOfDay(dayOf(t.clock.now())) },
  );
  const p = await fundedPlayer(t, 'prreb', 0n);
  const small = await fundedPlayer(t, 'prrebs', 0n);
  const day = dayOf(t.clock.now());
  const brandId = await demoBrandId(t.db);
  const within = new Date(startOfDay(day).getTime() + 2 * HOUR).toISOString();
  await settledRound(t, p, 12_345n, 0n, within); // RNG 123.45 at 1% -> 1.23
  await t.db.query(
    `insert into game_rounds (merchant_id, vendor_code, round_id, account_id, game_code, game_type, currency, stake_minor, win_minor, status, started_at, settled_at)
     values ($1, 'TEST', 'live-' || $2::text, $2::bigint, 'test-live', 'LIVE', 'PHP', 20000, 0, 'settled', $3, $3)`,
    [brandId, p.id, within],
  ); // LIVE 200.00 at 0.5% -> 1.00
  await settledRound(t, small, 9_999n, 0n, within); // 0.99 < the 1.00 minimum
  t.clock.advanceMs(2 * DAY);
  await relogin(t, [p, small]);
  await t.app.promotionJobs.plan();
  await t.app.jobs.drain();
  await t.app.promotionJobs.rebateDay(promotionId, day);
  const rebates = (await rewardsOf(p)).filter((r) => r.promotionId === promotionId);
  assert.deepEqual(
    rebates.map((r) => r.amountMinor),
    ['223'],
  );
  assert.deepEqual(
    (await rewardsOf(small)).filter((r) => r.promotionId === promotionId),
    [],
  );
  await claimOk(t, p.token, rebates[0]!.id);
  const [moved] = await t.db.query<{ code: string }>(`select code from ledger_transfers where idempotency_key = $1`, [
    `reward:${rebates[0]!.id}`,
  ]);
  assert.equal(moved?.code, 'rebate');
});

test('the desk checks rules per kind, sanitises content, audits, and keeps kind and brand fixed', async () => {
  const finance = await staffSignedIn(t, 'finance');
  const support = await staffSignedIn(t, 'support');
  const brandId = await demoBrandId(t.db);
  const input = {
    brandId,
    kind: 'first_deposit',
    category: 'deposit',
    title: 'Welcome 100%',
    summary: 'Double your first deposit',
    content: '<p>Rules</p><script>alert(1)</script>',
    rules: { percentBp: 10_000, maxBonusMinor: '100000', minDepositMinor: '10000', claimDays: 7 },
    wageringBp: 50_000,
    startsAt: t.clock.now().toISOString(),
    status: 'live',
  };
  const denied = await asStaff(t, support, 'POST', BO_API.promotions, input);
  assert.equal(denied.statusCode, 403);
  const badRules = await asStaff(t, finance, 'POST', BO_API.promotions, { ...input, rules: { percentBp: 0 } });
  assert.equal(badRules.statusCode, 400, badRules.body);
  const badDates = await asStaff(t, finance, 'POST', BO_API.promotions, { ...input, endsAt: input.startsAt });
  assert.equal(badDates.statusCode, 400, badDates.body);
  const created = await asStaff(t, finance, 'POST', BO_API.promotions, input);
  assert.equal(created.statusCode, 200, created.body);
  const promotion = created.json().value;
  assert.equal(promotion.content, '<p>Rules</p>');
  const url = BO_API.promotion.replace(':id', promotion.id);
  const changedKind = await t.app.inject({
    method: 'PUT',
    url,
    headers: { cookie: `bo_session=${finance.cookie}`, 'x-backoffice': '1', 'x-forwarded-for': '10.1.2.3' },
    payload: { ...input, kind: 'apply', rules: { maxBonusMinor: '1' } },
  });
  assert.equal(changedKind.statusCode, 400, changedKind.body);
  const closed = await t.app.inject({
    method: 'PUT',
    url,
    headers: { cookie: `bo_session=${finance.cookie}`, 'x-backoffice': '1', 'x-forwarded-for': '10.1.2.3' },
    payload: { ...input, status: 'closed' },
  });
  assert.equal(closed.statusCode, 200, closed.body);
  assert.equal(closed.json().value.status, 'closed');
  const [audit] = await t.db.query<{ n: number }>(`select count(*)::int as n from staff_audit where target = $1`, [
    `promotion:${promotion.id}`,
  ]);
  assert.equal(audit?.n, 2);
  const listed = await t.app.inject({ method: 'GET', url: `${API.promotions}?category=deposit` });
  assert.ok(!(listed.json().value.list as { id: string }[]).some((p) => p.id === promotion.id), 'a closed promotion is not listed');
});
