-- The sportsbook (decision 058): sports, competitions, fixtures, markets and selections as data;
-- the brand's book rules; players' book settings (odds format, stake factor); slips (one bet each,
-- a single or a parlay) with their legs; result versions under four eyes. A slip's money goes
-- through the ledger (stake:<vendor>:s<slip>, payouts and claw-backs keyed by slip, fixture and
-- result version) and its round is in game_rounds (`s<slip>`), like any vendor's.

create table sport_books (
  merchant_id bigint primary key references merchants(id) on delete restrict,
  -- The brand's margin on every market (500 = 5 %), how it is shared, the price tick and floor.
  margin_x10k integer not null default 500 check (margin_x10k between 0 and 9999),
  margin_method text not null default 'proportional' check (margin_method in ('proportional', 'odds_weighted')),
  tick_x10k integer not null default 100 check (tick_x10k > 0),
  min_price_x10k integer not null default 10100 check (min_price_x10k > 10000),
  -- The largest return (stake included) one slip may pay, and the parlays' rules.
  max_payout_minor bigint not null default 10000000 check (max_payout_minor > 0),
  parlay_min_legs integer not null default 2 check (parlay_min_legs >= 2),
  parlay_max_legs integer not null default 10 check (parlay_max_legs >= parlay_min_legs),
  parlay_min_stake_minor bigint not null default 100 check (parlay_min_stake_minor > 0),
  parlay_max_stake_minor bigint not null default 1000000 check (parlay_max_stake_minor > 0),
  -- How long an in-play bet is held before its price is checked again and it is staked.
  in_play_delay_ms integer not null default 5000 check (in_play_delay_ms between 0 and 60000),
  updated_at timestamptz not null
);

create table sport_sports (
  id bigint generated always as identity primary key,
  merchant_id bigint not null references merchants(id) on delete restrict,
  code text not null check (code ~ '^[a-z0-9-]{1,32}$'),
  kind text not null check (kind in ('sport', 'esport')),
  names jsonb not null,
  sort integer not null default 0,
  enabled boolean not null default true,
  unique (merchant_id, code)
);

create table sport_competitions (
  id bigint generated always as identity primary key,
  merchant_id bigint not null references merchants(id) on delete restrict,
  sport_id bigint not null references sport_sports(id) on delete restrict,
  code text not null check (code ~ '^[a-z0-9-]{1,32}$'),
  names jsonb not null,
  sort integer not null default 0,
  enabled boolean not null default true,
  unique (merchant_id, code)
);

create table sport_fixtures (
  id bigint generated always as identity primary key,
  merchant_id bigint not null references merchants(id) on delete restrict,
  competition_id bigint not null references sport_competitions(id) on delete restrict,
  -- The feed's reference (null for a fixture the desk made).
  feed_ref text,
  kind text not null default 'match' check (kind in ('match', 'outright')),
  name text not null,
  home text,
  away text,
  starts_at timestamptz not null,
  status text not null default 'prematch' check (status in ('prematch', 'live', 'ended', 'abandoned')),
  -- The score while played (goals or points, esports maps, the clock as text).
  score jsonb,
  -- The approved result and its version (each approval, correction or abandonment is a new one).
  result jsonb,
  result_version integer not null default 0,
  settled_version integer not null default 0,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  check ((kind = 'match' and home is not null and away is not null) or kind = 'outright')
);
create unique index sport_fixtures_feed_ref on sport_fixtures (merchant_id, feed_ref) where feed_ref is not null;
create index sport_fixtures_by_start on sport_fixtures (merchant_id, status, starts_at);

create table sport_markets (
  id bigint generated always as identity primary key,
  merchant_id bigint not null,
  fixture_id bigint not null references sport_fixtures(id) on delete restrict,
  feed_ref text,
  type text not null,
  -- packages/games' Market: the type, its line in quarters, period, map, competitors.
  definition jsonb not null,
  status text not null default 'open' check (status in ('open', 'suspended', 'closed', 'settled')),
  in_play boolean not null default false,
  min_stake_minor bigint not null default 100 check (min_stake_minor > 0),
  max_stake_minor bigint not null default 500000 check (max_stake_minor >= min_stake_minor),
  sort integer not null default 0,
  updated_at timestamptz not null
);
create index sport_markets_by_fixture on sport_markets (fixture_id, sort, id);
create unique index sport_markets_feed_ref on sport_markets (fixture_id, feed_ref) where feed_ref is not null;

create table sport_selections (
  id bigint generated always as identity primary key,
  merchant_id bigint not null,
  market_id bigint not null references sport_markets(id) on delete restrict,
  fixture_id bigint not null,
  code text not null check (code ~ '^[a-z0-9-]{1,48}$'),
  -- An outright competitor's name; null where the fixture's sides name it.
  name text,
  -- The feed's or trader's line (its own margin included) and the price offered with the brand's margin.
  line_price_x10k integer not null check (line_price_x10k > 10000),
  price_x10k integer not null check (price_x10k > 10000),
  previous_price_x10k integer,
  moved_at timestamptz,
  status text not null default 'open' check (status in ('open', 'suspended')),
  -- A tighter maximum stake on this selection alone (the desk's), null: the market's.
  max_stake_minor bigint check (max_stake_minor > 0),
  sort integer not null default 0,
  unique (market_id, code)
);
create index sport_selections_by_fixture on sport_selections (fixture_id);

create table sport_players (
  account_id bigint primary key references accounts(id) on delete restrict,
  merchant_id bigint not null,
  odds_format text not null default 'decimal' check (odds_format in ('decimal', 'hongkong', 'malay', 'indonesian', 'american')),
  odds_policy text not null default 'accept_higher' check (odds_policy in ('accept_any', 'accept_higher', 'none')),
  -- × 10,000 on every maximum stake (the desk's, per player): 10,000 as set, 0 no bets.
  stake_factor_x10k integer not null default 10000 check (stake_factor_x10k between 0 and 100000),
  factor_by text,
  factor_at timestamptz,
  updated_at timestamptz not null
);

create table sport_slips (
  id bigint generated always as identity primary key,
  merchant_id bigint not null references merchants(id) on delete restrict,
  account_id bigint not null references accounts(id) on delete restrict,
  currency text not null,
  -- The session's vendor and game it was placed through (BTSPORT or BTESPORT) and its game type.
  vendor_code text not null,
  game_code text not null,
  game_type text not null,
  kind text not null check (kind in ('single', 'parlay')),
  stake_minor bigint not null check (stake_minor > 0),
  potential_return_minor bigint not null,
  max_payout_minor bigint not null,
  policy text not null,
  status text not null check (status in ('pending', 'rejected', 'open', 'settled', 'void')),
  in_play boolean not null default false,
  -- What the slip returns at its legs' current results (stake included); what the ledger moved to the
  -- player so far (payouts less claw-backs), what claw-backs took, and what the player still holds
  -- beyond the return because a claw-back found the wallet short.
  return_minor bigint,
  paid_minor bigint not null default 0,
  clawed_minor bigint not null default 0,
  short_minor bigint not null default 0,
  reject_code text,
  request_key text not null,
  request_hash text not null,
  placed_at timestamptz not null,
  decide_at timestamptz,
  accepted_at timestamptz,
  settled_at timestamptz,
  unique (account_id, request_key)
);
create index sport_slips_by_account on sport_slips (account_id, id desc);
create index sport_slips_pending on sport_slips (decide_at) where status = 'pending';

create table sport_slip_legs (
  slip_id bigint not null references sport_slips(id) on delete restrict,
  leg_index integer not null,
  fixture_id bigint not null,
  market_id bigint not null,
  selection_id bigint not null,
  selection_code text not null,
  seen_price_x10k integer not null,
  price_x10k integer not null,
  -- The score when an in-play bet was placed (an Asian handicap counts the goals after it). A leg's
  -- settlement is not stored: it is its market's rule on its fixture's current result, worked out
  -- when a slip is settled or shown, so a corrected result needs no leg written again.
  score_at_bet jsonb,
  primary key (slip_id, leg_index)
);
create index sport_slip_legs_by_fixture on sport_slip_legs (fixture_id, slip_id);
create index sport_slip_legs_by_selection on sport_slip_legs (selection_id);

create table sport_results (
  id bigint generated always as identity primary key,
  merchant_id bigint not null,
  fixture_id bigint not null references sport_fixtures(id) on delete restrict,
  result jsonb not null,
  source text not null check (source in ('feed', 'desk', 'import')),
  status text not null check (status in ('pending', 'approved', 'rejected')),
  version integer,
  proposed_by bigint,
  proposed_at timestamptz not null,
  decided_by bigint,
  decided_at timestamptz,
  reason text
);
create index sport_results_by_fixture on sport_results (fixture_id, id desc);
create unique index sport_results_one_pending on sport_results (fixture_id) where status = 'pending';
