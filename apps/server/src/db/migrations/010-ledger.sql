-- The double-entry ledger (decision 015). apps/server/src/ledger is the only writer of these tables.
-- Money is integer minor units in bigint.

-- Refuses a change to a row that must never change (append-only tables, settled holds).
create function ledger_refuse_change() returns trigger language plpgsql as $$
begin
  raise exception 'ledger rows are append-only: % on % refused', tg_op, tg_table_name using errcode = '42501';
end
$$;

-- Accounts per brand and currency. Player and agent wallets have an owner; vendor sub-wallets,
-- house shards and clearing accounts are told apart by ref (vendor code, shard number, channel).
-- held is the sum of the account's pending holds; available money is balance - held.
create table ledger_accounts (
  id bigint generated always as identity primary key,
  merchant_id bigint not null references merchants(id) on delete restrict,
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  kind text not null check (kind in ('player_main', 'player_vendor', 'house', 'clearing', 'bonus', 'agent')),
  owner_account_id bigint references accounts(id) on delete restrict,
  ref text not null default '' check (length(ref) <= 64),
  balance bigint not null default 0,
  held bigint not null default 0 check (held >= 0),
  created_at timestamptz not null,
  updated_at timestamptz not null,
  check ((owner_account_id is not null) = (kind in ('player_main', 'player_vendor', 'agent'))),
  check ((ref <> '') = (kind in ('player_vendor', 'house', 'clearing')) or kind = 'bonus'),
  -- The rule the whole ledger leans on: money that belongs to a person never goes below zero,
  -- and neither does what is left once pending holds are set aside.
  constraint ledger_accounts_no_overdraft check (kind not in ('player_main', 'player_vendor', 'agent') or balance - held >= 0)
);
create unique index ledger_accounts_identity on ledger_accounts (merchant_id, currency, kind, coalesce(owner_account_id, 0), ref);
create index ledger_accounts_owner on ledger_accounts (owner_account_id) where owner_account_id is not null;
create trigger ledger_accounts_no_delete before delete on ledger_accounts for each row execute function ledger_refuse_change();
create trigger ledger_accounts_no_truncate before truncate on ledger_accounts for each statement execute function ledger_refuse_change();
-- Only balance, held and updated_at may change; an account never changes brand, currency or owner.
create trigger ledger_accounts_fixed_identity before update of id, merchant_id, currency, kind, owner_account_id, ref, created_at on ledger_accounts for each row when ((old.merchant_id, old.currency, old.kind, old.owner_account_id, old.ref, old.created_at) is distinct from (new.merchant_id, new.currency, new.kind, new.owner_account_id, new.ref, new.created_at)) execute function ledger_refuse_change();

-- Two-phase holds: money set aside on a wallet (withdrawal requests, house-game stakes), later
-- captured (a transfer to counter_account_id) or released. A hold settles once.
create table ledger_holds (
  id bigint generated always as identity primary key,
  merchant_id bigint not null references merchants(id) on delete restrict,
  currency text not null,
  code text not null check (code ~ '^[a-z][a-z0-9_]{1,39}$'),
  idempotency_key text not null check (length(idempotency_key) between 1 and 200),
  request_hash text not null,
  account_id bigint not null references ledger_accounts(id),
  counter_account_id bigint not null references ledger_accounts(id),
  amount bigint not null check (amount > 0),
  status text not null default 'pending' check (status in ('pending', 'captured', 'released')),
  captured_amount bigint,
  memo text check (length(memo) <= 200),
  metadata jsonb not null default '{}',
  created_at timestamptz not null,
  settled_at timestamptz,
  check (account_id <> counter_account_id),
  check ((status = 'pending') = (settled_at is null)),
  check ((status = 'captured') = (captured_amount is not null)),
  check (captured_amount is null or captured_amount between 1 and amount)
);
create unique index ledger_holds_key on ledger_holds (merchant_id, idempotency_key);
create index ledger_holds_pending on ledger_holds (account_id) where status = 'pending';
create trigger ledger_holds_no_delete before delete on ledger_holds for each row execute function ledger_refuse_change();
create trigger ledger_holds_no_truncate before truncate on ledger_holds for each statement execute function ledger_refuse_change();
create trigger ledger_holds_settle_once before update on ledger_holds for each row when (old.status <> 'pending' or new.status = 'pending' or (old.merchant_id, old.currency, old.code, old.idempotency_key, old.request_hash, old.account_id, old.counter_account_id, old.amount, old.created_at) is distinct from (new.merchant_id, new.currency, new.code, new.idempotency_key, new.request_hash, new.account_id, new.counter_account_id, new.amount, new.created_at)) execute function ledger_refuse_change();

-- Every movement: from debit_account_id to credit_account_id, one currency, a positive amount, a
-- code saying why and the caller's idempotency key (unique per brand; request_hash refuses reuse
-- with another body). Corrections are new transfers that name the one they reverse. A zero-amount
-- bet_void row is the tombstone of a stake rolled back before it arrived: it claims the key so the
-- late stake is refused, and it has no postings.
-- The accounts are checked per inserting statement below rather than by per-row foreign keys: one
-- set-based check is cheaper at thousands of bets a second and also checks brand and currency.
create table ledger_transfers (
  id bigint generated always as identity primary key,
  merchant_id bigint not null,
  currency text not null,
  code text not null check (code ~ '^[a-z][a-z0-9_]{1,39}$'),
  idempotency_key text not null check (length(idempotency_key) between 1 and 200),
  request_hash text not null,
  debit_account_id bigint not null,
  credit_account_id bigint not null,
  amount bigint not null,
  hold_id bigint references ledger_holds(id),
  reverses_transfer_id bigint references ledger_transfers(id),
  memo text check (length(memo) <= 200),
  metadata jsonb not null default '{}',
  created_at timestamptz not null,
  check (debit_account_id <> credit_account_id),
  check (amount > 0 or (amount = 0 and code = 'bet_void'))
);
create unique index ledger_transfers_key on ledger_transfers (merchant_id, idempotency_key);
create unique index ledger_transfers_one_reversal on ledger_transfers (reverses_transfer_id) where reverses_transfer_id is not null;
create unique index ledger_transfers_one_capture on ledger_transfers (hold_id) where hold_id is not null;
create trigger ledger_transfers_append_only before update or delete on ledger_transfers for each row execute function ledger_refuse_change();
create trigger ledger_transfers_no_truncate before truncate on ledger_transfers for each statement execute function ledger_refuse_change();
-- Both accounts of every new transfer exist and belong to its brand and currency.
create function ledger_transfers_check() returns trigger language plpgsql as $$
begin
  if exists (
    select 1 from new_transfers t
    left join ledger_accounts d on d.id = t.debit_account_id
    left join ledger_accounts c on c.id = t.credit_account_id
    where d.id is null or c.id is null
      or d.merchant_id <> t.merchant_id or c.merchant_id <> t.merchant_id
      or d.currency <> t.currency or c.currency <> t.currency
  ) then
    raise exception 'ledger transfers must be between accounts of their brand and currency' using errcode = '23503';
  end if;
  return null;
end
$$;
create trigger ledger_transfers_accounts after insert on ledger_transfers referencing new table as new_transfers for each statement execute function ledger_transfers_check();

-- The two legs of each transfer, one row per account touched, with the balance after it: the
-- account record pages through these. merchant_id, currency, code and created_at are copies of the
-- transfer's, so history reads need no join to filter.
create table ledger_postings (
  transfer_id bigint not null,
  account_id bigint not null,
  merchant_id bigint not null,
  currency text not null,
  code text not null,
  amount bigint not null check (amount <> 0),
  balance_after bigint not null,
  created_at timestamptz not null,
  primary key (transfer_id, account_id)
);
create index ledger_postings_history on ledger_postings (account_id, created_at desc, transfer_id desc);
create trigger ledger_postings_append_only before update or delete on ledger_postings for each row execute function ledger_refuse_change();
create trigger ledger_postings_no_truncate before truncate on ledger_postings for each statement execute function ledger_refuse_change();

-- Checked once per inserting statement: every new posting is exactly one leg of an existing transfer
-- (same brand, currency, code and time as the transfer and its account), and each statement writes
-- both legs of a transfer, which sum to zero. Together with the primary key this makes every
-- transfer's postings sum to zero in its one currency, whatever inserts them.
create function ledger_postings_check() returns trigger language plpgsql as $$
begin
  if exists (
    select 1 from new_postings p
    left join ledger_transfers t on t.id = p.transfer_id
    left join ledger_accounts a on a.id = p.account_id
    where t.id is null or a.id is null
      or p.merchant_id <> t.merchant_id or a.merchant_id <> t.merchant_id
      or p.currency <> t.currency or a.currency <> t.currency
      or p.code <> t.code or p.created_at <> t.created_at
      or not ((p.account_id = t.debit_account_id and p.amount = -t.amount)
        or (p.account_id = t.credit_account_id and p.amount = t.amount))
  ) or exists (
    select 1 from new_postings group by transfer_id having sum(amount) <> 0 or count(*) <> 2
  ) then
    raise exception 'ledger postings must be both legs of their transfer' using errcode = '23514';
  end if;
  return null;
end
$$;
create trigger ledger_postings_balanced after insert on ledger_postings referencing new table as new_postings for each statement execute function ledger_postings_check();

-- Who moved money, from where, when, with the balances before and after: one row per transfer,
-- hold placed, captured or released. Never updated or deleted. It names its transfer or hold by id
-- without per-row foreign keys: it is written in the same statement, and neither is ever deleted.
create table ledger_audit (
  id bigint generated always as identity primary key,
  merchant_id bigint not null,
  action text not null check (action in ('transfer', 'reversal', 'bet_void', 'hold_placed', 'hold_captured', 'hold_released')),
  transfer_id bigint,
  hold_id bigint,
  actor text not null check (length(actor) between 1 and 100),
  ip text,
  balances jsonb not null,
  at timestamptz not null
);
create index ledger_audit_transfer on ledger_audit (transfer_id) where transfer_id is not null;
create index ledger_audit_hold on ledger_audit (hold_id) where hold_id is not null;
create index ledger_audit_time on ledger_audit (merchant_id, at desc);
create trigger ledger_audit_append_only before update or delete on ledger_audit for each row execute function ledger_refuse_change();
create trigger ledger_audit_no_truncate before truncate on ledger_audit for each statement execute function ledger_refuse_change();
