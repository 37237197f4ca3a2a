// Runs the Playwright journeys: builds the web app, prepares a fresh embedded database with the
// demo brand, fixture accounts and fixture brands (maintenance, blocked region, guard on, SMS codes), then lets
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
  run('npm', ['run', 'build']);
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
  // The wallet journey's player (wallet.spec.ts): under agentrosa, payment password 246810, 1,000.00 in its main wallet.
  account('--username', 'walletrosa', '--password', 'Lakad2026!');
  run(process.execPath, ['--import', 'tsx', 'apps/server/test/e2e-wallet-fixture.ts', 'walletrosa', 'agentrosa', '246810']);
  // Back-office staff with a known authenticator secret, so the journey can compute the codes.
  const staff = (...args) => run(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/staff.ts', 'create', ...args]);
  staff(
    '--username',
    'desk.maria',
    '--password',
    'Bantay-Kaha-2026',
    '--role',
    'owner',
    '--name',
    'Maria Santos',
    '--totp-secret',
    'JBSWY3DPEHPK3PXPJBSWY3DP',
  );
  staff(
    '--username',
    'desk.jun',
    '--password',
    'Bantay-Kaha-2026',
    '--role',
    'support',
    '--name',
    'Jun Reyes',
    '--totp-secret',
    'KRUGS4ZANFZSAYJAORSXG5BAMFXGI3DF',
  );
  // A second owner, so a manual adjustment one proposes can be approved by another (withdrawals.spec.ts).
  staff(
    '--username',
    'desk.ana',
    '--password',
    'Bantay-Kaha-2026',
    '--role',
    'owner',
    '--name',
    'Ana Reyes',
    '--totp-secret',
    'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U',
  );
  // The withdrawal journeys' player (withdrawals.spec.ts): payment password 246810, 1,000.00 in its main wallet.
  account('--username', 'payrosa', '--password', 'Lakad2026!');
  run(process.execPath, ['--import', 'tsx', 'apps/server/test/e2e-wallet-fixture.ts', 'payrosa', 'agentrosa', '246810']);
  // The house slot journey's player (house-slots.spec.ts): payment password 246810, 1,000.00 in its main wallet.
  account('--username', 'slotrosa', '--password', 'Lakad2026!');
  run(process.execPath, ['--import', 'tsx', 'apps/server/test/e2e-wallet-fixture.ts', 'slotrosa', 'agentrosa', '246810']);
  // The downline-transfer journey (wallet-downline.spec.ts): the agent agentdiwa (under agentrosa)
  // and its direct downline diwabata, each with payment password 246810 and 1,000.00 in the main wallet.
  account('--username', 'agentdiwa', '--password', 'Lakad2026!', '--type', '1', '--affiliate-code', 'DIWA01');
  run(process.execPath, ['--import', 'tsx', 'apps/server/test/e2e-wallet-fixture.ts', 'agentdiwa', 'agentrosa', '246810']);
  account('--username', 'diwabata', '--password', 'Lakad2026!');
  run(process.execPath, ['--import', 'tsx', 'apps/server/test/e2e-wallet-fixture.ts', 'diwabata', 'agentdiwa', '246810']);
  // An account with an e-mail address, for the forgotten-password-by-e-mail journey.
  account('--username', 'mailrosa', '--password', 'Lakad2026!', '--email', 'mailrosa@bituin.example');
  brand('create', '--code', 'guarded', '--name', 'Guarded Fixture', '--domain', 'guard.localhost', '--flag', 'sendLoggedInHome=true');
  // Sign-up by mobile with a texted code and login by code, for the SMS journeys (account-sms.spec.ts).
  brand(
    'create',
    '--code',
    'smscode',
    '--name',
    'SMS Code Fixture',
    '--domain',
    'sms.localhost',
    '--flag',
    'MOBILENUMREG3=true',
    '--flag',
    'REGMOBVERF3=true',
    '--flag',
    'MOBILEVERCODELOGIN3=true',
  );
  // Google and Facebook sign-in through a local OpenID provider that account-social.spec.ts starts
  // three ports after the site's (public clients: PKCE only, so no secret to seal).
  const provider = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8090) + 3}`;
  brand(
    'create',
    '--code',
    'social',
    '--name',
    'Social Sign-in Fixture',
    '--domain',
    'social.localhost',
    '--flag',
    'googleLogin=true',
    '--flag',
    'facebookLogin=true',
    '--google-client-id',
    'e2e-google',
    '--google-issuer',
    provider,
    '--facebook-client-id',
    'e2e-facebook',
    '--facebook-issuer',
    provider,
    '--facebook-endpoints',
    `${provider}/auth,${provider}/token,${provider}/jwks`,
  );
  run('npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', ...process.argv.slice(2)], { E2E_DATA_DIR: dataDir });
} catch {
  failed = true;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}.secret`, { force: true });
}
process.exit(failed ? 1 : 0);
