/**
 * The wallet module's own reads and writes: the vendor catalogue's wallet types, uplines and
 * downlines, the stored answers of transfer calls, and the sums personal profit reads from the
 * ledger's postings (read only; the ledger is the only writer of its tables).
 */
import type { Queryable } from '../../db/client.ts';
import type { LedgerAccount } from '../../ledger/ledger.types.ts';
import { toAccount } from '../../ledger/post.ts';

/** A vendor of the brand as the wallets see it. */
export interface VendorWalletRow {
  vendorCode: string;
  displayName: string;
  gameType: string;
  logoUrl: string;
  walletType: 'seamless' | 'transfer';
  enabled: boolean;
  maintenance: boolean;
  sort: number;
}

/** Every vendor of a brand (enabled or not), in menu order. */
export function selectBrandVendors(db: Queryable, brandId: string): Promise<VendorWalletRow[]> {
  return db.query<VendorWalletRow>(
    `select vendor_code as "vendorCode", display_name as "displayName", game_type as "gameType", logo_url as "logoUrl",
            wallet_type as "walletType", enabled, maintenance, sort
       from game_vendors where merchant_id = $1 order by sort, vendor_code`,
    [brandId],
  );
}

/** Another account of the brand, as a transfer needs it. */
export interface PartyRow {
  id: string;
  username: string;
  accountType: number;
}

/** The account's upline, if it is an agent of the same brand. */
export async function selectUplineAgent(db: Queryable, brandId: string, uplineId: string): Promise<PartyRow | undefined> {
  const rows = await db.query<PartyRow>(
    `select id::text as id, username, account_type as "accountType" from accounts
      where id = $1 and merchant_id = $2 and account_type in (1, 2, 41, 42)`,
    [uplineId, brandId],
  );
  return rows[0];
}

/** A real (not trial) account of the brand whose upline is the agent, by username (any case). */
export async function selectDirectDownline(
  db: Queryable,
  brandId: string,
  agentId: string,
  username: string,
): Promise<PartyRow | undefined> {
  const rows = await db.query<PartyRow>(
    `select id::text as id, username, account_type as "accountType" from accounts
      where merchant_id = $1 and upline_id = $2 and lower(username) = lower($3) and account_type <> 4`,
    [brandId, agentId, username],
  );
  return rows[0];
}

/** The stored first answer of a transfer call. */
export interface WalletRequestRow {
  operation: string;
  requestHash: string;
  response: unknown;
}

export async function selectWalletRequest(
  db: Queryable,
  brandId: string,
  accountId: string,
  key: string,
): Promise<WalletRequestRow | undefined> {
  const rows = await db.query<WalletRequestRow>(
    `select operation, request_hash as "requestHash", response from wallet_requests
      where merchant_id = $1 and account_id = $2 and idempotency_key = $3`,
    [brandId, accountId, key],
  );
  return rows[0];
}

/** What a transfer call reads before it decides (selectTransferContext). */
export interface TransferContext {
  /** The stored first answer of the call's key, if any. */
  stored: WalletRequestRow | undefined;
  /** The caller's main and vendor wallets in the currency (main first, then vendor wallets by code). */
  wallets: LedgerAccount[];
  /** The vendor the call names, if it names one and the brand has it. */
  vendor: VendorWalletRow | undefined;
}

/**
 * Everything a transfer call reads before the payment password and the ledger, in one statement
 * (one round trip instead of three): the stored answer of its key, the caller's wallets (read
 * only, from the ledger's accounts) and the vendor it names (`vendorCode` null: none).
 */
export async function selectTransferContext(
  db: Queryable,
  input: { brandId: string; accountId: string; key: string; currency: string; vendorCode: string | null },
): Promise<TransferContext> {
  const rows = await db.query<{
    stored: WalletRequestRow | null;
    wallets: Parameters<typeof toAccount>[0][];
    vendor: VendorWalletRow | null;
  }>(
    `select
       (select json_build_object('operation', operation, 'requestHash', request_hash, 'response', response)
          from wallet_requests where merchant_id = $1 and account_id = $2 and idempotency_key = $3) as stored,
       coalesce((select json_agg(json_build_object('id', id::text, 'brandId', merchant_id::text, 'currency', currency, 'kind', kind,
                   'ownerAccountId', owner_account_id::text, 'ref', ref, 'balance', balance::text, 'held', held::text) order by kind, ref)
          from ledger_accounts
         where owner_account_id = $2 and merchant_id = $1 and currency = $4 and kind in ('player_main', 'player_vendor')), '[]') as wallets,
       (select json_build_object('vendorCode', vendor_code, 'displayName', display_name, 'gameType', game_type, 'logoUrl', logo_url,
                 'walletType', wallet_type, 'enabled', enabled, 'maintenance', maintenance, 'sort', sort)
          from game_vendors where merchant_id = $1 and vendor_code = $5) as vendor`,
    [input.brandId, input.accountId, input.key, input.currency, input.vendorCode],
  );
  const row = rows[0];
  return { stored: row?.stored ?? undefined, wallets: (row?.wallets ?? []).map(toAccount), vendor: row?.vendor ?? undefined };
}

/** Keeps a transfer call's answer; a twin that raced it to the same ledger transfer writes nothing. */
export async function insertWalletRequest(
  tx: Queryable,
  row: {
    brandId: string;
    accountId: string;
    key: string;
    operation: string;
    requestHash: string;
    transferId: string;
    response: unknown;
    at: Date;
  },
): Promise<void> {
  await tx.query(
    `insert into wallet_requests (merchant_id, account_id, idempotency_key, operation, request_hash, ledger_transfer_id, response, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict do nothing`,
    [
      row.brandId,
      row.accountId,
      row.key,
      row.operation,
      row.requestHash,
      row.transferId,
      JSON.stringify(row.response),
      row.at.toISOString(),
    ],
  );
}

/** The demo balance a trial account of the brand starts with. */
export async function selectTrialBalanceMinor(db: Queryable, brandId: string): Promise<bigint> {
  const rows = await db.query<{ amount: string }>(`select trial_balance_minor::text as amount from merchants where id = $1`, [brandId]);
  return BigInt(rows[0]?.amount ?? '0');
}

/**
 * Net money per reason over some ledger accounts and a time range: postings summed by code, a
 * reversal counted under the code of what it undid (a rolled-back stake lowers the stakes).
 */
export async function sumPostingsByCode(
  db: Queryable,
  brandId: string,
  accountIds: readonly string[],
  from: Date,
  to: Date,
): Promise<Map<string, bigint>> {
  const rows = await db.query<{ code: string; net: string }>(
    `select case when p.code = 'reversal' then coalesce(t.metadata->>'reversedCode', 'reversal') else p.code end as code,
            sum(p.amount)::text as net
       from ledger_postings p join ledger_transfers t on t.id = p.transfer_id
      where p.account_id = any($1::bigint[]) and p.merchant_id = $2 and p.created_at >= $3 and p.created_at < $4
      group by 1`,
    [accountIds, brandId, from.toISOString(), to.toISOString()],
  );
  return new Map(rows.map((row) => [row.code, BigInt(row.net)]));
}
