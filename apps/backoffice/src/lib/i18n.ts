import i18n from 'i18next';
import type { ShippedLanguage } from '@pkg/contracts/languages';
import { mergeTexts, type MessageTree } from '@pkg/i18n/merge-texts';
import { mainTextLoaders, showLanguage, startI18n, storedLanguage, switchLanguage } from '@pkg/web-kit/i18n-bootstrap';

/**
 * The console's texts: the shared locale files, TY bundled, the rest on demand, choice remembered;
 * started and switched as the site's are (@pkg/web-kit/i18n-bootstrap), with the console's desk
 * files merged into each language's main texts.
 */
const STORAGE_KEY = 'backoffice.language';

export { currentApiLanguage, currentLanguage } from '@pkg/web-kit/i18n-bootstrap';

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

async function loadBundle(language: ShippedLanguage): Promise<object> {
  const [main, desks] = await Promise.all([mainTextLoaders[language](), deskTexts(language)]);
  return mergeTexts(structuredClone(main.default as MessageTree), desks);
}

async function ensureLoaded(language: ShippedLanguage) {
  if (!i18n.hasResourceBundle(language, 'translation')) i18n.addResourceBundle(language, 'translation', await loadBundle(language));
}

export async function initI18n(): Promise<void> {
  const language = storedLanguage(STORAGE_KEY);
  await startI18n(language, await loadBundle('TY'));
  await ensureLoaded('EN');
  await ensureLoaded(language);
  showLanguage(language);
}

export function changeLanguage(language: ShippedLanguage): Promise<void> {
  return switchLanguage(STORAGE_KEY, language, ensureLoaded);
}
