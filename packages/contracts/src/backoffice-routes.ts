/** The back office's API paths (served by apps/server, called by apps/backoffice). */
export const BO_API = {
  login: '/bo/session/login',
  logout: '/bo/session/logout',
  me: '/bo/me',
  /** GET the signed-in staff member's unread notices (their name being guessed); POST marks them read (decision 060). */
  myNotices: '/bo/me/notices',
  myNoticesRead: '/bo/me/notices/read',
  audit: '/bo/audit',
  /** Staff management (issue 37; staff.manage): the list, a new staff member, a change, the two-owner authenticator reset. */
  staffList: '/bo/staff',
  staffMember: '/bo/staff/:id',
  staffResetAsk: '/bo/staff/:id/authenticator-reset',
  staffResetApprove: '/bo/staff/authenticator-resets/:resetId/approve',
  staffResetReject: '/bo/staff/authenticator-resets/:resetId/reject',
  /** Failed and stalled background jobs (issue 37; jobs.manage): the list, retry (back to pending), dismiss. */
  jobs: '/bo/jobs',
  jobRetry: '/bo/jobs/retry',
  jobDismiss: '/bo/jobs/dismiss',
  /** Recomputes the hash chains of the player and staff audit logs (audit.verify; decision 042). */
  auditVerify: '/bo/audit/verify',
  /** Deposit orders of the brands in scope, with filters (decision 016). */
  deposits: '/bo/deposits',
  depositApprove: '/bo/deposits/:id/approve',
  depositReject: '/bo/deposits/:id/reject',
  /** A player's uploaded image (receipt, proof) for staff who decide finance in its brand. */
  upload: '/bo/uploads/:id',
  /** Withdrawals of the brands in scope (decision 017): queue with filters, decisions, disputes. */
  withdrawals: '/bo/withdrawals',
  withdrawalApprove: '/bo/withdrawals/:id/approve',
  withdrawalReject: '/bo/withdrawals/:id/reject',
  withdrawalForceReceipt: '/bo/withdrawals/:id/force-receipt',
  withdrawalResolve: '/bo/withdrawals/:id/resolve',
  /** A brand's withdrawal limits, auto-receive minutes and payout-account maximum. */
  withdrawalSettings: '/bo/withdrawals/settings',
  /** Manual balance adjustments: proposed by one staff member, approved or rejected by another. */
  adjustments: '/bo/adjustments',
  adjustmentApprove: '/bo/adjustments/:id/approve',
  adjustmentReject: '/bo/adjustments/:id/reject',
  /** The ledger's balance check: every currency sums to zero, accounts agree with their entries. */
  ledgerCheck: '/bo/ledger/check',
  /** The lottery desk (decision 028): draws, official results and voids under four eyes, result import. */
  lotteryDraws: '/bo/lottery/draws',
  lotteryDraw: '/bo/lottery/draws/:id',
  lotteryDrawResult: '/bo/lottery/draws/:id/result',
  lotteryDrawVoid: '/bo/lottery/draws/:id/void',
  lotteryActionApprove: '/bo/lottery/actions/:id/approve',
  lotteryActionReject: '/bo/lottery/actions/:id/reject',
  lotteryImport: '/bo/lottery/results/import',
  /** The Vietnamese results feed (decision 065): sources, settings and alerts; a brand's settings; fetching now. */
  lotteryFeed: '/bo/lottery/feed',
  lotteryFeedBrand: '/bo/lottery/feed/:id',
  lotteryFeedRun: '/bo/lottery/feed/:id/run',
  /**
   * The tables desk (decision 054; tables.read / tables.manage): live tables with their status and
   * round, open / pause / close, settings checked by the game, rounds with their proofs, voids
   * under four eyes.
   */
  liveTables: '/bo/live-tables',
  liveTable: '/bo/live-tables/:id',
  liveTableStatus: '/bo/live-tables/:id/status',
  liveTableSettings: '/bo/live-tables/:id/settings',
  liveTableRounds: '/bo/live-tables/:id/rounds',
  liveTableRound: '/bo/live-tables/rounds/:id',
  liveTableRoundVoid: '/bo/live-tables/rounds/:id/void',
  liveTableVoidApprove: '/bo/live-tables/voids/:id/approve',
  liveTableVoidReject: '/bo/live-tables/voids/:id/reject',
  /**
   * The PVP desk (decision 059; pvp.read / pvp.manage): rooms (stake, fee, timer, scoring, open or
   * closed), tables in play, hand histories with their proofs, the collusion report.
   */
  pvpRooms: '/bo/pvp/rooms',
  pvpRoom: '/bo/pvp/rooms/:roomCode',
  pvpRoomStatus: '/bo/pvp/rooms/:roomCode/status',
  pvpTables: '/bo/pvp/tables',
  pvpHands: '/bo/pvp/hands',
  pvpHand: '/bo/pvp/hands/:id',
  pvpCollusion: '/bo/pvp/collusion',
  /**
   * The arena desk (decision 056; arena.read / arena.manage): arenas and their set-up, rules and
   * jurisdiction; events; fights (open, last call, close, declare); corrections under four eyes.
   */
  arenas: '/bo/arena',
  arenaRules: '/bo/arena/:tableId/rules',
  arenaJurisdiction: '/bo/arena/:tableId/jurisdiction',
  arenaEvents: '/bo/arena/:tableId/events',
  arenaEvent: '/bo/arena/:tableId/event',
  arenaEventEnd: '/bo/arena/:tableId/event/end',
  arenaEventDetail: '/bo/arena/events/:eventId',
  arenaFights: '/bo/arena/:tableId/fights',
  arenaFightAction: '/bo/arena/fights/:roundId/action',
  arenaCorrections: '/bo/arena/fights/:roundId/corrections',
  arenaCorrectionApprove: '/bo/arena/corrections/:id/approve',
  arenaCorrectionReject: '/bo/arena/corrections/:id/reject',
  /** The bingo desk (decision 057; bingo.read / bingo.manage): rooms (create, settings and schedule, open, pause, close), games with their proofs, winners and payouts, the jackpot's history, RTP from the ledger. */
  bingoRooms: '/bo/bingo/rooms',
  bingoRoom: '/bo/bingo/rooms/:id',
  bingoRoomStatus: '/bo/bingo/rooms/:id/status',
  bingoRoomGames: '/bo/bingo/rooms/:id/games',
  bingoRoomJackpot: '/bo/bingo/rooms/:id/jackpot',
  bingoRoomRtp: '/bo/bingo/rooms/:id/rtp',
  bingoGame: '/bo/bingo/games/:id',
  /** Agent contract settlements (decision 029): periods with their statements; hold, release, retry a stalled run, re-run under four eyes. */
  agentSettlements: '/bo/agents/settlements',
  agentSettlement: '/bo/agents/settlements/:id',
  agentSettlementHold: '/bo/agents/settlements/:id/hold',
  agentSettlementRelease: '/bo/agents/settlements/:id/release',
  /** A stalled settlement (its run's job failed for good) runs again under a new run key. */
  agentSettlementRetry: '/bo/agents/settlements/:id/retry',
  agentSettlementRerun: '/bo/agents/settlements/:id/rerun',
  agentSettlementRerunApprove: '/bo/agents/settlements/:id/rerun/approve',
  /** The operator's contracts with top-level agents (those without an upline agent): list and offer. */
  agentContracts: '/bo/agents/contracts',
  /** Platform messages (decision 031): list and send (messages.read / messages.manage), preview, withdraw. */
  messages: '/bo/messages',
  messagePreview: '/bo/messages/preview',
  messageWithdraw: '/bo/messages/:id/withdraw',
  /** Home banners and popups: list, create, edit, switch on or off; banner images (multipart). */
  notices: '/bo/notices',
  notice: '/bo/notices/:id',
  noticeImages: '/bo/notices/images',
  /** The help centre (decision 036; content.read / content.manage): categories with their articles, order, switches, one language of an article, delete. */
  help: '/bo/help',
  helpCategories: '/bo/help/categories',
  helpCategoryOrder: '/bo/help/categories/order',
  helpCategory: '/bo/help/categories/:id',
  helpArticles: '/bo/help/categories/:id/articles',
  helpArticleOrder: '/bo/help/categories/:id/order',
  helpArticle: '/bo/help/categories/:id/articles/:slug',
  helpArticleDelete: '/bo/help/categories/:id/articles/:slug/delete',
  /** Missions (decision 035): list and create (missions.read / missions.manage), edit, a mission's completions. */
  missions: '/bo/missions',
  mission: '/bo/missions/:id',
  missionCompletions: '/bo/missions/:id/completions',
  /** Player feedback (feedback.manage): the queue, replies, closing, and its images. */
  feedback: '/bo/feedback',
  feedbackReply: '/bo/feedback/:id/reply',
  feedbackClose: '/bo/feedback/:id/close',
  feedbackImage: '/bo/feedback/images/:id',
  /** VIP (decision 033): GET a brand's level table, POST it whole (vip.read / vip.manage); a player's level and history; a staff level change. */
  /** Responsible gaming (decision 037): a player's limits, exclusions and session rules (rg.read); staff apply them for the player (rg.manage). */
  rgPlayer: '/bo/rg/player',
  rgLimit: '/bo/rg/limit',
  rgExclusion: '/bo/rg/exclusion',
  rgSessionLimit: '/bo/rg/session-limit',
  rgDailyLimit: '/bo/rg/daily-limit',
  rgRealityCheck: '/bo/rg/reality-check',
  /** Reports (decision 041; reports.read): GGR/NGR, payments, players, bonus cost for GMT+8 days; `format=csv` downloads the same rows. */
  reports: '/bo/reports',
  /** The dashboard (decision 069; reports.read): today's and this week's report totals, top games, the queues and alerts the staff member's permissions reach. */
  dashboard: '/bo/dashboard',
  /** Brand settings (decision 039): GET ?brandId= a brand's settings (brands.read); POST a change (brands.manage). */
  brandSettings: '/bo/brand',
  vipLevels: '/bo/vip/levels',
  vipPlayers: '/bo/vip/players',
  vipPlayerLevel: '/bo/vip/players/:id/level',
  /** Points mall (decision 032; points.read / points.manage, settings and adjustments points.finance): goods with images, the redemption queue, settings, players' journals, adjustments under four eyes. */
  pointGoods: '/bo/points/goods',
  pointGoodsItem: '/bo/points/goods/:id',
  pointGoodsImage: '/bo/points/goods/:id/image',
  pointRedemptions: '/bo/points/redemptions',
  pointRedemptionApprove: '/bo/points/redemptions/:id/approve',
  pointRedemptionReject: '/bo/points/redemptions/:id/reject',
  pointSettings: '/bo/points/settings',
  pointPlayer: '/bo/points/players',
  pointAdjustments: '/bo/points/adjustments',
  pointAdjustmentApprove: '/bo/points/adjustments/:id/approve',
  pointAdjustmentReject: '/bo/points/adjustments/:id/reject',
  /** Invite friends (decision 034): rules per brand, invitees (the flagged queue by default) with allow or deny, referrers. */
  referralSettings: '/bo/referral/settings',
  referralInvitees: '/bo/referral/invitees',
  referralDecide: '/bo/referral/invitees/:id/decide',
  referralReferrers: '/bo/referral/referrers',
  /** Promotions (decision 030; promotions.read / promotions.manage): list and create, edit; applications to issue or reject; a player's rewards and wagering, waiving one. */
  promotions: '/bo/promotions',
  promotion: '/bo/promotions/:id',
  promotionApplications: '/bo/promotions/applications',
  promotionApplicationIssue: '/bo/promotions/applications/:id/issue',
  promotionApplicationReject: '/bo/promotions/applications/:id/reject',
  promotionApplicationImage: '/bo/promotions/applications/images/:id',
  playerRewards: '/bo/promotions/players',
  wageringWaive: '/bo/promotions/wagering/:id/waive',
  /** Catalogue desk (decision 040; brands.read looks, catalog.manage changes): vendors, wallet secret rotation, games, game types, deposit channels. */
  catalogVendors: '/bo/catalog/vendors',
  catalogVendor: '/bo/catalog/vendors/:code',
  catalogVendorSecret: '/bo/catalog/vendors/:code/secret',
  catalogGames: '/bo/catalog/games',
  catalogGame: '/bo/catalog/games/:vendor/:code',
  catalogGameTypes: '/bo/catalog/game-types',
  catalogChannels: '/bo/catalog/channels',
  catalogChannel: '/bo/catalog/channels/:code',
  /** The SMS and e-mail outboxes (decision 040; outbox.read), codes and reset links masked. */
  outbox: '/bo/outbox',
  /** Members desk (decision 038; members.read / members.manage): search, a player's profile, lock, resets, labels, notes, KYC, the agents tree. */
  members: '/bo/members',
  member: '/bo/members/:id',
  memberLock: '/bo/members/:id/lock',
  memberUnlock: '/bo/members/:id/unlock',
  memberPasswordReset: '/bo/members/:id/password-reset',
  memberTwoFactorReset: '/bo/members/:id/two-factor-reset',
  /** A waiting reset approved (done now) or rejected by a second staff member (decision 060). */
  memberResetApprove: '/bo/members/:id/resets/:requestId/approve',
  memberResetReject: '/bo/members/:id/resets/:requestId/reject',
  memberLabels: '/bo/members/:id/labels',
  memberNotes: '/bo/members/:id/notes',
  memberKyc: '/bo/members/:id/kyc',
  memberKycDecide: '/bo/members/:id/kyc/:docId/decide',
  memberKycImage: '/bo/members/:id/kyc/:docId/image',
  memberDownline: '/bo/members/:id/downline',
  memberAgents: '/bo/members/agents',
  /**
   * The sportsbook's trading desk (decision 058; sports.read / sports.manage): fixtures, markets,
   * prices, suspensions, liability, results under four eyes, stake factors, the feed importer.
   */
  sportsFixtures: '/bo/sports/fixtures',
  sportsFixture: '/bo/sports/fixtures/:id',
  sportsFixtureAction: '/bo/sports/fixtures/:id/action',
  sportsFixtureMarkets: '/bo/sports/fixtures/:id/markets',
  sportsFixtureResult: '/bo/sports/fixtures/:id/result',
  sportsMarketPrices: '/bo/sports/markets/:id/prices',
  sportsMarketStatus: '/bo/sports/markets/:id/status',
  sportsMarketLimits: '/bo/sports/markets/:id/limits',
  sportsResultApprove: '/bo/sports/results/:id/approve',
  sportsResultReject: '/bo/sports/results/:id/reject',
  sportsPlayer: '/bo/sports/players',
  sportsPlayerFactor: '/bo/sports/players/:id/factor',
  sportsImport: '/bo/sports/import',
} as const;

/** Where the back-office console is served. */
export const BACKOFFICE_BASE = '/backoffice/';

/** The back office's session cookie (httpOnly, SameSite=Strict, path /bo). */
export const STAFF_COOKIE = 'bo_session';
