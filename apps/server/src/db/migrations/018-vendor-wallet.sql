-- Seamless wallet (decision 023): what the vendor wallet API did for each vendor transaction, and
-- the log of every call. Money itself is only in the ledger (010); these rows say which vendor
-- call a ledger transfer answered, so a repeated call gets its first answer back.

-- One row per (brand, vendor, action, vendor transaction id): inserted in the same transaction as
-- the ledger movement, so a duplicate waits on this key and then finds the first call's row
-- (DOMAIN.md section 5, rules 1 and 2). Kept at least four months (Hub88's rule); nothing deletes it.
create table vendor_wallet_transactions (
  merchant_id bigint not null references merchants(id) on delete restrict,
  vendor_code text not null,
  action text not null check (action in ('debit', 'credit', 'rollback')),
  transaction_id text not null check (length(transaction_id) between 1 and 100),
  account_id bigint not null references accounts(id) on delete restrict,
  round_id text not null,
  amount_minor bigint not null check (amount_minor >= 0),
  -- The ledger transfer that answered the call; null for a zero credit and a rollback's tombstone.
  ledger_transfer_id bigint,
  created_at timestamptz not null,
  primary key (merchant_id, vendor_code, action, transaction_id)
);
create index vendor_wallet_transactions_round on vendor_wallet_transactions (merchant_id, vendor_code, round_id);

-- Every call with its outcome and latency (DOMAIN.md section 5, rule 6), for support and the daily
-- reconciliation. merchant_id and account_id are null when the call named nothing we know.
create table vendor_wallet_calls (
  id bigint generated always as identity primary key,
  merchant_id bigint,
  vendor_code text not null,
  action text not null,
  request_id text,
  transaction_id text,
  round_id text,
  account_id bigint,
  status text not null,
  http_status integer not null,
  latency_ms integer not null,
  created_at timestamptz not null
);
create index vendor_wallet_calls_by_time on vendor_wallet_calls (merchant_id, vendor_code, created_at desc);
