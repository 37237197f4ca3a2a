-- Fish shooting (decision 061): a title of the house vendor BTFISH. The page sends its shots in
-- batches (about one a second); a batch is decided, posted to the ledger (one stake and one payout)
-- and recorded here in ONE transaction, so it exists with its outcome or not at all. Its key is the
-- page's idempotency key: the same key again answers the stored batch and moves nothing.

create table fish_batches (
  id bigint generated always as identity primary key,
  merchant_id bigint not null references merchants(id) on delete restrict,
  account_id bigint not null references accounts(id) on delete restrict,
  game_code text not null,
  currency text not null,
  batch_key text not null check (batch_key ~ '^[A-Za-z0-9_-]{8,64}$'),
  -- The hash of the shots sent, so a key reused for other shots is refused.
  request_hash text not null,
  -- The batch's round in game_rounds (vendor BTFISH).
  round_id text not null,
  shots integer not null check (shots > 0),
  stake_minor bigint not null check (stake_minor > 0),
  return_minor bigint not null check (return_minor >= 0),
  balance_after_minor bigint not null,
  -- Each shot's outcome as answered (target, stake, caught, multiplier, features, return).
  outcomes jsonb not null,
  created_at timestamptz not null,
  unique (merchant_id, account_id, batch_key)
);

create index fish_batches_account on fish_batches (account_id, id desc);

-- The rate cap's bucket per player and title: `tokens` shots may be fired now; it refills at the
-- title's shots per second up to its burst. The row is locked by each batch, so one player's
-- batches run one at a time and the bucket is exact across processes.
create table fish_players (
  merchant_id bigint not null references merchants(id) on delete restrict,
  account_id bigint not null references accounts(id) on delete restrict,
  game_code text not null,
  tokens double precision not null,
  refilled_at timestamptz not null,
  primary key (account_id, game_code)
);
