// Proves the back office shows no raw key in any shipped language: no literal words in JSX or in
// user-visible attributes, every key its code asks for exists in every language (not only in
// English, which the console falls back to), and so do the key families built at run time: the
// permission names and roles the Overview lists, and the message of every API error code and of
// the console's own network and server failures (lib/api.ts). The site's twin is
// apps/web/src/i18n-usage.test.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { literalTexts, parse, sourceFiles, visit } from '@pkg/web-kit/i18n-usage.test-kit';
import { ERROR_CODE_LIST } from '@pkg/contracts/error-codes';
import { STAFF_PERMISSIONS, STAFF_ROLES } from '@pkg/contracts/staff-roles';
import { MESSAGES, listKeys } from '@pkg/i18n/messages';
import { BO_CLIENT_ERRORS } from './lib/client-errors.ts';
import { permissionKey } from './lib/permission-key.ts';
import { NAV_GROUPS } from './components/nav-groups.ts';

const SRC = path.dirname(fileURLToPath(import.meta.url));
/** A placeholder showing a format, not words: an address (https://…/live.m3u8, play.example.ph) or country codes (US CN). */
const EXAMPLE_VALUE = /^(https?:\/\/\S*|[\w-]+(\.[\w-]+)+|[A-Z]{2}( [A-Z]{2})*)$/;
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Each shipped language's keys, a plural form (key_one) counting for its base key. */
const KEYS = Object.entries(MESSAGES).map(([language, tree]) => {
  const all = listKeys(tree);
  return [language, new Set([...all, ...all.map((key) => key.replace(PLURAL, ''))])] as const;
});

/** The keys some shipped language lacks, each with the languages that lack it. */
function missingIn(keys: Iterable<string>): string[] {
  return [...new Set(keys)].flatMap((key) => {
    const lacking = KEYS.filter(([, set]) => !set.has(key)).map(([language]) => language);
    return lacking.length > 0 ? [`${key} (${lacking.join(', ')})`] : [];
  });
}

/** Whether some key of every language starts with this prefix (the fixed head of a key built at run time). */
function prefixMissingIn(prefix: string): string[] {
  return KEYS.filter(([, set]) => ![...set].some((key) => key.startsWith(prefix))).map(([language]) => language);
}

test('the console renders no literal user-visible text', () => {
  assert.deepEqual(literalTexts(SRC, EXAMPLE_VALUE), []);
});

/** The first argument of every t(...) call of the console's code: literal keys and template heads. */
function keysAskedFor(): { literal: string[]; heads: string[] } {
  const literal: string[] = [];
  const heads: string[] = [];
  for (const file of sourceFiles(SRC, /\.tsx?$/)) {
    visit(parse(file), (node) => {
      if (!ts.isCallExpression(node) || !/^(t|i18n\.t)$/.test(node.expression.getText())) return;
      const [first] = node.arguments;
      if (first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first))) literal.push(first.text);
      // `boTables.status.${status}`: the fixed head names a family that must exist (a dot ends it).
      if (first && ts.isTemplateExpression(first) && first.head.text.includes('.')) heads.push(first.head.text);
    });
  }
  return { literal, heads };
}

test('every literal key passed to t() exists in every shipped language', () => {
  assert.deepEqual(missingIn(keysAskedFor().literal), []);
});

test('every key family built at run time has texts in every shipped language', () => {
  const lacking = keysAskedFor().heads.flatMap((head) => {
    const languages = prefixMissingIn(head.slice(0, head.lastIndexOf('.') + 1));
    return languages.length > 0 ? [`${head} (${languages.join(', ')})`] : [];
  });
  assert.deepEqual([...new Set(lacking)], []);
});

test('every permission, role, navigation group and error code has its text in every shipped language', () => {
  const families = [
    ...STAFF_PERMISSIONS.map(permissionKey),
    ...STAFF_ROLES.map((role) => `boConsole.roles.${role}`),
    ...NAV_GROUPS.map((group) => `boConsole.navGroups.${group.id}`),
    ...NAV_GROUPS.flatMap((group) => group.links.map((link) => link.label)),
    ...[...ERROR_CODE_LIST, ...BO_CLIENT_ERRORS].map((code) => `errors.${code}`),
  ];
  assert.deepEqual(missingIn(families), []);
});

/** What the console shares with the site: error texts, the account and money words, the game kinds' names as players see them. */
const SHARED_NAMESPACES = ['errors.', 'account.', 'deposit.', 'wallet.', 'common.', 'nav.types.'];

test("every key the console asks for is the console's own (bo…) or a shared namespace's: one prefix per app", () => {
  const { literal, heads } = keysAskedFor();
  const foreign = [...literal, ...heads].filter((key) => !key.startsWith('bo') && !SHARED_NAMESPACES.some((name) => key.startsWith(name)));
  assert.deepEqual([...new Set(foreign)], []);
  const folders = readdirSync(path.resolve(SRC, '../../../packages/i18n/locales'), { withFileTypes: true });
  const siteFolders = folders.filter((entry) => entry.isDirectory() && /^backoffice/i.test(entry.name)).map((entry) => entry.name);
  assert.deepEqual(siteFolders, [], 'the console has no second family of namespaces beside bo<Area>');
});
