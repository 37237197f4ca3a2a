// Lint: typescript-eslint's recommended rules, React hooks rules, and the boundaries of
// DESIGN.md section 2 that a rule can say, written as one small local rule.
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/** Where a file sits: its app or package, and (in the web app) its feature. */
function place(file) {
  const relative = path.relative(import.meta.dirname, file).split(path.sep);
  const [top, name, , area, feature] = relative;
  return {
    top,
    name,
    feature: top === 'apps' && name === 'web' && area === 'features' ? feature : undefined,
    relative: relative.join('/'),
  };
}

const boundaries = {
  meta: { type: 'problem', schema: [], messages: { crossing: '{{why}}' } },
  create(context) {
    const from = place(context.filename);
    function check(node, specifier) {
      if (typeof specifier !== 'string') return;
      const report = (why) => context.report({ node, messageId: 'crossing', data: { why } });
      if (specifier.startsWith('@app/')) return report('Apps and packages never import an app.');
      if (!specifier.startsWith('.')) return;
      const to = place(path.resolve(path.dirname(context.filename), specifier));
      if (from.top === 'packages' && to.top === 'apps') return report('Packages never import apps.');
      if (from.top === 'apps' && to.top === 'apps' && from.name !== to.name)
        return report('Apps never import each other; share through packages/.');
      if (from.feature && to.feature && from.feature !== to.feature)
        return report('A web feature never imports another feature; compose them in src/app.');
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
    };
  },
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.data/**', 'test-results/**', 'playwright-report/**', '*.tmp.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { console: 'readonly', process: 'readonly', URL: 'readonly', fetch: 'readonly' } },
    plugins: { local: { rules: { boundaries } }, 'react-hooks': reactHooks },
    rules: {
      'local/boundaries': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Settings come from the environment in one place only.
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings through apps/server/src/env.ts.' },
      ],
    },
  },
  {
    files: [
      'apps/server/src/env.ts',
      '**/*.test.ts',
      'apps/server/test/**',
      'apps/server/bench/**',
      'scripts/**',
      '**/e2e/**',
      '**/playwright.config.ts',
      // Build tools: the output directory of a journey run's own build (scripts/run-e2e.mjs, E2E_DIST).
      '**/vite.config.ts',
      'apps/*/scripts/**',
      'eslint.config.js',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // A module's face (index.ts) names what it offers, one by one (decision 052): no barrel of everything.
    // Which files may import which module is dependency-cruiser's (.dependency-cruiser.cjs, npm run lint:deps).
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'Re-export by name (export { x } from ...), never export * (decision 052).' },
      ],
    },
  },
  {
    // A lazily loaded view of the site waits for the texts the start-up code leaves out (decision 046).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/lazy-view.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react', importNames: ['lazy'], message: 'Use lazyView (lib/lazy-view.ts), which also waits for the later texts.' },
          ],
        },
      ],
    },
  },
);
