import { parseArgs } from 'node:util';
import type { AuditChainReport } from '@pkg/contracts/audit-chain';
import { verifyAuditChains } from '../modules/audit-chain/index.ts';
import { openCliDb } from './open-cli-db.ts';

/**
 * Verifies the hash chains of the audit logs (decision 042): recomputes every row of audit_log
 * and staff_audit, chain by chain, and reports OK with the row counts or the first broken row of
 * each log. Exits 0 when both chains hold, 1 when one is broken, 2 on an error. Read-only.
 */

const USAGE = `Usage: npm run audit:verify [-- --json]`;

const REASONS = {
  altered: 'its content no longer gives its hash (changed after it was written)',
  link: 'it does not follow the row before it (a row before it was removed, replaced or reordered)',
  tail: 'the chain ends before its head record says (rows removed at the end)',
} as const;

function describe(report: AuditChainReport): string {
  return report.logs
    .map(({ log, ok, rows, chains, broken }) => {
      if (ok || !broken) return `${log.padEnd(12)} OK      ${rows} rows in ${chains} chains`;
      const where = `chain ${broken.brand ?? '(platform)'}${broken.seq ? `, position ${broken.seq}` : ''}${broken.rowId ? `, row id ${broken.rowId}` : ''}`;
      return `${log.padEnd(12)} BROKEN  at ${where}: ${REASONS[broken.reason]} (${rows} rows verified before it)`;
    })
    .join('\n');
}

async function run(argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { json: { type: 'boolean' }, help: { type: 'boolean' } }, strict: true });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const db = await openCliDb((message) => new Error(message));
  try {
    const report = await verifyAuditChains(db, null);
    console.log(values.json ? JSON.stringify(report, null, 2) : describe(report));
    return report.ok ? 0 : 1;
  } finally {
    await db.close();
  }
}

try {
  process.exitCode = await run(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
}
