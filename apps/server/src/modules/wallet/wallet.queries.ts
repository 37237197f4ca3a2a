/**
 * The wallet module's own reads: the vendor catalogue's wallet types, uplines and downlines, what a
 * transfer call reads before it decides (with the transfer its key already made), and the sums
 * personal profit reads from the ledger's postings (read only; the ledger is the only writer of
 * its tables).
 */
import type { Queryable } from '../../db/client.ts';
import type { AccountKind, LedgerAccount, Transfer } from '../../ledger/index.ts';
import { fromAccountFirst, toAccount } from '../../ledger/index.ts';
import { paymentPasswordRowOf, paymentPasswordRowSql, type PaymentPasswordRow } from '../payment-password/index.ts';

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

/** One leg of a recorded transfer: the balance after it, and whose wallet it moved. */
export interface StoredLeg {
  accountId: string;
  balanceMinor: bigint;
  kind: AccountKind;
  ref: string;
  ownerAccountId: string | null;
}

/**
 * A transfer call already performed under its key: the ledger transfer itself, from which its
 * first answer is rebuilt (decision 018). The ledger's transfers, postings and accounts never
 * change, so the rebuilt answer is the first answer exactly.
 */
export interface StoredTransfer {
  transfer: Pick<Transfer, 'id' | 'code' | 'currency' | 'fromAccountId' | 'toAccountId' | 'amountMinor' | 'metadata' | 'createdAt'>;
  /** The ledger's fingerprint of the movement, which joins the call's own (transfer.service.ts). */
  requestHash: string;
  /** Both legs, the from-account's first. */
  legs: StoredLeg[];
}

interface StoredTransferJson {
  id: string;
  code: string;
  currency: string;
  requestHash: string;
  fromAccountId: string;
  toAccountId: string;
  amount: string;
  metadata: Record<string, unknown>;
  createdAt: string;
  legs: Array<{ accountId: string; balance: string; kind: AccountKind; ref: string; ownerAccountId: string | null }>;
}

/**
 * The ledger transfer of a brand under a ledger key as JSON, with its legs and their accounts (read
 * only: the ledger is the only writer of these tables); the arguments are the placeholders.
 */
const storedTransferSql = (
  brandParam: string,
  keyParam: string,
) => `(select json_build_object('id', t.id::text, 'code', t.code, 'currency', t.currency,
     'requestHash', t.request_hash, 'fromAccountId', t.debit_account_id::text, 'toAccountId', t.credit_account_id::text,
     'amount', t.amount::text, 'metadata', t.metadata, 'createdAt', t.created_at,
     'legs', coalesce((select json_agg(json_build_object('accountId', p.account_id::text, 'balance', p.balance_after::text,
                'kind', a.kind, 'ref', a.ref, 'ownerAccountId', a.owner_account_id::text))
                from ledger_postings p join ledger_accounts a on a.id = p.account_id where p.transfer_id = t.id), '[]'))
   from ledger_transfers t where t.merchant_id = ${brandParam} and t.idempotency_key = ${keyParam})`;

function toStoredTransfer(json: StoredTransferJson | null | undefined): StoredTransfer | undefined {
  if (!json) return undefined;
  const { requestHash, amount, legs, createdAt, ...rest } = json;
  const ordered = fromAccountFirst(legs, json.fromAccountId);
  return {
    transfer: { ...rest, amountMinor: BigInt(amount), createdAt: new Date(createdAt) },
    requestHash,
    legs: ordered.map(({ balance, ...leg }) => ({ ...leg, balanceMinor: BigInt(balance) })),
  };
}

/** The transfer a call made under its ledger key, if any (a racing twin's, read after it committed). */
export async function selectStoredTransfer(db: Queryable, brandId: string, ledgerKey: string): Promise<StoredTransfer | undefined> {
  const rows = await db.query<{ stored: StoredTransferJson | null }>(`select ${storedTransferSql('$1', '$2')} as stored`, [
    brandId,
    ledgerKey,
  ]);
  return toStoredTransfer(rows[0]?.stored);
}

/** What a transfer call reads before it decides (selectTransferContext). */
export interface TransferContext {
  /** The transfer the call's key already made, if any. */
  stored: StoredTransfer | undefined;
  /** The caller's main and vendor wallets in the currency (main first, then vendor wallets by code). */
  wallets: LedgerAccount[];
  /** The vendor the call names, if it names one and the brand has it. */
  vendor: VendorWalletRow | undefined;
  /** The caller's payment password (null: none set), checked against without reading it again. */
  paymentPassword: PaymentPasswordRow | null;
}

/**
 * Everything a transfer call reads before the ledger, in one statement (one round trip instead of
 * four): the transfer its key already made (`ledgerKey`), the caller's wallets (read only, from the
 * ledger's accounts), the vendor it names (`vendorCode` null: none) and the caller's payment password.
 */
export async function selectTransferContext(
  db: Queryable,
  input: { brandId: string; accountId: string; ledgerKey: string; currency: string; vendorCode: string | null },
): Promise<TransferContext> {
  const rows = await db.query<{
    stored: StoredTransferJson | null;
    wallets: Parameters<typeof toAccount>[0][];
    vendor: VendorWalletRow | null;
    paymentPassword: Parameters<typeof paymentPasswordRowOf>[0];
  }>(
    `select
       ${storedTransferSql('$1', '$3')} as stored,
       coalesce((select json_agg(json_build_object('id', id::text, 'brandId', merchant_id::text, 'currency', currency, 'kind', kind,
                   'ownerAccountId', owner_account_id::text, 'ref', ref, 'balance', balance::text, 'held', held::text) order by kind, ref)
          from ledger_accounts
         where owner_account_id = $2 and merchant_id = $1 and currency = $4 and kind in ('player_main', 'player_vendor')), '[]') as wallets,
       (select json_build_object('vendorCode', vendor_code, 'displayName', display_name, 'gameType', game_type, 'logoUrl', logo_url,
                 'walletType', wallet_type, 'enabled', enabled, 'maintenance', maintenance, 'sort', sort)
          from game_vendors where merchant_id = $1 and vendor_code = $5) as vendor,
       ${paymentPasswordRowSql('$2')} as "paymentPassword"`,
    [input.brandId, input.accountId, input.ledgerKey, input.currency, input.vendorCode],
  );
  const row = rows[0];
  return {
    stored: toStoredTransfer(row?.stored),
    wallets: (row?.wallets ?? []).map(toAccount),
    vendor: row?.vendor ?? undefined,
    paymentPassword: paymentPasswordRowOf(row?.paymentPassword),
  };
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
