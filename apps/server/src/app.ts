import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './app-config.ts';
import { createAppContext } from './app-context.ts';
import { createHttpApp, installHttpEdge } from './http/http-app.ts';
import { installRequestContext } from './http/request-context.ts';
import { installWebSite } from './http/web-site.ts';
import { installAgentContracts } from './modules/agent-contracts/index.ts';
import { installArena } from './modules/arena/index.ts';
import { installAgentTeam } from './modules/agent-team/index.ts';
import { installAuditChain } from './modules/audit-chain/index.ts';
import { installBrandDesk } from './modules/brand-desk/index.ts';
import { installBingo } from './modules/bingo/index.ts';
import { installBrands } from './modules/brands/index.ts';
import { installCatalogDesk } from './modules/catalog-desk/index.ts';
import { installDeposits } from './modules/deposits/index.ts';
import { installEmail } from './modules/email/index.ts';
import { installExternalSignIn } from './modules/external-sign-in/index.ts';
import { installFinanceDesk } from './modules/finance-desk/index.ts';
import { installFish } from './modules/fish/index.ts';
import { installGames } from './modules/games/index.ts';
import { installHelpDesk } from './modules/help-desk/index.ts';
import { installHouseSlots } from './modules/house-slots/index.ts';
import { installLiveChat } from './modules/live-chat/index.ts';
import { installLiveTables } from './modules/live-tables/index.ts';
import { installLottery } from './modules/lottery/index.ts';
import { installMembersDesk } from './modules/members/index.ts';
import { installMembership } from './modules/membership/index.ts';
import { installMessages } from './modules/messages/index.ts';
import { installMissions } from './modules/missions/index.ts';
import { installNotices } from './modules/notices/index.ts';
import { installOpenApi } from './modules/openapi/index.ts';
import { installPasskeys } from './modules/passkeys/index.ts';
import { installPayloadCrypto } from './modules/payload-crypto/index.ts';
import { installPaymentPassword } from './modules/payment-password/index.ts';
import { installPoints } from './modules/points/index.ts';
import { installPvp } from './modules/pvp/index.ts';
import { installReferral } from './modules/referral/index.ts';
import { installReports } from './modules/reports/index.ts';
import { installJobsDesk } from './modules/jobs-desk/index.ts';
import { installResponsibleGaming, installRgRules } from './modules/responsible-gaming/index.ts';
import { installRewards } from './modules/rewards/index.ts';
import { installRounds } from './modules/rounds/index.ts';
import { installFirebaseCsp, installLogin, installSessions } from './modules/session/index.ts';
import { installSms } from './modules/sms/index.ts';
import { installSportsbook } from './modules/sportsbook/index.ts';
import { installStaff } from './modules/staff/index.ts';
import { installSystem } from './modules/system/index.ts';
import { installTwoFactor } from './modules/two-factor/index.ts';
import { installUploads } from './modules/uploads/index.ts';
import { installVendorWallet } from './modules/vendor-wallet/index.ts';
import { installVerification } from './modules/verification/index.ts';
import { installVip } from './modules/vip/index.ts';
import { installWallet } from './modules/wallet/index.ts';
import { installWithdrawals } from './modules/withdrawals/index.ts';

export type { AppConfig, AppDeps } from './app-config.ts';

/**
 * Builds the HTTP app on its dependencies. It never listens; main.ts and tests decide that.
 *
 * Each module is wired by the install function of its face (decision 052): it builds its services,
 * registers its routes and jobs, reads its settings from `ctx.config`, and answers what later
 * modules need, which is passed on by name. The order matters where a hook or a shared service
 * must exist first: the HTTP edge (errors, security headers, rate limit, cookies, multipart) and
 * the request context before any route; the rules of responsible gaming before the auth guard, the
 * guards before the modules with guarded calls.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = createHttpApp(deps.config);
  const ctx = await createAppContext(app, deps);
  await installHttpEdge(app, { secret: ctx.secret, cluster: ctx.cluster, rateLimitPerMinute: ctx.config.rateLimitPerMinute });
  // Every route from here on is catalogued for the OpenAPI documents (decision 042).
  installOpenApi(app);
  // The caller's brand (Merchant header or host name), language, country and access status on every call.
  const brands = installBrands(app, ctx);
  installRequestContext(app, brands, deps.lookupCountry);
  // Pages of brands in Firebase mode may load Google's reCAPTCHA (decision 013).
  installFirebaseCsp(app, brands);
  const system = await installSystem(app, ctx);

  // Accounts and sessions: encrypted payloads, captcha and human check in front of the credential calls.
  const { opener } = await installPayloadCrypto(app, ctx);
  const { captcha, humanCheck } = await installVerification(app, ctx, { captchaText: deps.captchaText });
  const rg = installRgRules(app, ctx);
  const session = installSessions(app, ctx, { sessionTime: rg.sessionTime });
  const { sessions, loginFailures, guard } = session;
  // Back office (apps/backoffice): staff sign in with password and authenticator; every /bo call checks a permission.
  const { staffGuard } = await installStaff(app, ctx);
  const guards = { guard, staffGuard };
  await installNotices(app, ctx, guards);
  const { smsCodes, sendText } = await installSms(app, ctx, { humanCheck });
  const { emailCodes, sendMail } = await installEmail(app, ctx, { sessions, loginFailures, system, humanCheck, opener });
  // What players are told on their own phone or e-mail besides codes (decision 060).
  const messenger = { text: sendText, mail: sendMail };
  const { twoFactor } = await installTwoFactor(app, ctx, { smsCodes, emailCodes, sessions, opener, guard, messenger });
  const { paymentPassword } = await installPaymentPassword(app, ctx, { system, sessions, opener, guard });
  const verifiers = { captcha, humanCheck, smsCodes };
  const { login, firebase } = await installLogin(app, ctx, { ...verifiers, ...session, twoFactor, exclusions: rg.gate, opener });
  const { register } = await installMembership(app, ctx, {
    ...verifiers,
    system,
    firebase,
    paymentPassword,
    sessions,
    login,
    opener,
    guard,
  });
  await installExternalSignIn(app, ctx, { login });
  await installPasskeys(app, ctx, { login, guard });
  await installUploads(app, ctx, guards);
  await installResponsibleGaming(app, ctx, rg, { ...guards, sessions, opener, brands });

  // Money, games and the member and agent centres; each module's desk in the back office with it.
  await installWallet(app, ctx, { guard, sessions, paymentPassword });
  await installAgentTeam(app, ctx, { guard, opener, register, system });
  await installAuditChain(app, ctx, guards);
  await installBrandDesk(app, ctx, { brands, staffGuard });
  await installMembersDesk(app, ctx, { sessions, staffGuard, playRules: rg.cache, messenger });
  await installReports(app, ctx, guards);
  await installJobsDesk(app, ctx, guards);
  await installHelpDesk(app, ctx, guards);
  await installMessages(app, ctx, guards);
  // The built-in live chat and its back-office desk (decision 062).
  await installLiveChat(app, ctx, { ...guards, humanCheck });
  await installDeposits(app, ctx, { ...guards, limits: rg.gate });
  await installWithdrawals(app, ctx, { ...guards, paymentPassword });
  await installFinanceDesk(app, ctx, guards);
  const vendorWallet = await installVendorWallet(app, ctx, { guard, betGate: rg.gate });
  const lottery = await installLottery(app, ctx, { ...guards, sessions, vendorWallet, betGate: rg.gate, sendMail });
  await installAgentContracts(app, ctx, guards);
  await installReferral(app, ctx, { ...guards, register, system });
  await installVip(app, ctx, guards);
  await installRewards(app, ctx, guards);
  await installMissions(app, ctx, guards);
  await installPoints(app, ctx, { ...guards, paymentPassword });
  const games = await installGames(app, ctx, { guard, sessions, gameSessions: vendorWallet.gameSessions, lotteryPathOf: lottery.pathOf });
  await installCatalogDesk(app, ctx, guards);
  await installHouseSlots(app, ctx, { brands, vendorWallet, betGate: rg.gate });
  // The round engine (decision 053); the shared-round house games plug their games into it as they install:
  // the live tables (decision 054), bingo rooms (decision 057), the cockfight arena (decision 056).
  const rounds = await installRounds(app, ctx, {
    brands,
    vendorWallet,
    betGate: rg.gate,
    lookupCountry: deps.lookupCountry,
  });
  await installBingo(app, ctx, { rounds, brands, vendorWallet, guard: staffGuard });
  await installArena(app, ctx, { rounds, brands, staffGuard });
  await installLiveTables(app, ctx, { rounds, guard: staffGuard });
  // The sportsbook and esports book (decision 058): its own slips, settlement and trading desk.
  await installSportsbook(app, ctx, { brands, vendorWallet, staffGuard, betGate: rg.gate, lookupCountry: deps.lookupCountry });

  // The PVP card rooms (decision 059): Pusoy Dos and Tongits tables of their own, the house taking a fee per hand.
  await installPvp(app, ctx, { games, vendorWallet, brands, betGate: rg.gate, staffGuard });
  // Fish shooting (decision 061): batches of shots decided by the server, posted through the ledger.
  await installFish(app, ctx, { brands, vendorWallet, betGate: rg.gate });

  // The site's page carries the host's brand (title and theme colours; decision 046).
  await installWebSite(app, ctx.config.webDist, ctx.config.backofficeDist, brands);
  return app;
}
