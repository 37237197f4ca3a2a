-- The round engine (decision 053): tables of the shared-round house games (live tables, bingo
-- rooms, the cockfight arena), their rounds, the bets on them and what each settlement run moved.

create table round_tables (
  id bigint generated always as identity primary key,
  merchant_id bigint not null references merchants(id) on delete restrict,
  -- The catalogue entry the table is launched as: the house vendor and the game code.
  vendor_code text not null,
  game_code text not null,
  -- The game that runs it (baccarat, dragon-tiger, sic-bo, color-game, bingo, sabong ...).
  kind text not null check (kind ~ '^[a-z0-9-]{2,32}$'),
  -- timer: rounds follow each other by the table's times; operator: staff open, close and declare.
  drive text not null check (drive in ('timer', 'operator')),
  status text not null default 'open' check (status in ('open', 'paused', 'closed')),
  -- The game's settings (limits, paytable, times), checked by the game before they are written.
  settings jsonb not null,
  -- What the game carries from round to round (a baccarat shoe); written with each deal.
  state jsonb not null default '{}'::jsonb,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  unique (merchant_id, vendor_code, game_code)
);

create table rounds (
  id bigint generated always as identity primary key,
  merchant_id bigint not null references merchants(id) on delete restrict,
  table_id bigint not null references round_tables(id) on delete restrict,
  seq bigint not null check (seq > 0),
  status text not null check (status in ('open', 'closed', 'dealt', 'settled', 'void')),
  -- A timer table's window; an operator's round has no close time until staff close it.
  opens_at timestamptz not null,
  closes_at timestamptz,
  -- Staff called the last call (operator tables); betting goes on until they close.
  last_call_at timestamptz,
  closed_at timestamptz,
  dealt_at timestamptz,
  settled_at timestamptz,
  -- The seed sealed with the app secret until the deal, its SHA-256 published from the open, the
  -- seed revealed with the result. Operator games with a declared result (the arena) have none.
  seed_sealed text,
  seed_hash text,
  seed text,
  -- The table's settings when the round opened (limits, paytable): the round is checked and paid by them.
  settings jsonb not null,
  -- The proof's context string and the public state the outcome was dealt from (a shoe's history).
  context text not null,
  state_before jsonb,
  -- The result as the game describes it; a new version for each deal, correction or void.
  result jsonb,
  result_version integer not null default 0,
  settled_version integer not null default 0,
  void_reason text,
  created_at timestamptz not null,
  unique (table_id, seq)
);
create index rounds_by_table on rounds (table_id, seq desc);
create index rounds_unsettled on rounds (merchant_id, status) where status in ('open', 'closed', 'dealt');

create table round_bets (
  id bigint generated always as identity primary key,
  round_id bigint not null references rounds(id) on delete restrict,
  merchant_id bigint not null,
  account_id bigint not null references accounts(id) on delete restrict,
  currency text not null,
  -- The bet spot (player, banker, meron, a bingo card ...) and what the game keeps with it.
  spot text not null check (length(spot) between 1 and 64),
  detail jsonb,
  stake_minor bigint not null check (stake_minor > 0),
  -- The client's key of the placing call, and the bet's position in it: a replay finds the same rows.
  request_key text not null check (length(request_key) between 8 and 64),
  request_index integer not null,
  request_hash text not null,
  -- Set by each settlement: what the bet returns at the round's settled version.
  return_minor bigint check (return_minor >= 0),
  created_at timestamptz not null,
  unique (account_id, request_key, request_index)
);
create index round_bets_by_round on round_bets (round_id, account_id);
create index round_bets_by_account on round_bets (account_id, created_at desc);

-- One row per player, result version and settlement part: what that run moved (a payout, or a
-- claw-back as a negative amount) and what could not be taken back.
create table round_payouts (
  round_id bigint not null references rounds(id) on delete restrict,
  account_id bigint not null,
  currency text not null,
  version integer not null,
  -- 0 for a game settled at once; a bingo game's prize stages are parts 0, 1, 2 in call order.
  part integer not null check (part >= 0),
  return_minor bigint not null,
  moved_minor bigint not null,
  short_minor bigint not null default 0,
  transfer_id bigint,
  created_at timestamptz not null,
  primary key (round_id, account_id, currency, version, part)
);
