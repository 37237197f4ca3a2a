// Lighthouse on the built site at phone size (Lighthouse's default mobile emulation: a mid-range
// phone, simulated slow 4G and a 4x slower CPU): the home page `/`, the slot lobby `/rng` and the
// member centre (`/index?modal=memberCentre`, logged in). It prints the performance score, CLS,
// LCP, TBT and FCP of each run, with Lighthouse's CPU benchmark index of the machine during the
// run, and their median per page against the target (decision 046:
// performance at least 95, CLS at most 0.05) and asserts nothing.
//
// It builds the sites when apps/web/dist is missing (or with --build), prepares its own temporary
// database with the journeys' fixture accounts (apps/server/test/e2e-setup.ts), starts the server
// on a free port, drives Debian's Chromium (CHROME_PATH, default /usr/bin/chromium; no browser is
// ever downloaded) through chrome-launcher, and stops both at the end.
//
// The member centre needs a session: the site keeps its token in localStorage (lib/session.ts).
// Playwright attaches to the same Chromium over CDP and logs in through the site's own dialog, as
// the journeys do (e2e/fixtures.ts logIn); Lighthouse then runs with disableStorageReset so the
// token stays, after the HTTP cache has been cleared so this page too is measured on a cold cache.
//
//   npm run bench:web [-- --runs 3] [--build] [--details] [--save <folder>]
//
//   --runs N     runs per page (default 3; the machine is shared, so read the median)
//   --build      build the sites first even when apps/web/dist exists
//   --details    after the table, each page's failing opportunities and diagnostics (last run)
//   --save DIR   write every run's full Lighthouse report (JSON) into DIR
//   --page NAME  measure only this page (home, rng or member-centre; may be given more than once)
//   --h2         measure through a TLS front speaking HTTP/2 (scripts/h2-front.mjs), as production's
//                reverse proxy serves the site; without it the browser talks HTTP/1.1 to the server
//   --pwa-only   only the installability check below, no Lighthouse runs
//
// Then it checks that the demo brand's site installs as an app (decision 063). Lighthouse 12 no longer
// has its PWA category or the installable-manifest audit (both were removed in 12.0), so the check is
// the one that audit used: Chromium's own, over CDP (Page.getInstallabilityErrors) after /app has
// loaded and its service worker is active, plus the manifest's fields (name, start URL, standalone
// display, PNG icons of 192 and 512 px) and a service worker that controls the page with a fetch
// handler and answers the offline page with the network cut off. It prints each criterion.
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as delay } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { startH2Front } from './h2-front.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    build: { type: 'boolean', default: false },
    details: { type: 'boolean', default: false },
    save: { type: 'string' },
    page: { type: 'string', multiple: true },
    h2: { type: 'boolean', default: false },
    'pwa-only': { type: 'boolean', default: false },
  },
});
const RUNS = Math.max(1, Number(args.runs) || 3);
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'].concat(
  // The --h2 front's certificate is a throwaway self-signed one.
  args.h2 ? ['--ignore-certificate-errors'] : [],
);
/** The target of the issue (decision 046). */
const TARGET = { score: 95, cls: 0.05 };
/** A fixture player of apps/server/test/e2e-setup.ts: 1,000.00 in its main wallet. */
const PLAYER = { username: 'walletrosa', password: 'Lakad2026!' };

const PAGES = [
  { name: 'home', path: '/', loggedIn: false },
  { name: 'rng', path: '/rng', loggedIn: false },
  { name: 'member centre', path: '/index?modal=memberCentre', loggedIn: true },
];

const slug = (name) => name.replace(/\W+/g, '-');
const chosen = args.page ?? PAGES.map((page) => slug(page.name));
const unknown = chosen.filter((name) => !PAGES.some((page) => slug(page.name) === name));
if (unknown.length > 0) {
  console.error(`bench:web: unknown page ${unknown.join(', ')} (pages: ${PAGES.map((page) => slug(page.name)).join(', ')})`);
  process.exit(1);
}
const MEASURED = PAGES.filter((page) => chosen.includes(slug(page.name)));

const say = (message) => console.error(`bench:web: ${message}`);

if (!existsSync(CHROME_PATH)) {
  say(`no Chromium at ${CHROME_PATH} (Debian: apt-get install chromium, or set CHROME_PATH)`);
  process.exit(1);
}
if (args.build || !existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  say('building the sites');
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
let server;
let front;
let chrome;
try {
  const port = await freePort();
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    // Its own embedded database, and no Redis (decision 045): one process, shared with nobody.
    DATABASE_URL: '',
    REDIS_URL: '',
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // Lighthouse and the login below call the API a few hundred times from one address.
    RATE_LIMIT_PER_MINUTE: '100000',
  };
  say(`preparing the database in ${dataDir}`);
  try {
    execFileSync(process.execPath, ['--import', 'tsx', 'apps/server/test/e2e-setup.ts'], { cwd: root, env, stdio: 'pipe' });
  } catch (error) {
    process.stderr.write(error.stderr ?? '');
    throw error;
  }
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const serverOrigin = `http://127.0.0.1:${port}`;
  await waitForServer(serverOrigin, server);
  say(`server on ${serverOrigin}`);
  if (args.h2) {
    front = await startH2Front(serverOrigin, dataDir);
    say(`HTTP/2 front on ${front.origin}`);
  }
  const origin = front?.origin ?? serverOrigin;

  if (args.save) mkdirSync(args.save, { recursive: true });
  const results = new Map(MEASURED.map((page) => [page.name, []]));
  const lastReports = new Map();
  for (let run = 1; run <= (args['pwa-only'] ? 0 : RUNS); run += 1) {
    // A fresh browser (and profile) per round, so no run inherits another's cache or session.
    chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    for (const page of MEASURED) {
      if (page.loggedIn) await logIn(chrome.port, origin);
      const url = new URL(page.path, origin).toString();
      say(`run ${run}/${RUNS}: ${page.name} (${url})`);
      const lhr = await measure(url, chrome.port, page.loggedIn);
      results.get(page.name).push(figures(lhr));
      lastReports.set(page.name, lhr);
      if (args.save) writeFileSync(path.join(args.save, `${slug(page.name)}-${run}.json`), JSON.stringify(lhr));
    }
    await chrome.kill();
    chrome = undefined;
  }
  if (!args['pwa-only']) printTable(results, [...lastReports.values()][0]?.lighthouseVersion ?? '');
  if (args.details) for (const [name, lhr] of lastReports) printDetails(name, lhr);
  chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  printInstallability(await checkInstallable(chrome.port, origin));
} finally {
  if (chrome) await chrome.kill();
  if (front) await front.close();
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}.secret`, { force: true });
}

/**
 * One Lighthouse run of `url` in the Chromium on `port`. A run whose trace Lighthouse could not
 * read (NO_NAVSTART and the like, seen on a busy machine) is tried again, twice at most.
 */
async function measure(url, port, keepStorage) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Keeps the session token; logIn cleared the HTTP cache instead.
      disableStorageReset: keepStorage,
    });
    const error = result ? result.lhr.runtimeError : { code: 'NO_RESULT', message: 'Lighthouse gave no result' };
    if (!error) return result.lhr;
    if (attempt === 3) throw new Error(`Lighthouse on ${url}: ${error.code} ${error.message}`);
    say(`Lighthouse on ${url}: ${error.code}; trying again`);
  }
}

/** Logs the fixture player in through the site's login dialog in the Chromium on `port`, then clears the HTTP cache. */
async function logIn(port, origin) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    await page.setViewportSize({ width: 360, height: 740 });
    try {
      // The login dialog opened by its URL, found by its fields rather than its texts (any language).
      await page.goto(`${origin}/index?modal=login`);
      const dialog = page.getByRole('dialog');
      await dialog.locator('input[autocomplete="username"]').fill(PLAYER.username);
      await dialog.locator('input[autocomplete="current-password"]').fill(PLAYER.password);
      await dialog.locator('button[type="submit"]').click();
      await page.waitForFunction(() => globalThis.localStorage.getItem('session.token') !== null, undefined, { timeout: 60_000 });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
    } catch (error) {
      await page.screenshot({ path: path.join(os.tmpdir(), 'bench-web-login-failed.png') }).catch(() => {});
      throw new Error(`logging in failed (screenshot in ${os.tmpdir()}/bench-web-login-failed.png)`, { cause: error });
    }
    await page.close();
  } finally {
    // Disconnects; the browser belongs to chrome-launcher.
    await browser.close();
  }
}

/**
 * The installability criteria of the site at `origin` in the Chromium on `port` (decision 063):
 * Chromium's own verdict (Page.getInstallabilityErrors, what Lighthouse's removed audit read), the
 * manifest's fields, the service worker, and the offline page with the network cut off.
 */
async function checkInstallable(port, origin) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    await page.goto(`${origin}/app`, { waitUntil: 'load' });
    // Registered on load (lib/pwa.ts); active before a reload puts the page under its control.
    await page.evaluate(() => globalThis.navigator.serviceWorker.ready.then(() => undefined));
    await page.reload({ waitUntil: 'load' });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const { url: manifestUrl } = await cdp.send('Page.getAppManifest');
    const manifest = await (
      await fetch(new URL('/manifest.webmanifest', origin), { headers: { accept: 'application/manifest+json' } })
    ).json();
    const pngSizes = manifest.icons.filter((icon) => icon.type === 'image/png').map((icon) => icon.sizes);
    const controlled = await page.evaluate(() => globalThis.navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    const offline = await page.goto(`${origin}/vip`).then(
      async () => (await page.locator('#retry').count()) === 1,
      () => false,
    );
    await context.setOffline(false);
    await cdp.detach();
    await page.close();
    return [
      [
        'Chromium: installable (no installability errors)',
        installabilityErrors.length === 0,
        installabilityErrors.map((e) => e.errorId).join(', '),
      ],
      ['manifest linked from the page', manifestUrl !== '', manifestUrl],
      ['manifest: name and short_name', Boolean(manifest.name && manifest.short_name), manifest.name],
      [
        'manifest: start_url in scope, display standalone',
        manifest.start_url.startsWith(manifest.scope) && manifest.display === 'standalone',
        manifest.start_url,
      ],
      ['manifest: PNG icons 192 and 512', pngSizes.includes('192x192') && pngSizes.includes('512x512'), pngSizes.join(' ')],
      ['manifest: theme and background colours', Boolean(manifest.theme_color && manifest.background_color), manifest.theme_color],
      ['service worker controls the page', controlled, ''],
      ['offline: the offline page answers a page address', offline, ''],
    ];
  } finally {
    await browser.close();
  }
}

function printInstallability(criteria) {
  console.log('\nPWA installability of /app (Chromium Page.getInstallabilityErrors + manifest and service worker criteria):');
  for (const [name, passed, detail] of criteria) console.log(`  ${passed ? 'pass' : 'FAIL'}  ${name}${detail ? `  (${detail})` : ''}`);
  console.log(`  ${criteria.every(([, passed]) => passed) ? 'installable' : 'NOT installable'}`);
}

/** The figures of one Lighthouse run. */
function figures(lhr) {
  const value = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    cls: value('cumulative-layout-shift'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    fcp: value('first-contentful-paint'),
    // Lighthouse's measure of the machine's CPU speed during the run (higher is faster; under
    // 1,000 Lighthouse calls its simulation unreliable): the same page scores lower on a slower or
    // busier machine, so each figure is read beside it.
    bench: lhr.environment?.benchmarkIndex ?? Number.NaN,
  };
}

function median(numbers) {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function printTable(results, version) {
  const rows = [['page', 'run', 'perf', 'CLS', 'LCP ms', 'TBT ms', 'FCP ms', 'CPU index', 'target']];
  const row = (name, run, f) => [
    name,
    run,
    String(f.score),
    f.cls.toFixed(3),
    String(Math.round(f.lcp)),
    String(Math.round(f.tbt)),
    String(Math.round(f.fcp)),
    String(Math.round(f.bench)),
    run === 'median' ? (f.score >= TARGET.score && f.cls <= TARGET.cls ? 'met' : 'NOT MET') : '',
  ];
  for (const [name, runs] of results) {
    runs.forEach((f, index) => rows.push(row(name, String(index + 1), f)));
    const keys = ['score', 'cls', 'lcp', 'tbt', 'fcp', 'bench'];
    rows.push(row(name, 'median', Object.fromEntries(keys.map((key) => [key, median(runs.map((f) => f[key]))]))));
  }
  const widths = rows[0].map((_, column) => Math.max(...rows.map((cells) => cells[column].length)));
  const transport = args.h2 ? 'HTTP/2 over TLS (--h2 front)' : 'HTTP/1.1';
  console.log(
    `\nLighthouse ${version} mobile, ${transport}, ${RUNS} run(s) a page; target: performance >= ${TARGET.score}, CLS <= ${TARGET.cls}\n`,
  );
  for (const [index, cells] of rows.entries()) {
    console.log(cells.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  '));
    if (index === 0) console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  }
}

/** The failing opportunities and diagnostics of one report with their largest items, the LCP element and the layout shifts. */
function printDetails(name, lhr) {
  console.log(`\n${name}: ${lhr.finalDisplayedUrl}`);
  const special = new Set(['largest-contentful-paint-element', 'layout-shifts']);
  for (const ref of lhr.categories.performance.auditRefs) {
    const audit = lhr.audits[ref.id];
    if (ref.group === 'metrics' || ref.id.endsWith('-insight') || special.has(ref.id)) continue;
    if (!audit || audit.score === null || audit.score >= 0.9 || audit.scoreDisplayMode === 'notApplicable') continue;
    console.log(`  ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    for (const item of (audit.details?.items ?? []).slice(0, 6)) {
      const what = item.url ?? item.node?.snippet ?? item.groupLabel ?? '';
      const size = item.wastedBytes ?? item.transferSize ?? item.totalBytes;
      const time = item.wastedMs ?? item.duration ?? item.total;
      const parts = [size === undefined ? '' : `${Math.round(size / 1000)} KB`, time === undefined ? '' : `${Math.round(time)} ms`];
      console.log(`    - ${String(what).slice(0, 110)} ${parts.filter(Boolean).join(', ')}`);
    }
  }
  const lcp = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const lcpNode = lcp[0]?.items?.[0]?.node;
  if (lcpNode) {
    const phases = (lcp[1]?.items ?? []).map((phase) => `${phase.phase} ${Math.round(phase.timing)} ms`).join(', ');
    console.log(`  LCP element: ${String(lcpNode.snippet).slice(0, 110)}\n    ${phases}`);
  }
  for (const shift of (lhr.audits['layout-shifts']?.details?.items ?? []).slice(0, 6)) {
    console.log(`  layout shift ${shift.score.toFixed(3)}: ${String(shift.node?.snippet ?? shift.node?.selector ?? '').slice(0, 110)}`);
  }
}

/** A TCP port nothing listens on now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Waits until the server answers its liveness check (or exits). */
async function waitForServer(origin, child) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${origin}/healthz/live`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await delay(250);
  }
  throw new Error('the server did not start within 120 s');
}
