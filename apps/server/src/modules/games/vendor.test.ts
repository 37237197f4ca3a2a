// Proves the vendor catalogue lists only a brand's enabled vendors, and the game menus group them by type in menu order as a bare object.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from '@pkg/contracts/routes';
import { createTestApp, demoHeaders, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

async function get(url: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: demoHeaders() });
  assert.equal(response.statusCode, 200, response.body);
  return response.json();
}

// The tests below run in order on one app: the first reads the seed, the later ones change it.
test('the vendor list gives the demo vendors in sort order with their catalogue fields', async () => {
  const body = await get(API.vendors);
  assert.equal(body.success, true);
  assert.deepEqual(
    body.value.map((vendor: { vendorCode: string }) => vendor.vendorCode),
    ['BTSLOT', 'BTLIVE', 'BTBINGO', 'BTSABONG', 'BTFAST', 'BTSPORT', 'BTESPORT', 'BTXOSO', 'BTPVP', 'BTFISH'],
  );
  assert.deepEqual(body.value[0], {
    vendorCode: 'BTSLOT',
    vassalage: 'BTSLOT',
    displayName: 'Bituin Slots',
    gameType: 'RNG',
    isHot: true,
    logoUrl: '/vendors/btslot.svg',
    accountTypeId: 1,
    isGame: 'VASSALAGE',
    maintenance: false,
  });
});

test('game menus are a bare object of types in menu order, leaving out types with no vendors', async () => {
  const body = await get(API.gameNav);
  assert.equal(body.success, undefined);
  assert.deepEqual(
    body.menus.map((menu: { gameType: string }) => menu.gameType),
    ['RNG', 'BINGO', 'LIVE', 'COCKFIGHT', 'SPORTS', 'FISH', 'PVP', 'ESPORTS', 'ELOTT', 'LOTT'],
  );
  assert.deepEqual(
    body.menus[0].vendors.map((vendor: { vendorCode: string }) => vendor.vendorCode),
    ['BTSLOT'],
  );
});

test('a disabled vendor is hidden from the list, and its type leaves the menus when it was the only one', async () => {
  await t.db.query(`update game_vendors set enabled = false where vendor_code = 'BTBINGO'`);
  const list = await get(API.vendors);
  assert.ok(!list.value.some((vendor: { vendorCode: string }) => vendor.vendorCode === 'BTBINGO'));
  assert.equal(list.value.length, 9);
  const menus = await get(API.gameNav);
  assert.deepEqual(
    menus.menus.map((menu: { gameType: string }) => menu.gameType),
    ['RNG', 'LIVE', 'COCKFIGHT', 'SPORTS', 'FISH', 'PVP', 'ESPORTS', 'ELOTT', 'LOTT'],
  );
});

test('menu order follows the game type, not the vendor sort order', async () => {
  const [brand] = await t.db.query<{ id: string }>(`select id::text as id from merchants where code = 'bituin'`);
  await t.db.query(
    `insert into game_vendors (merchant_id, vendor_code, vassalage, display_name, game_type, logo_url, sort)
     values ($1, 'ZLIVE', 'ZLIVE', 'Live Hall', 'LIVE', '/vendors/zlive.svg', 99), ($1, 'ASLOT', 'ASLOT', 'A Slots', 'RNG', '/vendors/aslot.svg', 99)`,
    [brand?.id],
  );
  const menus = await get(API.gameNav);
  assert.deepEqual(
    menus.menus.map((menu: { gameType: string }) => menu.gameType),
    ['RNG', 'LIVE', 'COCKFIGHT', 'SPORTS', 'FISH', 'PVP', 'ESPORTS', 'ELOTT', 'LOTT'],
  );
  // Within a type, vendors keep the catalogue order (sort, then code).
  assert.deepEqual(
    menus.menus[0].vendors.map((vendor: { vendorCode: string }) => vendor.vendorCode),
    ['BTSLOT', 'ASLOT'],
  );
});

test('vendors of another brand never show', async () => {
  await t.db.query(`insert into merchants (code, name, logo_url, theme) values ('other', 'Other', '/o.svg', '{}')`);
  const [other] = await t.db.query<{ id: string }>(`select id::text as id from merchants where code = 'other'`);
  await t.db.query(
    `insert into game_vendors (merchant_id, vendor_code, vassalage, display_name, game_type, logo_url)
     values ($1, 'OFISH', 'OFISH', 'Other Fish', 'FISH', '/vendors/ofish.svg')`,
    [other?.id],
  );
  const list = await get(API.vendors);
  assert.ok(!list.value.some((vendor: { vendorCode: string }) => vendor.vendorCode === 'OFISH'));
  const otherMenus = await t.app.inject({ method: 'GET', url: API.gameNav, headers: demoHeaders({ merchant: 'other' }) });
  assert.deepEqual(
    otherMenus.json().menus.map((menu: { gameType: string }) => menu.gameType),
    ['FISH'],
  );
});
