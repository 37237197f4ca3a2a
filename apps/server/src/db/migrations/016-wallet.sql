-- Player wallets beyond the ledger itself (decision 018): which vendors keep a transfer wallet (a
-- sub-wallet per player that money is moved into before play), and the first answer of every
-- player transfer call under its Idempotency-Key. Money moves only through the ledger (010).

-- seamless: the vendor debits and credits the main wallet through the wallet API (DOMAIN.md 5);
-- transfer: the player moves money into the vendor's sub-wallet first (DOMAIN.md 6, transferFund).
alter table game_vendors add column wallet_type text not null default 'seamless' check (wallet_type in ('seamless', 'transfer'));

-- A replay with the same body gets the stored answer again without asking for the payment password;
-- the same key with another body or another kind of transfer is refused (idempotency_key_reused).
-- Refused calls store nothing, so a retry after the refusal's cause is fixed may still succeed.
create table wallet_requests (
  merchant_id bigint not null references merchants(id) on delete restrict,
  account_id bigint not null references accounts(id) on delete restrict,
  idempotency_key text not null check (idempotency_key ~ '^[A-Za-z0-9_-]{8,64}$'),
  operation text not null check (operation in ('upline', 'downline', 'wallet')),
  request_hash text not null,
  ledger_transfer_id bigint not null references ledger_transfers(id),
  response jsonb not null,
  created_at timestamptz not null,
  primary key (merchant_id, account_id, idempotency_key)
);
