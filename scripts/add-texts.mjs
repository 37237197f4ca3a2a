// Adds or replaces texts in every shipped language at once: `node scripts/add-texts.mjs <namespace> <file.json>`,
// where the file maps dotted keys to one text per language, e.g.
//   { "round_closed": { "en": "Betting has closed.", "ty": "...", "zh": "...", "th": "...", "vi": "..." } }
// and <namespace> is a folder of packages/i18n/locales (errors, slots, liveTables ...; created when new).
// Keys keep their place when they exist and are appended otherwise; the files stay two-space JSON.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const LANGUAGES = ['en', 'ty', 'zh', 'th', 'vi'];
const [namespace, file] = process.argv.slice(2);
if (!namespace || !file) {
  console.error('usage: node scripts/add-texts.mjs <namespace> <file.json>');
  process.exit(2);
}
const texts = JSON.parse(readFileSync(file, 'utf8'));
const folder = path.resolve('packages/i18n/locales', namespace);
mkdirSync(folder, { recursive: true });
for (const [key, byLanguage] of Object.entries(texts)) {
  const missing = LANGUAGES.filter((language) => typeof byLanguage[language] !== 'string' || byLanguage[language] === '');
  if (missing.length > 0) {
    console.error(`${key} lacks ${missing.join(', ')}: nothing written`);
    process.exit(1);
  }
}
for (const language of LANGUAGES) {
  const target = path.join(folder, `${language}.json`);
  const tree = existsSync(target) ? JSON.parse(readFileSync(target, 'utf8')) : {};
  for (const [key, byLanguage] of Object.entries(texts)) {
    const parts = key.split('.');
    let node = tree;
    for (const part of parts.slice(0, -1)) node = node[part] ??= {};
    node[parts.at(-1)] = byLanguage[language];
  }
  writeFileSync(target, `${JSON.stringify(tree, null, 2)}\n`);
}
console.log(`${Object.keys(texts).length} texts written to ${path.relative(process.cwd(), folder)} in ${LANGUAGES.length} languages`);
