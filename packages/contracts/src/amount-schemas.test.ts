// One money vocabulary (decision 004 addendum): every contract names money through amount.ts and
// declares no amount pattern of its own. This reads the contracts' source and fails on any private
// money pattern or any money field typed some other way; the scanner's own cases below prove it
// can fail, and that it leaves ids, dates, phone numbers and codes alone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as amount from './amount.ts';

/** The names amount.ts exports for values (schemas and patterns). */
const VOCABULARY = Object.keys(amount);

/** A field carrying money: `...Minor` (amountMinor, balanceMinor, stakeLevelsMinor) or an `amount` word of a camelCase name. */
const MONEY_KEY = /Minor$|^amount(?:[A-Z]|$)|Amount/;
/** A constant that names money. */
const MONEY_CONST = /minor|amount|money/i;
/** The zero-or-digits grammar of a money string, `(0|[1-9]...`: ids never allow 0, dates and codes are other shapes. */
const MONEY_GRAMMAR = /\(\??:?0\|-?(\[1-9\]|\\d)/;

/** The source without comments (so a doc comment that shows a pattern does not count). */
function code(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:\\])\/\/.*$/gm, '$1');
}

/** The expression after a key's colon, up to the comma or closing bracket that ends it. */
function valueAt(text: string, start: number): string {
  let depth = 0;
  let quote: string | null = null;
  for (let index = start; index < text.length; index++) {
    const char = text[index] as string;
    if (quote) {
      if (char === '\\') index++;
      else if (char === quote) quote = null;
      continue;
    }
    if (char === "'" || char === '"' || char === '`') quote = char;
    else if ('([{'.includes(char)) depth++;
    else if (')]}'.includes(char)) {
      if (depth === 0) return text.slice(start, index).trim();
      depth--;
    } else if ((char === ',' || char === ';') && depth === 0) return text.slice(start, index).trim();
  }
  return text.slice(start).trim();
}

/** Whether an expression is built from the vocabulary and nothing of its own. */
function fromVocabulary(expression: string): boolean {
  const names = expression.match(/[A-Za-z_$][\w$]*/g) ?? [];
  const own = /\bz\s*\.\s*(string|number|bigint|coerce|int|literal|any|unknown)\b|\.regex\s*\(|\bstring\b|\bbigint\b/.test(expression);
  return names.some((name) => VOCABULARY.includes(name)) && !own;
}

/**
 * The private money patterns and wrongly typed money fields in one contract's source, as
 * `line: what` strings; [] when there are none.
 */
export function ownMoneyPatterns(source: string): string[] {
  const text = code(source);
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  const found: string[] = [];
  // Every regex literal: the money grammar anywhere is a private amount pattern.
  for (const match of text.matchAll(/(?<=[(=,:]\s*)\/((?:\\.|\[(?:\\.|[^\]])*\]|[^/\n\\[])+)\/[a-z]*/g)) {
    const body = match[1] as string;
    if (MONEY_GRAMMAR.test(body)) found.push(`${lineOf(match.index)}: money pattern /${body}/`);
  }
  // Every key: a money field must be typed through the vocabulary (and its pattern is then amount.ts's).
  for (const match of text.matchAll(/(?<![\w$'".])([A-Za-z_$][\w$]*)\s*\??:(?!:)/g)) {
    const key = match[1] as string;
    if (!MONEY_KEY.test(key)) continue;
    const value = valueAt(text, match.index + match[0].length);
    if (!fromVocabulary(value)) found.push(`${lineOf(match.index)}: money field ${key}: ${value}`);
  }
  // Every constant named for money that is a schema or a pattern of its own.
  for (const match of text.matchAll(/\bconst\s+([A-Za-z_$][\w$]*)\s*(?::[^=]+)?=\s*/g)) {
    const name = match[1] as string;
    const value = valueAt(text, match.index + match[0].length);
    if (MONEY_CONST.test(name) && /^(z\s*\.|\/)/.test(value) && !fromVocabulary(value))
      found.push(`${lineOf(match.index)}: money constant ${name} = ${value}`);
  }
  return [...new Set(found)];
}

const CONTRACTS = import.meta.dirname;

test('no contract declares its own amount pattern or types a money field outside amount.ts', () => {
  const files = readdirSync(CONTRACTS).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'amount.ts');
  assert.ok(files.length > 40, `found the contracts (${files.length} files)`);
  const problems = files.flatMap((name) =>
    ownMoneyPatterns(readFileSync(path.join(CONTRACTS, name), 'utf8')).map((problem) => `${name}:${problem}`),
  );
  assert.deepEqual(problems, [], `use packages/contracts/src/amount.ts:\n${problems.join('\n')}`);
});

test('the scanner finds a private pattern, a bare string, a money constant and an inline regex', () => {
  const cases: Array<[string, string]> = [
    ['const minor = z.string().regex(/^-?(0|[1-9][0-9]*)$/);\nexport const a = z.object({ stakeMinor: minor });', 'money pattern'],
    ['export const a = z.object({ amountMinor: z.string() });', 'money field amountMinor'],
    ['export const a = z.object({ amount: z.string().min(1).max(24) });', 'money field amount'],
    ['export const a = z.object({ receivedAmount: z.string().nullable() });', 'money field receivedAmount'],
    ['export const a = z.object({ unitMinor: z.string().regex(/^[1-9][0-9]{0,14}$/) });', 'money field unitMinor'],
    ['const minorAmount = z.string().regex(/^[0-9]{1,18}$/);', 'money constant minorAmount'],
    ['const wholeOrZero = z.string().regex(/^(0|[1-9][0-9]{0,14})$/);', 'money pattern'],
    ['export const a = z.object({ limits: z.array(z.object({ capMinor: z.coerce.number() })) });', 'money field capMinor'],
    ['const minor = z.string();', 'money constant minor'],
  ];
  for (const [source, expected] of cases) {
    const found = ownMoneyPatterns(source);
    assert.ok(
      found.some((problem) => problem.includes(expected)),
      `${source}\n  expected "${expected}", found ${JSON.stringify(found)}`,
    );
  }
});

test('the scanner passes the vocabulary and leaves ids, dates, phone numbers and codes alone', () => {
  const clean = [
    "import { amountMinor, positiveAmountMinor } from './amount.ts';",
    'export const a = z.object({ amountMinor: positiveAmountMinor, balanceMinor: amountMinor.nullable() });',
    'export const b = z.object({ amountsMinor: z.array(positiveAmountMinor).min(1).max(31) });',
    'export const c = z.object({ amount: formattedAmount, amountMinor });',
    'export const d = z.object({ id: z.string().regex(/^[0-9]{1,18}$/), brandId: z.string().regex(/^[1-9][0-9]{0,17}$/) });',
    'export const e = z.object({ day: z.string().regex(/^\\d{4}-\\d{2}-\\d{2}$/), mobileNum: z.string().regex(/^[0-9]{7,15}$/) });',
    'const code = z.string().regex(/^[a-z0-9][a-z0-9_-]{1,39}$/);',
    '/** Whole minor units as `/^-?(0|[1-9][0-9]*)$/` (a comment, not a pattern). */',
    'const points = z.string().regex(/^-?[1-9][0-9]{0,11}$/);',
    "export const f = { ggr: ['stakeMinor', 'payoutMinor'] };",
  ].join('\n');
  assert.deepEqual(ownMoneyPatterns(clean), []);
});
