/* global module */
// The module rules of decision 052 (issue 40), checked by `npm run lint` (lint:deps). ESLint keeps the
// boundaries between apps, packages and web features (eslint.config.js, local/boundaries); this file
// keeps the server's modules and the ledger behind their faces, infrastructure out of modules, and
// value imports free of cycles. Module-level cycles (a module folder as one node) and the figures are
// in scripts/arch-report.mjs.

/** Test code may reach into any module: test files, test kits, and the server's test/ and bench/. */
const TESTS = ['\\.test\\.tsx?$', '\\.test-kit\\.ts$', '^apps/server/(test|bench)/'];
const SERVER = '^apps/server/src/';
const MODULE = '^apps/server/src/modules/([^/]+)/';
const FACE = '^apps/server/src/modules/[^/]+/index\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'module-face',
      comment:
        'A module imports another module only through its face, modules/<m>/index.ts (decision 052). ' +
        'Add what you need to that index.ts as a named re-export.',
      severity: 'error',
      from: { path: MODULE, pathNot: TESTS },
      to: { path: '^apps/server/src/modules/[^/]+/', pathNot: ['^apps/server/src/modules/$1/', FACE] },
    },
    {
      name: 'outsider-uses-face',
      comment: 'app.ts, cli/, seed/, http/, jobs/ and lib/ use a module only through its face, modules/<m>/index.ts (decision 052).',
      severity: 'error',
      from: { path: SERVER, pathNot: [MODULE, '^apps/server/src/ledger/', ...TESTS] },
      to: { path: '^apps/server/src/modules/', pathNot: FACE },
    },
    {
      name: 'ledger-face',
      comment:
        'Outside the ledger only ledger/index.ts may be imported; the ledger is the only writer of money tables (decision 015, 052).',
      severity: 'error',
      from: { path: SERVER, pathNot: ['^apps/server/src/ledger/', ...TESTS] },
      to: { path: '^apps/server/src/ledger/', pathNot: '^apps/server/src/ledger/index\\.ts$' },
    },
    {
      name: 'infrastructure-imports-no-module',
      comment:
        'lib/, db/ and jobs/ serve every module and import none (not the ledger either): take what you need as a parameter or declare a small type.',
      severity: 'error',
      from: { path: '^apps/server/src/(lib|db|jobs)/', pathNot: TESTS },
      to: { path: '^apps/server/src/(modules|ledger)/' },
    },
    {
      name: 'http-imports-modules-for-types-only',
      comment: 'http/ (envelope, errors, guard, request context) may name a module type through its face, never import its code.',
      severity: 'error',
      from: { path: '^apps/server/src/http/', pathNot: TESTS },
      to: { path: '^apps/server/src/(modules|ledger)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-circular',
      comment: 'No cycle of value imports between files, in the server, both sites and the packages.',
      severity: 'error',
      from: { path: '^(apps/(server|web|backoffice)/src|packages/[^/]+/src)/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|e2e|locales)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
