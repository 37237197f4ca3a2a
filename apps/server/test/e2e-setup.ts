/**
 * Prepares the browser journeys' database in one process (scripts/run-e2e.mjs runs it before
 * Playwright starts the server): the fixture brands (maintenance, blocked region, guard on, SMS
 * codes, social sign-in), the demo brand, the fixture accounts and the data each journey starts
 * from. It opens the database once and runs the same commands the operator CLIs run (brand,
 * account, game) and the same e2e-*-fixture.ts functions their own command lines run, in this
 * order; a process per step spent most of the set-up starting node and importing the app.
 * Test data only; an operator never runs this.
 *
 *   DATA_DIR=<fresh folder> node --import tsx apps/server/test/e2e-setup.ts
 */
import { runAccountCommand } from '../src/cli/account.ts';
import { runBrandCommand } from '../src/cli/brand.ts';
import { runGameCommand } from '../src/cli/game.ts';
import { openCliDb } from '../src/cli/open-cli-db.ts';
import { agentsFixture } from './e2e-agents-fixture.ts';
import { ARENA_BRAND, arenaFixture } from './e2e-arena-fixture.ts';
import { bingoFixture } from './e2e-bingo-fixture.ts';
import { boPromotionsFixture } from './e2e-bo-promotions-fixture.ts';
import { contractsFixture } from './e2e-contracts-fixture.ts';
import { engagementFixture } from './e2e-engagement-fixture.ts';
import { jobsFixture } from './e2e-jobs-fixture.ts';
import { lotteryFixture } from './e2e-lottery-fixture.ts';
import { missionsFixture } from './e2e-missions-fixture.ts';
import { pointsFixture } from './e2e-points-fixture.ts';
import { promotionsFixture } from './e2e-promotions-fixture.ts';
import { referralFixture } from './e2e-referral-fixture.ts';
import { sportsFixture } from './e2e-sports-fixture.ts';
import { staffFixture } from './e2e-staff-fixture.ts';
import { vipFixture } from './e2e-vip-fixture.ts';
import { walletFixture } from './e2e-wallet-fixture.ts';

const started = Date.now();
const db = await openCliDb((message) => new Error(message));

/** A command's exit code other than 0 stops the set-up, as a failing CLI process did. */
const ok = (what: string) => (code: number) => {
  if (code !== 0) throw new Error(`e2e set-up: ${what} exited ${code}`);
};
const brand = async (...args: string[]) => ok(`brand ${args[0]}`)(await runBrandCommand(args, db));
const account = async (...args: string[]) =>
  ok(`account ${args[1]}`)(await runAccountCommand(['create', '--brand', 'bituin', ...args], db));
const game = async (...args: string[]) => ok(`game ${args[0]}`)(await runGameCommand(args, db));
/** The wallet journeys' player: under the agent, payment password 246810, 1,000.00 in its main wallet. */
const wallet = (username: string, agent: string) => walletFixture(db, username, agent, '246810');

try {
  await brand(
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
  await brand(
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
  // The brand settings journey (backoffice-brand.spec.ts) changes this brand only, so no other journey sees it.
  await brand('create', '--code', 'brandtour', '--name', 'Brand Tour', '--domain', 'brandtour.localhost');
  // The menu settings journey (menu-settings.spec.ts) hides entries and switches pages off on this brand only.
  await brand('create', '--code', 'menutour', '--name', 'Menu Tour', '--domain', 'menutour.localhost');
  ok('account menurosa')(
    await runAccountCommand(['create', '--brand', 'menutour', '--username', 'menurosa', '--password', 'Lakad2026!'], db),
  );
  // Accounts the journeys log in with: one whose password is on the brand's weak list, and an agent.
  await brand('seed-demo');
  // The journeys of the sabong vendor and its transfer wallet (header, games lobby, wallet) need the
  // categories the demo ships off while they have nothing to play.
  await game('types', '--brand', 'bituin', '--enable', 'BINGO', '--enable', 'COCKFIGHT');
  // The bingo journey's quick room (bingo.spec.ts): a game every 20 s, balls 0.8 s apart.
  await bingoFixture(db);
  await account('--username', 'weakling', '--password', '123456');
  await account('--username', 'agentrosa', '--password', 'Lakad2026!', '--type', '1', '--affiliate-code', 'ROSA01');
  // The wallet journey's player (wallet.spec.ts): under agentrosa, payment password 246810, 1,000.00 in its main wallet.
  await account('--username', 'walletrosa', '--password', 'Lakad2026!');
  await wallet('walletrosa', 'agentrosa');
  // Back-office staff with known authenticator secrets (apps/web/e2e/staff.json), so journeys compute the codes.
  await staffFixture(db);
  // The withdrawal journeys' player (withdrawals.spec.ts): payment password 246810, 1,000.00 in its main wallet.
  await account('--username', 'payrosa', '--password', 'Lakad2026!');
  await wallet('payrosa', 'agentrosa');
  // The house slot journey's player (house-slots.spec.ts): payment password 246810, 1,000.00 in its main wallet.
  await account('--username', 'slotrosa', '--password', 'Lakad2026!');
  await wallet('slotrosa', 'agentrosa');
  // The live tables journey's player (live-tables.spec.ts): bets at a table and finds the round in the betting record, 1,000.00.
  await account('--username', 'tablerosa', '--password', 'Lakad2026!');
  await wallet('tablerosa', 'agentrosa');
  // The lottery journeys' players (lottery.spec.ts: fast draws, and the Vietnamese lottery on a phone), 1,000.00 each.
  await account('--username', 'lottorosa', '--password', 'Lakad2026!');
  await wallet('lottorosa', 'agentrosa');
  await account('--username', 'xosorosa', '--password', 'Lakad2026!');
  await wallet('xosorosa', 'agentrosa');
  // The lottery desk journey's draw (backoffice-lottery.spec.ts): yesterday's vn-south TP.HCM draw, closed, awaiting its result.
  await lotteryFixture(db);
  // The downline-transfer journey (wallet-downline.spec.ts): the agent agentdiwa (under agentrosa)
  // and its direct downline diwabata, each with payment password 246810 and 1,000.00 in the main wallet.
  await account('--username', 'agentdiwa', '--password', 'Lakad2026!', '--type', '1', '--affiliate-code', 'DIWA01');
  await wallet('agentdiwa', 'agentrosa');
  await account('--username', 'diwabata', '--password', 'Lakad2026!');
  await wallet('diwabata', 'agentdiwa');
  // The agent centre journey (agent-centre.spec.ts): the top-level agent agentlakan and its member
  // lakanbata (payment password 246810, 1,000.00 in its main wallet).
  await account('--username', 'agentlakan', '--password', 'Lakad2026!', '--type', '1', '--affiliate-code', 'LAKAN01');
  await account('--username', 'lakanbata', '--password', 'Lakad2026!');
  await wallet('lakanbata', 'agentlakan');
  // The agent desk journey (backoffice-agents.spec.ts): the top-level agents boagent1 (daily salary
  // contract, member boagentbata, the day before yesterday's period settled) and boagent2 (no contract yet).
  await account('--username', 'boagent1', '--password', 'Lakad2026!', '--type', '1', '--affiliate-code', 'BOAG01');
  await account('--username', 'boagentbata', '--password', 'Lakad2026!');
  await account('--username', 'boagent2', '--password', 'Lakad2026!', '--type', '1', '--affiliate-code', 'BOAG02');
  await agentsFixture(db);
  // The site's contract journey (agent-contracts.spec.ts): the top-level agent ctagent, its member
  // ctbata, yesterday's daily salary paid and a new operator offer awaiting ctagent.
  await account('--username', 'ctagent', '--password', 'Lakad2026!', '--type', '1', '--affiliate-code', 'CTAG01');
  await account('--username', 'ctbata', '--password', 'Lakad2026!');
  await contractsFixture(db);
  // The missions journey (missions.spec.ts): missionrosa bet 600.00 today (the daily mission is complete,
  // the badge shows 1) and missionbata 900.00 (above it on the weekly leaderboard).
  await account('--username', 'missionrosa', '--password', 'Lakad2026!');
  await account('--username', 'missionbata', '--password', 'Lakad2026!');
  await missionsFixture(db, [
    { username: 'missionrosa', stake: '60000' },
    { username: 'missionbata', stake: '90000' },
  ]);
  // The points journey's player (points.spec.ts): payment password 246810, 1,000.00 and 5,000 points.
  await account('--username', 'pointrosa', '--password', 'Lakad2026!');
  await wallet('pointrosa', 'agentrosa');
  await pointsFixture(db, 'pointrosa', '5000');
  // The invite friends journey (referral.spec.ts): referrosa, a member with the invitation code ROSAREF1, and
  // three friends who signed up after it with that code: one qualified (rewarded), one pending, one flagged.
  await account('--username', 'referrosa', '--password', 'Lakad2026!', '--affiliate-code', 'ROSAREF1');
  for (const name of ['refbata1', 'refbata2', 'refbata3']) await account('--username', name, '--password', 'Lakad2026!');
  await referralFixture(db, 'referrosa', 'refbata1', 'refbata2', 'refbata3');
  // The VIP journey's player (vip.spec.ts): 12,000.00 of valid bets and 2,500.00 deposited, raised to level 2 (Silver).
  await account('--username', 'viprosa', '--password', 'Lakad2026!');
  await vipFixture(db, 'viprosa');
  // The promotions journey's player (promotions.spec.ts): payment password 246810, 1,000.00, a claimable 50.00
  // reward with 2x wagering, and the brand's live E2E check-in and apply promotions.
  await account('--username', 'promorosa', '--password', 'Lakad2026!');
  await wallet('promorosa', 'agentrosa');
  await promotionsFixture(db, 'promorosa');
  // The promotion desk journey (backoffice-promotions.spec.ts): promodesk applied to the live apply promotion
  // "Birthday bonus (fixture)" (maximum 1,000.00) with a comment and an image, and claimed a 100.00 bonus at 5x wagering.
  await account('--username', 'promodesk', '--password', 'Lakad2026!');
  await boPromotionsFixture(db, 'promodesk');
  // An account with an e-mail address, for the forgotten-password-by-e-mail journey.
  await account('--username', 'mailrosa', '--password', 'Lakad2026!', '--email', 'mailrosa@bituin.example');
  await brand('create', '--code', 'guarded', '--name', 'Guarded Fixture', '--domain', 'guard.localhost', '--flag', 'sendLoggedInHome=true');
  // Sign-up by mobile with a texted code and login by code, for the SMS journeys (account-sms.spec.ts).
  await brand(
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
    // A password change asks for a code texted to the bound phone (account-sms.spec.ts).
    '--flag',
    'CHNGPASSVERIF3=true',
  );
  // Google and Facebook sign-in through a local OpenID provider that account-social.spec.ts starts
  // three ports after the site's (public clients: PKCE only, so no secret to seal).
  const provider = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8090) + 3}`;
  await brand(
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
  // Agents need a second factor before the agent centre opens (decision 060): the fixture agents' phones count as proven.
  await db.query(`update accounts set mobile_verified_at = now() where account_type in (1, 2, 41, 42)`);
  // The responsible-gaming desk journey (responsible-gaming.spec.ts): a player desk.rita sets limits and breaks for.
  await account('--username', 'rgdeskrosa', '--password', 'Lakad2026!');
  // The engagement journey (engagement.spec.ts): promotion sweeps start after the set-up's deposits, and a 2-point good.
  await engagementFixture(db);
  // The arena journey (arena.spec.ts): two players of the international demo brand (intl.localhost), 1,000.00 each;
  // desk.arnel runs the seeded event's fight 1 while they bet.
  for (const username of ['arenarosa', 'arenabata']) {
    ok(`account ${username}`)(
      await runAccountCommand(['create', '--brand', ARENA_BRAND, '--username', username, '--password', 'Lakad2026!'], db),
    );
  }
  await arenaFixture(db, ['arenarosa', 'arenabata']);
  // The sportsbook journey (sports.spec.ts): two matches six hours ahead that its trial player bets on and desk.dante and desk.elena settle.
  await sportsFixture(db);
  // The failed-jobs desk journey (backoffice-jobs.spec.ts): two failed jobs, one to retry and one to dismiss.
  await jobsFixture(db);
} finally {
  await db.close();
}
console.error(`e2e set-up: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
