// Crawls the test app (decision 043): every page route of the player site (SPEC.md section 2), the
// back office, static assets, API answers including 400, 401 and 404, and checks the security
// headers security.ts sets are on each. The vendor wallet route is deliberately without the pages'
// headers (decision 023): it must still say nosniff, and carries no CSP.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import { API } from '@pkg/contracts/routes';
import { createTestApp, demoHeaders, type TestApp } from '../../test/test-app.ts';

/** SPEC.md section 2, plus /login and /download the guard names. */
const PLAYER_PAGES = [
  '/',
  '/index',
  '/register',
  '/register.html',
  '/register?referralCode=ABC123',
  '/vip',
  '/pointMall',
  '/lottery',
  '/vnlottery',
  '/elott',
  '/rng',
  '/rng?page=2',
  '/bingo',
  '/live',
  '/fish',
  '/pvp',
  '/esports',
  '/promotions',
  '/promoDetail?id=1',
  '/seamless',
  '/help',
  '/helpmc',
  '/app',
  '/join',
  '/game',
  '/login',
  '/download',
  '/no-such-page',
];

let t: TestApp;
let dist: string;

before(async () => {
  // Small stand-ins for the two built sites: the headers do not depend on what the pages hold.
  dist = mkdtempSync(path.join(os.tmpdir(), 'crawl043-'));
  for (const site of ['web', 'backoffice']) {
    mkdirSync(path.join(dist, site, 'assets'), { recursive: true });
    writeFileSync(
      path.join(dist, site, 'index.html'),
      `<!doctype html><title>${site}</title><script type="module" src="/assets/app-1a2b3c.js"></script>`,
    );
    writeFileSync(path.join(dist, site, 'assets', 'app-1a2b3c.js'), 'console.log(1);');
    writeFileSync(path.join(dist, site, 'assets', 'app-1a2b3c.css'), 'body{}');
    writeFileSync(path.join(dist, site, 'robots.txt'), 'User-agent: *');
  }
  t = await createTestApp({ webDist: path.join(dist, 'web'), backofficeDist: path.join(dist, 'backoffice') });
});
after(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

type Headers = Record<string, string | string[] | number | undefined>;

/** What every page and API answer must carry (security.ts): the problems seen, or none. */
function pageHeaderProblems(headers: Headers): string[] {
  const problems: string[] = [];
  const csp = String(headers['content-security-policy'] ?? '');
  for (const directive of [
    "default-src 'self'",
    "script-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
  ])
    if (!csp.split(';').some((part) => part.trim() === directive)) problems.push(`CSP lacks ${directive}`);
  if (/script-src[^;]*'unsafe-(inline|eval)'/.test(csp)) problems.push('CSP lets inline script or eval run');
  const expected: Record<string, RegExp> = {
    'x-content-type-options': /^nosniff$/,
    'x-frame-options': /^SAMEORIGIN$/,
    'referrer-policy': /^strict-origin-when-cross-origin$/,
    'strict-transport-security': /max-age=\d{7,}/,
    'cross-origin-opener-policy': /^same-origin$/,
    'cross-origin-resource-policy': /^same-origin$/,
    'x-dns-prefetch-control': /^off$/,
  };
  for (const [name, pattern] of Object.entries(expected))
    if (!pattern.test(String(headers[name] ?? ''))) problems.push(`${name}: ${String(headers[name])}`);
  if (headers['x-powered-by'] !== undefined) problems.push('x-powered-by is sent');
  return problems;
}

async function crawl(
  requests: { label: string; method?: 'GET' | 'POST'; url: string; headers?: Record<string, string>; status: number | number[] }[],
) {
  const problems: string[] = [];
  for (const request of requests) {
    const response = await t.app.inject({ method: request.method ?? 'GET', url: request.url, headers: request.headers ?? demoHeaders() });
    const statuses = Array.isArray(request.status) ? request.status : [request.status];
    if (!statuses.includes(response.statusCode)) problems.push(`${request.label}: status ${response.statusCode}`);
    for (const problem of pageHeaderProblems(response.headers)) problems.push(`${request.label} (${request.url}): ${problem}`);
  }
  return problems;
}

test('the header check itself fails on a bare response (it can fail)', () => {
  assert.ok(pageHeaderProblems({ 'content-type': 'text/html' }).length >= 8);
});

test('every player page route answers the site with the full set of security headers', async () => {
  const problems = await crawl(PLAYER_PAGES.map((url) => ({ label: `page ${url}`, url, status: 200 })));
  assert.deepEqual(problems, []);
  const page = await t.app.inject({ url: '/vip', headers: demoHeaders() });
  assert.match(String(page.headers['content-type']), /^text\/html/);
  // The stand-in site's page, its title the brand's (site-page.ts).
  assert.match(
    page.body,
    /<title>Bituin Play<\/title><script type="module" src="\/assets\/app-1a2b3c\.js">/,
    'the stand-in site is what was served',
  );
});

test('the back office, static assets and files carry them too', async () => {
  const problems = await crawl([
    { label: 'back office start', url: '/backoffice/', status: 200 },
    { label: 'back office deep link', url: '/backoffice/finance/deposits', status: 200 },
    { label: 'back office without slash', url: '/backoffice', status: [301, 302] },
    { label: 'back office asset', url: '/backoffice/assets/app-1a2b3c.js', status: 200 },
    { label: 'site script', url: '/assets/app-1a2b3c.js', status: 200 },
    { label: 'site style', url: '/assets/app-1a2b3c.css', status: 200 },
    { label: 'site file', url: '/robots.txt', status: 200 },
    { label: 'missing asset', url: '/assets/missing-0000.js', status: 404 },
  ]);
  assert.deepEqual(problems, []);
});

test('API answers, good and failed (400, 401, 404), carry them', async () => {
  const problems = await crawl([
    { label: 'public API 200', url: `${API.notice}?dataTypes=1&platform=W&execution=B`, status: [200, 400] },
    { label: 'unknown API 404', url: '/wps/no-such-call', status: 404 },
    { label: 'bad parameter 400', url: API.upload.replace(':id', 'not-a-uuid'), status: [400, 401] },
    { label: 'not signed in 401', url: API.upload.replace(':id', '00000000-0000-4000-8000-000000000000'), status: 401 },
    { label: 'back office not signed in 401', url: `${BO_API.notices}?kind=banner`, headers: { 'x-backoffice': '1' }, status: 401 },
    {
      label: 'bad JSON 400',
      method: 'POST',
      url: API.login,
      headers: demoHeaders({ 'content-type': 'application/json' }),
      status: [400, 415],
    },
    { label: 'openapi document', url: '/openapi.json', status: 200 },
  ]);
  assert.deepEqual(problems, []);
  const notFound = await t.app.inject({ url: '/wps/no-such-call', headers: demoHeaders() });
  assert.match(String(notFound.headers['content-type']), /^application\/json/);
});

test('the vendor wallet route: no page headers by design (decision 023), but nosniff and JSON', async () => {
  const response = await t.app.inject({
    method: 'POST',
    url: API.vendorWallet.replace(':vendorCode', 'NOSUCH').replace(':action', 'balance'),
    headers: { 'content-type': 'application/json' },
    payload: '{"not":"signed"}',
  });
  assert.ok(response.statusCode >= 200 && response.statusCode < 500, `status ${response.statusCode}`);
  assert.equal(response.headers['x-content-type-options'], 'nosniff');
  assert.equal(response.headers['content-security-policy'], undefined, 'no CSP (helmet is off for this route)');
  assert.equal(response.headers['x-powered-by'], undefined);
  assert.match(String(response.headers['content-type']), /^application\/json/);
});
