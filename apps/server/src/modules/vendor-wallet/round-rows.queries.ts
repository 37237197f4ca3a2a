/**
 * The rows the wallet API writes beside the ledger, always inside the ledger call's transaction:
 * the claim of a vendor transaction (vendor_wallet_transactions) and the round it belongs to.
 */
import type { Queryable } from '../../db/client.ts';
import { walletCallParams, walletCallsInsert, type WalletCallLog } from './vendor-wallet.queries.ts';

/** The key of a vendor transaction. */
export interface ClaimKey {
  brandId: string;
  vendorCode: string;
  action: 'debit' | 'credit' | 'rollback';
  transactionId: string;
}

/** A stored claim: what the first call of a vendor transaction did. */
export interface Claim extends ClaimKey {
  accountId: string;
  roundId: string;
  amountMinor: bigint;
  ledgerTransferId: string | null;
}

/** The key of a claim as claimTransactions and selectClaims answer it: action and transaction id. */
export function claimKeyOf(key: Pick<ClaimKey, 'action' | 'transactionId'>): string {
  return `${key.action}\u0000${key.transactionId}`;
}

/**
 * Writes the claims of vendor transactions, complete (amount and ledger transfer); answers the
 * keys (claimKeyOf) claimed now; the others were claimed before, by a concurrent call: the caller
 * sends its whole transaction round again. A concurrent claim of the same key waits here until the
 * first commits or rolls back. Claims go in key order, so two batches claiming overlapping ids
 * queue instead of deadlocking. All claims share one brand and vendor; actions may differ.
 */
export async function claimTransactions(tx: Queryable, claims: readonly Claim[], at: Date): Promise<Set<string>> {
  if (claims.length === 0) return new Set();
  const [brandId, vendorCode] = sameKeyOf(claims);
  const rows = await tx.query<{ action: ClaimKey['action']; transactionId: string }>(
    `${claimsInsert(4)} returning action, transaction_id as "transactionId"`,
    [brandId, vendorCode, at.toISOString(), ...claimParams(claims)],
  );
  return new Set(rows.map((row) => claimKeyOf(row)));
}

/** The insert of claims: $1 brand, $2 vendor, $3 time, the arrays of claimParams from `$first`. */
export function claimsInsert(first: number): string {
  const types = ['text', 'text', 'bigint', 'text', 'bigint', 'bigint'];
  return `insert into vendor_wallet_transactions
       (merchant_id, vendor_code, action, transaction_id, account_id, round_id, amount_minor, ledger_transfer_id, created_at)
     select $1, $2, c.action, c.transaction_id, c.account_id, c.round_id, c.amount_minor, c.ledger_transfer_id, $3
     from unnest(${types.map((type, index) => `$${first + index}::${type}[]`).join(', ')}) with ordinality
       as c(action, transaction_id, account_id, round_id, amount_minor, ledger_transfer_id, n)
     order by c.n
     on conflict do nothing`;
}

/** The arrays of claimsInsert, in transaction-id order (so two batches claiming overlapping ids queue instead of deadlocking). */
export function claimParams(claims: readonly Claim[]): unknown[] {
  const sortKey = (claim: Claim) => `${claim.transactionId}\u0000${claim.action}`;
  const ordered = [...claims].sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0));
  const column = <T>(pick: (claim: Claim) => T) => ordered.map(pick);
  return [
    column((claim) => claim.action),
    column((claim) => claim.transactionId),
    column((claim) => claim.accountId),
    column((claim) => claim.roundId),
    column((claim) => claim.amountMinor.toString()),
    column((claim) => claim.ledgerTransferId),
  ];
}

/** The brand and vendor a set of claims share (a batch is always of one brand and vendor). */
function sameKeyOf(keys: readonly ClaimKey[]): [string, string] {
  const [first] = keys;
  if (!first) throw new Error('no claim keys');
  if (keys.some((key) => key.brandId !== first.brandId || key.vendorCode !== first.vendorCode)) {
    throw new Error('claims of one call must share brand and vendor');
  }
  return [first.brandId, first.vendorCode];
}

const CLAIM_COLUMNS = `merchant_id::text as "brandId", vendor_code as "vendorCode", action, transaction_id as "transactionId",
  account_id::text as "accountId", round_id as "roundId", amount_minor::text as amount, ledger_transfer_id::text as "ledgerTransferId"`;

type ClaimRow = Omit<Claim, 'amountMinor'> & { amount: string };

function toClaim(row: ClaimRow): Claim {
  const { amount, ...claim } = row;
  return { ...claim, amountMinor: BigInt(amount) };
}

/** The stored claims of several vendor transactions of one brand and vendor, by claimKeyOf; absent when never claimed. */
export async function selectClaims(
  tx: Queryable,
  brandId: string,
  vendorCode: string,
  keys: ReadonlyArray<Pick<ClaimKey, 'action' | 'transactionId'>>,
): Promise<Map<string, Claim>> {
  if (keys.length === 0) return new Map();
  const rows = await tx.query<ClaimRow>(
    `select ${CLAIM_COLUMNS} from vendor_wallet_transactions
     where merchant_id = $1 and vendor_code = $2 and (action, transaction_id) in (select * from unnest($3::text[], $4::text[]))`,
    [brandId, vendorCode, keys.map((key) => key.action), keys.map((key) => key.transactionId)],
  );
  return new Map(rows.map((row) => [claimKeyOf(row), toClaim(row)]));
}

/** The stored claim of a vendor transaction, or null. */
export async function selectClaim(db: Queryable, key: ClaimKey): Promise<Claim | null> {
  const [row] = await db.query<ClaimRow>(
    `select ${CLAIM_COLUMNS} from vendor_wallet_transactions where merchant_id = $1 and vendor_code = $2 and action = $3 and transaction_id = $4`,
    [key.brandId, key.vendorCode, key.action, key.transactionId],
  );
  return row ? toClaim(row) : null;
}

/** A round as the wallet calls check it. */
export interface RoundRow {
  accountId: string;
  status: 'open' | 'settled' | 'cancelled';
  stakeMinor: bigint;
  winMinor: bigint;
}

/** What a new round is opened with. */
export interface NewRound {
  brandId: string;
  vendorCode: string;
  roundId: string;
  accountId: string;
  gameCode: string;
  gameType: string;
  currency: string;
}

/**
 * Adds stakes to rounds, opening those that are new: answers the ids of the rounds staked. A round
 * that is no longer open, or is another player's, is left alone and missing from the answer (the
 * caller checked the rounds it could lock; one opened meanwhile by a concurrent call may differ).
 */
export async function stakeRounds(tx: Queryable, stakes: ReadonlyArray<NewRound & { stakeMinor: bigint }>, at: Date): Promise<Set<string>> {
  if (stakes.length === 0) return new Set();
  const first = stakes[0] as NewRound;
  const rows = await tx.query<{ roundId: string }>(`${stakedRoundsInsert(4)} returning round_id as "roundId"`, [
    first.brandId,
    first.vendorCode,
    at.toISOString(),
    ...stakedRoundParams(stakes),
  ]);
  return new Set(rows.map((row) => row.roundId));
}

/** The upsert of staked rounds: $1 brand, $2 vendor, $3 time, the arrays of stakedRoundParams from `$first`. */
export function stakedRoundsInsert(first: number): string {
  const types = ['text', 'bigint', 'text', 'text', 'text', 'bigint'];
  return `insert into game_rounds as g (merchant_id, vendor_code, round_id, account_id, game_code, game_type, currency, stake_minor, started_at)
     select $1, $2, r.round_id, r.account_id, r.game_code, r.game_type, r.currency, r.stake_minor, $3
     from unnest(${types.map((type, index) => `$${first + index}::${type}[]`).join(', ')}) with ordinality
       as r(round_id, account_id, game_code, game_type, currency, stake_minor, n)
     order by r.n
     on conflict (merchant_id, vendor_code, round_id) do update set stake_minor = g.stake_minor + excluded.stake_minor
       where g.status = 'open' and g.account_id = excluded.account_id`;
}

/** The arrays of stakedRoundsInsert, in round-id order. */
export function stakedRoundParams(stakes: ReadonlyArray<NewRound & { stakeMinor: bigint }>): unknown[] {
  const ordered = [...stakes].sort((a, b) => (a.roundId < b.roundId ? -1 : a.roundId > b.roundId ? 1 : 0));
  return [
    ordered.map((round) => round.roundId),
    ordered.map((round) => round.accountId),
    ordered.map((round) => round.gameCode),
    ordered.map((round) => round.gameType),
    ordered.map((round) => round.currency),
    ordered.map((round) => round.stakeMinor.toString()),
  ];
}

/** A round that opens and settles in one transaction (a house slot spin, decision 050). */
export interface SettledRound extends NewRound {
  stakeMinor: bigint;
  winMinor: bigint;
}

/**
 * The insert of rounds opened and settled at once: $1 brand, $2 vendor, $3 time (start and
 * settlement), the arrays of settledRoundParams from `$first`. A round id already taken is skipped.
 */
export function settledRoundsInsert(first: number): string {
  const types = ['text', 'bigint', 'text', 'text', 'text', 'bigint', 'bigint'];
  return `insert into game_rounds (merchant_id, vendor_code, round_id, account_id, game_code, game_type, currency, stake_minor, win_minor,
       status, started_at, settled_at)
     select $1, $2, r.round_id, r.account_id, r.game_code, r.game_type, r.currency, r.stake_minor, r.win_minor, 'settled', $3, $3
     from unnest(${types.map((type, index) => `$${first + index}::${type}[]`).join(', ')}) with ordinality
       as r(round_id, account_id, game_code, game_type, currency, stake_minor, win_minor, n)
     order by r.n
     on conflict do nothing`;
}

/** The arrays of settledRoundsInsert, in round-id order. */
export function settledRoundParams(rounds: readonly SettledRound[]): unknown[] {
  const ordered = [...rounds].sort((a, b) => (a.roundId < b.roundId ? -1 : a.roundId > b.roundId ? 1 : 0));
  const column = <T>(pick: (round: SettledRound) => T) => ordered.map(pick);
  return [
    column((round) => round.roundId),
    column((round) => round.accountId),
    column((round) => round.gameCode),
    column((round) => round.gameType),
    column((round) => round.currency),
    column((round) => round.stakeMinor.toString()),
    column((round) => round.winMinor.toString()),
  ];
}

/**
 * The last statement of a debit batch, in ONE round trip: the stakes added to their rounds (as
 * stakeRounds), the claims (as claimTransactions) and the calls' log rows. Answers the rounds
 * staked and the claim keys written now.
 */
export async function finishDebits(
  tx: Queryable,
  input: {
    brandId: string;
    vendorCode: string;
    at: Date;
    stakes: ReadonlyArray<NewRound & { stakeMinor: bigint }>;
    claims: readonly Claim[];
    calls: readonly WalletCallLog[];
  },
): Promise<{ staked: Set<string>; claimed: Set<string> }> {
  const rows = await tx.query<{ kind: 'round' | 'claim'; a: string; b: string }>(
    `with rounds as (${stakedRoundsInsert(4)} returning round_id),
     claims as (${claimsInsert(10)} returning action, transaction_id),
     calls as (${walletCallsInsert(16)})
     select 'round' as kind, round_id as a, '' as b from rounds
     union all
     select 'claim', action, transaction_id from claims`,
    [
      input.brandId,
      input.vendorCode,
      input.at.toISOString(),
      ...stakedRoundParams(input.stakes),
      ...claimParams(input.claims),
      ...walletCallParams(input.calls),
    ],
  );
  const staked = new Set<string>();
  const claimed = new Set<string>();
  for (const row of rows) {
    if (row.kind === 'round') staked.add(row.a);
    else claimed.add(claimKeyOf({ action: row.a as ClaimKey['action'], transactionId: row.b }));
  }
  return { staked, claimed };
}

/** Rounds of one brand and vendor by id, locked (in id order) for the rest of the transaction. */
export async function lockRounds(
  tx: Queryable,
  brandId: string,
  vendorCode: string,
  roundIds: readonly string[],
): Promise<Map<string, RoundRow>> {
  const rows = await tx.query<{ roundId: string; accountId: string; status: RoundRow['status']; stake: string; win: string }>(
    `select round_id as "roundId", account_id::text as "accountId", status, stake_minor::text as stake, win_minor::text as win
     from game_rounds where merchant_id = $1 and vendor_code = $2 and round_id = any($3::text[]) order by round_id for update`,
    [brandId, vendorCode, [...new Set(roundIds)]],
  );
  return new Map(
    rows.map((row) => [
      row.roundId,
      { accountId: row.accountId, status: row.status, stakeMinor: BigInt(row.stake), winMinor: BigInt(row.win) },
    ]),
  );
}

/** A movement of a round: stake and win change by the deltas (a rollback's stake delta is negative); status and settled time when given. */
export interface RoundChange {
  roundId: string;
  stakeDelta: bigint;
  winDelta: bigint;
  status?: RoundRow['status'];
  settledAt?: Date;
}

/** The update of rounds: $1 brand, $2 vendor, $N.. the arrays of roundChangeParams. */
export function roundChangesUpdate(first: number): string {
  return `update game_rounds g set stake_minor = g.stake_minor + u.stake_delta, win_minor = g.win_minor + u.win_delta,
       status = coalesce(u.status, g.status), settled_at = coalesce(u.settled_at, g.settled_at)
     from unnest($${first}::text[], $${first + 1}::bigint[], $${first + 2}::bigint[], $${first + 3}::text[], $${first + 4}::timestamptz[])
       as u(round_id, stake_delta, win_delta, status, settled_at)
     where g.merchant_id = $1 and g.vendor_code = $2 and g.round_id = u.round_id`;
}

/** The arrays of roundChangesUpdate, in round-id order (at most one movement per round). */
export function roundChangeParams(changes: readonly RoundChange[]): unknown[] {
  const ordered = [...changes].sort((a, b) => (a.roundId < b.roundId ? -1 : a.roundId > b.roundId ? 1 : 0));
  const column = <T>(pick: (change: RoundChange) => T) => ordered.map(pick);
  return [
    column((change) => change.roundId),
    column((change) => change.stakeDelta.toString()),
    column((change) => change.winDelta.toString()),
    column((change) => change.status ?? null),
    column((change) => change.settledAt?.toISOString() ?? null),
  ];
}

/** Applies movements to rounds of one brand and vendor, in one statement (at most one movement per round). */
export async function updateRounds(tx: Queryable, brandId: string, vendorCode: string, changes: readonly RoundChange[]): Promise<void> {
  if (changes.length === 0) return;
  await tx.query(roundChangesUpdate(3), [brandId, vendorCode, ...roundChangeParams(changes)]);
}

/**
 * The last statement of a settlement batch, in ONE round trip: the rounds' movements, the claims
 * (complete), the calls' log rows, and the spendable balance now of the given wallets (which sees
 * this transaction's ledger writes). Answers the claim keys written now (claimKeyOf) and the balances.
 */
export async function finishSettlement(
  tx: Queryable,
  input: {
    brandId: string;
    vendorCode: string;
    at: Date;
    changes: readonly RoundChange[];
    claims: readonly Claim[];
    calls: readonly WalletCallLog[];
    walletIds: readonly string[];
  },
): Promise<{ claimed: Set<string>; balances: Map<string, bigint> }> {
  const rows = await tx.query<{ kind: 'claim' | 'balance'; a: string; b: string }>(
    `with rounds as (${roundChangesUpdate(4)}),
     claims as (${claimsInsert(9)} returning action, transaction_id),
     calls as (${walletCallsInsert(15)})
     select 'claim' as kind, action as a, transaction_id as b from claims
     union all
     select 'balance', id::text, (balance - held)::text from ledger_accounts where id = any($26::bigint[])`,
    [
      input.brandId,
      input.vendorCode,
      input.at.toISOString(),
      ...roundChangeParams(input.changes),
      ...claimParams(input.claims),
      ...walletCallParams(input.calls),
      [...new Set(input.walletIds)],
    ],
  );
  const claimed = new Set<string>();
  const balances = new Map<string, bigint>();
  for (const row of rows) {
    if (row.kind === 'claim') claimed.add(claimKeyOf({ action: row.a as ClaimKey['action'], transactionId: row.b }));
    else balances.set(row.a, BigInt(row.b));
  }
  return { claimed, balances };
}

/** The spendable balances of wallets (ledger account ids), in one read. */
export async function selectAvailable(tx: Queryable, walletIds: readonly string[]): Promise<Map<string, bigint>> {
  if (walletIds.length === 0) return new Map();
  const rows = await tx.query<{ id: string; available: string }>(
    `select id::text as id, (balance - held)::text as available from ledger_accounts where id = any($1::bigint[])`,
    [[...new Set(walletIds)]],
  );
  return new Map(rows.map((row) => [row.id, BigInt(row.available)]));
}
