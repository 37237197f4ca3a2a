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
  // The journeys of the sabong vendor and its transfer wallet (header, games lobby, wallet) need the
  // categories the demo ships off while they have nothing to play.
  run(process.execPath, [
    '--import',
    'tsx',
    'apps/server/src/cli/game.ts',
    'types',
    '--brand',
    'bituin',
    '--enable',
    'BINGO',
    '--enable',
    'COCKFIGHT',
  ]);
  account('--username', 'weakling', '--password', '123456');
  account('--username', 'agentrosa', '--password', 'Lakad2026!', '--type', '1', '--affiliate-code', 'ROSA01');
  // The wallet journey's player (wallet.spec.ts): under agentrosa, payment password 246810, 1,000.00 in its main wallet.
  account('--username', 'walletrosa', '--password', 'Lakad2026!');
  run(process.execPath, ['--import', 'tsx', 'apps/server/test/e2e-wallet-fixture.ts', 'walletrosa', 'agentrosa', '246810']);
  // Back-office staff with known authenticator secrets (apps/web/e2e/staff.json), so journeys compute the codes.
  run(process.execPath, ['--import', 'tsx', 'apps/server/test/e2e-staff-fixture.ts']);
  // The withdrawal journeys' player (withdrawals.spec.ts): payment password 246810, 1,000.00 in its main wallet.
  account('--username', 'payrosa', '--password', 'Lakad2026!');
  run(process.execPath, ['--import', 'tsx', 'apps/server/test/e2e-wallet-fixture.ts', 'payrosa', 'agentrosa', '246810']);
  // The house slot journey's player (house-slots.spec.ts): payment password 246810, 1,000.00 in its main wallet.
  account('--username', 'slotrosa', '--password', 'Lakad2026!');
  run(process.execPath, ['--import', 'tsx', 'apps/server/test/e2e-wallet-fixture.ts', 'slotrosa', 'agentrosa', '246810']);
  // The lottery journeys' players (lottery.spec.ts: fast draws, and the Vietnamese lottery on a phone), 1,000.00 each.
  account('--username', 'lottorosa', '--password', 'Lakad2026!');
  run(process.execPath, ['--import', 'tsx', 'apps/server/test/e2e-wallet-fixture.ts', 'lottorosa', 'agentrosa', '246810']);
  account('--username', 'xosorosa', '--password', 'Lakad2026!');
  run(process.execPath, ['--import', 'tsx', 'apps/server/test/e2e-wallet-fixture.ts', 'xosorosa', 'agentrosa', '246810']);
  // The lottery desk journey's draw (backoffice-lottery.spec.ts): yesterday's vn-south TP.HCM draw, closed, awaiting its result.
  run(process.execPath, ['--import', 'tsx', 'apps/server/test/e2e-lottery-fixture.ts']);
  // The downline-transfer journey (wallet-downline.spec.ts): the agent agentdiwa (under agentrosa)
  // and its direct downline diwabata, each with payment password 246810 and 1,000.00 in the main wallet.
  account('--username', 'agentdiwa', '--password', 'Lakad2026!', '--type', '1', '--affiliate-code', 'DIWA01');
  run(process.execPath, ['--import', 'tsx', 'apps/server/test/e2e-wallet-fixture.ts', 'agentdiwa', 'agentrosa', '246810']);
  account('--username', 'diwabata', '--password', 'Lakad2026!');
  run(process.execPath, ['--import', 'tsx', 'apps/server/test/e2e-wallet-fixture.ts', 'diwabata', 'agentdiwa', '246810']);
  // The agent centre journey (agent-centre.spec.ts): the top-level agent agentlakan and its member
  // lakanbata (payment password 246810, 1,000.00 in its main wallet).
  account('--username', 'agentlakan', '--password', 'Lakad2026!', '--type', '1', '--affiliate-code', 'LAKAN01');
  account('--username', 'lakanbata', '--password', 'Lakad2026!');
  run(process.execPath, ['--import', 'tsx', 'apps/server/test/e2e-wallet-fixture.ts', 'lakanbata', 'agentlakan', '246810']);
  // The agent desk journey (backoffice-agents.spec.ts): the top-level agents boagent1 (daily salary
  // contract, member boagentbata, the day before yesterday's period settled) and boagent2 (no contract yet).
  account('--username', 'boagent1', '--password', 'Lakad2026!', '--type', '1', '--affiliate-code', 'BOAG01');
  account('--username', 'boagentbata', '--password', 'Lakad2026!');
  account('--username', 'boagent2', '--password', 'Lakad2026!', '--type', '1', '--affiliate-code', 'BOAG02');
  run(process.execPath, ['--import', 'tsx', 'apps/server/test/e2e-agents-fixture.ts']);
  // The site's contract journey (agent-contracts.spec.ts): the top-level agent ctagent, its member
  // ctbata, yesterday's daily salary paid and a new operator offer awaiting ctagent.
  account('--username', 'ctagent', '--password', 'Lakad2026!', '--type', '1', '--affiliate-code', 'CTAG01');
  account('--username', 'ctbata', '--password', 'Lakad2026!');
  run(process.execPath, ['--import', 'tsx', 'apps/server/test/e2e-contracts-fixture.ts']);
  // The missions journey (missions.spec.ts): missionrosa bet 600.00 today (the daily mission is complete,
  // the badge shows 1) and missionbata 900.00 (above it on the weekly leaderboard).
  account('--username', 'missionrosa', '--password', 'Lakad2026!');
  account('--username', 'missionbata', '--password', 'Lakad2026!');
  run(process.execPath, ['--import', 'tsx', 'apps/server/test/e2e-missions-fixture.ts', 'missionrosa=60000', 'missionbata=90000']);
  // The points journey's player (points.spec.ts): payment password 246810, 1,000.00 and 5,000 points.
  account('--username', 'pointrosa', '--password', 'Lakad2026!');
  run(process.execPath, ['--import', 'tsx', 'apps/server/test/e2e-wallet-fixture.ts', 'pointrosa', 'agentrosa', '246810']);
  run(process.execPath, ['--import', 'tsx', 'apps/server/test/e2e-points-fixture.ts', 'pointrosa', '5000']);
  // The invite friends journey (referral.spec.ts): referrosa, a member with the invitation code ROSAREF1, and
  // three friends who signed up after it with that code: one qualified (rewarded), one pending, one flagged.
  account('--username', 'referrosa', '--password', 'Lakad2026!', '--affiliate-code', 'ROSAREF1');
  for (const name of ['refbata1', 'refbata2', 'refbata3']) account('--username', name, '--password', 'Lakad2026!');
  run(process.execPath, ['--import', 'tsx', 'apps/server/test/e2e-referral-fixture.ts', 'referrosa', 'refbata1', 'refbata2', 'refbata3']);
  // The VIP journey's player (vip.spec.ts): 12,000.00 of valid bets and 2,500.00 deposited, raised to level 2 (Silver).
  account('--username', 'viprosa', '--password', 'Lakad2026!');
  run(process.execPath, ['--import', 'tsx', 'apps/server/test/e2e-vip-fixture.ts', 'viprosa']);
  // The promotions journey's player (promotions.spec.ts): payment password 246810, 1,000.00, a claimable 50.00
  // reward with 2x wagering, and the brand's live E2E check-in and apply promotions.
  account('--username', 'promorosa', '--password', 'Lakad2026!');
  run(process.execPath, ['--import', 'tsx', 'apps/server/test/e2e-wallet-fixture.ts', 'promorosa', 'agentrosa', '246810']);
  run(process.execPath, ['--import', 'tsx', 'apps/server/test/e2e-promotions-fixture.ts', 'promorosa']);
  // The promotion desk journey (backoffice-promotions.spec.ts): promodesk applied to the live apply promotion
  // "Birthday bonus (fixture)" (maximum 1,000.00) with a comment and an image, and claimed a 100.00 bonus at 5x wagering.
  account('--username', 'promodesk', '--password', 'Lakad2026!');
  run(process.execPath, ['--import', 'tsx', 'apps/server/test/e2e-bo-promotions-fixture.ts', 'promodesk']);
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
  // The responsible-gaming desk journey (responsible-gaming.spec.ts): a player desk.rita sets limits and breaks for.
  account('--username', 'rgdeskrosa', '--password', 'Lakad2026!');
  // The engagement journey (engagement.spec.ts): promotion sweeps start after the set-up's deposits, and a 2-point good.
  run(process.execPath, ['--import', 'tsx', 'apps/server/test/e2e-engagement-fixture.ts']);
  run('npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', ...process.argv.slice(2)], { E2E_DATA_DIR: dataDir });
} catch {
  failed = true;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}.secret`, { force: true });
}
process.exit(failed ? 1 : 0);
