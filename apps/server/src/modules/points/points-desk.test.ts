// Proves the back office's points desk: goods created and edited with an uploaded image (served to
// players), settings per brand, the redemption queue (approve; reject refunds the points exactly
// once and returns the stock, even when two staff members reject at once), a player's journal,
// point adjustments under four eyes, permissions (support keeps goods and redemptions; the settings
// and point adjustments, which turn into cash, need points.finance: owner and finance), brand scope
// and the staff audit on every change.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { BO_API, STAFF_COOKIE } from '@pkg/contracts/backoffice-routes';
import { API } from '@pkg/contracts/routes';
import { demoBrandId } from '../../../test/ledger-helpers.ts';
import { createTestApp, demoHeaders, type TestApp } from '../../../test/test-app.ts';
import { addGoods, enablePoints, givePoints, pointsOf, pointsWorld, redeem } from '../../../test/points-helpers.ts';
import { asStaff, fundedPlayer, pngImage, staffSignedIn, withId, type TestStaff } from '../../../test/withdrawal-helpers.ts';

let t: TestApp;
let brandId: string;
let desk: TestStaff;
let second: TestStaff;
let auditor: TestStaff;
let owner: TestStaff;

before(async () => {
  t = await createTestApp();
  brandId = await demoBrandId(t.db);
  await enablePoints(t, { RNG: 10_000n });
  desk = await staffSignedIn(t, 'finance');
  second = await staffSignedIn(t, 'support');
  auditor = await staffSignedIn(t, 'auditor');
  owner = await staffSignedIn(t, 'owner');
});
after(() => t.close());

async function auditCount(action: string): Promise<number> {
  const [row] = await t.db.query<{ n: number }>(`select count(*)::int as n from staff_audit where action = $1`, [action]);
  return row?.n ?? 0;
}

async function goodsForm(staff: TestStaff, url: string, fields: Record<string, string>, image?: Buffer) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (image) form.append('images', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'good.png');
  const request = new Request('http://local/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url,
    headers: {
      cookie: `${STAFF_COOKIE}=${staff.cookie}`,
      'x-backoffice': '1',
      'x-forwarded-for': '10.1.2.3',
      'content-type': request.headers.get('content-type') ?? '',
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

describe('goods', () => {
  test('staff create a good with an image players can see, edit it and switch it off; each change audited', async () => {
    const fields = {
      brandId,
      name: 'Tumbler',
      description: 'Steel, 500 ml',
      kind: 'virtual',
      pointsRequired: '800',
      stock: '3',
      unit: 'pc',
    };
    const created = await goodsForm(desk, BO_API.pointGoods, fields, await pngImage());
    assert.equal(created.statusCode, 200, created.body);
    const good = created.json().value;
    assert.match(good.imageUrl, /^\/wps\/points\/goods\/images\/[0-9a-f-]{36}$/);
    const image = await t.app.inject({ url: good.imageUrl, headers: demoHeaders() });
    assert.equal(image.statusCode, 200);
    assert.equal(image.headers['content-type'], 'image/png');
    const list = await t.app.inject({ url: API.pointReward, headers: demoHeaders() });
    assert.ok(list.json().value.list.some((row: { id: string }) => row.id === good.id));

    const edited = await asStaff(t, desk, 'POST', withId(BO_API.pointGoodsItem, good.id), {
      ...fields,
      stock: 9,
      pointsRequired: '900',
      enabled: false,
    });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.equal(edited.json().value.imageUrl, good.imageUrl, 'the image is kept when none is sent');
    assert.equal(edited.json().value.stock, 9);
    const after = await t.app.inject({ url: API.pointReward, headers: demoHeaders() });
    assert.ok(!after.json().value.list.some((row: { id: string }) => row.id === good.id), 'switched off goods are hidden');
    assert.equal(await auditCount('points.goods.create'), 1);
    assert.equal(await auditCount('points.goods.update'), 1);
  });

  test('bad goods, a read-only role and a foreign brand are refused and change nothing', async () => {
    const world = await pointsWorld(t);
    const bad = await asStaff(t, desk, 'POST', BO_API.pointGoods, {
      brandId,
      name: '',
      kind: 'virtual',
      pointsRequired: '0',
      stock: -1,
      unit: 'pc',
    });
    assert.equal(bad.statusCode, 400);
    const text = await goodsForm(
      desk,
      BO_API.pointGoods,
      { brandId, name: 'X', kind: 'virtual', pointsRequired: '5', stock: '1', unit: 'pc' },
      Buffer.from('not an image'),
    );
    assert.equal(text.statusCode, 415);
    const readOnly = await asStaff(t, auditor, 'POST', BO_API.pointGoods, {
      brandId,
      name: 'Y',
      kind: 'virtual',
      pointsRequired: '5',
      stock: 1,
      unit: 'pc',
    });
    assert.equal(readOnly.statusCode, 403);
    assert.equal((await asStaff(t, auditor, 'GET', `${BO_API.pointGoods}?brandId=${brandId}`)).statusCode, 200);
    const other = { id: String(Number(brandId) + 1000) };
    const scoped = await staffSignedIn(t, 'finance', ['bituin']);
    const foreign = await asStaff(t, scoped, 'POST', BO_API.pointGoods, {
      brandId: other.id,
      name: 'Z',
      kind: 'virtual',
      pointsRequired: '5',
      stock: 1,
      unit: 'pc',
    });
    assert.equal(foreign.statusCode, 403);
    assert.equal(await pointsWorld(t), world);
  });
});

describe('redemption queue', () => {
  test('approve marks a redemption Approved; the points stay spent', async () => {
    const player = await fundedPlayer(t, 'ptqa');
    await givePoints(t, player.id, 1_000n);
    const id = await addGoods(t, { name: 'Pen', points: 100n, stock: 5 });
    const redeemed = (await redeem(t, player, { goodsId: id, quantity: 2 })).json().value;
    const queue = await asStaff(t, auditor, 'GET', `${BO_API.pointRedemptions}?status=in_process`);
    assert.ok(queue.json().value.list.some((row: { id: string }) => row.id === redeemed.id));
    const approved = await asStaff(t, desk, 'POST', withId(BO_API.pointRedemptionApprove, redeemed.id), {});
    assert.equal(approved.statusCode, 200, approved.body);
    assert.equal(approved.json().value.status, 'approved');
    assert.equal(approved.json().value.decidedBy, desk.username);
    const again = await asStaff(t, second, 'POST', withId(BO_API.pointRedemptionReject, redeemed.id), { reason: 'too late now' });
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().errorCode, 'point_redemption_decided');
    assert.equal((await pointsOf(t, player.id)).balance, 800n);
    assert.equal(await auditCount('points.redemption.approve'), 1);
  });

  test('reject with a reason refunds the points exactly once and returns the stock, even when two reject at once', async () => {
    const player = await fundedPlayer(t, 'ptqr');
    await givePoints(t, player.id, 1_000n);
    const id = await addGoods(t, { name: 'Bottle', points: 150n, stock: 4 });
    const redeemed = (await redeem(t, player, { goodsId: id, quantity: 3 })).json().value;
    assert.equal((await pointsOf(t, player.id)).balance, 550n);
    const noReason = await asStaff(t, desk, 'POST', withId(BO_API.pointRedemptionReject, redeemed.id), { reason: '' });
    assert.equal(noReason.statusCode, 400);
    const [a, b] = await Promise.all([
      asStaff(t, desk, 'POST', withId(BO_API.pointRedemptionReject, redeemed.id), { reason: 'Out of this colour' }),
      asStaff(t, second, 'POST', withId(BO_API.pointRedemptionReject, redeemed.id), { reason: 'Duplicate request' }),
    ]);
    assert.deepEqual([a.statusCode, b.statusCode].sort(), [200, 409]);
    assert.deepEqual(await pointsOf(t, player.id), { balance: 1_000n, journal: 1_000n, entries: 3 });
    const [goods] = await t.db.query<{ stock: number; redeemed: number }>(`select stock, redeemed from point_goods where id = $1`, [id]);
    assert.deepEqual(goods, { stock: 4, redeemed: 0 });
    const history = await t.app.inject({ url: API.redeemPointList, headers: { ...demoHeaders(), authorization: player.token } });
    const [row] = history.json().value.list;
    assert.equal(row.status, 'rejected');
    assert.ok(['Out of this colour', 'Duplicate request'].includes(row.reason));
    assert.equal(await auditCount('points.redemption.reject'), 1);
  });
});

describe('settings, journal and adjustments', () => {
  test('settings are saved per brand with their audit and shown to players', async () => {
    const body = {
      brandId,
      enabled: true,
      rates: [
        { gameType: 'RNG', validBetPerPointMinor: '10000' },
        { gameType: 'LIVE', validBetPerPointMinor: '20000' },
      ],
      convertPoints: '50',
      convertCashMinor: '25',
      minConvertPoints: '500',
    };
    const saved = await asStaff(t, desk, 'POST', BO_API.pointSettings, body);
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.json().value.convertPoints, '50');
    const config = (await t.app.inject({ url: API.pointConfig, headers: demoHeaders() })).json().value;
    assert.deepEqual(config.rates, body.rates);
    assert.equal(config.convertCashMinor, '25');
    const bad = await asStaff(t, desk, 'POST', BO_API.pointSettings, { ...body, minConvertPoints: '75' });
    assert.equal(bad.statusCode, 400);
    const twice = await asStaff(t, desk, 'POST', BO_API.pointSettings, { ...body, rates: [body.rates[0], body.rates[0]] });
    assert.equal(twice.statusCode, 400);
    assert.equal((await asStaff(t, auditor, 'POST', BO_API.pointSettings, body)).statusCode, 403);
    assert.equal(await auditCount('points.settings.update'), 1);
  });

  test('an adjustment moves points only when a second staff member approves; the journal shows it', async () => {
    const player = await fundedPlayer(t, 'ptadj');
    const proposed = await asStaff(t, desk, 'POST', BO_API.pointAdjustments, {
      brandId,
      username: player.username,
      points: '250',
      reason: 'Goodwill',
    });
    assert.equal(proposed.statusCode, 200, proposed.body);
    const id = proposed.json().value.id;
    assert.equal((await pointsOf(t, player.id)).balance, 0n);
    const self = await asStaff(t, desk, 'POST', withId(BO_API.pointAdjustmentApprove, id), {});
    assert.equal(self.json().errorCode, 'adjustment_same_staff');
    const approved = await asStaff(t, owner, 'POST', withId(BO_API.pointAdjustmentApprove, id), {});
    assert.equal(approved.statusCode, 200, approved.body);
    assert.equal(approved.json().value.status, 'approved');
    assert.deepEqual(await pointsOf(t, player.id), { balance: 250n, journal: 250n, entries: 1 });

    const debit = await asStaff(t, desk, 'POST', BO_API.pointAdjustments, {
      brandId,
      username: player.username,
      points: '-300',
      reason: 'Too much',
    });
    const refused = await asStaff(t, owner, 'POST', withId(BO_API.pointAdjustmentApprove, debit.json().value.id), {});
    assert.equal(refused.json().errorCode, 'points_insufficient');
    assert.equal((await pointsOf(t, player.id)).balance, 250n);
    const unknown = await asStaff(t, desk, 'POST', BO_API.pointAdjustments, {
      brandId,
      username: 'nobody-here',
      points: '5',
      reason: 'Test',
    });
    assert.equal(unknown.json().errorCode, 'player_not_found');

    const journal = await asStaff(t, auditor, 'GET', `${BO_API.pointPlayer}?brandId=${brandId}&username=${player.username}`);
    assert.equal(journal.statusCode, 200, journal.body);
    assert.equal(journal.json().value.points, '250');
    assert.equal(journal.json().value.entries[0].kind, 'adjust');
    assert.equal(await auditCount('points.adjustment.propose'), 3 - 1);
    assert.equal(await auditCount('points.adjustment.approve'), 1);
  });

  test('support may not change the settings: 403, nothing written; finance and owner may', async () => {
    const before = (await asStaff(t, auditor, 'GET', `${BO_API.pointSettings}?brandId=${brandId}`)).json().value;
    const audited = await auditCount('points.settings.update');
    // The review's case: every points holder could turn points into a fortune.
    const rich = { ...before, convertPoints: '1', convertCashMinor: '999999999999999', minConvertPoints: '1' };
    delete rich.currency;
    delete rich.earnedUntil;
    const refused = await asStaff(t, second, 'POST', BO_API.pointSettings, rich);
    assert.equal(refused.statusCode, 403, refused.body);
    assert.equal(refused.json().errorCode, 'forbidden');
    assert.deepEqual(
      (await asStaff(t, second, 'GET', `${BO_API.pointSettings}?brandId=${brandId}`)).json().value,
      before,
      'support still reads',
    );
    assert.equal(await auditCount('points.settings.update'), audited);

    for (const staff of [desk, owner]) {
      const saved = await asStaff(t, staff, 'POST', BO_API.pointSettings, { ...rich, convertCashMinor: String(50 + audited) });
      assert.equal(saved.statusCode, 200, saved.body);
    }
    assert.equal(await auditCount('points.settings.update'), audited + 2);
    const restore = { ...before };
    delete restore.currency;
    delete restore.earnedUntil;
    assert.equal((await asStaff(t, owner, 'POST', BO_API.pointSettings, restore)).statusCode, 200);
  });

  test('support may neither propose nor decide point adjustments: 403, nothing written', async () => {
    const player = await fundedPlayer(t, 'ptsup');
    const adjustments = async () => (await t.db.query<{ n: number }>(`select count(*)::int as n from point_adjustments`))[0]!.n;
    const count = await adjustments();
    const proposal = { brandId, username: player.username, points: '1000000', reason: 'Goodwill' };
    const proposed = await asStaff(t, second, 'POST', BO_API.pointAdjustments, proposal);
    assert.equal(proposed.statusCode, 403, proposed.body);
    assert.equal(proposed.json().errorCode, 'forbidden');
    assert.equal(await adjustments(), count);

    // A pending adjustment a finance member proposed: support can neither approve nor reject it.
    const pending = await asStaff(t, desk, 'POST', BO_API.pointAdjustments, proposal);
    assert.equal(pending.statusCode, 200, pending.body);
    const id = pending.json().value.id;
    const approve = await asStaff(t, second, 'POST', withId(BO_API.pointAdjustmentApprove, id), {});
    assert.equal(approve.statusCode, 403);
    const reject = await asStaff(t, second, 'POST', withId(BO_API.pointAdjustmentReject, id), { reason: 'Not allowed' });
    assert.equal(reject.statusCode, 403);
    const [row] = await t.db.query<{ status: string }>(`select status from point_adjustments where id = $1`, [id]);
    assert.equal(row?.status, 'pending');
    assert.equal((await pointsOf(t, player.id)).balance, 0n);
    // Support still sees the queue; a second finance-level member decides.
    const listed = await asStaff(t, second, 'GET', `${BO_API.pointAdjustments}?status=pending`);
    assert.ok(listed.json().value.list.some((entry: { id: string }) => entry.id === id));
    const rejected = await asStaff(t, owner, 'POST', withId(BO_API.pointAdjustmentReject, id), { reason: 'Too many points' });
    assert.equal(rejected.statusCode, 200, rejected.body);
    assert.equal((await pointsOf(t, player.id)).balance, 0n);
  });
});
