import i18n from 'i18next';
import type { ShippedLanguage } from '@pkg/contracts/languages';
import {
  bundledTexts,
  currentLanguage,
  mainTextLoaders,
  showLanguage,
  startI18n,
  storedLanguage,
  switchLanguage,
} from '@pkg/web-kit/i18n-bootstrap';

/**
 * Texts: TY (Filipino) is bundled as the default; every other shipped language loads on demand.
 * The picked language is kept in localStorage so it survives a reload, and sent to the server in
 * the Language header. The start, the switch and the language read back are the console's too
 * (@pkg/web-kit/i18n-bootstrap); the site's own is what loads when (decision 046).
 */
const STORAGE_KEY = 'language';

export { currentApiLanguage, currentLanguage } from '@pkg/web-kit/i18n-bootstrap';

/**
 * Feature texts kept out of the main bundle (packages/i18n/locales/<namespace>/), loaded by the
 * feature that shows them (in its query, or with its lazy code through `withTexts`); each sits
 * under its namespace's key (lottery.*). `errors`, `account`, `deposit` and `wallet` add to the
 * main file's few keys of the same name (merged deeply): see LATER_TEXTS.
 */
const namespaceLoaders = {
  lottery: {
    TY: () => import('@pkg/i18n/locales/lottery/ty.json'),
    EN: () => import('@pkg/i18n/locales/lottery/en.json'),
    ZH: () => import('@pkg/i18n/locales/lottery/zh.json'),
    TH: () => import('@pkg/i18n/locales/lottery/th.json'),
    VI: () => import('@pkg/i18n/locales/lottery/vi.json'),
  },
  lotteryRules: {
    TY: () => import('@pkg/i18n/locales/lotteryRules/ty.json'),
    EN: () => import('@pkg/i18n/locales/lotteryRules/en.json'),
    ZH: () => import('@pkg/i18n/locales/lotteryRules/zh.json'),
    TH: () => import('@pkg/i18n/locales/lotteryRules/th.json'),
    VI: () => import('@pkg/i18n/locales/lotteryRules/vi.json'),
  },
  agent: {
    TY: () => import('@pkg/i18n/locales/agent/ty.json'),
    EN: () => import('@pkg/i18n/locales/agent/en.json'),
    ZH: () => import('@pkg/i18n/locales/agent/zh.json'),
    TH: () => import('@pkg/i18n/locales/agent/th.json'),
    VI: () => import('@pkg/i18n/locales/agent/vi.json'),
  },
  messages: {
    TY: () => import('@pkg/i18n/locales/messages/ty.json'),
    EN: () => import('@pkg/i18n/locales/messages/en.json'),
    ZH: () => import('@pkg/i18n/locales/messages/zh.json'),
    TH: () => import('@pkg/i18n/locales/messages/th.json'),
    VI: () => import('@pkg/i18n/locales/messages/vi.json'),
  },
  points: {
    TY: () => import('@pkg/i18n/locales/points/ty.json'),
    EN: () => import('@pkg/i18n/locales/points/en.json'),
    ZH: () => import('@pkg/i18n/locales/points/zh.json'),
    TH: () => import('@pkg/i18n/locales/points/th.json'),
    VI: () => import('@pkg/i18n/locales/points/vi.json'),
  },
  missions: {
    TY: () => import('@pkg/i18n/locales/missions/ty.json'),
    EN: () => import('@pkg/i18n/locales/missions/en.json'),
    ZH: () => import('@pkg/i18n/locales/missions/zh.json'),
    TH: () => import('@pkg/i18n/locales/missions/th.json'),
    VI: () => import('@pkg/i18n/locales/missions/vi.json'),
  },
  referral: {
    TY: () => import('@pkg/i18n/locales/referral/ty.json'),
    EN: () => import('@pkg/i18n/locales/referral/en.json'),
    ZH: () => import('@pkg/i18n/locales/referral/zh.json'),
    TH: () => import('@pkg/i18n/locales/referral/th.json'),
    VI: () => import('@pkg/i18n/locales/referral/vi.json'),
  },
  vip: {
    TY: () => import('@pkg/i18n/locales/vip/ty.json'),
    EN: () => import('@pkg/i18n/locales/vip/en.json'),
    ZH: () => import('@pkg/i18n/locales/vip/zh.json'),
    TH: () => import('@pkg/i18n/locales/vip/th.json'),
    VI: () => import('@pkg/i18n/locales/vip/vi.json'),
  },
  promotions: {
    TY: () => import('@pkg/i18n/locales/promotions/ty.json'),
    EN: () => import('@pkg/i18n/locales/promotions/en.json'),
    ZH: () => import('@pkg/i18n/locales/promotions/zh.json'),
    TH: () => import('@pkg/i18n/locales/promotions/th.json'),
    VI: () => import('@pkg/i18n/locales/promotions/vi.json'),
  },
  withdraw: {
    TY: () => import('@pkg/i18n/locales/withdraw/ty.json'),
    EN: () => import('@pkg/i18n/locales/withdraw/en.json'),
    ZH: () => import('@pkg/i18n/locales/withdraw/zh.json'),
    TH: () => import('@pkg/i18n/locales/withdraw/th.json'),
    VI: () => import('@pkg/i18n/locales/withdraw/vi.json'),
  },
  security: {
    TY: () => import('@pkg/i18n/locales/security/ty.json'),
    EN: () => import('@pkg/i18n/locales/security/en.json'),
    ZH: () => import('@pkg/i18n/locales/security/zh.json'),
    TH: () => import('@pkg/i18n/locales/security/th.json'),
    VI: () => import('@pkg/i18n/locales/security/vi.json'),
  },
  responsibleGaming: {
    TY: () => import('@pkg/i18n/locales/responsibleGaming/ty.json'),
    EN: () => import('@pkg/i18n/locales/responsibleGaming/en.json'),
    ZH: () => import('@pkg/i18n/locales/responsibleGaming/zh.json'),
    TH: () => import('@pkg/i18n/locales/responsibleGaming/th.json'),
    VI: () => import('@pkg/i18n/locales/responsibleGaming/vi.json'),
  },
  gameRecord: {
    TY: () => import('@pkg/i18n/locales/gameRecord/ty.json'),
    EN: () => import('@pkg/i18n/locales/gameRecord/en.json'),
    ZH: () => import('@pkg/i18n/locales/gameRecord/zh.json'),
    TH: () => import('@pkg/i18n/locales/gameRecord/th.json'),
    VI: () => import('@pkg/i18n/locales/gameRecord/vi.json'),
  },
  slots: {
    TY: () => import('@pkg/i18n/locales/slots/ty.json'),
    EN: () => import('@pkg/i18n/locales/slots/en.json'),
    ZH: () => import('@pkg/i18n/locales/slots/zh.json'),
    TH: () => import('@pkg/i18n/locales/slots/th.json'),
    VI: () => import('@pkg/i18n/locales/slots/vi.json'),
  },
  liveTables: {
    TY: () => import('@pkg/i18n/locales/liveTables/ty.json'),
    EN: () => import('@pkg/i18n/locales/liveTables/en.json'),
    ZH: () => import('@pkg/i18n/locales/liveTables/zh.json'),
    TH: () => import('@pkg/i18n/locales/liveTables/th.json'),
    VI: () => import('@pkg/i18n/locales/liveTables/vi.json'),
  },
  sports: {
    TY: () => import('@pkg/i18n/locales/sports/ty.json'),
    EN: () => import('@pkg/i18n/locales/sports/en.json'),
    ZH: () => import('@pkg/i18n/locales/sports/zh.json'),
    TH: () => import('@pkg/i18n/locales/sports/th.json'),
    VI: () => import('@pkg/i18n/locales/sports/vi.json'),
  },
  bingo: {
    TY: () => import('@pkg/i18n/locales/bingo/ty.json'),
    EN: () => import('@pkg/i18n/locales/bingo/en.json'),
    ZH: () => import('@pkg/i18n/locales/bingo/zh.json'),
    TH: () => import('@pkg/i18n/locales/bingo/th.json'),
    VI: () => import('@pkg/i18n/locales/bingo/vi.json'),
  },
  pvp: {
    TY: () => import('@pkg/i18n/locales/pvp/ty.json'),
    EN: () => import('@pkg/i18n/locales/pvp/en.json'),
    ZH: () => import('@pkg/i18n/locales/pvp/zh.json'),
    TH: () => import('@pkg/i18n/locales/pvp/th.json'),
    VI: () => import('@pkg/i18n/locales/pvp/vi.json'),
  },
  fish: {
    TY: () => import('@pkg/i18n/locales/fish/ty.json'),
    EN: () => import('@pkg/i18n/locales/fish/en.json'),
    ZH: () => import('@pkg/i18n/locales/fish/zh.json'),
    TH: () => import('@pkg/i18n/locales/fish/th.json'),
    VI: () => import('@pkg/i18n/locales/fish/vi.json'),
  },
  arena: {
    TY: () => import('@pkg/i18n/locales/arena/ty.json'),
    EN: () => import('@pkg/i18n/locales/arena/en.json'),
    ZH: () => import('@pkg/i18n/locales/arena/zh.json'),
    TH: () => import('@pkg/i18n/locales/arena/th.json'),
    VI: () => import('@pkg/i18n/locales/arena/vi.json'),
  },
  errors: {
    TY: () => import('@pkg/i18n/locales/errors/ty.json'),
    EN: () => import('@pkg/i18n/locales/errors/en.json'),
    ZH: () => import('@pkg/i18n/locales/errors/zh.json'),
    TH: () => import('@pkg/i18n/locales/errors/th.json'),
    VI: () => import('@pkg/i18n/locales/errors/vi.json'),
  },
  account: {
    TY: () => import('@pkg/i18n/locales/account/ty.json'),
    EN: () => import('@pkg/i18n/locales/account/en.json'),
    ZH: () => import('@pkg/i18n/locales/account/zh.json'),
    TH: () => import('@pkg/i18n/locales/account/th.json'),
    VI: () => import('@pkg/i18n/locales/account/vi.json'),
  },
  deposit: {
    TY: () => import('@pkg/i18n/locales/deposit/ty.json'),
    EN: () => import('@pkg/i18n/locales/deposit/en.json'),
    ZH: () => import('@pkg/i18n/locales/deposit/zh.json'),
    TH: () => import('@pkg/i18n/locales/deposit/th.json'),
    VI: () => import('@pkg/i18n/locales/deposit/vi.json'),
  },
  wallet: {
    TY: () => import('@pkg/i18n/locales/wallet/ty.json'),
    EN: () => import('@pkg/i18n/locales/wallet/en.json'),
    ZH: () => import('@pkg/i18n/locales/wallet/zh.json'),
    TH: () => import('@pkg/i18n/locales/wallet/th.json'),
    VI: () => import('@pkg/i18n/locales/wallet/vi.json'),
  },
  pages: {
    TY: () => import('@pkg/i18n/locales/pages/ty.json'),
    EN: () => import('@pkg/i18n/locales/pages/en.json'),
    ZH: () => import('@pkg/i18n/locales/pages/zh.json'),
    TH: () => import('@pkg/i18n/locales/pages/th.json'),
    VI: () => import('@pkg/i18n/locales/pages/vi.json'),
  },
} satisfies Record<string, Record<ShippedLanguage, () => Promise<{ default: object }>>>;

export type TextNamespace = keyof typeof namespaceLoaders;

// Namespaces asked for so far, so a language switch loads them in the new language too.
const wantedNamespaces = new Set<TextNamespace>();
const loadedNamespaces = new Set<string>();

async function addNamespace(namespace: TextNamespace, language: ShippedLanguage) {
  const id = `${namespace}:${language}`;
  if (loadedNamespaces.has(id)) return;
  const texts = (await namespaceLoaders[namespace][language]()).default;
  i18n.addResourceBundle(language, 'translation', { [namespace]: texts }, true, false);
  loadedNamespaces.add(id);
}

/**
 * Loads a feature's texts in the current language; resolves when they are there. Their English
 * fallback, never read while every language has every key, loads once the page is idle, as the
 * main English texts do (initI18n), so a feature's first render waits for one file, not two.
 */
export async function loadNamespace(namespace: TextNamespace): Promise<void> {
  wantedNamespaces.add(namespace);
  const language = currentLanguage();
  await addNamespace(namespace, language);
  if (language !== 'EN') whenIdle(() => void addNamespace(namespace, 'EN').catch(() => undefined));
}

/**
 * Texts the start-up code leaves out though any later part may show them (decision 046): the API
 * error messages, the account dialogs', the deposit's and the wallet's. The main file keeps only
 * the few the start-up code itself shows (network errors, the header's buttons). They load when
 * the page is idle, or sooner when something needs them: every lazily loaded view waits for them
 * (`withTexts`, `lazyView`), and the API client before it answers a failure (`errorTextsReady`).
 */
const LATER_TEXTS: TextNamespace[] = ['errors', 'account', 'deposit', 'wallet'];

/** Loads the LATER_TEXTS; never rejects (offline, the main file's network errors still show). */
export function laterTextsReady(): Promise<void> {
  return Promise.all(LATER_TEXTS.map((namespace) => loadNamespace(namespace))).then(
    () => undefined,
    () => undefined,
  );
}

/** The API error texts, for the API client to await before it answers a failure; never rejects. */
export function errorTextsReady(): Promise<void> {
  return loadNamespace('errors').catch(() => undefined);
}

/**
 * A lazily loaded module together with the feature texts it shows and the LATER_TEXTS, so that it
 * never renders before them: for pages and dialogs whose texts are not in the start-up bundle
 * (member-centre-host.tsx, the router's lazy pages, the session watch's dialogs, and `lazyView`).
 */
export async function withTexts<M>(load: Promise<M>, ...namespaces: TextNamespace[]): Promise<M> {
  const [loaded] = await Promise.all([load, laterTextsReady(), ...namespaces.map((namespace) => loadNamespace(namespace))]);
  return loaded;
}

// Each language's main texts, once asked for. Kept apart from i18next's own bundles: a feature's
// English texts (loadNamespace) can arrive before the main English ones, which load when idle.
// TY's are bundled and handed to i18next by initI18n.
const mainTexts = new Map<ShippedLanguage, Promise<void>>([['TY', Promise.resolve()]]);

async function ensureLoaded(language: ShippedLanguage) {
  let loading = mainTexts.get(language);
  if (!loading) {
    // Merged deeply, so feature texts already there stay.
    loading = mainTextLoaders[language]().then((texts) => void i18n.addResourceBundle(language, 'translation', texts.default, true, false));
    loading.catch(() => mainTexts.delete(language));
    mainTexts.set(language, loading);
  }
  await Promise.all([loading, ...[...wantedNamespaces].map((namespace) => addNamespace(namespace, language))]);
}

/**
 * Starts i18n in the stored language (TY by default), with English as the fallback.
 * `onLanguageSet` runs once the language is set and before the texts load, so start-up's first
 * API calls (they carry the Language header) need not wait for them (decision 046).
 *
 * Only the language shown is awaited. Every shipped language has every key (packages/i18n's
 * locales test), so the English fallback is never read at start-up: for another language it
 * loads once the page is idle instead of competing with the start-up code for the connection.
 */
export async function initI18n(onLanguageSet?: () => void): Promise<typeof i18n> {
  const language = storedLanguage(STORAGE_KEY);
  await startI18n(language, bundledTexts);
  onLanguageSet?.();
  await ensureLoaded(language);
  whenIdle(() => void laterTextsReady());
  // A failure here is not the visitor's concern: a switch to English asks again.
  if (language !== 'EN') whenIdle(() => void ensureLoaded('EN').catch(() => undefined));
  showLanguage(language);
  return i18n;
}

/** Runs `task` once the page has loaded and the browser is idle. */
function whenIdle(task: () => void) {
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(task, { timeout: 5000 }) : setTimeout(task, 1000));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** Switches the language, loading its texts (with the namespaces asked for so far) first, and remembers the choice. */
export function changeLanguage(language: ShippedLanguage): Promise<void> {
  return switchLanguage(STORAGE_KEY, language, ensureLoaded);
}
