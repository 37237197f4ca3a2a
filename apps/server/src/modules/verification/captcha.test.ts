// Proves the captcha is a real PNG bound to the visitor by a signed httpOnly cookie and to the brand, that its answer passes once (any letter case, spaces trimmed) while a wrong, late, reused, foreign or cookieless answer fails, and that refreshes keep a 1 s gap.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { inflateSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { API } from '@pkg/contracts/routes';
import { createTestApp, demoHeaders, type TestApp } from '../../../test/test-app.ts';
import { ok } from '../../http/envelope.ts';
import { createBrandService } from '../brands/brand.service.ts';
import type { Brand } from '../brands/brand.types.ts';
import { CAPTCHA_ALPHABET, CAPTCHA_SIZE } from './captcha-image.ts';
import { CAPTCHA_REFRESH_GAP_MS, CAPTCHA_TTL_MS, createCaptchaService, type CaptchaService } from './captcha.service.ts';

const SECRET = 'captcha-test-secret-that-is-long-enough';
// Stands in for the login call, which checks captchas the same way.
const CHECK_URL = '/wps/test/captcha';
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let shared: TestApp;
// The test's own service on the app's database and clock: issuing through it directly is how the
// test learns an answer, which no HTTP answer carries; the check route answers through it too.
let captchas: CaptchaService;
let bituin: Brand;
let nextIp = 1;

before(async () => {
  shared = await createTestApp(
    {},
    {
      beforeReady: (app) => {
        app.post(CHECK_URL, async (request) => {
          await captchas.verify(request, request.caller.brand, (request.body as { answer?: string }).answer);
          return ok(true);
        });
      },
    },
  );
  captchas = createCaptchaService(shared.db, shared.clock, SECRET);
  await shared.db.query(`insert into merchants (code, name, logo_url, theme) values ('other', 'Other', '/o.svg', '{}')`);
  const brand = await createBrandService(shared.db, shared.clock, 0).byCode('bituin');
  assert.ok(brand);
  bituin = brand;
});
after(() => shared.close());

/** An address of its own for each visitor, so refresh gaps never cross tests. */
function newIp() {
  nextIp += 1;
  return `49.144.1.${nextIp}`;
}

/** Issues a captcha for the demo brand as the route does, returning its answer and the signed cookie the route would set. */
async function issue(ip: string, captchaId: string | null = null) {
  const issued = await captchas.issue(bituin, { captchaId, ip });
  return { ...issued, cookie: shared.app.signCookie(issued.id) };
}

async function fetchCaptcha(headers: Record<string, string>, cookie?: string) {
  return shared.app.inject({ url: API.captcha, headers, cookies: cookie ? { captcha: cookie } : {} });
}

/** The captcha cookie a response set, checked to carry a signed captcha id. */
function captchaCookie(response: LightMyRequestResponse) {
  assert.equal(response.statusCode, 200, response.body);
  const set = response.cookies.find((c) => c.name === 'captcha');
  assert.ok(set, 'the captcha cookie is set');
  const unsigned = shared.app.unsignCookie(set.value);
  assert.ok(unsigned.valid && unsigned.value);
  assert.match(unsigned.value, UUID);
  return { ...set, id: unsigned.value };
}

async function check(headers: Record<string, string>, cookie: string | undefined, answer: string | undefined) {
  return shared.app.inject({
    method: 'POST',
    url: CHECK_URL,
    headers: { ...headers, 'content-type': 'application/json' },
    cookies: cookie ? { captcha: cookie } : {},
    payload: JSON.stringify(answer === undefined ? {} : { answer }),
  });
}

function assertFailure(response: LightMyRequestResponse, status: number, errorCode: string) {
  assert.equal(response.statusCode, status, response.body);
  const body = response.json();
  assert.equal(body.success, false);
  assert.equal(body.errorCode, errorCode);
  assert.equal(typeof body.message, 'string');
  assert.notEqual(body.message, '');
}

function assertPasses(response: LightMyRequestResponse) {
  assert.equal(response.statusCode, 200, response.body);
  assert.deepEqual(response.json(), { success: true, value: true });
}

test('the captcha is a PNG of the promised size in base64, with no data: prefix and nothing else in the answer', async () => {
  const response = await fetchCaptcha(demoHeaders({ 'x-forwarded-for': newIp() }));
  captchaCookie(response);
  const body = response.json();
  assert.deepEqual(Object.keys(body).sort(), ['success', 'value']);
  assert.match(body.value, /^[A-Za-z0-9+/]+=*$/);
  assert.equal(response.headers['cache-control'], 'no-store');
  const png = Buffer.from(body.value, 'base64');
  assert.deepEqual([...png.subarray(0, 8)], PNG_SIGNATURE);
  assert.equal(png.toString('ascii', 12, 16), 'IHDR');
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  assert.deepEqual({ width, height }, CAPTCHA_SIZE);
  assert.equal(png[24], 8, '8 bits per sample');
  assert.equal(png[25], 2, 'RGB');
  // Decoding the pixel data proves the image is whole: one filter byte and width RGB triples a row.
  const data: Buffer[] = [];
  for (let offset = 8; offset < png.length;) {
    const length = png.readUInt32BE(offset);
    if (png.toString('ascii', offset + 4, offset + 8) === 'IDAT') data.push(png.subarray(offset + 8, offset + 8 + length));
    offset += 12 + length;
  }
  assert.equal(inflateSync(Buffer.concat(data)).length, height * (1 + width * 3));
});

test('answers are four characters of the unambiguous alphabet', async () => {
  assert.doesNotMatch(CAPTCHA_ALPHABET, /[0O1lI]/);
  for (let count = 0; count < 5; count += 1) {
    const { answer, png } = await issue(newIp());
    assert.match(answer, new RegExp(`^[${CAPTCHA_ALPHABET}]{4}$`));
    assert.deepEqual([...png.subarray(0, 8)], PNG_SIGNATURE);
  }
});

test('the captcha cookie is signed, httpOnly, SameSite=Lax on /wps for five minutes, and Secure over https', async () => {
  const plain = captchaCookie(await fetchCaptcha(demoHeaders({ 'x-forwarded-for': newIp() })));
  assert.equal(plain.httpOnly, true);
  assert.equal(plain.sameSite, 'Lax');
  assert.equal(plain.path, '/wps');
  assert.notEqual(plain.secure, true);
  assert.equal(plain.maxAge, CAPTCHA_TTL_MS / 1000);
  assert.notEqual(plain.value, plain.id, 'the value carries a signature beside the id');
  const secure = captchaCookie(await fetchCaptcha(demoHeaders({ 'x-forwarded-for': newIp(), 'x-forwarded-proto': 'https' })));
  assert.equal(secure.secure, true);
});

test('the right answer passes once, in any letter case and with spaces around it, and never again', async () => {
  const { cookie, answer } = await issue(newIp());
  assertPasses(await check(demoHeaders(), cookie, `  ${answer.toLowerCase()} `));
  assertFailure(await check(demoHeaders(), cookie, answer), 400, 'captcha_invalid');
});

test('a wrong or missing answer fails and uses the captcha up', async () => {
  const ip = newIp();
  const first = await issue(ip);
  const wrong = first.answer === 'AAAA' ? 'CCCC' : 'AAAA';
  assertFailure(await check(demoHeaders(), first.cookie, wrong), 400, 'captcha_invalid');
  assertFailure(await check(demoHeaders(), first.cookie, first.answer), 400, 'captcha_invalid');
  shared.clock.advanceMs(CAPTCHA_REFRESH_GAP_MS);
  const second = await issue(ip, first.id);
  assertFailure(await check(demoHeaders(), second.cookie, undefined), 400, 'captcha_invalid');
  assertFailure(await check(demoHeaders(), second.cookie, second.answer), 400, 'captcha_invalid');
});

test('a captcha answers until five minutes after it was issued, and not after', async () => {
  const ip = newIp();
  const inTime = await issue(ip);
  shared.clock.advanceMs(CAPTCHA_TTL_MS - 1);
  assertPasses(await check(demoHeaders(), inTime.cookie, inTime.answer));
  const late = await issue(ip, inTime.id);
  shared.clock.advanceMs(CAPTCHA_TTL_MS);
  assertFailure(await check(demoHeaders(), late.cookie, late.answer), 400, 'captcha_invalid');
});

test('another brand, no cookie, or a forged cookie fails, and leaves the captcha to its own visitor', async () => {
  const { cookie, id, answer } = await issue(newIp());
  assertFailure(await check(demoHeaders({ merchant: 'other' }), cookie, answer), 400, 'captcha_invalid');
  assertFailure(await check(demoHeaders(), undefined, answer), 400, 'captcha_invalid');
  assertFailure(await check(demoHeaders(), id, answer), 400, 'captcha_invalid');
  assertFailure(await check(demoHeaders(), `${id}.forged-signature`, answer), 400, 'captcha_invalid');
  assertPasses(await check(demoHeaders(), cookie, answer));
});

test('a refresh within 1 s gets 429 too_many_requests in the envelope; after 1 s the cookie keeps its captcha', async () => {
  const headers = demoHeaders({ 'x-forwarded-for': newIp() });
  const first = captchaCookie(await fetchCaptcha(headers));
  const tooSoon = await fetchCaptcha(headers, first.value);
  assertFailure(tooSoon, 429, 'too_many_requests');
  assert.equal(tooSoon.json().retryAfterSeconds, 1);
  shared.clock.advanceMs(CAPTCHA_REFRESH_GAP_MS - 1);
  assertFailure(await fetchCaptcha(headers, first.value), 429, 'too_many_requests');
  shared.clock.advanceMs(1);
  const second = captchaCookie(await fetchCaptcha(headers, first.value));
  assert.equal(second.id, first.id);
});

test('without a cookie the refresh gap holds per IP address', async () => {
  const headers = demoHeaders({ 'x-forwarded-for': newIp() });
  captchaCookie(await fetchCaptcha(headers));
  assertFailure(await fetchCaptcha(headers), 429, 'too_many_requests');
  captchaCookie(await fetchCaptcha(demoHeaders({ 'x-forwarded-for': newIp() })));
  shared.clock.advanceMs(CAPTCHA_REFRESH_GAP_MS);
  captchaCookie(await fetchCaptcha(headers));
});

test('a refreshed captcha answers only to its new image', async () => {
  const ip = newIp();
  const first = await issue(ip);
  shared.clock.advanceMs(CAPTCHA_REFRESH_GAP_MS);
  const second = await issue(ip, first.id);
  assert.equal(second.id, first.id);
  // Two random answers match once in 331 776 draws; then the old answer is the new one.
  if (second.answer !== first.answer) assertFailure(await check(demoHeaders(), second.cookie, first.answer), 400, 'captcha_invalid');
  else assertPasses(await check(demoHeaders(), second.cookie, first.answer));
});
