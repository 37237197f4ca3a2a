// Proves every `npm run <script>` that README.md and docs/ tell a reader to type names a script
// that package.json has (the root's, or the workspace's named by -w), so no documented command can
// go missing again (issue 39: the README's `npm run staff` answered "Missing script").
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return entry.name.endsWith('.md') ? [full] : [];
  });
}

function scriptsOf(packageJson: string): Set<string> {
  return new Set(Object.keys((JSON.parse(readFileSync(packageJson, 'utf8')) as { scripts?: object }).scripts ?? {}));
}

/** Every `npm run name [-w workspace]` of a text, with the workspace when one is named. */
export function documentedRuns(text: string): { script: string; workspace: string | null }[] {
  const runs = [...text.matchAll(/npm run ([A-Za-z0-9:_-]+)(?:\s+(?:-w|--workspace)[ =]([@A-Za-z0-9/_-]+))?/g)];
  return runs.map((match) => ({ script: match[1] as string, workspace: match[2] ?? null }));
}

const WORKSPACES: Record<string, string> = {
  '@app/web': 'apps/web',
  '@app/backoffice': 'apps/backoffice',
  '@app/server': 'apps/server',
};

test('the pattern finds the command and its workspace', () => {
  assert.deepEqual(documentedRuns('run `npm run staff -- create` then npm run dev -w @app/web.'), [
    { script: 'staff', workspace: null },
    { script: 'dev', workspace: '@app/web' },
  ]);
});

test('every npm run in README.md and docs/ names an existing script', () => {
  const rootScripts = scriptsOf(path.join(ROOT, 'package.json'));
  const files = [path.join(ROOT, 'README.md'), ...markdownFiles(path.join(ROOT, 'docs'))];
  const missing: string[] = [];
  let seen = 0;
  for (const file of files) {
    for (const run of documentedRuns(readFileSync(file, 'utf8'))) {
      seen += 1;
      const folder = run.workspace ? WORKSPACES[run.workspace] : null;
      const scripts = folder ? scriptsOf(path.join(ROOT, folder, 'package.json')) : rootScripts;
      if (!scripts.has(run.script))
        missing.push(`${path.relative(ROOT, file)}: npm run ${run.script}${run.workspace ? ` -w ${run.workspace}` : ''}`);
    }
  }
  assert.ok(seen > 20, `only ${seen} documented commands found: is the pattern still right?`);
  assert.deepEqual(missing, [], `documented commands without a script:\n${missing.join('\n')}`);
});
