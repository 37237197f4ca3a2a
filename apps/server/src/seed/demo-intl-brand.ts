import { DEFAULT_THEME, HOUSE_VENDORS } from '../modules/brands/index.ts';
import type { BrandSeed } from '../modules/brands/index.ts';

/**
 * The second demo brand (decision 056): "Bituin International", answering on `intl.localhost`,
 * where cockfights are on (except for visitors from the Philippines, where e-sabong is suspended:
 * the default country rule), so a new user can try the house arena: the house slots and Sabong
 * Arena with a live event, free trial and the sandbox deposit gateway. Browsers resolve every
 * `*.localhost` name to this machine: http://intl.localhost:8080 with `npm start`.
 */
export const DEMO_INTL_BRAND: BrandSeed = {
  code: 'bituin-intl',
  name: 'Bituin International',
  logoUrl: '/brand/bituin-logo.svg',
  theme: { ...DEFAULT_THEME, primary: '#9b1c1c', accent: '#f2b705' },
  languages: ['EN', 'TY', 'ZH', 'TH', 'VI'],
  legalAge: 18,
  maxRewardMinor: 1_000_000n,
  flags: { FREEPLAY3: true, USERNAMEREG3: true, MOBILENUMREG3: true, memberCentre: true, sendLoggedInHome: false, walletTransfers: true },
  socialLinks: { telegram: 'https://t.me/bituinintl' },
  affiliateUrl: null,
  aboutText: {
    EN: 'Bituin International is online entertainment for adult players outside the Philippines. Play responsibly: set your limits and stop when it stops being fun.',
    TY: 'Ang Bituin International ay online na libangan para sa mga manlalarong nasa hustong gulang sa labas ng Pilipinas. Maglaro nang responsable.',
    ZH: 'Bituin International 是面向菲律宾以外成年玩家的在线娱乐平台。请理性游戏。',
    TH: 'Bituin International คือความบันเทิงออนไลน์สำหรับผู้เล่นที่บรรลุนิติภาวะนอกประเทศฟิลิปปินส์ เล่นอย่างมีความรับผิดชอบ',
    VI: 'Bituin International là nền tảng giải trí trực tuyến dành cho người chơi đủ tuổi bên ngoài Philippines. Hãy chơi có trách nhiệm.',
  },
  dialingCountries: ['VN', 'TH', 'MY', 'ID', 'SG', 'HK', 'TW', 'KR', 'JP', 'US', 'AE', 'PH'],
  domains: [{ domain: 'intl.localhost', primary: true }],
  serviceLinks: [{ kind: 'email', label: 'support@bituin.international', url: 'mailto:support@bituin.international' }],
  resources: [],
  // The house slots and the arena: the categories with something to play on this brand.
  vendors: HOUSE_VENDORS.filter((vendor) => vendor.vendorCode === 'BTSLOT' || vendor.vendorCode === 'BTSABONG'),
};
