import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, SHIPPED_LANGUAGES, normaliseLanguage, textLanguageOf, type ShippedLanguage } from '@pkg/contracts/languages';
import ty from '@pkg/i18n/locales/ty.json';

/** The console's texts: the shared locale files, TY bundled, the rest on demand, choice remembered. */
const STORAGE_KEY = 'backoffice.language';

const loaders: Record<ShippedLanguage, () => Promise<{ default: object }>> = {
  TY: async () => ({ default: ty }),
  EN: () => import('@pkg/i18n/locales/en.json'),
  ZH: () => import('@pkg/i18n/locales/zh.json'),
  TH: () => import('@pkg/i18n/locales/th.json'),
  VI: () => import('@pkg/i18n/locales/vi.json'),
};

const HTML_LANG: Record<ShippedLanguage, string> = { TY: 'fil', EN: 'en', ZH: 'zh', TH: 'th', VI: 'vi' };

async function ensureLoaded(language: ShippedLanguage) {
  if (!i18n.hasResourceBundle(language, 'translation'))
    i18n.addResourceBundle(language, 'translation', (await loaders[language]()).default);
}

export async function initI18n(): Promise<void> {
  const language = textLanguageOf(normaliseLanguage(localStorage.getItem(STORAGE_KEY) ?? DEFAULT_LANGUAGE));
  await i18n.use(initReactI18next).init({
    resources: { TY: { translation: ty } },
    lng: language,
    fallbackLng: 'EN',
    supportedLngs: [...SHIPPED_LANGUAGES],
    interpolation: { escapeValue: false },
  });
  await ensureLoaded('EN');
  await ensureLoaded(language);
  document.documentElement.lang = HTML_LANG[language];
}

export async function changeLanguage(language: ShippedLanguage): Promise<void> {
  await ensureLoaded(language);
  localStorage.setItem(STORAGE_KEY, language);
  document.documentElement.lang = HTML_LANG[language];
  await i18n.changeLanguage(language);
}

export function currentApiLanguage(): string {
  return (i18n.language || DEFAULT_LANGUAGE).toUpperCase();
}

export function currentLanguage(): ShippedLanguage {
  return textLanguageOf(normaliseLanguage(i18n.language));
}
