// Proves the login conveniences of issue 35 (decision 064): the free-play login's headers (os,
// platform W, Encryption, X-Gateway-Version 3) are validated when sent; the brand's first-login
// action is set on the brand settings desk and read by the site with the brand; texts sent to an
// account (SMS codes, e-mails) go out in the language it saved, else in the brand's default.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import { FREE_PLAY_HEADERS } from '@pkg/contracts/free-play';
import { sealPayload } from '@pkg/contracts/payload-seal';
import { API } from '@pkg/contracts/routes';
import { translate } from '@pkg/i18n/messages';
import { createTestApp, demoHeaders, type TestApp } from '../../../test/test-app.ts';
import { authed, humanCheck, payloadKey, registerUser, sendSealed } from '../../../test/auth-helpers.ts';
import { askResetLink, outboxOf, waitFor } from '../../../test/mail-helpers.ts';
import { asStaff, staffSignedIn } from '../../../test/withdrawal-helpers.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const GOOD = { [FREE_PLAY_HEADERS.os]: 'android', [FREE_PLAY_HEADERS.platform]: 'W', [FREE_PLAY_HEADERS.gatewayVersion]: '3' };

/** A free-play call as the site makes it: the spec's headers and an empty payload sealed in Encryption. */
async function freePlay(headers: Record<string, string>, seal = true, ip = '10.64.0.1') {
  const sealed = seal ? await sealPayload({}, await payloadKey(t), { now: t.clock.now().getTime() }) : null;
  return t.app.inject({
    method: 'POST',
    url: API.freePlay,
    headers: {
      ...demoHeaders({ 'x-forwarded-for': ip }),
      ...(sealed ? { 'content-type': 'application/json', [FREE_PLAY_HEADERS.encryption]: sealed.header } : {}),
      ...headers,
    },
    ...(sealed ? { payload: sealed.body } : {}),
  });
}

test('free play takes the spec headers, refuses wrong ones by name, and still serves a call with none', async () => {
  const good = await freePlay(GOOD);
  assert.equal(good.statusCode, 200, good.body);
  const info = await t.app.inject({ url: API.memberInfo, headers: authed(good.json().value.token) });
  assert.equal(info.json().value.type, 4);

  const cases: Array<[string, Record<string, string>, boolean, string, RegExp | null]> = [
    ['platform not W', { ...GOOD, platform: 'A' }, true, 'bad_request', /platform/],
    ['gateway version 2', { ...GOOD, 'x-gateway-version': '2' }, true, 'bad_request', /X-Gateway-Version/],
    ['unknown os', { ...GOOD, os: 'amiga' }, true, 'bad_request', /os/],
    ['no os', { platform: 'W', 'x-gateway-version': '3' }, true, 'bad_request', /os/],
    ['no Encryption', GOOD, false, 'encryption_required', null],
  ];
  const [before] = await t.db.query<{ n: string }>(`select count(*)::text as n from accounts where account_type = 4`);
  for (const [name, headers, seal, code, message] of cases) {
    const response = await freePlay(headers, seal);
    assert.equal(response.statusCode, 400, `${name}: ${response.body}`);
    assert.equal(response.json().errorCode, code, name);
    if (message) assert.match(response.json().message, message, name);
  }
  const [afterRefusals] = await t.db.query<{ n: string }>(`select count(*)::text as n from accounts where account_type = 4`);
  assert.equal(afterRefusals?.n, before?.n, 'no trial account made by a refused call');

  // A sealed payload is good once: the same Encryption again is a replay.
  const sealed = await sealPayload({}, await payloadKey(t), { now: t.clock.now().getTime() });
  const send = () =>
    t.app.inject({
      method: 'POST',
      url: API.freePlay,
      headers: {
        ...demoHeaders({ 'x-forwarded-for': '10.64.0.2' }),
        ...GOOD,
        'content-type': 'application/json',
        encryption: sealed.header,
      },
      payload: sealed.body,
    });
  assert.equal((await send()).statusCode, 200);
  assert.equal((await send()).json().errorCode, 'payload_replayed');

  // An older client sending none of the headers is served as before.
  const bare = await t.app.inject({ method: 'POST', url: API.freePlay, headers: demoHeaders({ 'x-forwarded-for': '10.64.0.3' }) });
  assert.equal(bare.statusCode, 200, bare.body);
});

test('the first-login action is the brand setting (the demo brand: the welcome tour), set by an owner, read with the brand', async () => {
  const whitelabel = async () => (await t.app.inject({ url: API.whitelabel, headers: demoHeaders() })).json().value;
  assert.equal((await whitelabel()).firstLoginAction, 'welcomeTour');
  const owner = await staffSignedIn(t, 'owner');
  const [row] = await t.db.query<{ id: string }>(`select id::text as id from merchants where code = 'bituin'`);
  assert.ok(row);
  const viewUrl = `${BO_API.brandSettings}?brandId=${row.id}`;
  assert.equal((await asStaff(t, owner, 'GET', viewUrl)).json().value.firstLoginAction, 'welcomeTour');

  const saved = await asStaff(t, owner, 'POST', BO_API.brandSettings, { brandId: row.id, settings: { firstLoginAction: 'securityCheck' } });
  assert.equal(saved.statusCode, 200, saved.body);
  assert.equal(saved.json().value.firstLoginAction, 'securityCheck');
  assert.equal((await whitelabel()).firstLoginAction, 'securityCheck');
  const [stored] = await t.db.query<{ first_login_action: string }>(`select first_login_action from merchants where id = $1`, [row.id]);
  assert.equal(stored?.first_login_action, 'securityCheck');

  const bad = await asStaff(t, owner, 'POST', BO_API.brandSettings, { brandId: row.id, settings: { firstLoginAction: 'fireworks' } });
  assert.equal(bad.statusCode, 400, bad.body);
  assert.equal((await whitelabel()).firstLoginAction, 'securityCheck', 'a refused value changes nothing');

  // Support may look but not change it.
  const support = await staffSignedIn(t, 'support');
  const refused = await asStaff(t, support, 'POST', BO_API.brandSettings, { brandId: row.id, settings: { firstLoginAction: 'none' } });
  assert.equal(refused.statusCode, 403);

  // The login answers firstTimeLogin once; the site shows the brand's action then.
  await registerUser(t, 'firstlogin1');
  const first = await sendSealed(t, 'POST', API.login, {
    type: 'username',
    username: 'firstlogin1',
    password: 'Lakad2026!',
    humanCheck: await humanCheck(t),
  });
  assert.equal(first.json().value.firstTimeLogin, false, 'the registration was the first login');

  assert.equal(
    (await asStaff(t, owner, 'POST', BO_API.brandSettings, { brandId: row.id, settings: { firstLoginAction: 'welcomeTour' } })).statusCode,
    200,
  );
});

test('SMS codes and e-mails go out in the account language, else the brand default, whatever the caller speaks', async () => {
  await t.db.query(`update merchants set flags = flags || '{"MOBILEVERCODELOGIN3": true}' where code = 'bituin'`);
  const register = async (number: string) =>
    sendSealed(t, 'PUT', API.registerMobile, {
      password: 'Lakad2026!',
      confirmPassword: 'Lakad2026!',
      agreeTerms: true,
      countryDialingCode: '+63',
      mobileNum: number,
      humanCheck: await humanCheck(t),
    });
  const codeRequest = async (number: string) =>
    t.app.inject({
      method: 'POST',
      url: API.smsLoginCode,
      headers: demoHeaders({ 'content-type': 'application/json', language: 'EN', 'x-forwarded-for': `10.64.1.${number.slice(-1)}` }),
      payload: JSON.stringify({ mobileNum: number, countryDialingCode: '+63', humanCheck: await humanCheck(t) }),
    });
  const lastText = async (number: string) =>
    (await t.db.query<{ body: string }>('select body from sms_outbox where phone = $1 order by id desc limit 1', [`+63${number}`]))[0]
      ?.body ?? '';

  // The account saves Vietnamese; a code asked for from an English page is texted in Vietnamese.
  const vi = await register('9172220001');
  assert.equal(vi.statusCode, 200, vi.body);
  const saved = await t.app.inject({
    method: 'PUT',
    url: API.memberLanguage,
    headers: authed(vi.json().value.token),
    payload: { language: 'VI' },
  });
  assert.equal(saved.statusCode, 200, saved.body);
  assert.equal((await codeRequest('9172220001')).statusCode, 200);
  const viText = await lastText('9172220001');
  const viCode = viText.match(/\d{6}/)?.[0] ?? '';
  assert.equal(viText, translate('VI', 'sms.code', { code: viCode, minutes: 5 }));

  // A language with no texts of its own (Korean, a catalogue code) falls back to the brand default.
  const ko = await register('9172220002');
  await t.app.inject({ method: 'PUT', url: API.memberLanguage, headers: authed(ko.json().value.token), payload: { language: 'KO' } });
  await t.db.query(`update merchants set default_language = 'TH' where code = 'bituin'`);
  try {
    assert.equal((await codeRequest('9172220002')).statusCode, 200);
    const koText = await lastText('9172220002');
    assert.equal(koText, translate('TH', 'sms.code', { code: koText.match(/\d{6}/)?.[0] ?? '', minutes: 5 }));

    // E-mails alike: the reset link of an account that saved Chinese is in Chinese.
    const { token } = await registerUser(t, 'langmail1');
    await t.db.query(`update accounts set email = 'lang.mail@example.com' where username = 'langmail1'`);
    await t.app.inject({ method: 'PUT', url: API.memberLanguage, headers: authed(token), payload: { language: 'ZH' } });
    const asked = await askResetLink(t, { username: 'langmail1', email: 'lang.mail@example.com' }, { 'x-forwarded-for': '10.64.2.1' });
    assert.equal(asked.statusCode, 200, asked.body);
    const mail = await waitFor(async () => (await outboxOf(t, 'lang.mail@example.com'))[0], 'the reset mail');
    assert.equal(mail.subject, translate('ZH', 'email.reset.subject', { brand: 'Bituin Play', username: 'langmail1', minutes: 30 }));
  } finally {
    await t.db.query(`update merchants set default_language = 'TY' where code = 'bituin'`);
    await t.db.query(`update merchants set flags = flags - 'MOBILEVERCODELOGIN3' where code = 'bituin'`);
  }
});
