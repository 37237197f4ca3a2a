// The architecture's figures (issue 40, decision 052): how the server's modules import each other,
// cycles, where SQL runs, amounts parsed from rows, contracts with their own amount pattern, how
// app.ts wires modules, long functions and long files. Each count is printed with the files behind
// it. `--check` (run by `npm run lint`) fails when a count on the ENFORCED list is not zero; a later
// step adds a count to that list once it has brought it to zero, so it cannot come back.
//
//   node scripts/arch-report.mjs            the report
//   node scripts/arch-report.mjs --check    the report's enforced counts only; exit 1 on any
//   node scripts/arch-report.mjs --graph    print the Mermaid picture of the server's modules
//   node scripts/arch-report.mjs --write-graph   write it into docs/architecture.md between its markers
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cruise } from 'dependency-cruiser';
import ts from 'typescript';

/** Counts that must be zero; `--check` fails on any other value. Add a count here when it reaches zero. */
const ENFORCED = [
  'faceViolations',
  'ledgerInternals',
  'infrastructureImportsModules',
  'moduleCyclesValue',
  'moduleCyclesWithTypes',
  'fileCyclesValue',
  'fileCyclesWithTypes',
  'amountPatterns',
  'exportAll',
  'sqlFiles',
  'bigintRows',
  'longFiles',
  'inlineWired',
  'graphStale',
];

const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER = 'apps/server/src/';
const MODULES = `${SERVER}modules/`;
const LEDGER = `${SERVER}ledger/`;
const GRAPH_BEGIN = '<!-- module-graph:begin (npm run arch:graph writes this; do not edit by hand) -->';
const GRAPH_END = '<!-- module-graph:end -->';
const MAX_FUNCTION_LINES = 70;
const MAX_FILE_LINES = 400;

const args = new Set(process.argv.slice(2));

/** Test code may reach into any module (decision 052). */
const isTest = (file) => /\.test\.tsx?$|\.test-kit\.ts$/.test(file) || /^apps\/server\/(test|bench)\//.test(file);
/** The module a server file belongs to: a folder of modules/, or the ledger; undefined for the rest. */
function moduleOf(file) {
  if (file.startsWith(LEDGER)) return 'ledger';
  const match = /^apps\/server\/src\/modules\/([^/]+)\//.exec(file);
  return match?.[1];
}
const faceOf = (name) => (name === 'ledger' ? `${LEDGER}index.ts` : `${MODULES}${name}/index.ts`);
const isTypeOnly = (dependency) => dependency.dependencyTypes.includes('type-only');
const short = (file) => file.replace(SERVER, '');

// ---------------------------------------------------------------- the dependency graph

const cruised = await cruise(
  ['apps/server/src', 'apps/server/test', 'apps/server/bench', 'apps/web/src', 'apps/backoffice/src', 'packages'],
  {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|e2e|locales)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
    },
  },
);
const graph = cruised.output.modules;
/** Every import between two files of the repository: from, to, typeOnly. */
const edges = graph.flatMap((module) =>
  module.dependencies
    .filter((dependency) => !dependency.coreModule && !dependency.resolved.includes('node_modules') && !dependency.couldNotResolve)
    .map((dependency) => ({ from: module.source, to: dependency.resolved, typeOnly: isTypeOnly(dependency) })),
);
const serverEdges = edges.filter((edge) => edge.from.startsWith(SERVER) && edge.to.startsWith(SERVER) && !isTest(edge.from));

// Imports that cross into a module (or the ledger) from outside it.
const crossing = serverEdges.filter((edge) => moduleOf(edge.to) && moduleOf(edge.to) !== moduleOf(edge.from));
const crossingModules = crossing.filter((edge) => moduleOf(edge.to) !== 'ledger');
const faceViolations = crossingModules.filter((edge) => edge.to !== faceOf(moduleOf(edge.to)));
const ledgerInternals = crossing.filter((edge) => moduleOf(edge.to) === 'ledger' && edge.to !== faceOf('ledger'));
const infrastructureImportsModules = serverEdges.filter(
  (edge) => /^apps\/server\/src\/(lib|db|jobs)\//.test(edge.from) && moduleOf(edge.to) && moduleOf(edge.to) !== 'ledger',
);

/** Strongly connected components (Tarjan) of a graph given as Map<node, Set<node>>, largest first. */
function cycles(adjacency) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  function visit(node) {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of adjacency.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  }
  for (const node of adjacency.keys()) if (!index.has(node)) visit(node);
  return found.sort((a, b) => b.length - a.length);
}

/** Edges collapsed to nodes by `nodeOf`, with the file imports behind each node edge. */
function collapse(list, nodeOf) {
  const adjacency = new Map();
  const behind = new Map();
  for (const edge of list) {
    const from = nodeOf(edge.from);
    const to = nodeOf(edge.to);
    if (from === to) continue;
    if (!adjacency.has(from)) adjacency.set(from, new Set());
    adjacency.get(from).add(to);
    const key = `${from} -> ${to}`;
    if (!behind.has(key)) behind.set(key, []);
    behind.get(key).push(`${short(edge.from)} -> ${short(edge.to)}${edge.typeOnly ? ' (type)' : ''}`);
  }
  return { adjacency, behind };
}

/** A server module is one node; every other server file is a node of its own. */
const moduleNode = (file) => moduleOf(file) ?? short(file);
function moduleCycles(withTypes) {
  const { adjacency, behind } = collapse(
    serverEdges.filter((edge) => withTypes || !edge.typeOnly),
    moduleNode,
  );
  return cycles(adjacency).map((component) => ({
    component,
    edges: [...behind].filter(([key]) => component.includes(key.split(' -> ')[0]) && component.includes(key.split(' -> ')[1])),
  }));
}
const moduleCyclesValue = moduleCycles(false);
const moduleCyclesWithTypes = moduleCycles(true);
const fileCyclesValue = cycles(
  collapse(
    edges.filter((edge) => !edge.typeOnly),
    (file) => file,
  ).adjacency,
);
const fileCyclesWithTypes = cycles(collapse(edges, (file) => file).adjacency);

// ---------------------------------------------------------------- the syntax of each server file

const serverFiles = graph.map((module) => module.source).filter((file) => file.startsWith(SERVER) && /\.tsx?$/.test(file) && !isTest(file));

/** Text that is SQL: a statement's first words. */
const SQL_START =
  /^\s*\(?\s*(select\b|insert\s+into\b|update\s+[\w."]+\s+(as\s+\w+\s+)?set\b|delete\s+from\b|with\s+(recursive\s+)?[\w"]+\s*(\([^)]*\)\s*)?as\b|create\s+(unique\s+)?(table|index|or|temp|function|trigger|schema|extension)\b|alter\s+table\b|drop\s+(table|index|schema)\b|lock\s+table\b|truncate\b|notify\b|set\s+(local|session)\b|begin\b|commit\b|rollback\b|savepoint\b)/i;
/**
 * A lone transaction word is a vendor's action or a state as often as SQL (the wallet API's
 * 'rollback'); run as SQL it goes through `.query(`, which the receiver rule below counts.
 */
const LONE_WORD = /^\s*(begin|commit|rollback)\s*$/i;
/** Receivers of `.query(` and `.exec(` that are a database or a transaction. */
const DB_RECEIVER = /^(db|tx|trx|client|pool|conn|queryable|executor|lite)$/i;
/** Names of what holds a row of the database. */
const ROW_NAME = /(^|[a-z])(row|rows|record|records)$/i;

function textOf(node) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((span) => ` x ${span.literal.text}`).join('');
  return undefined;
}
function rootName(node) {
  let current = node;
  while (
    ts.isPropertyAccessExpression(current) ||
    ts.isElementAccessExpression(current) ||
    ts.isNonNullExpression(current) ||
    ts.isParenthesizedExpression(current)
  )
    current = current.expression;
  return ts.isIdentifier(current) ? current.text : undefined;
}
const lineOf = (source, node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

const sqlFiles = [];
const bigintRows = [];
const longFunctions = [];
const longFiles = [];
const exportAll = [];
for (const file of serverFiles) {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const lines = text.split('\n').length;
  if (lines > MAX_FILE_LINES) longFiles.push({ file, lines });
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const queriesFile = file.endsWith('.queries.ts') || file.startsWith(LEDGER) || /^apps\/server\/src\/db\/(migrate|client)\.ts$/.test(file);
  const sqlLines = [];
  function visit(node) {
    if (ts.isExportDeclaration(node) && !node.exportClause && node.moduleSpecifier) exportAll.push(`${file}:${lineOf(source, node)}`);
    const sqlText = textOf(node);
    if (sqlText !== undefined && SQL_START.test(sqlText) && !LONE_WORD.test(sqlText)) sqlLines.push(lineOf(source, node));
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const receiver = node.expression.expression;
      const receiverName = ts.isIdentifier(receiver) ? receiver.text : ts.isPropertyAccessExpression(receiver) ? receiver.name.text : '';
      if ((method === 'query' || method === 'exec') && DB_RECEIVER.test(receiverName) && node.arguments.length > 0)
        sqlLines.push(lineOf(source, node));
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'BigInt' && node.arguments[0]) {
      const argument = node.arguments[0];
      const root = rootName(argument);
      const field = ts.isPropertyAccessExpression(argument) || ts.isElementAccessExpression(argument);
      if (field && root && ROW_NAME.test(root)) bigintRows.push({ file, line: lineOf(source, node), text: node.getText(source) });
    }
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = lineOf(source, node);
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line + 1;
      if (end - start + 1 > MAX_FUNCTION_LINES) longFunctions.push({ file, line: start, lines: end - start + 1, name: functionName(node) });
    }
    ts.forEachChild(node, visit);
  }
  visit(source);
  if (!queriesFile && sqlLines.length > 0) sqlFiles.push({ file, lines: [...new Set(sqlLines)].sort((a, b) => a - b) });
  if (queriesFile) for (let i = bigintRows.length - 1; i >= 0 && bigintRows[i].file === file; i--) bigintRows.splice(i, 1);
}
function functionName(node) {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent)) return parent.name.getText();
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText();
  return '(anonymous)';
}

// ---------------------------------------------------------------- contracts with their own amount pattern

/** A pattern of digits only (an optional sign, digits, repetition): what an amount pattern looks like. */
const DIGITS_ONLY = /^\^?\(?(0\|)?-?\??(\[1-9\])?(\[0-9\]|\\d)(\{\d+(,\d*)?\}|\+|\*)?\)?\$?$/;
/** Names that say a digits-only string is not money. */
const NOT_MONEY =
  /(^id$|Id$|^id[A-Z]|Ids?$|_ID_|code|day|date|otp|totp|pin|year|month|numero|number|version|page|count|seq|points?$|^points?|Points)/i;
const amountPatterns = [];
const contractFiles = graph
  .map((module) => module.source)
  .filter((file) => file.startsWith('packages/contracts/src/') && !isTest(file) && !file.endsWith('/amount.ts'));
for (const file of contractFiles) {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  function visit(node) {
    if (ts.isRegularExpressionLiteral(node)) {
      const body = node.text.slice(1, node.text.lastIndexOf('/'));
      if (DIGITS_ONLY.test(body) && !NOT_MONEY.test(holderName(node)))
        amountPatterns.push({ file, line: lineOf(source, node), text: `${holderName(node)}: ${node.text}` });
    }
    ts.forEachChild(node, visit);
  }
  visit(source);
}
/** The name a schema is given: its variable or the object key it sits under. */
function holderName(node) {
  for (let current = node.parent; current; current = current.parent) {
    if (ts.isVariableDeclaration(current) || ts.isPropertyAssignment(current)) return current.name.getText();
  }
  return '';
}

// ---------------------------------------------------------------- app.ts

const appFile = `${SERVER}app.ts`;
const appSource = ts.createSourceFile(appFile, readFileSync(path.join(ROOT, appFile), 'utf8'), ts.ScriptTarget.Latest, true);
const inlineWired = new Map();
for (const statement of appSource.statements) {
  if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) continue;
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(appFile), statement.moduleSpecifier.text));
  const name = moduleOf(target);
  if (!name || name === 'ledger') continue;
  const bindings = statement.importClause?.namedBindings;
  const values =
    bindings && ts.isNamedImports(bindings)
      ? bindings.elements.filter((element) => !element.isTypeOnly).map((element) => element.name.text)
      : ['*'];
  const inline = values.filter((value) => !/^install[A-Z]/.test(value));
  if (inline.length > 0 || target !== faceOf(name))
    inlineWired.set(name, [...(inlineWired.get(name) ?? []), `${short(target)}: ${values.join(', ')}`]);
}
const buildAppLines = (() => {
  let found = 0;
  appSource.forEachChild((node) => {
    if (ts.isFunctionDeclaration(node) && node.name?.text === 'buildApp')
      found = lineOf(appSource, node.getLastToken(appSource)) - lineOf(appSource, node) + 1;
  });
  return found;
})();

// ---------------------------------------------------------------- the module picture

/** The Mermaid flowchart of the server's modules: one node per module, an arrow per value import (dotted: types only). */
function moduleGraph() {
  const pairs = new Map();
  for (const edge of serverEdges) {
    const from = moduleOf(edge.from);
    const to = moduleOf(edge.to);
    if (!from || !to || from === to) continue;
    const key = `${from}|${to}`;
    pairs.set(key, (pairs.get(key) ?? true) && edge.typeOnly);
  }
  const names = [...new Set([...pairs.keys()].flatMap((key) => key.split('|')))].sort();
  const id = (name) => name.replace(/-/g, '_');
  const lines = ['```mermaid', 'flowchart LR'];
  for (const name of names) lines.push(`  ${id(name)}[${name}]`);
  for (const [key, typeOnly] of [...pairs].sort(([a], [b]) => a.localeCompare(b))) {
    const [from, to] = key.split('|');
    lines.push(`  ${id(from)} ${typeOnly ? '-.->' : '-->'} ${id(to)}`);
  }
  lines.push('```');
  return lines.join('\n');
}
const architecturePath = path.join(ROOT, 'docs/architecture.md');
function graphSection() {
  return `${GRAPH_BEGIN}\n\n${moduleGraph()}\n\n${GRAPH_END}`;
}
function committedGraph() {
  const text = readFileSync(architecturePath, 'utf8');
  const start = text.indexOf(GRAPH_BEGIN);
  const end = text.indexOf(GRAPH_END);
  return start < 0 || end < 0 ? undefined : text.slice(start, end + GRAPH_END.length);
}
if (args.has('--graph')) {
  console.log(moduleGraph());
  process.exit(0);
}
if (args.has('--write-graph')) {
  const text = readFileSync(architecturePath, 'utf8');
  const current = committedGraph();
  if (!current) {
    console.error(`docs/architecture.md has no ${GRAPH_BEGIN} ... ${GRAPH_END} markers`);
    process.exit(1);
  }
  writeFileSync(architecturePath, text.replace(current, graphSection()));
  console.log('docs/architecture.md: module graph written');
  process.exit(0);
}
const graphStale =
  committedGraph() === graphSection() ? [] : ['docs/architecture.md: the module graph differs from the code; run npm run arch:graph'];

// ---------------------------------------------------------------- the report

const edgeText = (edge) => `${short(edge.from)} -> ${short(edge.to)}${edge.typeOnly ? ' (type)' : ''}`;
const cycleText = ({ component, edges: inside }) => [
  `[${component.join(', ')}]`,
  ...inside.flatMap(([key, list]) => [`  ${key}`, ...list.map((item) => `    ${item}`)]),
];
const counts = {
  crossingValue: {
    title: 'imports crossing server modules, value',
    items: crossingModules.filter((edge) => !edge.typeOnly).map(edgeText),
    list: false,
  },
  crossingType: {
    title: 'imports crossing server modules, type-only',
    items: crossingModules.filter((edge) => edge.typeOnly).map(edgeText),
    list: false,
  },
  crossingIntoFace: {
    title: '  of which into a face (modules/<m>/index.ts)',
    items: crossingModules.filter((edge) => !faceViolations.includes(edge)).map(edgeText),
    list: false,
  },
  faceViolations: { title: '  of which not into a face', items: faceViolations.map(edgeText) },
  ledgerInternals: { title: "imports into the ledger's internals (not ledger/index.ts)", items: ledgerInternals.map(edgeText) },
  infrastructureImportsModules: { title: 'lib/, db/, jobs/ importing a module', items: infrastructureImportsModules.map(edgeText) },
  moduleCyclesValue: {
    title: 'module cycles, value imports (modules and the ledger as one node each)',
    items: moduleCyclesValue.flatMap(cycleText),
    count: moduleCyclesValue.length,
  },
  moduleCyclesWithTypes: {
    title: 'module cycles, with type imports',
    items: moduleCyclesWithTypes.flatMap(cycleText),
    count: moduleCyclesWithTypes.length,
  },
  fileCyclesValue: {
    title: 'file cycles, value imports (server, web, back office, packages)',
    items: fileCyclesValue.map((c) => c.join(' -> ')),
  },
  fileCyclesWithTypes: { title: 'file cycles, with type imports', items: fileCyclesWithTypes.map((c) => c.join(' -> ')) },
  exportAll: { title: '`export *` in server src', items: exportAll },
  sqlFiles: {
    title: 'files that run SQL outside *.queries.ts (server src; not tests, ledger/, db/migrate|client)',
    items: sqlFiles.map(({ file, lines }) => `${short(file)}: lines ${lines.join(', ')}`),
  },
  bigintRows: {
    title: 'BigInt(row...) outside queries files',
    items: bigintRows.map(({ file, line, text }) => `${short(file)}:${line} ${text}`),
  },
  amountPatterns: {
    title: 'contracts with their own amount pattern (not built from contracts/src/amount.ts)',
    items: amountPatterns.map(({ file, line, text }) => `${file.replace('packages/contracts/src/', '')}:${line} ${text}`),
  },
  inlineWired: {
    title: 'modules wired inline in app.ts (not through an install-*.ts of the face)',
    items: [...inlineWired].map(([name, list]) => `${name}: ${list.join('; ')}`),
  },
  longFunctions: {
    title: `functions over ${MAX_FUNCTION_LINES} lines (server src)`,
    items: longFunctions
      .sort((a, b) => b.lines - a.lines)
      .map(({ file, line, lines, name }) => `${short(file)}:${line} ${name} (${lines})`),
  },
  longFiles: {
    title: `files over ${MAX_FILE_LINES} lines (server src)`,
    items: longFiles.sort((a, b) => b.lines - a.lines).map(({ file, lines }) => `${short(file)} (${lines})`),
  },
  graphStale: { title: 'module graph in docs/architecture.md out of date', items: graphStale },
};
const sqlFileCount = new Set(serverFiles).size;

const check = args.has('--check');
const failing = [];
for (const [key, { title, items, count = items.length, list = true }] of Object.entries(counts)) {
  const enforced = ENFORCED.includes(key);
  if (enforced && count > 0) failing.push(key);
  if (check && !(enforced && count > 0)) continue;
  console.log(`${String(count).padStart(5)}  ${title}${enforced ? '  [enforced: 0]' : ''}`);
  if (list || check || args.has('--all')) for (const item of items) console.log(`         ${item}`);
}
if (!check) console.log(`\n(${sqlFileCount} server source files; buildApp is ${buildAppLines} lines)`);
if (failing.length > 0) {
  console.error(`\narch check failed: ${failing.join(', ')} must be 0 (scripts/arch-report.mjs, decision 052)`);
  process.exit(1);
}
if (check) console.log('arch check: the enforced counts are 0');
