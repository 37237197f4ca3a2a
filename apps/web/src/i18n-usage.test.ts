// Proves the site's components show no text except through i18n: no literal words in JSX or in
// user-visible attributes, and every key they ask for exists in English (the other languages are
// held to English by packages/i18n's test).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { ERROR_CODE_LIST } from '@pkg/contracts/error-codes';
import { GAME_TYPES } from '@pkg/contracts/game-types';
import { MESSAGES, listKeys } from '@pkg/i18n/messages';
import { MODAL_NAMES } from './lib/modal.ts';

const SRC = path.dirname(fileURLToPath(import.meta.url));
const VISIBLE_ATTRIBUTES = new Set(['title', 'alt', 'aria-label', 'placeholder', 'label', 'aria-description']);
const LETTER = /\p{L}/u;

function sourceFiles(dir: string, extension: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full, extension);
    return extension.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
}

function visit(node: ts.Node, fn: (node: ts.Node) => void) {
  fn(node);
  node.forEachChild((child) => visit(child, fn));
}

test('components render no literal user-visible text', () => {
  const found: string[] = [];
  for (const file of sourceFiles(SRC, /\.tsx$/)) {
    const source = parse(file);
    visit(source, (node) => {
      const where = () => `${path.relative(SRC, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
      if (ts.isJsxText(node) && LETTER.test(node.text)) found.push(`${where()} text "${node.text.trim()}"`);
      if (
        ts.isJsxAttribute(node) &&
        VISIBLE_ATTRIBUTES.has(node.name.getText()) &&
        node.initializer &&
        ts.isStringLiteral(node.initializer) &&
        LETTER.test(node.initializer.text)
      ) {
        found.push(`${where()} ${node.name.getText()}="${node.initializer.text}"`);
      }
    });
  }
  assert.deepEqual(found, []);
});

const englishKeys = new Set(listKeys(MESSAGES.EN).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')));

test('every literal key passed to t() exists in English', () => {
  const missing: string[] = [];
  for (const file of sourceFiles(SRC, /\.tsx?$/)) {
    visit(parse(file), (node) => {
      if (!ts.isCallExpression(node) || node.expression.getText() !== 't') return;
      const [first] = node.arguments;
      if (first && ts.isStringLiteral(first) && !englishKeys.has(first.text)) missing.push(`${path.relative(SRC, file)}: ${first.text}`);
    });
  }
  assert.deepEqual(missing, []);
});

test('the key families built at run time exist in English', () => {
  const families = [
    ...[...GAME_TYPES, 'LOTTERY'].map((type) => `nav.types.${type}`),
    ...MODAL_NAMES.filter((name) => name !== 'notices').map((name) => `account.modal.${name}`),
    ...['IOS', 'ANDROID', 'IOS_LITE'].map((type) => `pages.app.types.${type}`),
    ...['livechat', 'telegram', 'email', 'phone', 'whatsapp', 'viber'].map((kind) => `pages.join.kinds.${kind}`),
    ...['telegram', 'facebook', 'youtube'].map((name) => `floating.${name}`),
    ...[...ERROR_CODE_LIST, 'network_error', 'timeout', 'play_needs_login'].map((code) => `errors.${code}`),
  ];
  assert.deepEqual(
    families.filter((key) => !englishKeys.has(key)),
    [],
  );
});
