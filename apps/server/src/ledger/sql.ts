/**
 * The statements of the ledger's one write path, kept together so the benchmark can run exactly
 * these next to the ledger API. Integers leave the database as text: PGlite would hand bigint
 * columns back as JavaScript numbers, which lose digits above 2^53.
 */

export const ACCOUNT_COLUMNS = `id::text as id, merchant_id::text as "brandId", currency, kind,
  owner_account_id::text as "ownerAccountId", ref, balance::text as balance, held::text as held`;

/**
 * Locks the accounts a movement touches, in id order, so two movements over the same accounts
 * queue instead of deadlocking. NO KEY UPDATE is the lock an UPDATE of the balance takes anyway,
 * and it still lets foreign-key checks from other transactions read the row.
 */
export const LOCK_ACCOUNTS = `select ${ACCOUNT_COLUMNS} from ledger_accounts where id = any($1::bigint[]) order by id for no key update`;

/** As LOCK_ACCOUNTS, plus one house shard found by its number, so a bet locks both in one trip. */
export const LOCK_ACCOUNTS_WITH_SHARD = `select ${ACCOUNT_COLUMNS} from ledger_accounts
  where id = any($1::bigint[]) or (merchant_id = $2 and currency = $3 and kind = 'house' and ref = $4)
  order by id for no key update`;

const TRANSFER_COLUMNS = `t.id::text as id, t.merchant_id::text as "brandId", t.currency, t.code, t.idempotency_key as "idempotencyKey",
  t.request_hash as "requestHash", t.debit_account_id::text as "fromAccountId", t.credit_account_id::text as "toAccountId",
  t.amount::text as amount, t.hold_id::text as "holdId", t.reverses_transfer_id::text as "reversesTransferId", t.memo, t.metadata,
  t.created_at as "createdAt"`;

/** Transfers by idempotency key, each with its legs' balances after it (empty for a bet_void). */
export const FIND_TRANSFERS_BY_KEY = `select ${TRANSFER_COLUMNS},
  coalesce((select json_agg(json_build_object('accountId', p.account_id::text, 'balance', p.balance_after::text))
    from ledger_postings p where p.transfer_id = t.id), '[]') as legs
  from ledger_transfers t where t.merchant_id = $1 and t.idempotency_key = any($2::text[])`;

/** One transfer by id within a brand. */
export const FIND_TRANSFER_BY_ID = `select ${TRANSFER_COLUMNS}, '[]'::json as legs from ledger_transfers t where t.merchant_id = $1 and t.id = $2`;

/**
 * Appends transfers with both postings each, moves the balances and writes the audit, all in one
 * statement (one round trip however many transfers). The caller has locked the accounts and
 * computed each leg's balance after it; the account update adds the net change per account.
 * $1 brand, $2 currency, $3 time, $4 actor, $5 ip; $6-$19 one array element per transfer;
 * $20-$22 one element per account whose balance or hold changes.
 */
export const WRITE_TRANSFERS = `with input as (
    select * from unnest($6::text[], $7::text[], $8::text[], $9::bigint[], $10::bigint[], $11::bigint[], $12::bigint[],
      $13::bigint[], $14::text[], $15::text[], $16::bigint[], $17::bigint[], $18::text[], $19::text[])
      as x(idempotency_key, request_hash, code, debit_account_id, credit_account_id, amount, hold_id,
        reverses_transfer_id, memo, metadata, debit_after, credit_after, action, audit)
  ), t as (
    insert into ledger_transfers (merchant_id, currency, code, idempotency_key, request_hash, debit_account_id, credit_account_id,
      amount, hold_id, reverses_transfer_id, memo, metadata, created_at)
    select $1, $2, code, idempotency_key, request_hash, debit_account_id, credit_account_id, amount, hold_id,
      reverses_transfer_id, memo, metadata::jsonb, $3 from input
    returning id, idempotency_key, debit_account_id, credit_account_id, amount, code
  ), p as (
    insert into ledger_postings (transfer_id, account_id, merchant_id, currency, code, amount, balance_after, created_at)
    select t.id, leg.account_id, $1, $2, t.code, leg.amount, leg.balance_after, $3
    from t join input i using (idempotency_key)
    cross join lateral (values (t.debit_account_id, -t.amount, i.debit_after), (t.credit_account_id, t.amount, i.credit_after))
      as leg(account_id, amount, balance_after)
    where t.amount > 0
  ), u as (
    update ledger_accounts a set balance = a.balance + d.delta, held = a.held + d.held_delta, updated_at = $3
    from unnest($20::bigint[], $21::bigint[], $22::bigint[]) as d(id, delta, held_delta) where a.id = any($20::bigint[]) and a.id = d.id
  ), au as (
    insert into ledger_audit (merchant_id, action, transfer_id, hold_id, actor, ip, balances, at)
    select $1, i.action, t.id, i.hold_id, $4, $5, i.audit::jsonb, $3 from t join input i using (idempotency_key)
  )
  select t.id::text as id, t.idempotency_key as key from t`;
