// A node:test reporter that writes one line per test file, the seconds its top-level tests took
// (not the process's start-up) and its path, slowest first, when the run ends: run-tests.mjs
// prints the head of it, so a slow file shows up in CI's log before it pushes the run past its
// time budget.
export default async function* slowestFiles(source) {
  const seconds = new Map();
  for await (const event of source) {
    if ((event.type === 'test:pass' || event.type === 'test:fail') && event.data.nesting === 0 && event.data.file) {
      seconds.set(event.data.file, (seconds.get(event.data.file) ?? 0) + event.data.details.duration_ms / 1000);
    }
  }
  const files = [...seconds].map(([file, total]) => [total, file]).sort((a, b) => b[0] - a[0]);
  yield files.map(([seconds, file]) => `${seconds.toFixed(1).padStart(7)}  ${file}\n`).join('');
}
