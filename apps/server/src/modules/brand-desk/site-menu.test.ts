// Proves the brand's menu settings, routers and the version 2 login (decision 074): a brand that set
// nothing answers the platform's menu with every page on; an owner's change on the brand desk shows
// on the site's calls at once, in the caller's language, is audited, and a page switched off has its
// calls refused (site_route_off) on that brand only; bad input and other staff change nothing; the
// version 2 login is the login (same refusals, same two-factor hold) answered with menu and routers.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import type { BoBrandView } from '@pkg/contracts/brand-settings';
import { API } from '@pkg/contracts/routes';
import { authed, humanCheck, registerUser, registration, sendSealed } from '../../../test/auth-helpers.ts';
import { demoBrandId } from '../../../test/ledger-helpers.ts';
import { createTestApp, demoHeaders, type TestApp } from '../../../test/test-app.ts';
import { asStaff, staffSignedIn } from '../../../test/withdrawal-helpers.ts';
import { createBrand } from './brand-admin.ts';

let t: TestApp;
let brandId: string;
before(async () => {
  // The brand cache is on (the test clock stands still), so only the desk's invalidation can show a change.
  t = await createTestApp({ brandCacheMs: 60_000 });
  brandId = await demoBrandId(t.db);
  await createBrand(t.db, { code: 'menuother', name: 'Menu Other', domains: ['menuother.localhost'] });
});
after(() => t.close());

const viewUrl = (id = brandId) => `${BO_API.brandSettings}?brandId=${id}`;

async function site(url: string, headers = demoHeaders()) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().value;
}

async function menuAudits(): Promise<Array<{ detail: { before: Record<string, unknown>; after: Record<string, unknown> } }>> {
  return t.db.query(`select detail from staff_audit where action = 'brand.settings' and detail->'after' ? 'siteMenu' order by id`);
}

const ALL_ON = { promotions: true, vip: true, pointMall: true, help: true, app: true, join: true, referral: true };

function loginV2(username: string, password: string, headers: Record<string, string> = {}) {
  return humanCheck(t).then((proof) =>
    sendSealed(t, 'POST', API.loginV2, { type: 'username', username, password, humanCheck: proof }, headers),
  );
}

test('a brand that set nothing answers the platform menu and every page on', async () => {
  assert.deepEqual(await site(API.menuSettings), { order: [], hidden: [], labels: {} });
  assert.deepEqual((await site(API.routers)).routes, ALL_ON);
});

test('an owner hides, orders and names menu entries and switches pages off; the site sees it at once, audited, on that brand only', async () => {
  const member = await registerUser(t, 'menumember');
  // Warm the cache and show the calls work before the change.
  await site(API.routers);
  assert.equal((await t.app.inject({ url: API.pointReward, headers: demoHeaders() })).statusCode, 200);
  assert.equal((await t.app.inject({ url: API.referralInvitation, headers: authed(member.token) })).statusCode, 200);

  const owner = await staffSignedIn(t, 'owner');
  const settings = {
    siteMenu: {
      order: ['promotions', 'home', 'LOTTERY'],
      hidden: ['vip'],
      labels: { promotions: { EN: ' Offers ', TY: 'Mga Alok', ZH: '' } },
    },
    siteRoutesOff: ['pointMall', 'referral'],
  };
  const saved = await asStaff(t, owner, 'POST', BO_API.brandSettings, { brandId, settings });
  assert.equal(saved.statusCode, 200, saved.body);
  const view = saved.json().value as BoBrandView;
  assert.deepEqual(view.siteMenu, {
    order: ['promotions', 'home', 'LOTTERY'],
    hidden: ['vip'],
    labels: { promotions: { EN: 'Offers', TY: 'Mga Alok' } },
  });
  assert.deepEqual(view.siteRoutesOff, ['pointMall', 'referral']);

  assert.deepEqual(await site(API.menuSettings, demoHeaders({ language: 'EN' })), {
    order: ['promotions', 'home', 'LOTTERY'],
    hidden: ['vip'],
    labels: { promotions: 'Offers' },
  });
  assert.deepEqual((await site(API.menuSettings, demoHeaders({ language: 'TY' }))).labels, { promotions: 'Mga Alok' });
  assert.deepEqual((await site(API.menuSettings, demoHeaders({ language: 'ZH' }))).labels, {}, 'no label in Chinese: the site text shows');
  assert.deepEqual((await site(API.routers)).routes, { ...ALL_ON, pointMall: false, referral: false });

  // The switched-off pages' calls are refused, with the code the site translates.
  const goods = await t.app.inject({ url: API.pointReward, headers: demoHeaders() });
  assert.equal(goods.statusCode, 403);
  assert.equal(goods.json().errorCode, 'site_route_off');
  const invitation = await t.app.inject({ url: API.referralInvitation, headers: authed(member.token) });
  assert.equal(invitation.statusCode, 403);
  assert.equal(invitation.json().errorCode, 'site_route_off');
  assert.equal((await t.app.inject({ url: API.pointConfig, headers: demoHeaders() })).statusCode, 200, 'other calls still answer');

  // Another brand keeps the platform's menu and its pages.
  const other = demoHeaders({ merchant: 'menuother' });
  assert.deepEqual(await site(API.menuSettings, other), { order: [], hidden: [], labels: {} });
  assert.deepEqual((await site(API.routers, other)).routes, ALL_ON);
  assert.equal((await t.app.inject({ url: API.pointReward, headers: other })).statusCode, 200);

  const [audit] = (await menuAudits()).slice(-1);
  assert.deepEqual(audit?.detail.before.siteRoutesOff, []);
  assert.deepEqual(audit?.detail.after.siteRoutesOff, ['pointMall', 'referral']);
  assert.deepEqual((audit?.detail.after.siteMenu as { hidden: string[] }).hidden, ['vip']);

  // An empty list turns every page back on.
  const reopened = await asStaff(t, owner, 'POST', BO_API.brandSettings, { brandId, settings: { siteRoutesOff: [] } });
  assert.equal(reopened.statusCode, 200, reopened.body);
  assert.deepEqual((await site(API.routers)).routes, ALL_ON);
  assert.equal((await t.app.inject({ url: API.pointReward, headers: demoHeaders() })).statusCode, 200);
});

test('bad menu settings are refused with a clear code and message, and nothing changes', async () => {
  const owner = await staffSignedIn(t, 'owner');
  const before = (await asStaff(t, owner, 'GET', viewUrl())).json().value as BoBrandView;
  const audits = (await menuAudits()).length;
  const menu = (part: object) => ({ siteMenu: { order: [], hidden: [], labels: {}, ...part } });
  const refusals: Array<[object, number, string, string]> = [
    [menu({ order: ['home', 'promotions', 'home'] }), 400, 'brand_settings_invalid', 'listed twice'],
    [menu({ hidden: ['vip', 'vip'] }), 400, 'brand_settings_invalid', 'listed twice'],
    [menu({ order: ['casino'] }), 400, 'bad_request', 'order'],
    [menu({ labels: { vip: { EN: 'A label far too long for a menu tab' } } }), 400, 'bad_request', 'labels'],
    [menu({ labels: { vip: { FR: 'VIP' } } }), 400, 'bad_request', 'labels'],
    [{ siteRoutesOff: ['casino'] }, 400, 'bad_request', 'siteRoutesOff'],
    [{ siteRoutesOff: 'vip' }, 400, 'bad_request', 'siteRoutesOff'],
  ];
  for (const [settings, status, code, fragment] of refusals) {
    const response = await asStaff(t, owner, 'POST', BO_API.brandSettings, { brandId, settings });
    assert.equal(response.statusCode, status, `${JSON.stringify(settings)}: ${response.body}`);
    assert.equal(response.json().errorCode, code, response.body);
    assert.ok(response.json().message.includes(fragment), `"${fragment}" in ${response.json().message}`);
  }
  assert.deepEqual((await asStaff(t, owner, 'GET', viewUrl())).json().value, before);
  assert.equal((await menuAudits()).length, audits);
});

test('only owners of the brand change the menu and routers', async () => {
  const change = { brandId, settings: { siteRoutesOff: ['vip'] } };
  for (const role of ['finance', 'support', 'auditor']) {
    const staff = await staffSignedIn(t, role);
    const refused = await asStaff(t, staff, 'POST', BO_API.brandSettings, change);
    assert.equal(refused.statusCode, 403, `${role} may not change`);
    assert.equal(refused.json().errorCode, 'forbidden');
  }
  const scoped = await staffSignedIn(t, 'owner', ['menuother']);
  const outside = await asStaff(t, scoped, 'POST', BO_API.brandSettings, change);
  assert.equal(outside.statusCode, 403);
  assert.equal(outside.json().errorCode, 'forbidden');
  assert.equal((await site(API.routers)).routes.vip, true);
});

test('the version 2 login answers the token with the brand code, menu and routers; it refuses and holds as the login does', async () => {
  await registerUser(t, 'menulogin');
  const owner = await staffSignedIn(t, 'owner');
  const settings = { siteMenu: { order: [], hidden: ['app'], labels: { home: { EN: 'Lobby' } } }, siteRoutesOff: ['join'] };
  assert.equal((await asStaff(t, owner, 'POST', BO_API.brandSettings, { brandId, settings })).statusCode, 200);

  const good = await loginV2('menulogin', 'Lakad2026!', { language: 'EN' });
  assert.equal(good.statusCode, 200, good.body);
  const value = good.json().value;
  assert.equal(value.merchantCode, 'bituin');
  assert.equal(value.cpw, false);
  assert.deepEqual(value.menu, { order: [], hidden: ['app'], labels: { home: 'Lobby' } });
  assert.equal(value.routers.routes.join, false);
  const info = await t.app.inject({ url: API.memberInfo, headers: authed(value.token) });
  assert.equal(info.json().value.account, 'menulogin');

  // A wrong password is refused as by the first login and counted by the same service: the next attempt needs the captcha.
  const wrong = await loginV2('menulogin', 'Wrong2026!');
  assert.equal(wrong.statusCode, 401);
  assert.equal(wrong.json().errorCode, 'login.cred.err');
  assert.equal(wrong.json().value, undefined);
  const again = await loginV2('menulogin', 'Lakad2026!');
  assert.equal(again.statusCode, 400);
  assert.equal(again.json().errorCode, 'captcha_required');

  // Plain JSON is refused: the payload must be sealed like every credential call.
  const plain = await t.app.inject({
    method: 'POST',
    url: API.loginV2,
    headers: { ...demoHeaders(), 'content-type': 'application/json' },
    payload: { type: 'username', username: 'menulogin', password: 'Lakad2026!' },
  });
  assert.equal(plain.statusCode, 400);
  assert.equal(plain.json().errorCode, 'encryption_required');

  // From an address the account has not used, the login is held for a second factor: no token, nothing extra.
  const flags = await asStaff(t, owner, 'POST', BO_API.brandSettings, { brandId, settings: { flags: { twoFactorNewIp: true } } });
  assert.equal(flags.statusCode, 200, flags.body);
  // The bank account name is the account's factor.
  const registered = await sendSealed(t, 'PUT', API.register, {
    ...registration('menuheld', 'Lakad2026!', { payeeName: 'Maria Clara' }),
    humanCheck: await humanCheck(t),
  });
  assert.equal(registered.statusCode, 200, registered.body);
  const held = await loginV2('menuheld', 'Lakad2026!', { 'x-forwarded-for': '203.0.113.77' });
  assert.equal(held.statusCode, 401, held.body);
  assert.equal(held.json().errorCode, 'two_factor_required');
  assert.equal(held.json().value, undefined);
});
