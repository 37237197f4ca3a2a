// Renames the server's TypeScript name of a brand's id, `merchantId`, to `brandId`, the name the wire
// and the back office already use (issue 40; decision 004 addendum). One mechanical pass over the
// server's TypeScript, meant to run once while no one else is editing the server:
//
//   node scripts/rename-merchant-id.mjs --check   what would change (files and counts), writes nothing
//   node scripts/rename-merchant-id.mjs           rename; then npx tsc -p apps/server, npx eslint, the tests
//
// What it renames: the whole words `merchantId` and `merchantIds` in apps/server/{src,test,bench}:
// variables, parameters, properties, object keys, `Pick<..., 'merchantId'>` keys, and the SQL
// aliases that name row fields (`w.merchant_id::text as "merchantId"` becomes `as "brandId"`, so
// rows keep matching their interfaces). What it leaves: the column `merchant_id` and every other
// SQL name, the `merchants` table, the wire names SPEC.md gives (`merchant`, `merchantCode`), and
// longer words (`merchantIdOf` would stay; there is none today).
//
// A rename can change meaning only where both names were in reach of each other; the script checks
// the two ways that can happen and stops (writing nothing) when it finds one:
//   - one SQL text would name two columns `"brandId"` (the row would silently keep the last);
//   - at some use of either name both are variables in scope and the other one is declared nearer
//     (read with the TypeScript checker), so after the rename it would capture the use.
// A key written twice in one object or type, or two declarations in one scope, are compile errors
// that `tsc` reports; Prettier rejoins the lines the shorter name lets fit. The trial on a scratch
// worktree (decision 004 addendum) found none of these problems.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIRS = ['apps/server/src', 'apps/server/test', 'apps/server/bench'];
const SKIP = new Set(['node_modules', 'dist', '.data']);
const check = process.argv.includes('--check');
const WORD = /\bmerchantId(s?)\b/g;

function files(dir) {
  let entries;
  try {
    entries = readdirSync(path.join(ROOT, dir), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : files(relative);
    return /\.(ts|tsx|mts)$/.test(entry.name) ? [relative] : [];
  });
}

const rename = (text) => text.replace(WORD, 'brandId$1');

/** SQL texts (template literals) that would alias two columns "brandId". */
function doubleAliases(file, renamed) {
  const found = [];
  for (const match of renamed.matchAll(/`[^`]*`/g)) {
    if ((match[0].match(/as "brandId"/g) ?? []).length > 1)
      found.push(`${file}:${lineAt(renamed, match.index)} two "brandId" aliases in one SQL text`);
  }
  return found;
}

/**
 * Places where, after the rename, a use would name another binding than it does now: a reference
 * to `merchantId` (or `brandId`) at which a `brandId` (or `merchantId`) variable is also in scope and
 * declared in a scope nested inside the one of the referenced variable, so the renamed one would
 * capture it. A parameter used alone in its function, with an outer variable of the other name, is
 * the usual case and keeps its meaning. Read with the TypeScript checker over the server's tsconfig,
 * so object keys, property names and SQL text do not count; only bindings do.
 */
function captures() {
  const configPath = path.join(ROOT, 'apps/server/tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(configPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!config) throw new Error('cannot read apps/server/tsconfig.json');
  const program = ts.createProgram(config.fileNames, config.options);
  const checker = program.getTypeChecker();
  const found = [];
  const flags = ts.SymbolFlags.Variable | ts.SymbolFlags.Function;
  for (const source of program.getSourceFiles()) {
    const file = path.relative(ROOT, source.fileName);
    if (!DIRS.some((dir) => file.startsWith(dir)) || !/\bmerchantIds?\b/.test(source.text)) continue;
    const visit = (node) => {
      if (ts.isIdentifier(node) && /^(merchantIds?|brandIds?)$/.test(node.text) && isReference(node)) {
        const plural = node.text.endsWith('s') ? 's' : '';
        const otherName = node.text.startsWith('merchant') ? `brandId${plural}` : `merchantId${plural}`;
        const other = checker.getSymbolsInScope(node, flags).find((symbol) => symbol.name === otherName);
        const own = ts.isShorthandPropertyAssignment(node.parent)
          ? checker.getShorthandAssignmentValueSymbol(node.parent)
          : checker.getSymbolAtLocation(node);
        const ownScope = scopeOf(own?.valueDeclaration);
        const otherScope = scopeOf(other?.valueDeclaration);
        if (ownScope && otherScope && otherScope !== ownScope && within(otherScope, ownScope) && within(node, otherScope))
          found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1} ${node.text}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return [...new Set(found)];
}

/** The function, block or file a declaration's name is visible in. */
function scopeOf(declaration) {
  let node = declaration?.parent;
  while (
    node &&
    !(
      ts.isFunctionLike(node) ||
      ts.isBlock(node) ||
      ts.isSourceFile(node) ||
      ts.isModuleBlock(node) ||
      ts.isCatchClause(node) ||
      ts.isForStatement(node) ||
      ts.isForOfStatement(node) ||
      ts.isForInStatement(node)
    )
  )
    node = node.parent;
  return node;
}

/** Whether `inner` lies inside `outer` (same file). */
function within(inner, outer) {
  return inner.getSourceFile() === outer.getSourceFile() && inner.pos >= outer.pos && inner.end <= outer.end;
}

/** An identifier that names a binding (a read, a write or a shorthand key), not a property or a key. */
function isReference(node) {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return false;
  if ((ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent) || ts.isPropertyDeclaration(parent)) && parent.name === node)
    return false;
  if (ts.isBindingElement(parent) && parent.propertyName === node) return false;
  if (ts.isLiteralTypeNode(parent) || ts.isQualifiedName(parent)) return false;
  return true;
}

const lineAt = (text, index) => text.slice(0, index).split('\n').length;

const changes = [];
const problems = [];
for (const file of DIRS.flatMap(files)) {
  const before = readFileSync(path.join(ROOT, file), 'utf8');
  const count = (before.match(WORD) ?? []).length;
  if (count === 0) continue;
  const after = rename(before);
  changes.push({ file, count, after });
  problems.push(...doubleAliases(file, after));
}
const perDir = new Map();
for (const { file, count } of changes) {
  const top = file.split(path.sep).slice(0, 4).join('/');
  perDir.set(top, (perDir.get(top) ?? 0) + count);
}
for (const [dir, count] of [...perDir].sort((a, b) => b[1] - a[1])) console.log(`${String(count).padStart(6)}  ${dir}`);
const total = changes.reduce((sum, change) => sum + change.count, 0);
problems.push(...captures().map((place) => `${place}: merchantId and brandId are both in scope here`));
if (problems.length > 0) {
  console.error(`\nnot renamed: ${problems.length} problems\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
if (!check) {
  for (const { file, after } of changes) writeFileSync(path.join(ROOT, file), after);
  // The names are three characters shorter: Prettier joins some lines again.
  execFileSync('npx', ['prettier', '--write', '--log-level', 'warn', ...changes.map(({ file }) => file)], { cwd: ROOT, stdio: 'inherit' });
}
console.log(`\n${check ? 'would rename' : 'renamed'} ${total} uses of merchantId/merchantIds in ${changes.length} files`);
if (!check) console.log('next: npx tsc -p apps/server, npx eslint apps/server, node scripts/run-tests.mjs apps/server');
