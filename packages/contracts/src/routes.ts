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
  vendors: '/wps/relay/GCSGAME_gameVendor',
  gameMenus: '/lgw/games/game_menus',
  announcements: '/wps/relay/MCSFE_getListAnnouncements',
  captcha: '/wps/captcha',
  humanCheck: '/wps/humanCheck',
  login: '/wps/session/login',
  freePlay: '/wps/session/login/freeplay',
  logout: '/wps/session/logout',
  register: '/wps/member/register',
  registerMobile: '/wps/member/register/mobile',
  memberInfo: '/wps/member/info',
  memberIcon: '/wps/member/info/icon',
  playerAvatar: '/wps/relay/MCSFE_getPlayerAvatar',
  changePassword: '/wps/member/password',
  memberLanguage: '/wps/member/language',
  affiliateCheck: '/wps/agent/affiliate',
} as const;

/** Request headers of the wire protocol (DESIGN.md section 3). */
export const HEADERS = {
  merchant: 'merchant',
  language: 'language',
  authorization: 'authorization',
  device: 'device',
  requestId: 'x-request-id',
} as const;
