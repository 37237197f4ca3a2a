import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  HTML_LANG,
  SHIPPED_LANGUAGES,
  normaliseLanguage,
  textLanguageOf,
  type ShippedLanguage,
} from '@pkg/contracts/languages';
import ty from '@pkg/i18n/locales/ty.json';

/**
 * The i18n start both apps share: texts from packages/i18n, TY (Filipino, the default) bundled and
 * every other language loaded when asked, English the fallback, the picked language remembered in
 * localStorage, written on <html lang> and sent as the API's Language header. What each app loads
 * besides the main file (the site's feature namespaces, decision 046; the console's bo* desk
 * files) stays in its own lib/i18n.ts, which hands its loading to `switchLanguage`.
 */

/** The bundled default texts, for i18next's first resources. */
export const bundledTexts: object = ty;

/** Each shipped language's main texts (packages/i18n/locales/<lang>.json). */
export const mainTextLoaders: Record<ShippedLanguage, () => Promise<{ default: object }>> = {
  TY: async () => ({ default: ty }),
  EN: () => import('@pkg/i18n/locales/en.json'),
  ZH: () => import('@pkg/i18n/locales/zh.json'),
  TH: () => import('@pkg/i18n/locales/th.json'),
  VI: () => import('@pkg/i18n/locales/vi.json'),
};

/** The language kept under `storageKey`, read as a shipped language (TY when none or unknown). */
export function storedLanguage(storageKey: string): ShippedLanguage {
  return textLanguageOf(normaliseLanguage(localStorage.getItem(storageKey) ?? DEFAULT_LANGUAGE));
}

/** Starts i18next in `language` with the given TY texts; English is the fallback. */
export async function startI18n(language: ShippedLanguage, tyTexts: object): Promise<void> {
  await i18n.use(initReactI18next).init({
    resources: { TY: { translation: tyTexts } },
    lng: language,
    fallbackLng: 'EN',
    supportedLngs: [...SHIPPED_LANGUAGES],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}

/** Writes the language on the page (<html lang>), for screen readers and the browser's own tools. */
export function showLanguage(language: ShippedLanguage): void {
  document.documentElement.lang = HTML_LANG[language];
}

/** Switches to `language` once `ensureLoaded` has its texts, and remembers the choice under `storageKey`. */
export async function switchLanguage(
  storageKey: string,
  language: ShippedLanguage,
  ensureLoaded: (language: ShippedLanguage) => Promise<void>,
): Promise<void> {
  await ensureLoaded(language);
  localStorage.setItem(storageKey, language);
  showLanguage(language);
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
