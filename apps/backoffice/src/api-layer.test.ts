// Proves the console calls its API one way (issue 37): every call is a named, typed function of
// src/api/<area>.ts, whose address lib/api.ts builds (params filled and encoded, query values
// encoded, absent ones dropped). No page or component calls the client itself, fetches on its own,
// fills a path's :params by hand or glues a query string onto a route.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { parse, sourceFiles, visit } from '@pkg/web-kit/i18n-usage.test-kit';

const SRC = path.dirname(fileURLToPath(import.meta.url));
/** What only src/api/ may import from lib/api.ts: the client and its address builder. */
const CLIENT = new Set(['bo', 'boForm', 'boUrl']);
/** The route tables a page might build an address on. */
const ROUTES = /\b(BO_API|LIVE_CHAT_BO_API|API)\./;

/** What breaks the rule in one file, each as "file:line what". */
export function layerProblems(file: string, source: ts.SourceFile): string[] {
  const problems: string[] = [];
  const at = (node: ts.Node, what: string) =>
    problems.push(`${path.relative(SRC, file)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1} ${what}`);
  visit(source, (node) => {
    if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      /(^|\/)lib\/api(\.ts)?$/.test(node.moduleSpecifier.text)
    ) {
      const named = node.importClause?.namedBindings;
      if (named && ts.isNamedImports(named))
        for (const element of named.elements)
          if (CLIENT.has((element.propertyName ?? element.name).text)) at(element, `imports ${element.name.text} from lib/api`);
    }
    // A raw call: fetch() or the client reached some other way.
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'fetch') at(node, 'calls fetch');
    // A query string glued onto a route: `${BO_API.x}?a=…` (or any template on a route with a "?").
    if (ts.isTemplateExpression(node) && ROUTES.test(node.getText(source)) && node.getText(source).includes('?'))
      at(node, 'builds a query string on a route');
    // A path's :params filled by hand: BO_API.x.replace(':id', …).
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'replace' &&
      ROUTES.test(node.expression.expression.getText(source))
    )
      at(node, 'fills a route by hand');
  });
  return problems;
}

/** The files the rule covers: everything the console renders (pages, components). */
function renderedFiles(): string[] {
  return ['pages', 'components'].flatMap((dir) => sourceFiles(path.join(SRC, dir), /\.tsx?$/));
}

test('no page or component calls the API except through src/api/', () => {
  const problems = renderedFiles().flatMap((file) => layerProblems(file, parse(file)));
  assert.deepEqual(problems, [], 'move each call to src/api/<area>.ts and call it by name');
});

test('the rule catches each way around the layer', () => {
  const sample = [
    "import { bo, errorOf } from '../../lib/api';",
    'const a = () => fetch("/bo/me");',
    'const b = `${BO_API.members}?q=${q}`;',
    "const c = BO_API.member.replace(':id', id);",
    "import { errorOf, BoError } from '../../lib/api';",
    'const d = `${name}?`;',
  ].join('\n');
  const file = path.join(SRC, 'pages', 'sample.tsx');
  const found = layerProblems(file, ts.createSourceFile(file, sample, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX));
  assert.deepEqual(found, [
    `${path.join('pages', 'sample.tsx')}:1 imports bo from lib/api`,
    `${path.join('pages', 'sample.tsx')}:2 calls fetch`,
    `${path.join('pages', 'sample.tsx')}:3 builds a query string on a route`,
    `${path.join('pages', 'sample.tsx')}:4 fills a route by hand`,
  ]);
});
