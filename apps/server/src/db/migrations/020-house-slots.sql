-- House slot games (decision 024): one row per spin of a house slot title. The money moves through
-- the seamless wallet API (the house vendor is its client), so the ledger and game_rounds hold the
-- stake and the win; this row holds the outcome and walks through the spin's steps, each made
-- durable before the next, so an interrupted spin can be finished (resumed or refunded).
--
-- status: pending   the row exists, the debit may or may not have reached the wallet;
--         debited   the wallet took the stake, no outcome drawn yet;
--         drawn     the outcome (stops, grid, wins, win) is stored, the win not yet credited;
--         refunding a recovery claimed the spin and is rolling the stake back;
--         settled   the win was credited and the round closed (final);
--         refused   the wallet refused the debit (funds, session): nothing moved (final);
--         refunded  the stake was rolled back (final).
create table house_slot_spins (
  merchant_id bigint not null references merchants(id) on delete restrict,
  -- Derived from the account and the client's spin id, so a replay finds the same row.
  round_id text not null check (length(round_id) between 1 and 100),
  spin_id text not null check (spin_id ~ '^[A-Za-z0-9_-]{8,64}$'),
  account_id bigint not null references accounts(id) on delete restrict,
  vendor_code text not null,
  game_code text not null,
  currency text not null,
  stake_minor bigint not null check (stake_minor > 0),
  status text not null default 'pending'
    check (status in ('pending', 'debited', 'drawn', 'refunding', 'settled', 'refused', 'refunded')),
  -- The outcome, set in the drawn step and never changed after.
  stops jsonb,
  grid jsonb,
  wins jsonb,
  win_credits integer,
  win_minor bigint check (win_minor >= 0),
  balance_before_minor bigint,
  balance_after_minor bigint,
  -- Set when a recovery (not the spin call itself) finished the spin: resumed or refunded.
  recovered text check (recovered in ('resumed', 'refunded')),
  -- What the wallet said when it refused the debit (insufficient_funds, game_session_invalid ...).
  refusal text,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  finished_at timestamptz,
  primary key (merchant_id, round_id),
  check (status not in ('drawn', 'settled') or (grid is not null and win_minor is not null))
);
create index house_slot_spins_history on house_slot_spins (account_id, game_code, created_at desc);
-- Recovery looks for unfinished spins: of one account before its next spin, and brand-wide in the sweep.
create index house_slot_spins_open on house_slot_spins (account_id, updated_at)
  where status in ('pending', 'debited', 'drawn', 'refunding');
create index house_slot_spins_open_all on house_slot_spins (updated_at)
  where status in ('pending', 'debited', 'drawn', 'refunding');
