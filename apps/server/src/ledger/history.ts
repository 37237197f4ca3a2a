/**
 * The account record: one wallet's (or a player's wallets') postings, newest first, filtered by
 * code and time range and paged as the wire pages (pageNo, pageSize, totalPages). The index
 * ledger_postings_history (account, time, transfer) serves both the page and the count.
 */
import type { Queryable } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { TRANSFER_CODES } from './codes.ts';
import { checkId } from './validate.ts';

/** What to list. */
export interface HistoryQuery {
  brandId: string;
  /** One or more ledger accounts of the brand (a player's main and vendor wallets, say). */
  accountIds: string[];
  /** Only these codes; all when empty or left out. */
  codes?: string[];
  /** From this instant (inclusive) ... */
  from?: Date;
  /** ... to this one (exclusive). */
  to?: Date;
  /** 1-based. */
  pageNo: number;
  /** 1 to 100. */
  pageSize: number;
}

/** One line of the record: a posting with its transfer's detail. */
export interface HistoryEntry {
  transferId: string;
  accountId: string;
  code: string;
  /** Signed: money in is positive, money out negative. */
  amountMinor: bigint;
  balanceAfterMinor: bigint;
  /** The account on the other side of the transfer. */
  counterAccountId: string;
  reversesTransferId: string | null;
  holdId: string | null;
  memo: string | null;
  metadata: Record<string, unknown>;
  createdAt: Date;
}

/** A page of the record. */
export interface HistoryPage {
  list: HistoryEntry[];
  pageNo: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

interface EntryRow extends Omit<HistoryEntry, 'amountMinor' | 'balanceAfterMinor'> {
  amount: string;
  balanceAfter: string;
}

/** Lists a page of postings of the given accounts, newest first. */
export async function history(db: Queryable, query: HistoryQuery): Promise<HistoryPage> {
  const brandId = checkId(query.brandId, 'bad_request');
  if (!Array.isArray(query.accountIds) || query.accountIds.length === 0 || query.accountIds.length > 50) {
    throw new AppError('bad_request', 'name 1 to 50 accounts');
  }
  const accountIds = query.accountIds.map((id) => checkId(id, 'wallet_not_found'));
  const codes = query.codes ?? [];
  if (codes.some((code) => !(TRANSFER_CODES as readonly string[]).includes(code)))
    throw new AppError('bad_request', 'unknown transfer code');
  const { pageNo, pageSize } = query;
  if (!Number.isInteger(pageNo) || pageNo < 1 || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) {
    throw new AppError('bad_request', 'pageNo from 1, pageSize 1 to 100');
  }
  for (const at of [query.from, query.to]) {
    if (at !== undefined && (!(at instanceof Date) || Number.isNaN(at.getTime()))) throw new AppError('bad_request', 'bad time range');
  }
  const where = `p.account_id = any($1::bigint[]) and p.merchant_id = $2
    and (cardinality($3::text[]) = 0 or p.code = any($3::text[]))
    and ($4::timestamptz is null or p.created_at >= $4) and ($5::timestamptz is null or p.created_at < $5)`;
  const params = [accountIds, brandId, codes, query.from?.toISOString() ?? null, query.to?.toISOString() ?? null];
  const [count] = await db.query<{ total: string }>(`select count(*)::text as total from ledger_postings p where ${where}`, params);
  const rows = await db.query<EntryRow>(
    `select p.transfer_id::text as "transferId", p.account_id::text as "accountId", p.code, p.amount::text as amount,
       p.balance_after::text as "balanceAfter",
       (case when p.amount < 0 then t.credit_account_id else t.debit_account_id end)::text as "counterAccountId",
       t.reverses_transfer_id::text as "reversesTransferId", t.hold_id::text as "holdId", t.memo, t.metadata, p.created_at as "createdAt"
     from ledger_postings p join ledger_transfers t on t.id = p.transfer_id
     where ${where}
     order by p.created_at desc, p.transfer_id desc, p.account_id desc
     limit $6 offset $7`,
    [...params, pageSize, (pageNo - 1) * pageSize],
  );
  const total = Number(count?.total ?? 0);
  return {
    list: rows.map(({ amount, balanceAfter, createdAt, ...rest }) => ({
      ...rest,
      amountMinor: BigInt(amount),
      balanceAfterMinor: BigInt(balanceAfter),
      createdAt: new Date(createdAt),
    })),
    pageNo,
    pageSize,
    total,
    totalPages: Math.ceil(total / pageSize),
  };
}
