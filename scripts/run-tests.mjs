// Runs every unit and server test with node's test runner: first on the embedded database, then,
// when DATABASE_URL names a PostgreSQL server, the server suite again on it. The TypeScript tests
// are bundled to JavaScript once (scripts/build-tests.mjs), not transformed by tsx in every test
// process. Ends with one "N passed, N failed" line over both runs and exits non-zero on any failure.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildTests } from './build-tests.mjs';

const ROOTS = ['packages', 'apps'];
const SKIP = new Set(['node_modules', 'dist', 'e2e', '.data']);
/** What a test that reaches a database names: a test app, a database of its own, or the server's URL. */
const DATABASE_TEST = /createTestApp|createDepositApp|openDb|openEmptyDb|TestApp|DATABASE_URL|\bDb\b/;

function findTests(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : findTests(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

function run(label, files, env) {
  return new Promise((resolve) => {
    console.log(`\n=== ${label}: ${files.length} test files ===`);
    const started = Date.now();
    const built = files.map((file) => builtFiles.get(file));
    const timings = path.join(buildDir, `timings-${results.length}.txt`);
    const reporters = [
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      `--test-reporter=${SLOWEST}`,
      `--test-reporter-destination=${timings}`,
    ];
    const child = spawn(process.execPath, ['--enable-source-maps', '--test', ...reporters, '--test-concurrency=2', ...built], {
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      output += chunk;
    });
    child.on('close', (code) => {
      console.log(`=== ${label}: done in ${Math.round((Date.now() - started) / 1000)} s; slowest files (s) ===`);
      console.log(slowest(timings));
      const count = (name) => Number(new RegExp(`ℹ ${name} (\\d+)`).exec(output)?.[1] ?? 0);
      resolve({ code, passed: count('pass'), failed: count('fail') + count('cancelled') });
    });
  });
}

const SLOWEST = path.resolve('scripts/slowest-files-reporter.mjs');
/** The head of a run's timings (node names each file by its source, through the source maps), paths relative. */
function slowest(timings, count = 15) {
  if (!existsSync(timings)) return '(no timings)';
  const lines = readFileSync(timings, 'utf8').trimEnd().split('\n').slice(0, count);
  return lines.map((line) => line.replace(process.cwd() + path.sep, '')).join('\n');
}

// `node scripts/run-tests.mjs wallet lottery` runs only the test files whose path holds one of the words.
const only = process.argv.slice(2);
const all = ROOTS.flatMap(findTests)
  .filter((file) => only.length === 0 || only.some((word) => file.includes(word)))
  .sort();
const buildDir = mkdtempSync(path.join(os.tmpdir(), 'test-build-'));
const builtFiles = await buildTests(process.cwd(), all, buildDir);
const { DATABASE_URL, ...embeddedEnv } = process.env;
// One migrated and seeded embedded database for the whole run, copied by every test app.
const templateDir = mkdtempSync(path.join(os.tmpdir(), 'pglite-template-'));
const template = path.join(templateDir, 'demo.tar');
const templates = (...args) =>
  execFileSync(process.execPath, ['--import', 'tsx', 'apps/server/test/test-templates.ts', ...args], { stdio: 'inherit' });
templates('pglite', template);
const results = [];
results.push(await run('embedded database (PGlite)', all, { ...embeddedEnv, TEST_PGLITE_TEMPLATE: template }));
rmSync(templateDir, { recursive: true, force: true });
if (DATABASE_URL) {
  // Only the server's tests that reach a database run again: a pure test (CSV, periods, the XSS
  // corpus) answers the same on any database, so a second run would only cost time.
  const serverTests = all.filter((file) => file.startsWith(path.join('apps', 'server')) && DATABASE_TEST.test(readFileSync(file, 'utf8')));
  // One migrated and seeded template database on the server, copied by every test app.
  const serverTemplate = `test_template_${process.pid}_${Date.now().toString(36)}`;
  templates('server', DATABASE_URL, serverTemplate);
  try {
    results.push(
      await run(`PostgreSQL server (${DATABASE_URL.replace(/\/\/[^@]*@/, '//')})`, serverTests, {
        ...process.env,
        TEST_PG_TEMPLATE: serverTemplate,
      }),
    );
  } finally {
    templates('drop-server', DATABASE_URL, serverTemplate);
  }
}
rmSync(buildDir, { recursive: true, force: true });
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
const broken = results.some((r) => r.code !== 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(broken || failed > 0 || passed === 0 ? 1 : 0);
