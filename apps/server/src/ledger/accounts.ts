/**
 * Opening ledger accounts and reading balances. Opening is idempotent: asking again for the same
 * brand, currency, kind, owner and ref returns the account already there.
 */
import type { Queryable } from '../db/client.ts';
import { cachedBy } from '../lib/cached-by.ts';
import { AppError } from '../http/errors.ts';
import { HOUSE_SHARDS } from './codes.ts';
import type { AccountKind, LedgerAccount } from './ledger.types.ts';
import { toAccount } from './post.ts';
import { ACCOUNT_COLUMNS } from './sql.ts';
import { checkCurrency, checkId } from './validate.ts';

/** Which account to open (or find). */
export interface AccountSpec {
  brandId: string;
  currency: string;
  kind: AccountKind;
  /** The player or agent (accounts.id) for player_main, player_vendor and agent. */
  ownerAccountId?: string | null;
  /** Vendor code (player_vendor), shard number (house), channel (clearing); optional for bonus. */
  ref?: string;
}

const OWNED: ReadonlySet<AccountKind> = new Set(['player_main', 'player_vendor', 'agent']);
const NEEDS_REF: ReadonlySet<AccountKind> = new Set(['player_vendor', 'house', 'clearing']);
const KINDS: ReadonlySet<string> = new Set(['player_main', 'player_vendor', 'house', 'clearing', 'bonus', 'agent']);

type AccountRow = Parameters<typeof toAccount>[0];

/**
 * Opens the account the spec names, or returns it when it exists. Refuses an owner that is not an
 * account of the brand (wallet_not_found) and a kind, owner or ref that do not fit together.
 */
export async function openAccount(db: Queryable, spec: AccountSpec, at: Date): Promise<LedgerAccount> {
  const brandId = checkId(spec.brandId, 'bad_request');
  const currency = checkCurrency(spec.currency);
  const owner = spec.ownerAccountId ?? null;
  const ref = spec.ref ?? '';
  if (!KINDS.has(spec.kind)) throw new AppError('bad_request', `unknown account kind ${spec.kind}`);
  if ((owner !== null) !== OWNED.has(spec.kind))
    throw new AppError('bad_request', `${spec.kind} accounts ${OWNED.has(spec.kind) ? 'need' : 'have no'} owner`);
  if (owner !== null) checkId(owner, 'wallet_not_found');
  if (NEEDS_REF.has(spec.kind) ? !/^[A-Za-z0-9_.-]{1,64}$/.test(ref) : ref !== '' && spec.kind !== 'bonus') {
    throw new AppError('bad_request', `${spec.kind} accounts ${NEEDS_REF.has(spec.kind) ? 'need a ref' : 'have no ref'}`);
  }
  if (spec.kind === 'house' && !(/^(0|[1-9][0-9]?)$/.test(ref) && Number(ref) < HOUSE_SHARDS)) {
    throw new AppError('bad_request', `house accounts are shards 0 to ${HOUSE_SHARDS - 1}`);
  }
  // The owner must belong to the brand; an insert that selects nothing means it does not.
  await db.query(
    `insert into ledger_accounts (merchant_id, currency, kind, owner_account_id, ref, created_at, updated_at)
     select m.id, $2, $3, $4, $5, $6, $6 from merchants m
     where m.id = $1 and ($4::bigint is null or exists (select 1 from accounts where id = $4 and merchant_id = m.id))
     on conflict (merchant_id, currency, kind, (coalesce(owner_account_id, 0)), ref) do nothing`,
    [brandId, currency, spec.kind, owner, ref, at.toISOString()],
  );
  const [row] = await db.query<AccountRow>(
    `select ${ACCOUNT_COLUMNS} from ledger_accounts
     where merchant_id = $1 and currency = $2 and kind = $3 and coalesce(owner_account_id, 0) = coalesce($4::bigint, 0) and ref = $5`,
    [brandId, currency, spec.kind, owner, ref],
  );
  if (!row) throw new AppError('wallet_not_found', `brand ${brandId} or owner ${owner ?? '-'} does not exist`);
  return toAccount(row);
}

/** A player's main wallet, opened on first use. */
export function openPlayerWallet(db: Queryable, brandId: string, currency: string, ownerAccountId: string, at: Date) {
  return openAccount(db, { brandId, currency, kind: 'player_main', ownerAccountId }, at);
}

/**
 * A player's main wallet id by brand, currency and account, opened on first ask. Opening is
 * idempotent and a wallet is never removed, so the id may be kept for good (`keepMs` null) or
 * read every time (0). The one way the hot paths that post a player's stake (the wallet API's
 * lookups, the house spin) find the wallet; each keeps its own cache of the ids.
 */
export function playerWalletIds(db: Queryable, now: () => Date, keepMs: 0 | null) {
  const ids = cachedBy(keepMs, async (key) => {
    const [brandId, currency, accountId] = key.split('\u0000') as [string, string, string];
    return (await openPlayerWallet(db, brandId, currency, accountId, now())).id;
  });
  return (brandId: string, currency: string, accountId: string): Promise<string> => ids([brandId, currency, accountId].join('\u0000'));
}

/** A player's sub-wallet at a transfer-wallet vendor, opened on first use. */
export function openVendorWallet(db: Queryable, brandId: string, currency: string, ownerAccountId: string, vendorCode: string, at: Date) {
  return openAccount(db, { brandId, currency, kind: 'player_vendor', ownerAccountId, ref: vendorCode }, at);
}

/** The clearing account of a payment channel: deposits come from it, withdrawals go to it. */
export function openClearingAccount(db: Queryable, brandId: string, currency: string, channel: string, at: Date) {
  return openAccount(db, { brandId, currency, kind: 'clearing', ref: channel }, at);
}

/** The brand's bonus account (promotions are paid from it). */
export function openBonusAccount(db: Queryable, brandId: string, currency: string, at: Date) {
  return openAccount(db, { brandId, currency, kind: 'bonus' }, at);
}

/** An agent's earnings and cash-desk wallet. */
export function openAgentWallet(db: Queryable, brandId: string, currency: string, ownerAccountId: string, at: Date) {
  return openAccount(db, { brandId, currency, kind: 'agent', ownerAccountId }, at);
}

/**
 * Opens all HOUSE_SHARDS house accounts of a brand and currency in one statement and returns them
 * by shard number. Bets call it before locking anything, so opening never waits while holding a lock.
 */
export async function openHouseShards(db: Queryable, brandId: string, currency: string, at: Date): Promise<LedgerAccount[]> {
  await db.query(
    `insert into ledger_accounts (merchant_id, currency, kind, ref, created_at, updated_at)
     select m.id, $2, 'house', shard::text, $3, $3 from merchants m cross join generate_series(0, $4::int - 1) as shard where m.id = $1
     on conflict (merchant_id, currency, kind, (coalesce(owner_account_id, 0)), ref) do nothing`,
    [checkId(brandId, 'bad_request'), checkCurrency(currency), at.toISOString(), HOUSE_SHARDS],
  );
  const rows = await db.query<AccountRow>(
    `select ${ACCOUNT_COLUMNS} from ledger_accounts where merchant_id = $1 and currency = $2 and kind = 'house' order by ref::int`,
    [brandId, currency],
  );
  if (rows.length < HOUSE_SHARDS) throw new AppError('wallet_not_found', `brand ${brandId} does not exist`);
  return rows.map(toAccount);
}

/** One account of a brand with its balances; wallet_not_found when the brand has no such account. */
export async function getAccount(db: Queryable, brandId: string, accountId: string): Promise<LedgerAccount> {
  const id = checkId(accountId, 'wallet_not_found');
  const [row] = await db.query<AccountRow>(`select ${ACCOUNT_COLUMNS} from ledger_accounts where id = $1 and merchant_id = $2`, [
    id,
    brandId,
  ]);
  if (!row) throw new AppError('wallet_not_found', `no ledger account ${id} in brand ${brandId}`);
  return toAccount(row);
}

/** A player's wallets in one currency (main first, then vendor sub-wallets by code) and what they sum to. */
export async function playerBalances(db: Queryable, brandId: string, ownerAccountId: string, currency: string) {
  const rows = await db.query<AccountRow>(
    `select ${ACCOUNT_COLUMNS} from ledger_accounts
     where owner_account_id = $1 and merchant_id = $2 and currency = $3 and kind in ('player_main', 'player_vendor')
     order by kind, ref`,
    [checkId(ownerAccountId, 'wallet_not_found'), brandId, currency],
  );
  const wallets = rows.map(toAccount);
  return {
    currency,
    /** Spendable money over all wallets (holds set aside). */
    totalAvailableMinor: wallets.reduce((sum, wallet) => sum + wallet.availableMinor, 0n),
    wallets,
  };
}

/** The house's result in a currency: the sum of its shards (negative when players are ahead). */
export async function houseBalance(db: Queryable, brandId: string, currency: string): Promise<bigint> {
  const [row] = await db.query<{ total: string }>(
    `select coalesce(sum(balance), 0)::text as total from ledger_accounts where merchant_id = $1 and currency = $2 and kind = 'house'`,
    [brandId, currency],
  );
  return BigInt(row?.total ?? '0');
}

/** The main wallets (ledger account ids) of several players in one currency, by player; players without one are absent. */
export async function mainWalletIds(
  db: Queryable,
  brandId: string,
  currency: string,
  ownerAccountIds: readonly string[],
): Promise<Map<string, string>> {
  if (ownerAccountIds.length === 0) return new Map();
  const rows = await db.query<{ owner: string; id: string }>(
    `select owner_account_id::text as owner, id::text as id from ledger_accounts
      where merchant_id = $1 and currency = $2 and kind = 'player_main' and owner_account_id = any($3::bigint[])`,
    [brandId, currency, ownerAccountIds],
  );
  return new Map(rows.map((row) => [row.owner, row.id]));
}
