import { readdirSync, readFileSync } from 'node:fs';
import { SHIPPED_LANGUAGES, type ShippedLanguage } from '@pkg/contracts/languages';
import { mergeTexts, type MessageTree } from './merge-texts.ts';

export { mergeTexts, type MessageTree };

const LOCALES = new URL('../locales/', import.meta.url);

function readTexts(file: string): MessageTree {
  return JSON.parse(readFileSync(new URL(file, LOCALES), 'utf8')) as MessageTree;
}

/**
 * Texts kept out of the main files (locales/<namespace>/<lang>.json), so the home page does not
 * carry them: a site feature's (lottery, agent, vip, ...) loaded by that feature, the back
 * office's (bo*) loaded by the console only, and the server's own (email, sms,
 * sandboxPay, lotteryGroups: mails, texts, the sandbox payment page, draw group names), which no
 * site loads. Each sits under its namespace's key
 * (lottery.*, boMembers.*). Every folder of locales/ is one; this reads them all, for the server
 * and the tests (the sites import their files themselves).
 *
 * A folder named like a key of the main files adds to that key: the main files keep only the
 * `errors`, `account` and `wallet` texts the site's start-up code shows (the network errors, the
 * header's buttons), and `errors/`, `account/`, `wallet/` and `deposit/` hold the rest, which the
 * site loads with its lazy code (apps/web/src/lib/i18n.ts, decision 046).
 */
export const NAMESPACES: Record<string, Record<ShippedLanguage, MessageTree>> = Object.fromEntries(
  readdirSync(LOCALES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => [
      entry.name,
      Object.fromEntries(SHIPPED_LANGUAGES.map((language) => [language, readTexts(`${entry.name}/${language.toLowerCase()}.json`)])),
    ]),
) as Record<string, Record<ShippedLanguage, MessageTree>>;

function withNamespaces(language: ShippedLanguage, main: MessageTree): MessageTree {
  return Object.entries(NAMESPACES).reduce((tree, [name, texts]) => mergeTexts(tree, { [name]: texts[language] as MessageTree }), main);
}

/** Every shipped language's texts, namespaces included. English is the source; TY is the default. */
export const MESSAGES = Object.fromEntries(
  SHIPPED_LANGUAGES.map((language) => [language, withNamespaces(language, readTexts(`${language.toLowerCase()}.json`))]),
) as Record<ShippedLanguage, MessageTree>;

/** Lists the dotted keys of a message tree, e.g. "errors.not_found". */
export function listKeys(tree: MessageTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [prefix + key] : listKeys(value, `${prefix}${key}.`)));
}

/** Looks up a dotted key, filling {{name}} placeholders; falls back to English, then to the key. */
export function translate(language: ShippedLanguage, key: string, vars: Record<string, string | number> = {}): string {
  const text = lookup(MESSAGES[language], key) ?? lookup(MESSAGES.EN, key) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => String(vars[name] ?? whole));
}

function lookup(tree: MessageTree, key: string): string | undefined {
  let node: string | MessageTree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}
