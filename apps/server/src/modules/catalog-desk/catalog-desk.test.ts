// Proves the back office's catalogue desk (decision 040): every role with brands.read sees a brand's
// vendors, games, game types and deposit channels, only catalog.manage (owner) changes them; staff
// of another brand are refused; bad input answers a clear code and changes nothing; every change is
// in the staff audit with before and after and never a secret; changes reach the site and the
// wallet API and the house slots at once although brands, vendors and games are cached (the app
// here caches them for a minute).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import type { BoChannel, BoGame, BoGamePage, BoGameTypeList, BoVendor, BoVendorList, BoVendorSecret } from '@pkg/contracts/catalog-desk';
import { API } from '@pkg/contracts/routes';
import { authed } from '../../../test/auth-helpers.ts';
import { createBrand, createPlayers, demoBrandId } from '../../../test/ledger-helpers.ts';
import { createTestApp, demoHeaders, type TestApp } from '../../../test/test-app.ts';
import { createVendorSimulator } from '../../../test/vendor-simulator.ts';
import { fund, newPlayer } from '../../../test/wallet-helpers.ts';
import { asStaff, staffSignedIn, type TestStaff } from '../../../test/withdrawal-helpers.ts';
import { listedCodes } from '../games/games.test-kit.ts';
import { slotCall, slotPlayer } from '../house-slots/house-slots.test-kit.ts';

let t: TestApp;
let brandId: string;
let owner: TestStaff;
before(async () => {
  t = await createTestApp({ brandCacheMs: 60_000 });
  brandId = await demoBrandId(t.db);
  owner = await staffSignedIn(t, 'owner');
});
after(() => t.close());

const fill = (path: string, values: Record<string, string>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replace(`:${key}`, encodeURIComponent(value)), path);

async function auditRows(target: string): Promise<Array<{ action: string; staff: string; detail: Record<string, unknown> }>> {
  return t.db.query(`select action, staff_username as staff, detail from staff_audit where target = $1 order by id`, [target]);
}

async function catalogueSnapshot(): Promise<string> {
  const rows = await t.db.query(
    `select (select json_agg(v order by v.vendor_code) from game_vendors v where merchant_id = $1) as vendors,
            (select json_agg(g order by g.vendor_code, g.game_code) from games g where merchant_id = $1) as games,
            (select disabled_game_types from merchants where id = $1) as types,
            (select json_agg(c order by c.code) from deposit_channels c where merchant_id = $1) as channels,
            (select count(*)::int from staff_audit
              where action like 'game%' or action like 'deposit_channel.%' or action = 'brand.game_types') as audits`,
    [brandId],
  );
  return JSON.stringify(rows);
}

test('every role sees the catalogue; only the owner changes it; another brand is refused; nothing changes on a refusal', async () => {
  const before = await catalogueSnapshot();
  for (const role of ['finance', 'support', 'auditor']) {
    const staff = await staffSignedIn(t, role);
    const list = await asStaff(t, staff, 'GET', `${BO_API.catalogVendors}?brandId=${brandId}`);
    assert.equal(list.statusCode, 200, list.body);
    assert.ok((list.json().value as BoVendorList).list.some((vendor) => vendor.vendorCode === 'BTSLOT'));
    assert.equal((await asStaff(t, staff, 'GET', `${BO_API.catalogGames}?brandId=${brandId}`)).statusCode, 200);
    assert.equal((await asStaff(t, staff, 'GET', `${BO_API.catalogGameTypes}?brandId=${brandId}`)).statusCode, 200);
    assert.equal((await asStaff(t, staff, 'GET', `${BO_API.catalogChannels}?brandId=${brandId}`)).statusCode, 200);
    const refusals = [
      asStaff(t, staff, 'POST', fill(BO_API.catalogVendor, { code: 'BTSLOT' }), { brandId, maintenance: true }),
      asStaff(t, staff, 'POST', fill(BO_API.catalogVendorSecret, { code: 'BTBINGO' }), { brandId }),
      asStaff(t, staff, 'POST', BO_API.catalogVendors, { brandId, vendorCode: 'NEWV', displayName: 'New', gameType: 'RNG' }),
      asStaff(t, staff, 'POST', fill(BO_API.catalogGame, { vendor: 'BTSLOT', code: 'lucky-777' }), { brandId, enabled: false }),
      asStaff(t, staff, 'POST', BO_API.catalogGameTypes, { brandId, gameType: 'RNG', offered: false }),
      asStaff(t, staff, 'POST', fill(BO_API.catalogChannel, { code: 'gcash-manual' }), { brandId, enabled: false }),
    ];
    for (const response of await Promise.all(refusals)) {
      assert.equal(response.statusCode, 403, response.body);
      assert.equal(response.json().errorCode, 'forbidden');
    }
  }

  const otherId = await createBrand(t.db);
  const [other] = await t.db.query<{ code: string }>(`select code from merchants where id = $1`, [otherId]);
  const scoped = await staffSignedIn(t, 'owner', [other!.code]);
  assert.equal((await asStaff(t, scoped, 'GET', `${BO_API.catalogVendors}?brandId=${brandId}`)).statusCode, 403);
  assert.equal((await asStaff(t, scoped, 'GET', `${BO_API.catalogChannels}?brandId=${brandId}`)).statusCode, 403);
  const scopedChange = await asStaff(t, scoped, 'POST', fill(BO_API.catalogVendor, { code: 'BTSLOT' }), { brandId, enabled: false });
  assert.equal(scopedChange.statusCode, 403);
  const own = await asStaff(t, scoped, 'GET', `${BO_API.catalogVendors}?brandId=${otherId}`);
  assert.equal(own.statusCode, 200, 'their own brand is fine');
  assert.equal(await catalogueSnapshot(), before);
});

test('bad input answers a clear code and status and changes nothing', async () => {
  const before = await catalogueSnapshot();
  const cases: Array<[string, object, number, string]> = [
    [fill(BO_API.catalogVendor, { code: 'BTSLOT' }), { brandId, launchUrl: 'ftp://vendor.example/{token}' }, 400, 'catalog_invalid'],
    [fill(BO_API.catalogVendor, { code: 'BTSLOT' }), { brandId }, 400, 'catalog_invalid'],
    [fill(BO_API.catalogVendor, { code: 'BTSLOT' }), { brandId, walletType: 'cash' }, 400, 'bad_request'],
    [fill(BO_API.catalogVendor, { code: 'NOPE' }), { brandId, enabled: false }, 404, 'catalog_not_found'],
    [BO_API.catalogVendors, { brandId, vendorCode: 'BTSLOT', displayName: 'Again', gameType: 'RNG' }, 409, 'catalog_exists'],
    [BO_API.catalogVendors, { brandId, vendorCode: 'bad code', displayName: 'X', gameType: 'RNG' }, 400, 'catalog_invalid'],
    [fill(BO_API.catalogVendorSecret, { code: 'BTSLOT' }), { brandId }, 400, 'catalog_invalid'],
    [fill(BO_API.catalogVendorSecret, { code: 'NOPE' }), { brandId }, 404, 'catalog_not_found'],
    [
      BO_API.catalogGames,
      { brandId, vendorCode: 'BTSLOT', gameCode: 'lucky-777', displayName: 'X', gameType: 'RNG' },
      409,
      'catalog_exists',
    ],
    [BO_API.catalogGames, { brandId, vendorCode: 'NOPE', gameCode: 'x', displayName: 'X', gameType: 'RNG' }, 404, 'catalog_not_found'],
    [BO_API.catalogGames, { brandId, vendorCode: 'BTSLOT', gameCode: 'x', displayName: 'X', gameType: 'CARDS' }, 400, 'bad_request'],
    [
      fill(BO_API.catalogGame, { vendor: 'BTSLOT', code: 'lucky-777' }),
      { brandId, iconUrl: 'javascript:alert(1)' },
      400,
      'catalog_invalid',
    ],
    [fill(BO_API.catalogGame, { vendor: 'BTSLOT', code: 'nope' }), { brandId, enabled: false }, 404, 'catalog_not_found'],
    [BO_API.catalogGameTypes, { brandId, gameType: 'CARDS', offered: false }, 400, 'bad_request'],
    [
      fill(BO_API.catalogChannel, { code: 'gcash-manual' }),
      { brandId, minAmountMinor: '900000', maxAmountMinor: '100' },
      400,
      'catalog_invalid',
    ],
    [fill(BO_API.catalogChannel, { code: 'gcash-manual' }), { brandId, minAmountMinor: '12.50' }, 400, 'bad_request'],
    [fill(BO_API.catalogChannel, { code: 'nope-channel' }), { brandId, enabled: false }, 404, 'catalog_not_found'],
    [BO_API.catalogChannels, { brandId, code: 'gcash-manual', kind: 'manual' }, 409, 'catalog_exists'],
    [BO_API.catalogChannels, { brandId, code: 'half-made', kind: 'manual', displayName: 'Half' }, 400, 'catalog_invalid'],
  ];
  for (const [url, body, status, code] of cases) {
    const response = await asStaff(t, owner, 'POST', url, body);
    assert.equal(response.statusCode, status, `${url} ${JSON.stringify(body)}: ${response.body}`);
    assert.equal(response.json().errorCode, code, `${url} ${JSON.stringify(body)}`);
  }
  assert.equal(await catalogueSnapshot(), before);
});

test('the owner adds and edits a vendor; the audit holds before and after', async () => {
  const created = await asStaff(t, owner, 'POST', BO_API.catalogVendors, {
    brandId,
    vendorCode: 'PGDEMO',
    displayName: 'PG Demo',
    gameType: 'RNG',
    logoUrl: '/vendors/pg.svg',
    launchUrl: 'https://launch.pg.example/play?t={token}&g={game}&l={lang}',
    walletType: 'seamless',
    enabled: false,
    sort: 40,
  });
  assert.equal(created.statusCode, 200, created.body);
  const vendor = created.json().value as BoVendor;
  assert.deepEqual([vendor.vassalage, vendor.enabled, vendor.hasWalletSecret, vendor.gameCount], ['PGDEMO', false, false, 0]);

  const edited = await asStaff(t, owner, 'POST', fill(BO_API.catalogVendor, { code: 'PGDEMO' }), {
    brandId,
    displayName: 'PG Soft Demo',
    enabled: true,
    maintenance: true,
    walletType: 'transfer',
  });
  assert.equal(edited.statusCode, 200, edited.body);
  const after = edited.json().value as BoVendor;
  assert.deepEqual(
    [after.displayName, after.enabled, after.maintenance, after.walletType, after.launchUrl],
    ['PG Soft Demo', true, true, 'transfer', 'https://launch.pg.example/play?t={token}&g={game}&l={lang}'],
  );
  const menus = await t.app.inject({ url: API.vendors, headers: demoHeaders() });
  assert.ok(JSON.stringify(menus.json()).includes('PG Soft Demo'), 'the site lists the vendor switched on');

  const audits = await auditRows('game_vendor:PGDEMO');
  assert.deepEqual(
    audits.map((row) => [row.action, row.staff]),
    [
      ['game_vendor.create', owner.username],
      ['game_vendor.update', owner.username],
    ],
  );
  const detail = audits[1]!.detail as { before: BoVendor; after: BoVendor };
  assert.deepEqual([detail.before.displayName, detail.before.enabled], ['PG Demo', false]);
  assert.deepEqual([detail.after.displayName, detail.after.walletType], ['PG Soft Demo', 'transfer']);
});

test('a game switched off leaves the public catalogue at once; games are added, filtered and ordered', async () => {
  const url = fill(BO_API.catalogGame, { vendor: 'BTSLOT', code: 'jungle-ways' });
  assert.ok((await listedCodes(t, { vendor: 'BTSLOT' })).includes('jungle-ways'));
  const off = await asStaff(t, owner, 'POST', url, { brandId, enabled: false });
  assert.equal(off.statusCode, 200, off.body);
  assert.equal((off.json().value as BoGame).enabled, false);
  assert.deepEqual(await listedCodes(t, { vendor: 'BTSLOT' }), ['bituin-lines', 'lucky-777']);
  const offList = await asStaff(t, owner, 'GET', `${BO_API.catalogGames}?brandId=${brandId}&vendor=BTSLOT&state=off`);
  assert.deepEqual(
    (offList.json().value as BoGamePage).list.map((game) => game.gameCode),
    ['jungle-ways'],
  );

  const added = await asStaff(t, owner, 'POST', BO_API.catalogGames, {
    brandId,
    vendorCode: 'BTSLOT',
    gameCode: 'star-ways',
    displayName: 'Star Ways',
    names: { TY: 'Daan ng Bituin' },
    gameType: 'RNG',
    category: 'ways',
    sort: -1,
  });
  assert.equal(added.statusCode, 200, added.body);
  assert.deepEqual(await listedCodes(t, { vendor: 'BTSLOT' }), ['star-ways', 'bituin-lines', 'lucky-777']);
  const moved = await asStaff(t, owner, 'POST', fill(BO_API.catalogGame, { vendor: 'BTSLOT', code: 'star-ways' }), {
    brandId,
    sort: 99,
    category: 'lines',
    maintenance: true,
  });
  assert.equal(moved.statusCode, 200, moved.body);
  assert.deepEqual(await listedCodes(t, { vendor: 'BTSLOT' }), ['bituin-lines', 'lucky-777', 'star-ways']);

  const search = await asStaff(t, owner, 'GET', `${BO_API.catalogGames}?brandId=${brandId}&search=STAR&pageSize=5`);
  const page = search.json().value as BoGamePage;
  assert.deepEqual(
    [page.total, page.list[0]?.category, page.list[0]?.maintenance, page.list[0]?.names],
    [1, 'lines', true, { TY: 'Daan ng Bituin' }],
  );
  const paged = (await asStaff(t, owner, 'GET', `${BO_API.catalogGames}?brandId=${brandId}&pageSize=2&pageNo=2`)).json()
    .value as BoGamePage;
  assert.equal(paged.list.length, 2);
  assert.ok(paged.total > 4);

  await asStaff(t, owner, 'POST', url, { brandId, enabled: true });
  const audits = await auditRows('game:BTSLOT/jungle-ways');
  assert.deepEqual(
    audits.map((row) => (row.detail as { after: BoGame }).after.enabled),
    [false, true],
  );
  assert.equal((audits[0]!.detail as { before: BoGame }).before.enabled, true);
});

test('a house slot put in maintenance refuses the next spin at once although its game is cached', async () => {
  const player = await slotPlayer(t, 100_000n, 'lucky-777');
  const spin = () => slotCall(t, API.houseSlotSpin, player.gameToken, { stakeMinor: '100', spinId: randomUUID() });
  assert.equal((await spin()).statusCode, 200, 'the game is now cached');
  const url = fill(BO_API.catalogGame, { vendor: 'BTSLOT', code: 'lucky-777' });
  assert.equal((await asStaff(t, owner, 'POST', url, { brandId, maintenance: true })).statusCode, 200);
  const refused = await spin();
  assert.deepEqual([refused.statusCode, refused.json().errorCode], [503, 'game_maintenance']);
  assert.equal((await asStaff(t, owner, 'POST', url, { brandId, maintenance: false })).statusCode, 200);
  assert.equal((await spin()).statusCode, 200);
});

test('a game type switched off leaves the site at once although the brand is cached', async () => {
  assert.ok((await listedCodes(t, { vendor: 'BTSLOT' })).length > 0, 'the brand is now cached');
  const off = await asStaff(t, owner, 'POST', BO_API.catalogGameTypes, { brandId, gameType: 'RNG', offered: false });
  assert.equal(off.statusCode, 200, off.body);
  const rng = (off.json().value as BoGameTypeList).list.find((type) => type.gameType === 'RNG');
  assert.equal(rng?.offered, false);
  assert.ok((rng?.categories ?? []).some((category) => category.category === 'classic'));
  assert.deepEqual(await listedCodes(t, { vendor: 'BTSLOT' }), []);
  const on = await asStaff(t, owner, 'POST', BO_API.catalogGameTypes, { brandId, gameType: 'RNG', offered: true });
  assert.equal(on.statusCode, 200, on.body);
  assert.ok((await listedCodes(t, { vendor: 'BTSLOT' })).length > 0);
  const audits = await t.db.query<{ detail: { before: { disabledGameTypes: string[] }; after: { disabledGameTypes: string[] } } }>(
    `select detail from staff_audit where action = 'brand.game_types' and staff_username = $1 order by id`,
    [owner.username],
  );
  assert.deepEqual(
    audits.map((row) => [row.detail.before.disabledGameTypes, row.detail.after.disabledGameTypes]),
    [
      [[], ['RNG']],
      [['RNG'], []],
    ],
  );
});

test('a rotated secret is shown once; the old one fails the wallet signature at once; the audit holds no secret', async () => {
  const rotate = () => asStaff(t, owner, 'POST', fill(BO_API.catalogVendorSecret, { code: 'BTBINGO' }), { brandId });
  const first = await rotate();
  assert.equal(first.statusCode, 200, first.body);
  assert.equal(first.headers['cache-control'], 'no-store');
  const oldSecret = (first.json().value as BoVendorSecret).secret;
  const [id] = await createPlayers(t.db, brandId, 1, 'catsec');
  await fund(t, id!, 10_000n);
  const bingo = createVendorSimulator(t, { vendorCode: 'BTBINGO', secret: oldSecret });
  const session = await bingo.launch({ id: id! }, 'any-game');
  assert.equal((await bingo.client.authenticate({ token: session.token })).status, 'OK', 'the vendor (with its secret) is cached now');

  const second = await rotate();
  const newSecret = (second.json().value as BoVendorSecret).secret;
  assert.notEqual(newSecret, oldSecret);
  assert.equal((await bingo.client.authenticate({ token: session.token })).status, 'INVALID_SIGNATURE');
  const renewed = createVendorSimulator(t, { vendorCode: 'BTBINGO', secret: newSecret });
  assert.equal((await renewed.client.authenticate({ token: session.token })).status, 'OK');

  const vendors = (await asStaff(t, owner, 'GET', `${BO_API.catalogVendors}?brandId=${brandId}`)).json().value as BoVendorList;
  const listed = vendors.list.find((vendor) => vendor.vendorCode === 'BTBINGO');
  assert.equal(listed?.hasWalletSecret, true);
  assert.ok(!JSON.stringify(vendors).includes(newSecret), 'the list never shows the secret');
  const audits = await auditRows('game_vendor:BTBINGO');
  assert.deepEqual(
    audits.map((row) => row.action),
    ['game_vendor.secret_rotate', 'game_vendor.secret_rotate'],
  );
  const trail = JSON.stringify(await t.db.query(`select * from staff_audit`));
  for (const secret of [oldSecret, newSecret]) assert.ok(!trail.includes(secret), 'no secret in the audit');
});

test('payment channels: added with minor-unit limits, edited, switched off; players see each change', async () => {
  const player = await newPlayer(t, 'catch');
  const playerCodes = async () =>
    (await t.app.inject({ url: API.depositChannels, headers: authed(player.token) }))
      .json()
      .value.channels.map((c: { code: string }) => c.code);
  const created = await asStaff(t, owner, 'POST', BO_API.catalogChannels, {
    brandId,
    code: 'maya-manual',
    kind: 'manual',
    displayName: 'Maya',
    minAmountMinor: '10050',
    maxAmountMinor: '5000000',
    expiryMinutes: 30,
    sortOrder: -5,
    provider: 'Maya',
    accountName: 'Bituin Play Inc.',
    accountNumber: '0917 000 1111',
    instructions: { EN: 'Send to the Maya number.', TY: 'Ipadala sa Maya number.' },
  });
  assert.equal(created.statusCode, 200, created.body);
  const channel = created.json().value as BoChannel;
  assert.deepEqual([channel.minAmountMinor, channel.maxAmountMinor, channel.currency, channel.enabled], ['10050', '5000000', 'PHP', true]);
  assert.equal((await playerCodes())[0], 'maya-manual');

  const edited = await asStaff(t, owner, 'POST', fill(BO_API.catalogChannel, { code: 'maya-manual' }), {
    brandId,
    maxAmountMinor: '2000000',
    instructions: { TY: '' },
  });
  assert.equal(edited.statusCode, 200, edited.body);
  const after = edited.json().value as BoChannel;
  assert.deepEqual(
    [after.minAmountMinor, after.maxAmountMinor, after.instructions],
    ['10050', '2000000', { EN: 'Send to the Maya number.' }],
  );

  const off = await asStaff(t, owner, 'POST', fill(BO_API.catalogChannel, { code: 'maya-manual' }), { brandId, enabled: false });
  assert.equal(off.statusCode, 200, off.body);
  assert.ok(!(await playerCodes()).includes('maya-manual'));
  const list = (await asStaff(t, owner, 'GET', `${BO_API.catalogChannels}?brandId=${brandId}`)).json().value;
  assert.equal(list.minorDigits, 2);
  assert.ok(list.list.some((c: BoChannel) => c.code === 'maya-manual' && !c.enabled));

  const audits = await auditRows('deposit_channel:maya-manual');
  assert.deepEqual(
    audits.map((row) => [row.action, row.staff]),
    [
      ['deposit_channel.create', owner.username],
      ['deposit_channel.update', owner.username],
      ['deposit_channel.update', owner.username],
    ],
  );
  const detail = audits[1]!.detail as { before: { maxAmountMinor: string }; after: { maxAmountMinor: string } };
  assert.deepEqual([detail.before.maxAmountMinor, detail.after.maxAmountMinor], ['5000000', '2000000']);
});
