-- Withdrawals, payout accounts and manual balance adjustments (decision 017). Money itself moves
-- only in the ledger's tables (holds, transfers); these rows hold the requests, decisions and
-- answers, and name the ledger's hold and transfers by id. The ledger ids carry no foreign keys:
-- a foreign key would add triggers to the ledger's own tables, which only the ledger changes.

-- A brand's withdrawal rules; a brand without a row uses the defaults in withdrawal-settings.ts.
create table withdrawal_settings (
  merchant_id bigint primary key references merchants(id),
  min_amount bigint not null check (min_amount > 0),
  max_amount bigint not null check (max_amount >= min_amount),
  auto_receive_minutes integer not null check (auto_receive_minutes between 1 and 43200),
  max_payout_accounts smallint not null check (max_payout_accounts between 1 and 20),
  updated_at timestamptz not null
);

-- Where a player's withdrawals are paid: a bank or e-wallet account. Removing one keeps the row
-- (removed_at), so withdrawals that point at it still can; they also keep their own snapshot.
create table payout_accounts (
  id bigint generated always as identity primary key,
  merchant_id bigint not null references merchants(id),
  account_id bigint not null references accounts(id),
  type text not null check (type in ('bank', 'ewallet')),
  provider text not null check (length(provider) between 2 and 60),
  account_name text not null check (length(account_name) between 2 and 80),
  account_number text not null check (account_number ~ '^[0-9A-Za-z]{4,34}$'),
  created_at timestamptz not null,
  removed_at timestamptz
);
create unique index payout_accounts_bound on payout_accounts (account_id, type, lower(provider), account_number) where removed_at is null;
create index payout_accounts_owner on payout_accounts (account_id, id) where removed_at is null;

-- A withdrawal: requested (amount held on the main wallet) until approved (the hold captured to
-- the payout channel's clearing account) or rejected (the hold released). After approval the
-- receipt is pending until the player answers, the brand's auto-receive minutes pass, or staff
-- force it; "not received" and partial answers open a dispute that staff close as paid or refund.
create table withdrawals (
  id bigint generated always as identity primary key,
  merchant_id bigint not null references merchants(id),
  account_id bigint not null references accounts(id),
  payout_account_id bigint not null references payout_accounts(id),
  payout_type text not null check (payout_type in ('bank', 'ewallet')),
  payout_provider text not null,
  payout_account_name text not null,
  payout_account_number text not null,
  amount bigint not null check (amount > 0),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  status text not null default 'requested' check (status in ('requested', 'approved', 'rejected')),
  hold_id bigint,
  capture_transfer_id bigint,
  idempotency_key text not null,
  requested_at timestamptz not null,
  decided_at timestamptz,
  decided_by bigint references staff(id),
  decision_reason text check (length(decision_reason) <= 200),
  receipt text check (receipt in ('pending', 'received', 'not_received', 'partial', 'auto_received', 'forced_received')),
  confirm_due_at timestamptz,
  receipt_at timestamptz,
  -- What the player said (kept when staff later force the receipt), and when.
  player_answer text check (player_answer in ('received', 'not_received', 'partial')),
  answered_at timestamptz,
  received_amount bigint check (received_amount > 0 and received_amount < amount),
  proof_upload_ids uuid[] not null default '{}',
  dispute text check (dispute in ('open', 'paid', 'refunded')),
  resolved_at timestamptz,
  resolved_by bigint references staff(id),
  resolution_reason text check (length(resolution_reason) <= 200),
  refunded_amount bigint check (refunded_amount > 0 and refunded_amount <= amount),
  -- The reversal of the capture, and (for a partial refund) the capture of what did arrive.
  refund_transfer_id bigint,
  settle_transfer_id bigint,
  check ((status = 'requested') = (decided_at is null)),
  check ((status = 'approved') = (receipt is not null and capture_transfer_id is not null and confirm_due_at is not null)),
  check ((player_answer is null) = (answered_at is null)),
  check ((player_answer = 'partial') = (received_amount is not null)),
  check (receipt is null or receipt = 'pending' or receipt_at is not null),
  -- An open or refunded dispute follows a "not received" or partial answer; one closed as paid is a forced receipt.
  check (receipt not in ('not_received', 'partial') or dispute is not null),
  check (dispute is null or (dispute = 'paid') = (receipt = 'forced_received')),
  check (dispute is null or player_answer in ('not_received', 'partial')),
  check ((dispute = 'refunded') = (refunded_amount is not null and refund_transfer_id is not null))
);
create unique index withdrawals_key on withdrawals (account_id, idempotency_key);
create unique index withdrawals_hold on withdrawals (hold_id) where hold_id is not null;
create index withdrawals_player on withdrawals (account_id, id desc);
create index withdrawals_queue on withdrawals (merchant_id, status, id desc);
create index withdrawals_open_disputes on withdrawals (merchant_id, id) where dispute = 'open';
create index withdrawals_awaiting_receipt on withdrawals (confirm_due_at) where receipt = 'pending';

-- The first answer of each player call made under an Idempotency-Key: a repeat with the same body
-- gets it again, a repeat with another body is refused. Written in the transaction of the change,
-- so a refused call leaves no key behind and may be retried under the same key.
create table withdrawal_idempotency (
  account_id bigint not null references accounts(id),
  idempotency_key text not null check (idempotency_key ~ '^[A-Za-z0-9_-]{8,64}$'),
  operation text not null,
  request_hash text not null,
  response jsonb,
  created_at timestamptz not null,
  primary key (account_id, idempotency_key)
);

-- Manual balance adjustments: one staff member proposes a credit or debit with a reason, a
-- different one approves (the ledger moves the money with code 'adjustment') or rejects.
create table balance_adjustments (
  id bigint generated always as identity primary key,
  merchant_id bigint not null references merchants(id),
  account_id bigint not null references accounts(id),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  direction text not null check (direction in ('credit', 'debit')),
  amount bigint not null check (amount > 0),
  reason text not null check (length(reason) between 3 and 200),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  proposed_by bigint not null references staff(id),
  proposed_at timestamptz not null,
  decided_by bigint references staff(id),
  decided_at timestamptz,
  decision_reason text check (length(decision_reason) <= 200),
  transfer_id bigint,
  check ((status = 'pending') = (decided_at is null and decided_by is null)),
  check ((status = 'approved') = (transfer_id is not null)),
  check (decided_by is null or decided_by <> proposed_by)
);
create index balance_adjustments_queue on balance_adjustments (merchant_id, status, id desc);
