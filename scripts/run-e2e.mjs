// Runs the Playwright journeys: builds the web app, prepares a fresh embedded database with the
// demo brand, fixture accounts and fixture brands (maintenance, blocked region, guard on, SMS codes), then lets
// Playwright start the server on it and drive Debian's Chromium.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-pglite-'));
const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn' };
const run = (command, args, extraEnv = {}) => execFileSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });

// E2E_DIST=<dir>: the sites are built there instead of apps/*/dist, so two journey runs in one
// checkout (each on its own E2E_PORT) do not overwrite each other's build.
const dist = process.env.E2E_DIST ? path.resolve(process.env.E2E_DIST) : null;
const builds = dist ? { WEB_OUT_DIR: path.join(dist, 'web'), BACKOFFICE_OUT_DIR: path.join(dist, 'backoffice') } : {};
const served = dist ? { E2E_DIST: dist, E2E_WEB_DIST: builds.WEB_OUT_DIR, E2E_BACKOFFICE_DIST: builds.BACKOFFICE_OUT_DIR } : {};

let failed = false;
try {
  run('npm', ['run', 'build'], builds);
  // The fixture brands, the demo brand, the fixture accounts and each journey's data, in one process that
  // opens the database once and runs the brand, account and game CLIs' commands and the e2e-*-fixture.ts
  // functions in order (apps/server/test/e2e-setup.ts; add a journey's fixture there).
  run(process.execPath, ['--import', 'tsx', 'apps/server/test/e2e-setup.ts']);
  run('npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', ...process.argv.slice(2)], { E2E_DATA_DIR: dataDir, ...served });
} catch {
  failed = true;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}.secret`, { force: true });
}
process.exit(failed ? 1 : 0);
