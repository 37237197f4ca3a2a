import { DEFAULT_THEME, HOUSE_VENDORS } from '../modules/brands/index.ts';
import type { BrandSeed } from '../modules/brands/index.ts';
import { DEMO_HELP } from './demo-help.ts';
import { DEMO_ANNOUNCEMENTS } from './demo-announcements.ts';

/**
 * The demo brand a fresh install starts with: "Bituin Play", a Philippine brand answering on
 * localhost, with the house vendors the product ships and its help and notice content.
 * Operators replace or add brands with the CLI (`npm run brand`).
 */
export const DEMO_BRAND: BrandSeed = {
  code: 'bituin',
  name: 'Bituin Play',
  logoUrl: '/brand/bituin-logo.svg',
  // The product's default colours, written out so an operator sees and can change them per brand.
  theme: DEFAULT_THEME,
  languages: ['TY', 'EN', 'ZH', 'TH', 'VI'],
  legalAge: 18,
  // A peso brand shows the peso sign before every amount, texts included (decision 067); TLB is only
  // the platform's default for a brand that sets none.
  currencySymbol: '₱',
  // No single reward above ₱10,000 (decision 051): above every bonus the demo's promotions, VIP levels,
  // missions and referral rules pay (the largest, VIP 10's upgrade bonus, is ₱5,888).
  maxRewardMinor: 1_000_000n,
  // The demo shows the first-login action (decision 064): a short welcome tour in the after-login notice.
  firstLoginAction: 'welcomeTour',
  // Two-factor from a new IP is on so the demo shows it (decision 014); new brands start with it off.
  // Transfers to the upline and between wallets are on in the demo (decision 018); some markets forbid the first.
  flags: {
    FREEPLAY3: true,
    USERNAMEREG3: true,
    MOBILENUMREG3: true,
    memberCentre: true,
    sendLoggedInHome: false,
    twoFactorNewIp: true,
    playerTransfers: true,
    walletTransfers: true,
  },
  socialLinks: {
    telegram: 'https://t.me/bituinplay',
    facebook: 'https://www.facebook.com/bituinplay',
    youtube: 'https://www.youtube.com/@bituinplay',
  },
  affiliateUrl: null,
  aboutText: {
    TY: 'Ang Bituin Play ay isang online na libangan para sa mga manlalarong nasa hustong gulang. Maglaro nang responsable: magtakda ng limitasyon at huminto kapag hindi na masaya.',
    EN: 'Bituin Play is online entertainment for adult players. Play responsibly: set your limits and stop when it stops being fun.',
    ZH: 'Bituin Play 是面向成年玩家的在线娱乐平台。请理性游戏：设定限额，不再有趣时请停止。',
    TH: 'Bituin Play คือความบันเทิงออนไลน์สำหรับผู้เล่นที่บรรลุนิติภาวะ เล่นอย่างมีความรับผิดชอบ: ตั้งขีดจำกัดและหยุดเมื่อไม่สนุกแล้ว',
    VI: 'Bituin Play là nền tảng giải trí trực tuyến dành cho người chơi đã đủ tuổi. Hãy chơi có trách nhiệm: đặt giới hạn và dừng lại khi không còn vui.',
  },
  dialingCountries: ['PH', 'VN', 'TH', 'MY', 'ID', 'SG', 'CN', 'HK', 'TW', 'KR', 'JP', 'US', 'AE', 'SA'],
  domains: [{ domain: 'localhost', primary: true }, { domain: '127.0.0.1' }],
  serviceLinks: [
    { kind: 'email', label: 'support@bituinplay.ph', url: 'mailto:support@bituinplay.ph' },
    { kind: 'telegram', label: '@bituinplay_support', url: 'https://t.me/bituinplay_support' },
  ],
  resources: [],
  helpCategories: DEMO_HELP,
  announcements: DEMO_ANNOUNCEMENTS,
  // Sabong has no game to play yet, and e-sabong is suspended in the Philippines (DOMAIN.md
  // section 3): the demo does not offer the category until it has (decision 028). Bingo plays
  // (decision 057).
  disabledGameTypes: ['COCKFIGHT'],
  // Sabong Arena keeps a transfer wallet here, so the demo shows moving money between the main wallet and a
  // vendor's (decision 018); the house arena itself (a seamless wallet) runs on the international demo brand (decision 056).
  vendors: HOUSE_VENDORS.map((vendor) => (vendor.vendorCode === 'BTSABONG' ? { ...vendor, walletType: 'transfer' as const } : vendor)),
};
