import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, SHIPPED_LANGUAGES, normaliseLanguage, textLanguageOf, type ShippedLanguage } from '@pkg/contracts/languages';
import ty from '@pkg/i18n/locales/ty.json';

/**
 * Texts: TY (Filipino) is bundled as the default; every other shipped language loads on demand.
 * The picked language is kept in localStorage so it survives a reload, and sent to the server in
 * the Language header.
 */
const STORAGE_KEY = 'language';

const loaders: Record<ShippedLanguage, () => Promise<{ default: object }>> = {
  TY: async () => ({ default: ty }),
  EN: () => import('@pkg/i18n/locales/en.json'),
  ZH: () => import('@pkg/i18n/locales/zh.json'),
  TH: () => import('@pkg/i18n/locales/th.json'),
  VI: () => import('@pkg/i18n/locales/vi.json'),
};

/** HTML lang attribute of each shipped language. */
const HTML_LANG: Record<ShippedLanguage, string> = { TY: 'fil', EN: 'en', ZH: 'zh', TH: 'th', VI: 'vi' };

function storedLanguage(): ShippedLanguage {
  return textLanguageOf(normaliseLanguage(localStorage.getItem(STORAGE_KEY) ?? DEFAULT_LANGUAGE));
}

async function ensureLoaded(language: ShippedLanguage) {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', (await loaders[language]()).default);
  }
}

/** Starts i18n in the stored language (TY by default), with English as the fallback. */
export async function initI18n(): Promise<typeof i18n> {
  const language = storedLanguage();
  await i18n.use(initReactI18next).init({
    resources: { TY: { translation: ty } },
    lng: language,
    fallbackLng: language === 'EN' ? 'EN' : ['EN'],
    supportedLngs: [...SHIPPED_LANGUAGES],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await ensureLoaded('EN');
  await ensureLoaded(language);
  document.documentElement.lang = HTML_LANG[language];
  return i18n;
}

/** Switches the language, loading its texts first, and remembers the choice. */
export async function changeLanguage(language: ShippedLanguage): Promise<void> {
  await ensureLoaded(language);
  localStorage.setItem(STORAGE_KEY, language);
  document.documentElement.lang = HTML_LANG[language];
  await i18n.changeLanguage(language);
}

/** The upper-case code the API's Language header carries. */
export function currentApiLanguage(): string {
  return (i18n.language || DEFAULT_LANGUAGE).toUpperCase();
}

/** The current shipped language. */
export function currentLanguage(): ShippedLanguage {
  return textLanguageOf(normaliseLanguage(i18n.language));
}
