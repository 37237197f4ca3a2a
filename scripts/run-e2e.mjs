// Runs the Playwright journeys: builds the web app, prepares a fresh embedded database with the
// demo brand, two fixture accounts and three fixture brands (maintenance, blocked region, guard on), then lets
// Playwright start the server on it and drive Debian's Chromium.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-pglite-'));
const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' };
const run = (command, args, extraEnv = {}) => execFileSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
const brand = (...args) => run(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/brand.ts', ...args]);
const account = (...args) =>
  run(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/account.ts', 'create', '--brand', 'bituin', ...args]);

let failed = false;
try {
  run('npm', ['run', 'build', '-w', '@app/web']);
  brand(
    'create',
    '--code',
    'maint',
    '--name',
    'Maintenance Fixture',
    '--domain',
    'maint.localhost',
    '--status',
    '1',
    '--service-email',
    'support@maint.example',
  );
  brand(
    'create',
    '--code',
    'blocked',
    '--name',
    'Blocked Fixture',
    '--domain',
    'blocked.localhost',
    '--block-ip',
    '127.0.0.0/8',
    '--block-ip',
    '::1/128',
    '--service-email',
    'support@blocked.example',
  );
  // Accounts the journeys log in with: one whose password is on the brand's weak list, and an agent.
  brand('seed-demo');
  account('--username', 'weakling', '--password', '123456');
  account('--username', 'agentrosa', '--password', 'Lakad2026!', '--type', '1', '--affiliate-code', 'ROSA01');
  brand('create', '--code', 'guarded', '--name', 'Guarded Fixture', '--domain', 'guard.localhost', '--flag', 'sendLoggedInHome=true');
  run('npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', ...process.argv.slice(2)], { E2E_DATA_DIR: dataDir });
} catch {
  failed = true;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
