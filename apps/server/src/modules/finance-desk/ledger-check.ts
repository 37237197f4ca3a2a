import type { LedgerCheck } from '@pkg/contracts/finance-desk';
import type { Queryable } from '../../db/client.ts';
import { checkInvariants, type InvariantReport } from '../../ledger/index.ts';
import { selectBrandCurrencies } from './adjustments.queries.ts';

/**
 * The ledger's balance check as the back office shows it: each brand's currencies with their sum
 * (zero when the books balance) and how many accounts disagree with their entries or are
 * overdrawn. Staff limited to some brands see only those brands' books.
 */
export async function readLedgerCheck(db: Queryable, scope: string[] | null, at: Date): Promise<LedgerCheck> {
  const brands = await selectBrandCurrencies(db, scope);
  const codes = new Map(brands.map((brand) => [brand.id, brand.code]));
  const reports: InvariantReport[] = scope === null ? [await checkInvariants(db)] : [];
  // One brand at a time for scoped staff: the check reads whole tables, filtered by brand.
  for (const brandId of scope ?? []) reports.push(await checkInvariants(db, brandId));
  const sums = reports.flatMap((report) => report.sums);
  const mismatched = reports.reduce((n, report) => n + report.mismatched.length, 0);
  const overdrawn = reports.reduce((n, report) => n + report.overdrawn.length, 0);
  const problemIds = new Set(reports.flatMap((report) => [...report.mismatched, ...report.overdrawn].map((problem) => problem.accountId)));
  return {
    ok: reports.every((report) => report.ok),
    checkedAt: at.toISOString(),
    sums: sums.map((sum) => ({
      brandId: sum.brandId,
      brandCode: codes.get(sum.brandId) ?? sum.brandId,
      currency: sum.currency,
      sumMinor: sum.sumMinor.toString(),
      accounts: sum.accounts,
    })),
    problemAccounts: problemIds.size,
    mismatched,
    overdrawn,
    unbalancedTransfers: reports.reduce((n, report) => n + report.unbalancedTransfers.length, 0),
  };
}
