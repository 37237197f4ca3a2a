import { isTrialType } from '@pkg/contracts/agent-types';
import type { Queryable } from '../../db/client.ts';
import { TRIAL_CURRENCY } from '../wallet/index.ts';
import { isDbId } from '@pkg/contracts/db-ids';

/** What the wallet API needs of a vendor of a brand. */
export interface WalletVendor {
  brandId: string;
  vendorCode: string;
  displayName: string;
  gameType: string;
  enabled: boolean;
  maintenance: boolean;
  /** A transfer-wallet vendor keeps its own sub-wallet and never calls this API. */
  walletType: 'seamless' | 'transfer';
  secretSealed: string | null;
}

const VENDOR_COLUMNS = `merchant_id::text as "brandId", vendor_code as "vendorCode", display_name as "displayName",
  game_type as "gameType", enabled, maintenance, wallet_type as "walletType", wallet_secret_sealed as "secretSealed"`;

/** Every vendor code of the catalogue, in any brand: a call naming another is no vendor's. */
export async function selectWalletVendorCodes(db: Queryable): Promise<Set<string>> {
  const rows = await db.query<{ vendorCode: string }>(`select distinct vendor_code as "vendorCode" from game_vendors`);
  return new Set(rows.map((row) => row.vendorCode));
}

/** The vendor with this code in every brand that has it. */
export async function selectWalletVendorsByCode(db: Queryable, vendorCode: string): Promise<WalletVendor[]> {
  return db.query<WalletVendor>(`select ${VENDOR_COLUMNS} from game_vendors where vendor_code = $1 order by merchant_id`, [vendorCode]);
}

/** Stores a vendor's sealed wallet secret; false when the brand has no such vendor. */
/** A brand's id by its code; null when there is none. */
export async function selectBrandIdByCode(db: Queryable, code: string): Promise<string | null> {
  const [brand] = await db.query<{ id: string }>(`select id::text as id from merchants where code = $1`, [code]);
  return brand?.id ?? null;
}

export async function updateVendorSecret(db: Queryable, brandId: string, vendorCode: string, sealed: string): Promise<boolean> {
  const rows = await db.query(
    `update game_vendors set wallet_secret_sealed = $3 where merchant_id = $1 and vendor_code = $2 returning vendor_code`,
    [brandId, vendorCode, sealed],
  );
  return rows.length > 0;
}

/** A player as the wallet API names it, with the ledger currency of its wallets. */
export interface WalletPlayer {
  id: string;
  brandId: string;
  username: string;
  accountType: number;
  /** The brand's currency, or XTS for a trial account. */
  currency: string;
}

/** The player with this id, or null. */
export async function selectWalletPlayer(db: Queryable, accountId: string): Promise<WalletPlayer | null> {
  if (!isDbId(accountId)) return null;
  const [row] = await db.query<Omit<WalletPlayer, 'currency'> & { brandCurrency: string }>(
    `select a.id::text as id, a.merchant_id::text as "brandId", a.username, a.account_type as "accountType", m.currency_code as "brandCurrency"
     from accounts a join merchants m on m.id = a.merchant_id where a.id = $1`,
    [accountId],
  );
  if (!row) return null;
  const { brandCurrency, ...player } = row;
  return { ...player, currency: isTrialType(player.accountType) ? TRIAL_CURRENCY : brandCurrency };
}

/** The game type of a game (from the catalogue), else its vendor's. */
export async function selectGameType(db: Queryable, brandId: string, vendorCode: string, gameCode: string): Promise<string> {
  const [row] = await db.query<{ gameType: string }>(
    `select coalesce(
       (select game_type from games where merchant_id = $1 and vendor_code = $2 and game_code = $3),
       (select game_type from game_vendors where merchant_id = $1 and vendor_code = $2),
       'RNG') as "gameType"`,
    [brandId, vendorCode, gameCode],
  );
  return row?.gameType ?? 'RNG';
}

/** One logged wallet call. */
export interface WalletCallLog {
  brandId: string | null;
  vendorCode: string;
  action: string;
  requestId: string | null;
  transactionId: string | null;
  roundId: string | null;
  accountId: string | null;
  status: string;
  httpStatus: number;
  latencyMs: number;
  at: Date;
}

/**
 * The insert of logged calls, its arrays numbered from `$first` (walletCallParams gives them), so
 * another statement can carry it as one of its parts.
 */
export function walletCallsInsert(first: number): string {
  const types = ['bigint', 'text', 'text', 'text', 'text', 'text', 'bigint', 'text', 'int', 'int', 'timestamptz'];
  return `insert into vendor_wallet_calls
       (merchant_id, vendor_code, action, request_id, transaction_id, round_id, account_id, status, http_status, latency_ms, created_at)
     select * from unnest(${types.map((type, index) => `$${first + index}::${type}[]`).join(', ')})`;
}

/** The arrays of walletCallsInsert, one element per call. */
export function walletCallParams(calls: readonly WalletCallLog[]): unknown[] {
  const column = <T>(pick: (call: WalletCallLog) => T) => calls.map(pick);
  return [
    column((call) => call.brandId),
    column((call) => call.vendorCode.slice(0, 64)),
    column((call) => call.action.slice(0, 32)),
    column((call) => call.requestId?.slice(0, 100) ?? null),
    column((call) => call.transactionId?.slice(0, 100) ?? null),
    column((call) => call.roundId?.slice(0, 100) ?? null),
    column((call) => call.accountId),
    column((call) => call.status),
    column((call) => call.httpStatus),
    column((call) => Math.max(0, Math.round(call.latencyMs))),
    column((call) => call.at.toISOString()),
  ];
}

/** Appends calls to vendor_wallet_calls, in one statement. */
export async function insertWalletCalls(db: Queryable, calls: readonly WalletCallLog[]): Promise<void> {
  if (calls.length === 0) return;
  await db.query(walletCallsInsert(1), walletCallParams(calls));
}

/**
 * Deletes up to `limit` of the oldest logged calls (by id, the order they were written in) that
 * were made before `before`; answers how many. Only the `limit` lowest ids are looked at, through
 * the primary key, so a run that finds nothing old reads a page, not the table; a row stamped out
 * of order waits for its neighbours.
 */
export async function deleteWalletCallsBefore(db: Queryable, before: Date, limit: number): Promise<number> {
  const [row] = await db.query<{ deleted: number }>(
    `with oldest as (select id, created_at from vendor_wallet_calls order by id limit $2),
          gone as (delete from vendor_wallet_calls c using oldest o where c.id = o.id and o.created_at < $1 returning 1)
     select count(*)::int as deleted from gone`,
    [before.toISOString(), limit],
  );
  return row?.deleted ?? 0;
}
