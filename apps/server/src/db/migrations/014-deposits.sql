-- Deposits (decision 016): payment channels per brand, deposit orders, and the answers of the
-- player's deposit calls kept under their idempotency keys. Money itself moves only through the
-- ledger (010); an order records the ledger transfer that credited it.

-- How a brand takes deposits. A manual channel shows an account to pay into (bank or e-wallet)
-- and staff approve what arrives; a gateway channel hands the player to a payment gateway that
-- confirms by signed callback. Amounts are integer minor units of the channel's currency.
create table deposit_channels (
  id bigint generated always as identity primary key,
  merchant_id bigint not null references merchants(id) on delete restrict,
  -- Also the ref of the channel's clearing account in the ledger.
  code text not null check (code ~ '^[a-z0-9][a-z0-9_-]{1,31}$'),
  kind text not null check (kind in ('manual', 'gateway')),
  display_name text not null check (length(display_name) between 1 and 60),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  min_amount bigint not null check (min_amount > 0),
  max_amount bigint not null check (max_amount >= min_amount and max_amount <= 1000000000000000),
  enabled boolean not null default true,
  sort_order integer not null default 0,
  -- Minutes an order stays open: a manual order must be submitted, a gateway order paid, within them.
  expiry_minutes integer not null check (expiry_minutes between 1 and 10080),
  -- Manual channels: where to pay (bank or e-wallet name, account name and number, optional QR image).
  pay_to_provider text check (length(pay_to_provider) between 1 and 60),
  pay_to_account_name text check (length(pay_to_account_name) between 1 and 80),
  pay_to_account_number text check (length(pay_to_account_number) between 1 and 64),
  pay_to_qr_url text check (length(pay_to_qr_url) <= 500 and pay_to_qr_url ~ '^(https://|/)[^\s"<>]+$'),
  -- Instructions per shipped language ({"EN": "...", "TY": "..."}); the site falls back to English.
  instructions jsonb not null default '{}',
  -- Gateway channels: the adapter that serves them.
  gateway text check (gateway in ('sandbox')),
  created_at timestamptz not null,
  updated_at timestamptz not null,
  check ((kind = 'manual') = (pay_to_provider is not null and pay_to_account_name is not null and pay_to_account_number is not null)),
  check ((kind = 'gateway') = (gateway is not null))
);
create unique index deposit_channels_code on deposit_channels (merchant_id, code);

-- One deposit a player started. Manual: pending -> submitted -> approved | rejected, or expired /
-- cancelled while pending. Gateway: pending -> paid | failed, or expired / cancelled while pending;
-- a gateway's "paid" for an expired, cancelled or failed order is still credited (late_payment).
create table deposit_orders (
  id uuid primary key,
  -- The number people read and search by.
  order_no bigint generated always as identity unique,
  merchant_id bigint not null references merchants(id) on delete restrict,
  account_id bigint not null references accounts(id) on delete restrict,
  channel_id bigint not null references deposit_channels(id) on delete restrict,
  kind text not null check (kind in ('manual', 'gateway')),
  amount bigint not null check (amount > 0),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  status text not null,
  -- What the player was told to pay into, as it was when the order was made (manual only).
  pay_to jsonb,
  -- The player's payment reference (manual) and receipt images (uploads ids).
  player_reference text check (length(player_reference) between 1 and 64),
  receipt_upload_ids uuid[] not null default '{}',
  -- Gateway orders: the gateway's payment page, and its own id of the payment once it told us.
  redirect_url text check (length(redirect_url) between 1 and 2000),
  gateway_ref text check (length(gateway_ref) <= 100),
  late_payment boolean not null default false,
  decided_by_staff_id bigint references staff(id),
  decision_reason text check (length(decision_reason) between 1 and 200),
  ledger_transfer_id bigint references ledger_transfers(id),
  idempotency_key text not null check (idempotency_key ~ '^[A-Za-z0-9_-]{8,64}$'),
  created_at timestamptz not null,
  expires_at timestamptz not null,
  submitted_at timestamptz,
  decided_at timestamptz,
  updated_at timestamptz not null,
  check (expires_at > created_at),
  check (
    (kind = 'manual' and status in ('pending', 'submitted', 'approved', 'rejected', 'expired', 'cancelled'))
    or (kind = 'gateway' and status in ('pending', 'paid', 'failed', 'expired', 'cancelled'))
  ),
  -- Credited exactly when approved or paid, and then by one ledger transfer.
  check ((status in ('approved', 'paid')) = (ledger_transfer_id is not null)),
  check (status <> 'rejected' or decision_reason is not null),
  check ((status = 'submitted') <= (player_reference is not null)),
  check ((kind = 'manual') = (pay_to is not null)),
  check ((kind = 'gateway') = (redirect_url is not null)),
  check (cardinality(receipt_upload_ids) <= 3)
);
create unique index deposit_orders_key on deposit_orders (merchant_id, account_id, idempotency_key);
create unique index deposit_orders_transfer on deposit_orders (ledger_transfer_id) where ledger_transfer_id is not null;
create index deposit_orders_account on deposit_orders (account_id, order_no desc);
create index deposit_orders_queue on deposit_orders (merchant_id, status, order_no desc);
create index deposit_orders_due on deposit_orders (expires_at) where status = 'pending';

-- The first answer of every player deposit call, under the Idempotency-Key it came with: a replay
-- with the same body gets it again, the same key with another body or call is refused.
create table deposit_requests (
  merchant_id bigint not null references merchants(id) on delete restrict,
  account_id bigint not null references accounts(id) on delete restrict,
  idempotency_key text not null check (idempotency_key ~ '^[A-Za-z0-9_-]{8,64}$'),
  operation text not null check (operation in ('create', 'submit', 'cancel')),
  request_hash text not null,
  order_id uuid not null references deposit_orders(id),
  response jsonb not null,
  created_at timestamptz not null,
  primary key (merchant_id, account_id, idempotency_key)
);
