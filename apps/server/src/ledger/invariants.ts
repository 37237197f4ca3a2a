/**
 * The ledger's balance check, the figure the back office shows: every brand's currency sums to
 * zero, every balance equals the sum of its postings, every held amount equals its pending holds,
 * no person's wallet is below zero, and every transfer's postings are its two legs. It reads whole
 * tables, so it is a check to run on demand or on a schedule, not on every request.
 */
import type { Queryable } from '../db/client.ts';

/** The sum of all balances of one brand and currency; zero when the books balance. */
export interface CurrencySum {
  brandId: string;
  currency: string;
  sumMinor: bigint;
  accounts: number;
}

/** An account whose stored figures disagree with its entries, or that is overdrawn. */
export interface AccountProblem {
  accountId: string;
  kind: string;
  balanceMinor: bigint;
  /** Sum of the account's postings. */
  postedMinor: bigint;
  heldMinor: bigint;
  /** Sum of the account's pending holds. */
  pendingHoldsMinor: bigint;
}

/** The outcome of checkInvariants; `ok` only when every list below is empty and every sum zero. */
export interface InvariantReport {
  ok: boolean;
  sums: CurrencySum[];
  /** Balance differs from its postings, or held differs from its pending holds. */
  mismatched: AccountProblem[];
  /** Player, vendor or agent wallets below zero (or below their holds). */
  overdrawn: AccountProblem[];
  /** Transfers whose postings are not exactly their two legs summing to zero. */
  unbalancedTransfers: string[];
}

interface ProblemRow {
  accountId: string;
  kind: string;
  balance: string;
  posted: string;
  held: string;
  pending: string;
}

const toProblem = (row: ProblemRow): AccountProblem => ({
  accountId: row.accountId,
  kind: row.kind,
  balanceMinor: BigInt(row.balance),
  postedMinor: BigInt(row.posted),
  heldMinor: BigInt(row.held),
  pendingHoldsMinor: BigInt(row.pending),
});

/** Checks the books of one brand, or of every brand when brandId is left out. */
export async function checkInvariants(db: Queryable, brandId?: string): Promise<InvariantReport> {
  const brand = brandId ?? null;
  const sums = await db.query<{ brandId: string; currency: string; sum: string; accounts: number }>(
    `select merchant_id::text as "brandId", currency, sum(balance)::text as sum, count(*)::int as accounts
     from ledger_accounts where ($1::bigint is null or merchant_id = $1) group by merchant_id, currency order by merchant_id, currency`,
    [brand],
  );
  const problems = await db.query<ProblemRow & { mismatch: boolean; overdrawn: boolean }>(
    `with posted as (select account_id, sum(amount) as total from ledger_postings group by account_id),
          pending as (select account_id, sum(amount) as total from ledger_holds where status = 'pending' group by account_id),
          figures as (
            select a.id, a.kind, a.balance, a.held, coalesce(p.total, 0) as posted, coalesce(h.total, 0) as pending
            from ledger_accounts a left join posted p on p.account_id = a.id left join pending h on h.account_id = a.id
            where ($1::bigint is null or a.merchant_id = $1))
     select id::text as "accountId", kind, balance::text as balance, posted::text as posted, held::text as held, pending::text as pending,
       (balance <> posted or held <> pending) as mismatch,
       (kind in ('player_main', 'player_vendor', 'agent') and (balance < 0 or balance - held < 0)) as overdrawn
     from figures
     where balance <> posted or held <> pending or (kind in ('player_main', 'player_vendor', 'agent') and (balance < 0 or balance - held < 0))
     order by id`,
    [brand],
  );
  const unbalanced = await db.query<{ id: string }>(
    `select t.id::text as id from ledger_transfers t
     left join ledger_postings p on p.transfer_id = t.id
     where ($1::bigint is null or t.merchant_id = $1)
     group by t.id, t.amount
     having (t.amount = 0 and count(p.transfer_id) <> 0)
        or (t.amount > 0 and (count(p.transfer_id) <> 2 or coalesce(sum(p.amount), 0) <> 0 or max(p.amount) <> t.amount))
     order by t.id`,
    [brand],
  );
  const report: InvariantReport = {
    ok: false,
    sums: sums.map((row) => ({ brandId: row.brandId, currency: row.currency, sumMinor: BigInt(row.sum), accounts: Number(row.accounts) })),
    mismatched: problems.filter((row) => row.mismatch).map(toProblem),
    overdrawn: problems.filter((row) => row.overdrawn).map(toProblem),
    unbalancedTransfers: unbalanced.map((row) => row.id),
  };
  report.ok =
    report.sums.every((sum) => sum.sumMinor === 0n) &&
    report.mismatched.length === 0 &&
    report.overdrawn.length === 0 &&
    report.unbalancedTransfers.length === 0;
  return report;
}
