import type { ShippedLanguage } from '@pkg/contracts/languages';
import ty from '../locales/ty.json' with { type: 'json' };
import en from '../locales/en.json' with { type: 'json' };
import zh from '../locales/zh.json' with { type: 'json' };
import th from '../locales/th.json' with { type: 'json' };
import vi from '../locales/vi.json' with { type: 'json' };

/** A language's texts: nested objects of strings, keyed by dotted path. */
export interface MessageTree {
  [key: string]: string | MessageTree;
}

/** Every shipped language's texts. English is the source; TY is the default. */
export const MESSAGES: Record<ShippedLanguage, MessageTree> = { TY: ty, EN: en, ZH: zh, TH: th, VI: vi };

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
