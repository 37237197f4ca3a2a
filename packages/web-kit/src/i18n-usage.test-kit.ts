// What the i18n-usage tests of both apps (apps/web/src/i18n-usage.test.ts and
// apps/backoffice/src/i18n-usage.test.ts) and of this package read the source with: the files, their
// syntax trees, and the literal words a component would show without going through i18n.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const VISIBLE_ATTRIBUTES = new Set(['title', 'alt', 'aria-label', 'placeholder', 'label', 'aria-description']);
const LETTER = /\p{L}/u;

/** The files under `dir` whose names match `extension`, tests left out. */
export function sourceFiles(dir: string, extension: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full, extension);
    return extension.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });
}

export function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
}

export function visit(node: ts.Node, fn: (node: ts.Node) => void) {
  fn(node);
  node.forEachChild((child) => visit(child, fn));
}

/**
 * Every literal word in the .tsx files under `dir` that a person would read: JSX text, and
 * user-visible attributes (title, alt, aria-label, placeholder, ...) given as a string, each as
 * "file:line ...". A placeholder matching `exampleValue` shows a format, not words, and is allowed.
 */
export function literalTexts(dir: string, exampleValue?: RegExp): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(dir, /\.tsx$/)) {
    const source = parse(file);
    visit(source, (node) => {
      const where = () => `${path.relative(dir, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
      if (ts.isJsxText(node) && LETTER.test(node.text)) found.push(`${where()} text "${node.text.trim()}"`);
      if (
        ts.isJsxAttribute(node) &&
        VISIBLE_ATTRIBUTES.has(node.name.getText()) &&
        node.initializer &&
        ts.isStringLiteral(node.initializer) &&
        LETTER.test(node.initializer.text) &&
        !(node.name.getText() === 'placeholder' && exampleValue?.test(node.initializer.text))
      ) {
        found.push(`${where()} ${node.name.getText()}="${node.initializer.text}"`);
      }
    });
  }
  return found;
}
