/** The route table: every API path the server answers and the site calls, in one place. */
export const API = {
  health: '/healthz',
  systemStatus: '/wps/system/status',
  sessionKey: '/wps/session/key/rsa',
  whitelabel: '/wps/system/whitelabel',
  registerSetting: '/wps/system/setting/register',
  domainRoute: '/wps/system/domainRoute',
  helpCenter: '/wps/system/helpCenter',
  countries: '/wps/system/countries',
  /** The brand's menu settings (decision 074): entry order, hidden entries, labels in the caller's language. */
  menuSettings: '/wps/system/menu',
  /** The brand's routers (decision 074): which switchable site pages are on. */
  routers: '/wps/system/routers',
  vendors: '/wps/relay/GCSGAME_gameVendor',
  /** The header's game navigation: vendors grouped by game type (bare object). */
  gameNav: '/lgw/games/nav',
  /** Lottery menus (decision 028), bare: `prizeMode` Elott, ZY, Lott or SEA. */
  gameMenus: '/lgw/games/game_menus',
  announcements: '/wps/relay/MCSFE_getListAnnouncements',
  captcha: '/wps/captcha',
  humanCheck: '/wps/humanCheck',
  login: '/wps/session/login',
  /** The version 2 login (decision 074): the same login, answered with the menu settings and routers too. */
  loginV2: '/wps/v2/session/login',
  freePlay: '/wps/session/login/freeplay',
  /** Google or Facebook sign-in: a page navigation (not a fetch) to `:provider` google or facebook. */
  signInStart: '/wps/session/oauth/:provider/start',
  signInCallback: '/wps/session/oauth/:provider/callback',
  /** The site trades the one-time `signInCode` the callback put in its address for the session. */
  signInExchange: '/wps/session/oauth/exchange',
  loginVerify: '/wps/session/login/verify',
  loginVerifyCode: '/wps/session/login/verify/code',
  memberSecurity: '/wps/member/security',
  /** The bind-phone prompt (decision 075): a code to the number, then the bind with it. */
  mobileBindCode: '/wps/member/mobile/code',
  mobileBind: '/wps/member/mobile/bind',
  authenticator: '/wps/member/authenticator',
  authenticatorBind: '/wps/member/authenticator/bind',
  authenticatorUnbind: '/wps/member/authenticator/unbind',
  /** One-click login (decision 073): the signed-in member's passkeys (GET), a new one's answer (POST). */
  passkeys: '/wps/member/passkeys',
  /** Registration options of a new passkey for the signed-in member. */
  passkeyOptions: '/wps/member/passkeys/options',
  /** Removes one of the member's passkeys. */
  passkey: '/wps/member/passkeys/:id',
  /** Login options (no session): a challenge for any passkey of the brand. */
  passkeyLoginOptions: '/wps/session/passkey/options',
  /** The device's signed answer; success answers the login value, as the password login does. */
  passkeyLogin: '/wps/session/passkey',
  logout: '/wps/session/logout',
  register: '/wps/member/register',
  registerMobile: '/wps/member/register/mobile',
  memberInfo: '/wps/member/info',
  memberIcon: '/wps/member/info/icon',
  playerAvatar: '/wps/relay/MCSFE_getPlayerAvatar',
  changePassword: '/wps/member/password',
  /** CHNGPASSVERIF3 (decision 064): texts a code to the account's bound phone for a password change. */
  changePasswordCode: '/wps/member/password/code',
  passwordByPhone: '/wps/member/password/verification',
  passwordByEmail: '/wps/member/password/email',
  passwordByEmailReset: '/wps/member/password/email/reset',
  smsLoginCode: '/wps/verification/sms/noLogin',
  smsRegisterCode: '/wps/verification/sms/register',
  smsResetCode: '/wps/verification/sms/reset',
  memberLanguage: '/wps/member/language',
  affiliateCheck: '/wps/agent/affiliate',
  /** An image the caller uploaded (receipts, proofs), `:id` its uuid; only its owner may read it. */
  upload: '/wps/uploads/:id',
  /** The payment password: GET whether it is set, POST (encrypted) to set or change it. */
  paymentPassword: '/wps/member/paymentPassword',
  /** Deposits (decision 016): the brand's channels, and the caller's orders. Changing calls need an Idempotency-Key. */
  depositChannels: '/wps/v2/deposits/channels',
  depositOrders: '/wps/v2/deposits/orders',
  depositOrder: '/wps/v2/deposits/orders/:id',
  /** Manual orders: the payment reference and up to 3 receipt images (multipart). */
  depositSubmit: '/wps/v2/deposits/orders/:id/submit',
  depositCancel: '/wps/v2/deposits/orders/:id/cancel',
  /** A payment gateway's signed server-to-server callback (no brand header: the order names the brand). */
  paymentCallback: '/pay/callback/:gateway',
  /** The built-in sandbox gateway's payment page (a page navigation, server-rendered). */
  sandboxPay: '/sandbox-pay/:orderId',
  /** Withdrawals (decision 017): limits, balance and payout accounts; changing calls need an Idempotency-Key. */
  withdrawalInfo: '/wps/v2/withdrawals/info',
  payoutAccounts: '/wps/v2/withdrawals/payout-accounts',
  /** Unbinds a payout account under the payment password (POST, the PIN in the body). */
  payoutAccountRemove: '/wps/v2/withdrawals/payout-accounts/:id/remove',
  /** GET the caller's withdrawals (paged); POST a request, which holds the amount on the main wallet. */
  withdrawals: '/wps/v2/withdrawals',
  /** The player's answer after the payout: received, not received (with proof images) or partial. */
  withdrawalReceipt: '/wps/v2/withdrawals/:id/receipt',
  /** Wallets (decision 018): sumBalance and each wallet; trial accounts see their demo balance. */
  balance: '/wps/v2/wallets/balance',
  /** Server-sent events: a `balance` event after every movement of the caller's wallets (read with fetch: it needs the Authorization header). */
  walletEvents: '/wps/v2/wallets/events',
  /** The brand's vendors that keep a transfer wallet. */
  merchantWallet: '/wps/relay/GCS_merchantWallet',
  /** Main wallet to a vendor's sub-wallet or back (transferFund); POST with an Idempotency-Key and the payment password. */
  walletTransfer: '/wps/relay/GCS_walletTransfer',
  /** GET who the upline is; POST a transfer to the upline agent (transferUpline). */
  transferUpline: '/wps/v2/wallets/transfer/upline',
  /** POST an agent's transfer to one of its direct downline. */
  transferDownline: '/wps/v2/wallets/transfer/downline',
  /** The account record (transactionHistory). */
  transactions: '/wps/v2/wallets/transactions',
  /** Personal profit and loss by period (personalProfit). */
  personalProfit: '/wps/v2/wallets/profit',
  /** Bonus details (bonusDetails). */
  bonusDetails: '/wps/v2/wallets/bonuses',
  /** Games (decision 022): hot games of a vendor (merchantCode, isPlatform 2, vassalage, platform, language). */
  hotGames: '/wps/relay/GCSGAME_hotGamesV2',
  /** A page of games filtered by type, vendor, category and name (pageNo, pageSize). */
  gameList: '/wps/relay/GCSGAME_gameList',
  /** The categories (game kinds) of a vendor's games, for the filter chips. */
  vassGameType: '/wps/relay/GCSGAME_getVassGameType',
  /** GET the caller's favourite games; POST { vendorCode, gameCode, favourite } to add or remove one. */
  favoriteGames: '/wps/relay/MCSFE_getFavoriteGames',
  /** The caller's recently launched games, newest first. */
  recentGames: '/wps/relay/GCS_recentGame',
  /** PVP rooms of a vendor. */
  roomList: '/wps/relay/GLS2_roomList',
  /** The Top 20 latest winners (no token; names masked). */
  winnerBoard: '/wps/relay/ODSFE2_getWinnerBoard',
  /** Launches a game: answers game_url for the /game frame. */
  launchGame: '/wps/game/launchGame',
  /** The betting record (personalHistoryCopy): the caller's game rounds, filtered and paged. */
  gameRounds: '/wps/v2/games/rounds',
  /** One round of the betting record with its detail. */
  gameRound: '/wps/v2/games/rounds/:vendorCode/:roundId',
  /** The seamless wallet API vendors call (DOMAIN.md section 5): `:action` authenticate, balance, debit, credit or rollback; signed bodies. */
  vendorWallet: '/vendor-wallet/:vendorCode/:action',
  /** The house slot games' own API, called by the game page in the frame with its game session token. */
  houseSlotSession: '/house/slots/api/session',
  houseSlotSpin: '/house/slots/api/spin',
  houseSlotHistory: '/house/slots/api/history',
  /**
   * PVP card rooms (decision 059): the table page's calls with the game session token (BTPVP), its
   * live stream (an EventSource: the token as `?token=`), and a finished hand's public proof.
   */
  pvpSession: '/house/pvp/api/session',
  pvpSit: '/house/pvp/api/sit',
  pvpLeave: '/house/pvp/api/leave',
  pvpTable: '/house/pvp/api/table',
  pvpMove: '/house/pvp/api/move',
  pvpHistory: '/house/pvp/api/history',
  pvpEvents: '/house/pvp/api/events',
  pvpProof: '/wps/v2/pvp/hands/:handId/proof',
  /** Fish shooting (decision 061): the page's session and its batches of shots, with the game session token (BTFISH). */
  fishSession: '/house/fish/api/session',
  fishFire: '/house/fish/api/fire',
  /**
   * The round engine (decision 053): the shared-round house games' page calls with the game session
   * token (live tables, bingo, the arena), and the public lobby, live stream and proofs.
   */
  roundSession: '/house/rounds/api/session',
  roundBets: '/house/rounds/api/bets',
  roundHistory: '/house/rounds/api/history',
  roundTables: '/wps/v2/rounds/tables',
  roundEvents: '/wps/v2/rounds/events',
  roundProof: '/wps/v2/rounds/proof/:roundId',
  /** The cockfight arena (decision 056): an arena's latest event with every fight, its pools and final odds (public). */
  arenaFights: '/wps/v2/arena/fights',
  /** Bingo rooms (decision 057): cards bought for the open game (and pre-buy orders for the next ones) with the game session token. */
  bingoCards: '/house/bingo/api/cards',
  bingoPrebuys: '/house/bingo/api/prebuys',
  bingoPrebuyCancel: '/house/bingo/api/prebuys/:prebuyId/cancel',
  /**
   * The sportsbook (decision 058): the book page's calls with the game session token (BTSPORT,
   * BTESPORT), and the public live odds stream of the brand.
   */
  sportsSession: '/house/sports/api/session',
  sportsFixtures: '/house/sports/api/fixtures',
  sportsFixture: '/house/sports/api/fixtures/:fixtureId',
  sportsSlips: '/house/sports/api/slips',
  sportsSlip: '/house/sports/api/slips/:slipId',
  sportsSettings: '/house/sports/api/settings',
  sportsEvents: '/wps/v2/sports/events',
  /** Lotteries (decision 028). Public reads answer bare objects; the token reads and money calls are marked. */
  lotteryPopular: '/lgw/games/popular',
  lotteryVnMenu: '/lgw/vn/games/game_menu',
  /** The caller's recently played lottery games (token). */
  lotteryVnRecent: '/lgw/vn/games/game_menu/recent',
  lotteryVnOpen: '/lgw/vn/numeros/opened/game',
  /** The open draw of a game, the next ones and the last result (token). */
  lotteryOpenedNumero: '/lotto/lgw/games/opened/numero',
  lotteryRules: '/lgw/games/rules',
  lotteryResults: '/lgw/games/results',
  lotteryTrend: '/lgw/games/trend',
  /** One draw with its proof (seed hash, seed once drawn, context). */
  lotteryDraw: '/lgw/games/draws/:gameCode/:numero',
  /** POST an order (Idempotency-Key); envelope. */
  lotteryOrders: '/wps/v2/lottery/orders',
  lotteryOrder: '/wps/v2/lottery/orders/:id',
  /** POST: cancels the draws of a chase order not closed yet; their stakes come back. */
  lotteryOrderCancel: '/wps/v2/lottery/orders/:id/cancel',
  lotteryTickets: '/wps/v2/lottery/tickets',
  /** Agents (decision 029): which contract pages the agent centre shows (SPEC.md section 3). */
  consolidated: '/wps/member/info/funds/consolidated',
  /** The agent centre's reports; each also answers CSV with `format=csv`. */
  agentTeamOverview: '/wps/agent/team/overview',
  agentTeamMembers: '/wps/agent/team/members',
  /** POST (encrypted): a member or sub-agent created under the caller. */
  agentRegister: '/wps/agent/team/register',
  agentInvite: '/wps/agent/team/invite',
  agentTeamBets: '/wps/agent/team/bets',
  agentTeamProfit: '/wps/agent/team/profit',
  agentTeamTransactions: '/wps/agent/team/transactions',
  agentIncome: '/wps/agent/income',
  /** Points and the points mall (decision 032): balance, journal and redemption list need the token; goods and config are public. */
  pointBalance: '/wps/relay/MCS2_getPointBalance',
  pointReward: '/wps/relay/MCS2_getPointReward',
  redeemPointList: '/wps/relay/MCS2_getRedeemPointList',
  pointConfig: '/wps/relay/MCS2_getPointConfig',
  pointJournal: '/wps/relay/ODSFE2_MemTransDet',
  /** POST under the payment password with an Idempotency-Key: redeem goods, or convert points to cash. */
  redeemPointReward: '/wps/relay/passwordCheck/redeemPointReward',
  convertPoint: '/wps/relay/passwordCheck/convertPoint',
  /** A good's uploaded image (public, brand-scoped). */
  pointGoodsImage: '/wps/points/goods/images/:id',
  /** Responsible gaming (decision 037): GET the caller's limits, usage and exclusion; POST a limit, a cool-off, a self-exclusion (encrypted). */
  rgState: '/wps/member/responsibleGaming',
  rgLimit: '/wps/member/responsibleGaming/limit',
  rgCoolOff: '/wps/member/responsibleGaming/coolOff',
  rgSelfExclude: '/wps/member/responsibleGaming/selfExclude',
  rgSessionLimit: '/wps/member/responsibleGaming/sessionLimit',
  rgDailyLimit: '/wps/member/responsibleGaming/dailyLimit',
  rgRealityCheck: '/wps/member/responsibleGaming/realityCheck',
  rgSession: '/wps/member/responsibleGaming/session',
  rgRealityCheckSeen: '/wps/member/responsibleGaming/realityCheck/seen',
  /** Platform messages (decision 031): the caller's messages (messageV2), one message (opening marks it read), read-all, delete. */
  messages: '/wps/v2/messages',
  message: '/wps/v2/messages/:id',
  messagesReadAll: '/wps/v2/messages/read-all',
  messageDelete: '/wps/v2/messages/:id/delete',
  /** The caller's unread message count (the header badge, SPEC.md unreadMessage). */
  unreadCount: '/wps/relay/CSP_unreadCount',
  /** PUT feedback (multipart: category, content, up to 3 images); GET the caller's feedback with replies. */
  feedback: '/wps/feedback',
  /** Missions (decision 035): the running missions with the caller's progress, claim (offers the reward to the reward centre), leaderboard, menu badge. */
  missions: '/wps/v2/missions',
  missionClaim: '/wps/v2/missions/:id/claim',
  missionLeaderboard: '/wps/v2/missions/leaderboard',
  missionBadge: '/wps/v2/missions/badge',
  /** Invite friends (decision 034): the member's invitation (code, links, QR text), its invitees (paged) and its income. */
  referralInvitation: '/wps/v2/referral/invitation',
  referralInvitees: '/wps/v2/referral/invitees',
  referralSummary: '/wps/v2/referral/summary',
  /** The notice payload (SPEC.md section 7): player and promotion notices, home banners, popups. */
  notice: '/wps/notice',
  /** A banner image staff uploaded (public). */
  noticeImage: '/wps/notice/images/:id',
  /** Promotions (decision 030): the public list and a detail; the player's statuses, applying, check-in and the raffle (token). */
  promotions: '/wps/promotions',
  promotionDetail: '/wps/promotions/detail',
  promotionsMine: '/wps/promotions/mine',
  promotionApply: '/wps/promotions/apply',
  promotionCheckin: '/wps/promotions/checkin',
  /** Claims a Zalo reward with the player's Zalo number; staff confirm it (decision 075). */
  promotionZalo: '/wps/promotions/zalo',
  raffleClaim: '/wps/relay/MCS2_claimRafflePromotion',
  /** The reward centre (token): claimable rewards and history; claiming one. */
  rewards: '/wps/rewards',
  rewardClaim: '/wps/rewards/claim',
  /** Bonus wagering progress (token), for bonusDetails. */
  bonusWagering: '/wps/bonus/wagering',
  /** VIP (decision 033): the brand's level table (no token), the caller's level and progress, the caller's level history. */
  vipLevels: '/wps/vip/levels',
  vipStatus: '/wps/vip/status',
  vipHistory: '/wps/vip/history',
} as const;

/**
 * Query parameters the Google and Facebook sign-in callback sends the browser back to the site
 * with: the one-time code to exchange, or the error code to show in the login dialog.
 */
export const SIGN_IN_RETURN = { code: 'signInCode', error: 'signInError' } as const;

/** Request headers of the wire protocol (DESIGN.md section 3). */
export const HEADERS = {
  merchant: 'merchant',
  language: 'language',
  authorization: 'authorization',
  device: 'device',
  requestId: 'x-request-id',
  /** A client-made key on every money call: a retry with it gets the first answer (decision 016). */
  idempotencyKey: 'idempotency-key',
} as const;

/** What an Idempotency-Key must look like: 8-64 letters, digits, dashes or underscores (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
