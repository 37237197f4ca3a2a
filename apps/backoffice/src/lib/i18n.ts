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
import { mergeTexts, type MessageTree } from '@pkg/i18n/merge-texts';

/** The console's texts: the shared locale files, TY bundled, the rest on demand, choice remembered. */
const STORAGE_KEY = 'backoffice.language';

/**
 * The back office's own namespaces (packages/i18n/locales/bo<Name>/), kept out of
 * the site's main files: each desk's texts sit under its namespace key (boConsole.*, boMembers.*, ...: every key of the console starts with bo).
 * With them the folders that add to a main file's key (errors/, account/, deposit/, wallet/: the
 * site loads those later, decision 046); all are merged deeply into the main texts.
 */
const deskFiles = import.meta.glob<{ default: MessageTree }>(
  '../../../../packages/i18n/locales/{bo*,errors,account,deposit,wallet}/*.json',
);
const DESK_FILE = /\/locales\/([^/]+)\/([a-z]+)\.json$/;

async function deskTexts(language: ShippedLanguage): Promise<MessageTree> {
  const file = language.toLowerCase();
  const entries = await Promise.all(
    Object.entries(deskFiles).flatMap(([path, load]) => {
      const [, name, fileLanguage] = DESK_FILE.exec(path) ?? [];
      return name && fileLanguage === file ? [load().then((texts) => [name, texts.default] as const)] : [];
    }),
  );
  return Object.fromEntries(entries);
}

const mainLoaders: Record<ShippedLanguage, () => Promise<{ default: object }>> = {
  TY: async () => ({ default: ty }),
  EN: () => import('@pkg/i18n/locales/en.json'),
  ZH: () => import('@pkg/i18n/locales/zh.json'),
  TH: () => import('@pkg/i18n/locales/th.json'),
  VI: () => import('@pkg/i18n/locales/vi.json'),
};

async function loadBundle(language: ShippedLanguage): Promise<object> {
  const [main, desks] = await Promise.all([mainLoaders[language](), deskTexts(language)]);
  return mergeTexts(structuredClone(main.default as MessageTree), desks);
}

async function ensureLoaded(language: ShippedLanguage) {
  if (!i18n.hasResourceBundle(language, 'translation')) i18n.addResourceBundle(language, 'translation', await loadBundle(language));
}

export async function initI18n(): Promise<void> {
  const language = textLanguageOf(normaliseLanguage(localStorage.getItem(STORAGE_KEY) ?? DEFAULT_LANGUAGE));
  await i18n.use(initReactI18next).init({
    resources: { TY: { translation: await loadBundle('TY') } },
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
