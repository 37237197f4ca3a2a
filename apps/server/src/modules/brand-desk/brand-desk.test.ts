// Proves the back office's brand settings desk (decision 039): an owner changes the brand's look,
// languages, links, about text, downloads, customer service, registration fields, flags, status and
// access rules through brand-admin (the CLI's own check), the site's public calls show the change at
// once although the brand cache is on, and the staff audit keeps what changed before and after.
// Other roles, staff of another brand and bad input are refused and change nothing.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import type { BoBrandView } from '@pkg/contracts/brand-settings';
import { API } from '@pkg/contracts/routes';
import { demoBrandId } from '../../../test/ledger-helpers.ts';
import { createTestApp, demoHeaders, type TestApp } from '../../../test/test-app.ts';
import { asStaff, staffSignedIn } from '../../../test/withdrawal-helpers.ts';
import { createBrand, getBrand } from './brand-admin.ts';

let t: TestApp;
let brandId: string;
before(async () => {
  // The brand cache is on (and the test clock stands still), so only the desk's invalidation can show a change.
  t = await createTestApp({ brandCacheMs: 60_000 });
  brandId = await demoBrandId(t.db);
});
after(() => t.close());

const viewUrl = (id = brandId) => `${BO_API.brandSettings}?brandId=${id}`;

async function site(url: string, headers = demoHeaders()) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().value;
}

async function brandAudits(): Promise<
  Array<{ action: string; target: string; detail: { before: Record<string, unknown>; after: Record<string, unknown> } }>
> {
  return t.db.query(`select action, target, detail from staff_audit where action = 'brand.settings' order by id`);
}

test('an owner changes links, texts, look, languages and registration fields, and the site shows them at once', async () => {
  // Warm the cache with the old values first.
  const old = await site(API.whitelabel);
  assert.equal(old.socialLinks.telegram, 'https://t.me/bituinplay');
  await site(API.systemStatus);

  const owner = await staffSignedIn(t, 'owner');
  const read = await asStaff(t, owner, 'GET', viewUrl());
  assert.equal(read.statusCode, 200, read.body);
  const before = read.json().value as BoBrandView;
  assert.equal(before.code, 'bituin');

  const settings = {
    socialLinks: { telegram: 'https://t.me/bituin_desk' },
    aboutText: { EN: '<p>Play <strong>responsibly</strong>.<script>alert(1)</script></p>', ZH: '' },
    theme: { accent: '#ff8800' },
    languages: ['TY', 'EN', 'ZH'],
    serviceLinks: [
      { kind: 'livechat', label: 'Live chat', url: 'https://chat.bituin.example/' },
      { kind: 'phone', label: 'Hotline', url: 'tel:+639171234567' },
    ],
    resources: [
      { resourceType: 'ANDROID', url: 'https://dl.bituin.example/app.apk', qrCodeUrl: '/brand/qr-android.png', labelNameEn: 'Android' },
    ],
    registerFields: { email: { enabled: true, required: true, patternId: 'email', minLength: 6, maxLength: 64 } },
    flags: { FREEPLAY3: false },
    legalAge: 21,
  };
  const saved = await asStaff(t, owner, 'POST', BO_API.brandSettings, { brandId, settings });
  assert.equal(saved.statusCode, 200, saved.body);
  const after = saved.json().value as BoBrandView;
  assert.equal(after.aboutText.EN, '<p>Play <strong>responsibly</strong>.</p>', 'script removed on the server');
  assert.equal(after.aboutText.ZH, undefined, '"" removes a language');
  assert.equal(after.aboutText.TY, before.aboutText.TY, 'languages not named keep their text');
  assert.equal(after.theme.accent, '#ff8800');
  assert.equal(after.theme.primary, before.theme.primary);

  const look = await site(API.whitelabel);
  assert.equal(look.socialLinks.telegram, 'https://t.me/bituin_desk');
  assert.equal(look.socialLinks.facebook, 'https://www.facebook.com/bituinplay', 'links not named keep theirs');
  assert.equal(look.aboutText, '<p>Play <strong>responsibly</strong>.</p>');
  assert.equal(look.theme.accent, '#ff8800');
  assert.deepEqual(look.languages, ['TY', 'EN', 'ZH']);
  assert.equal(look.legalAge, 21);
  assert.equal(look.flags.FREEPLAY3, false);
  const status = await site(API.systemStatus);
  assert.deepEqual(
    status.customerService.map((link: { kind: string }) => link.kind),
    ['livechat', 'phone'],
  );
  assert.equal(status.resources[0].url, 'https://dl.bituin.example/app.apk');
  const fields = await site(API.registerSetting);
  assert.equal(fields.email.enabled, true);
  assert.equal(fields.email.required, true);
  assert.equal(fields.email.acceptedPattern, '^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$');

  const [audit] = (await brandAudits()).slice(-1);
  assert.equal(audit?.target, 'brand:bituin');
  assert.deepEqual(audit?.detail.before.socialLinks, before.socialLinks);
  assert.deepEqual((audit?.detail.after.socialLinks as { telegram: string }).telegram, 'https://t.me/bituin_desk');
  assert.equal(audit?.detail.before.legalAge, 18);
  assert.equal(audit?.detail.after.legalAge, 21);
  assert.equal(audit?.detail.before.name, undefined, 'only what changed is kept');
  const [who] = await t.db.query<{ staff_username: string }>(
    `select staff_username from staff_audit where action = 'brand.settings' order by id desc limit 1`,
  );
  assert.equal(who?.staff_username, owner.username);
});

test('maintenance and access rules from the desk take effect on the status call at once; blocks are set as whole lists', async () => {
  const owner = await staffSignedIn(t, 'owner');
  const other = await createBrand(t.db, { code: 'deskrules', name: 'Desk Rules', domains: ['deskrules.localhost'] });
  assert.deepEqual(other.disabledGameTypes, ['COCKFIGHT'], 'a new brand starts with sabong off (the Philippines)');
  const [row] = await t.db.query<{ id: string }>(`select id::text as id from merchants where code = 'deskrules'`);
  const headers = demoHeaders({ merchant: 'deskrules' });
  assert.equal((await site(API.systemStatus, headers)).systemStatus, 0);

  const save = (settings: object) => asStaff(t, owner, 'POST', BO_API.brandSettings, { brandId: row!.id, settings });
  assert.equal((await save({ systemStatus: 1 })).statusCode, 200);
  assert.equal((await site(API.systemStatus, headers)).systemStatus, 1);
  assert.equal((await save({ systemStatus: 0, blockedCountries: ['us', 'CN'], blockedIpRanges: ['49.144.0.0/16'] })).statusCode, 200);
  assert.equal((await site(API.systemStatus, headers)).systemStatus, 2, 'the visitor at 49.144.0.1 is blocked');
  const lifted = await save({ blockedCountries: ['CN'], blockedIpRanges: [] });
  assert.equal(lifted.statusCode, 200, lifted.body);
  assert.deepEqual((lifted.json().value as BoBrandView).blockedCountries, ['CN']);
  assert.deepEqual((lifted.json().value as BoBrandView).blockedIpRanges, []);
  assert.equal((await site(API.systemStatus, headers)).systemStatus, 0);
  assert.deepEqual((await getBrand(t.db, 'deskrules'))?.blockedCountries, ['CN']);
});

test('finance, support and auditors may look but not change; staff of another brand may do neither', async () => {
  const change = { brandId, settings: { socialLinks: { youtube: 'https://www.youtube.com/@hijack' } } };
  const audits = (await brandAudits()).length;
  for (const role of ['finance', 'support', 'auditor']) {
    const staff = await staffSignedIn(t, role);
    assert.equal((await asStaff(t, staff, 'GET', viewUrl())).statusCode, 200, `${role} may look`);
    const refused = await asStaff(t, staff, 'POST', BO_API.brandSettings, change);
    assert.equal(refused.statusCode, 403, `${role} may not change`);
    assert.equal(refused.json().errorCode, 'forbidden');
  }
  await createBrand(t.db, { code: 'deskscope', name: 'Desk Scope' });
  const scoped = await staffSignedIn(t, 'owner', ['deskscope']);
  assert.equal((await asStaff(t, scoped, 'GET', viewUrl())).statusCode, 403);
  const outside = await asStaff(t, scoped, 'POST', BO_API.brandSettings, change);
  assert.equal(outside.statusCode, 403);
  assert.equal(outside.json().errorCode, 'forbidden');

  const owner = await staffSignedIn(t, 'owner');
  const missing = await asStaff(t, owner, 'GET', viewUrl('999999'));
  assert.equal(missing.statusCode, 404);
  assert.equal((await site(API.whitelabel)).socialLinks.youtube, 'https://www.youtube.com/@bituinplay');
  assert.equal((await brandAudits()).length, audits);
});

test('bad settings are refused with a clear code and every problem named, and nothing changes', async () => {
  const owner = await staffSignedIn(t, 'owner');
  const before = (await asStaff(t, owner, 'GET', viewUrl())).json().value as BoBrandView;
  const audits = (await brandAudits()).length;
  const refusals: Array<[object, string, string[]]> = [
    [{ theme: { primary: 'red' } }, 'brand_settings_invalid', ['#1a2b3c']],
    [{ socialLinks: { telegram: 'javascript:alert(1)' } }, 'brand_settings_invalid', ['https URL']],
    [{ languages: ['EN'], defaultLanguage: 'TY' }, 'brand_settings_invalid', ['default language']],
    [{ languages: ['EN'] }, 'brand_settings_invalid', ['not one of the languages offered']],
    [{ aboutText: { EN: '<script>alert(1)</script>' } }, 'brand_settings_invalid', ['unsafe HTML']],
    [
      { registerFields: { username: { enabled: false, required: false, patternId: 'any', minLength: 1, maxLength: 10 } } },
      'brand_settings_invalid',
      ['always shown'],
    ],
    [
      { registerFields: { email: { enabled: true, required: true, patternId: 'email', minLength: 9, maxLength: 3 } } },
      'brand_settings_invalid',
      ['lengths'],
    ],
    [{ serviceLinks: [{ kind: 'email', label: 'Mail', url: 'https://mail.example' }] }, 'brand_settings_invalid', ['mailto:']],
    [{ legalAge: 12, blockedIpRanges: ['not-a-range'] }, 'brand_settings_invalid', ['legal age 12', 'IP range']],
    [{ flags: { googleLogin: true } }, 'brand_settings_invalid', ['google']],
    [{ addDomains: ['deskrules.localhost'] }, 'brand_domain_taken', ['deskrules']],
    [{ unknownSetting: true }, 'bad_request', []],
    [{ systemStatus: 7 }, 'bad_request', []],
  ];
  for (const [settings, code, fragments] of refusals) {
    const response = await asStaff(t, owner, 'POST', BO_API.brandSettings, { brandId, settings });
    assert.equal(response.json().errorCode, code, `${JSON.stringify(settings)}: ${response.body}`);
    assert.equal(response.statusCode, code === 'brand_domain_taken' ? 409 : 400);
    for (const fragment of fragments) assert.ok(response.json().message.includes(fragment), `"${fragment}" in ${response.json().message}`);
  }
  const after = (await asStaff(t, owner, 'GET', viewUrl())).json().value as BoBrandView;
  assert.deepEqual(after, before);
  assert.equal((await brandAudits()).length, audits);
});
