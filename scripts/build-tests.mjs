// Builds the test files into plain JavaScript once per test run, so each test process loads a few
// bundled files instead of resolving and transforming some 600 TypeScript modules through tsx's
// loader thread. On CI's two cores that load was about 4.2 CPU-seconds per test file (1.6
// bundled), paid by every one of the ~330 test processes of a run (decision 049).
//
// The bundle keeps what a test sees of its own source: `import.meta.url` (and dirname, filename)
// of every module is its source file's, so migrations, locale folders and fixtures are found
// where they are; npm packages stay outside the bundle and are loaded from the path the source
// would resolve, so each package is the same single instance the server uses.
import { readFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

/** Our workspace packages are TypeScript sources: they go into the bundle like any module of ours. */
const WORKSPACE = /^@(pkg|app)\//;
const BUILTIN = new Set(builtinModules);

/** Every module's import.meta stays its source file's, whichever bundle file the code ends up in. */
const sourceImportMeta = {
  name: 'source-import-meta',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?tsx?$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      const contents = text
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
        .replaceAll('import.meta.filename', JSON.stringify(args.path));
      return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

/** npm packages by the absolute path the importing source would load, so the bundle may live anywhere. */
const packagesInPlace = {
  name: 'packages-in-place',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === 'in-place' || WORKSPACE.test(args.path)) return undefined;
      if (args.path.startsWith('node:') || BUILTIN.has(args.path.split('/')[0])) return { path: args.path, external: true };
      const found = await build.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: 'in-place',
      });
      if (found.errors.length > 0) return { errors: found.errors };
      return { path: found.path, external: true };
    });
  },
};

/**
 * Bundles `files` (paths relative to `root`) into `outDir`, code shared between tests split into
 * common chunks, and answers each source file's built file.
 */
export async function buildTests(root, files, outDir) {
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: files,
    outdir: outDir,
    outbase: root,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: 'linked',
    // A failing assertion's message names the source's lines (node --enable-source-maps).
    sourcesContent: false,
    plugins: [sourceImportMeta, packagesInPlace],
    logLevel: 'warning',
  });
  return new Map(files.map((file) => [file, path.join(outDir, file.replace(/\.[cm]?tsx?$/, '.mjs'))]));
}
