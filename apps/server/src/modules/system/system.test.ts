// Proves the system calls answer each brand's status for the visitor, its look, registration rules, domains, help and dialing codes.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from '@pkg/contracts/routes';
import { VALIDATION_PATTERNS } from '@pkg/contracts/validation-patterns';
import { createTestApp, demoHeaders, type TestApp } from '../../../test/test-app.ts';
import { DEFAULT_FIELD_RULES } from './register-defaults.ts';

const US_IP = '8.8.8.8';
const PH_IP = '49.144.0.1';

// Calls that only read share one app; calls that change the brand build their own.
let shared: TestApp;
before(async () => {
  shared = await createTestApp();
});
after(() => shared.close());

async function withApp(fn: (t: TestApp) => Promise<void>) {
  const t = await createTestApp();
  try {
    await fn(t);
  } finally {
    await t.close();
  }
}

async function getValue(t: TestApp, url: string, headers = demoHeaders()) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  assert.equal(response.statusCode, 200, response.body);
  const body = response.json();
  assert.equal(body.success, true);
  return body.value;
}

test('status is normal for a visitor the brand does not block, with their address and country', async () => {
  const value = await getValue(shared, API.systemStatus, demoHeaders({ 'x-forwarded-for': US_IP }));
  assert.equal(value.systemStatus, 0);
  assert.equal(value.merchantCode, 'bituin');
  assert.deepEqual(value.location, { ip: US_IP, country: 'US' });
  assert.equal(value.flags.FREEPLAY3, true);
  assert.ok(value.customerService.some((link: { kind: string }) => link.kind === 'email'));

  const fromPh = await getValue(shared, API.systemStatus);
  assert.deepEqual(fromPh.location, { ip: PH_IP, country: 'PH' });
});

test('status is maintenance (1) for everyone while the brand is in maintenance', async () => {
  await withApp(async (t) => {
    await t.db.query(`update merchants set system_status = 1 where code = 'bituin'`);
    for (const ip of [US_IP, PH_IP]) {
      const value = await getValue(t, API.systemStatus, demoHeaders({ 'x-forwarded-for': ip }));
      assert.equal(value.systemStatus, 1);
    }
  });
});

test('status is region restriction (2) for a visitor from a blocked country, and normal for others', async () => {
  await withApp(async (t) => {
    await t.db.query(`update merchants set blocked_countries = '{US}' where code = 'bituin'`);
    const blocked = await getValue(t, API.systemStatus, demoHeaders({ 'x-forwarded-for': US_IP }));
    assert.equal(blocked.systemStatus, 2);
    assert.deepEqual(blocked.location, { ip: US_IP, country: 'US' });
    const allowed = await getValue(t, API.systemStatus, demoHeaders({ 'x-forwarded-for': PH_IP }));
    assert.equal(allowed.systemStatus, 0);
  });
});

test('status is region restriction (2) for a visitor inside a blocked IP range', async () => {
  await withApp(async (t) => {
    await t.db.query(`update merchants set blocked_ip_ranges = '{49.144.0.0/16, 2001:db8::/32}' where code = 'bituin'`);
    const blocked = await getValue(t, API.systemStatus, demoHeaders({ 'x-forwarded-for': PH_IP }));
    assert.equal(blocked.systemStatus, 2);
    assert.deepEqual(blocked.location, { ip: PH_IP, country: 'PH' });
    const blockedV6 = await getValue(t, API.systemStatus, demoHeaders({ 'x-forwarded-for': '2001:db8::7' }));
    assert.equal(blockedV6.systemStatus, 2);
    const outside = await getValue(t, API.systemStatus, demoHeaders({ 'x-forwarded-for': '49.145.0.1' }));
    assert.equal(outside.systemStatus, 0);
  });
});

test('whitelabel gives the brand look, and the about text in the asked language', async () => {
  const en = await getValue(shared, API.whitelabel);
  assert.equal(en.merchantCode, 'bituin');
  assert.equal(en.name, 'Bituin Play');
  assert.equal(en.logoUrl, '/brand/bituin-logo.svg');
  assert.equal(en.theme.primary, '#0b6e4f');
  assert.deepEqual(en.languages, ['TY', 'EN', 'ZH', 'TH', 'VI']);
  assert.equal(en.legalAge, 18);
  assert.equal(en.currency.symbol, '₱');
  assert.match(en.aboutText, /^Bituin Play is online entertainment/);

  const ty = await getValue(shared, API.whitelabel, demoHeaders({ language: 'TY' }));
  assert.match(ty.aboutText, /^Ang Bituin Play/);
  const zh = await getValue(shared, API.whitelabel, demoHeaders({ language: 'zh' }));
  assert.match(zh.aboutText, /^Bituin Play 是/);
});

test('whitelabel about text falls back to English for a catalogue language that is not shipped', async () => {
  const de = await getValue(shared, API.whitelabel, demoHeaders({ language: 'DE' }));
  assert.match(de.aboutText, /^Bituin Play is online entertainment/);
});

test('registration settings give the default rule where the brand stored none', async () => {
  const value = await getValue(shared, API.registerSetting);
  assert.deepEqual(value.username, DEFAULT_FIELD_RULES.username);
  assert.deepEqual(value.email, DEFAULT_FIELD_RULES.email);
  assert.equal(value.password.required, true);
  assert.equal(value.qqNum.enabled, false);
});

test('registration settings give the brand rule it stored, and the default when its pattern id is unknown', async () => {
  await withApp(async (t) => {
    const [brand] = await t.db.query<{ id: string }>(`select id::text as id from merchants where code = 'bituin'`);
    await t.db.query(
      `insert into register_field_settings (merchant_id, field, enabled, required, pattern_id, min_length, max_length)
       values ($1, 'email', true, true, 'email', 8, 40), ($1, 'qqNum', true, true, 'no-such-pattern', 5, 12)`,
      [brand?.id],
    );
    const value = await getValue(t, API.registerSetting);
    assert.deepEqual(value.email, {
      enabled: true,
      required: true,
      patternId: 'email',
      acceptedPattern: VALIDATION_PATTERNS.email,
      minLength: 8,
      maxLength: 40,
    });
    assert.deepEqual(value.qqNum, DEFAULT_FIELD_RULES.qqNum);
  });
});

test('domain route lists the brand domains, primary first, each with speed 0', async () => {
  const value = await getValue(shared, API.domainRoute);
  assert.deepEqual(value.domainList, [
    { domain: 'localhost', primary: true, speed: 0 },
    { domain: '127.0.0.1', primary: false, speed: 0 },
  ]);
});

test('help centre answers in Filipino and in English', async () => {
  const ty = await getValue(shared, API.helpCenter, demoHeaders({ language: 'TY' }));
  assert.equal(ty.language, 'TY');
  assert.deepEqual(
    ty.categories.map((category: { id: string }) => category.id),
    ['account', 'funds', 'responsible-gaming'],
  );
  assert.equal(ty.categories[0].articles[0].title, 'Paano magparehistro');

  const en = await getValue(shared, API.helpCenter);
  assert.equal(en.language, 'EN');
  assert.equal(en.categories[0].title, 'Account');
  assert.equal(en.categories[0].articles[0].title, 'How to register');
  assert.match(en.categories[0].articles[0].content, /<strong>Register<\/strong>/);
});

test('help centre falls back to English for a language with no articles, and says which language it served', async () => {
  const zh = await getValue(shared, API.helpCenter, demoHeaders({ language: 'ZH' }));
  assert.equal(zh.language, 'EN');
  assert.equal(zh.categories[0].articles[0].title, 'How to register');
  // Category titles are looked up in the served language, so they are English too.
  assert.equal(zh.categories[1].title, 'Deposits and Withdrawals');
});

test('countries list the brand dialing codes in its order, each with its flag', async () => {
  const value = await getValue(shared, API.countries);
  assert.equal(value.length, 14);
  assert.deepEqual(value[0], { countryCode: 'PH', countryDialingCode: '+63', flag: '🇵🇭' });
  assert.deepEqual(value[1], { countryCode: 'VN', countryDialingCode: '+84', flag: '🇻🇳' });
  assert.ok(
    value.some(
      (entry: { countryCode: string; countryDialingCode: string }) => entry.countryCode === 'US' && entry.countryDialingCode === '+1',
    ),
  );
});

test('countries leave out codes the phone library does not know', async () => {
  await withApp(async (t) => {
    await t.db.query(`update merchants set dialing_countries = '{PH, XX, TH}' where code = 'bituin'`);
    const value = await getValue(t, API.countries);
    assert.deepEqual(
      value.map((entry: { countryCode: string }) => entry.countryCode),
      ['PH', 'TH'],
    );
  });
});
