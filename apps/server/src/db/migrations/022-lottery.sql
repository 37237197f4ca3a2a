-- House lotteries (decision 028): e-lottery fast draws and the Vietnamese lottery. A lottery game
-- is a catalogue game (games: name, icon, switches) with its rules here; draws are planned ahead
-- by the job runner, drawn from a committed seed (house) or from official results typed in by staff
-- and approved by a second (official), and settled through the ledger. Money moves only through
-- the ledger: a stake per order and draw (a "leg"), a payout per player and draw and settlement
-- version, refunds as reversals of legs, and clawbacks when a paid draw is corrected.

create table lottery_games (
  merchant_id bigint not null,
  game_code text not null check (game_code ~ '^[a-z0-9][a-z0-9-]{0,31}$'),
  vendor_code text not null,
  format text not null check (format in ('ssc', 'k3', '11x5', 'pk10', 'vn27', 'vn18')),
  prize_mode text not null check (prize_mode in ('Elott', 'ZY', 'Lott', 'SEA')),
  group_code text not null check (group_code ~ '^[A-Z0-9-]{1,24}$'),
  -- cadence: a draw every cadence_seconds around the clock (GMT+8 days); daily: the region's
  -- stations on their weekdays (lottery_stations), at their draw time.
  schedule text not null check (schedule in ('cadence', 'daily')),
  cadence_seconds integer check (cadence_seconds in (60, 120, 180, 300, 600)),
  region text check (region in ('north', 'central', 'south')),
  -- Betting closes this many seconds before the draw (the region's cut-off for daily draws).
  close_seconds integer not null default 10 check (close_seconds between 5 and 7200),
  result_source text not null check (result_source in ('house', 'official')),
  -- Per bet type: the brand's odds in basis points ({"ssc.pos": 97000}), or per token for types
  -- paying per token ({"k3.sum": {"4": 600000}}); absent types and tokens use the defaults.
  odds jsonb not null default '{}',
  disabled_bet_types text[] not null default '{}',
  -- Stake limits in the brand's currency (minor units); the demo currency uses the same numbers.
  min_unit_minor bigint not null default 100 check (min_unit_minor > 0),
  max_unit_minor bigint not null default 1000000 check (max_unit_minor >= min_unit_minor),
  max_ticket_stake_minor bigint not null default 10000000 check (max_ticket_stake_minor >= min_unit_minor),
  -- The most one draw may owe on one exposure key (a number): sum of unit × odds over its tickets.
  exposure_cap_minor bigint not null default 100000000 check (exposure_cap_minor > 0),
  max_chase_draws integer not null default 30 check (max_chase_draws between 1 and 120),
  created_at timestamptz not null default now(),
  primary key (merchant_id, game_code),
  foreign key (merchant_id, vendor_code, game_code) references games (merchant_id, vendor_code, game_code) on delete cascade,
  check ((schedule = 'cadence') = (cadence_seconds is not null)),
  check ((schedule = 'daily') = (region is not null))
);

-- Vietnamese stations and their weekly schedule, as data (provinces and rotations change).
create table lottery_stations (
  merchant_id bigint not null references merchants(id) on delete cascade,
  station_code text not null check (station_code ~ '^[a-z0-9]{1,8}$'),
  region text not null check (region in ('north', 'central', 'south')),
  name text not null check (length(name) between 1 and 60),
  -- 0 Sunday .. 6 Saturday, in Vietnam's calendar (GMT+7).
  weekdays smallint[] not null check (weekdays <@ array[0, 1, 2, 3, 4, 5, 6]::smallint[]),
  -- The draw's local time in Vietnam (GMT+7), e.g. 16:15 in the South.
  draw_time time not null,
  enabled boolean not null default true,
  primary key (merchant_id, station_code)
);

create table lottery_draws (
  id bigint generated always as identity primary key,
  merchant_id bigint not null,
  game_code text not null,
  draw_no text not null check (draw_no ~ '^[0-9]{8}-[a-z0-9]{1,8}$'),
  station_code text,
  opens_at timestamptz not null,
  closes_at timestamptz not null,
  draw_at timestamptz not null,
  status text not null default 'scheduled' check (status in ('scheduled', 'open', 'closed', 'drawn', 'settled', 'void')),
  -- House draws: the seed sealed with the app secret until the draw, its SHA-256 published from
  -- the start, the seed itself revealed with the result.
  seed_sealed text,
  seed_hash text,
  seed text,
  result text[],
  result_at timestamptz,
  -- Bumped by every new result (the draw, an approved correction) and by a void; the settlement
  -- of a version pays the difference to what earlier versions paid.
  result_version integer not null default 0,
  settled_version integer not null default 0,
  void_reason text,
  created_at timestamptz not null,
  unique (merchant_id, game_code, draw_no),
  foreign key (merchant_id, game_code) references lottery_games (merchant_id, game_code) on delete restrict,
  check (opens_at <= closes_at and closes_at <= draw_at)
);
create index lottery_draws_by_game on lottery_draws (merchant_id, game_code, draw_at desc);
create index lottery_draws_to_open on lottery_draws (opens_at) where status = 'scheduled';
create index lottery_draws_to_close on lottery_draws (closes_at) where status in ('scheduled', 'open');

-- One confirm of the cart: the same bets on `draws` consecutive draws (a chase when more than one).
create table lottery_orders (
  id bigint generated always as identity primary key,
  merchant_id bigint not null references merchants(id) on delete restrict,
  account_id bigint not null references accounts(id) on delete restrict,
  game_code text not null,
  currency text not null,
  idempotency_key text not null,
  request_hash text not null,
  draws integer not null check (draws between 1 and 120),
  stop_on_win boolean not null default false,
  stake_minor bigint not null check (stake_minor > 0),
  created_at timestamptz not null,
  unique (account_id, idempotency_key)
);
create index lottery_orders_account on lottery_orders (account_id, created_at desc);

-- One bet on one draw. picks is the compact text of packages/games picks-text.ts.
create table lottery_tickets (
  id bigint generated always as identity primary key,
  order_id bigint not null references lottery_orders(id) on delete restrict,
  merchant_id bigint not null,
  account_id bigint not null,
  draw_id bigint not null references lottery_draws(id) on delete restrict,
  game_code text not null,
  vendor_code text not null,
  game_type text not null check (game_type in ('ELOTT', 'LOTT')),
  bet_type text not null,
  picks text not null,
  combos integer not null check (combos > 0),
  unit_minor bigint not null check (unit_minor > 0),
  stake_minor bigint not null check (stake_minor > 0),
  -- The odds the ticket was sold at: one rate, or (types paying per token, like a sum's values)
  -- a rate per token in odds_by_token and the lowest of them in odds_bp.
  odds_bp integer not null check (odds_bp > 0),
  odds_by_token jsonb,
  currency text not null,
  status text not null default 'open' check (status in ('open', 'won', 'lost', 'void')),
  win_minor bigint not null default 0 check (win_minor >= 0),
  settled_version integer not null default 0,
  created_at timestamptz not null,
  settled_at timestamptz
);
create index lottery_tickets_draw on lottery_tickets (draw_id, id);
create index lottery_tickets_account on lottery_tickets (account_id, created_at desc, id desc);
create index lottery_tickets_order on lottery_tickets (order_id);
create index lottery_tickets_winners on lottery_tickets (merchant_id, settled_at desc) where win_minor > 0;

-- What a draw may owe per exposure key (a number), per currency; a bet that would pass the
-- game's cap is refused. Updated in the order's transaction, so racing bets queue on the row.
create table lottery_exposure (
  draw_id bigint not null references lottery_draws(id) on delete restrict,
  currency text not null,
  exposure_key text not null,
  liability_minor bigint not null check (liability_minor >= 0),
  primary key (draw_id, currency, exposure_key)
);

-- What each settlement version of a draw paid (or took back) per player: the ledger transfer and
-- the shortfall a clawback could not recover. Written with the money, so a rerun skips it.
create table lottery_payouts (
  draw_id bigint not null references lottery_draws(id) on delete restrict,
  account_id bigint not null,
  currency text not null,
  version integer not null,
  win_minor bigint not null check (win_minor >= 0),
  moved_minor bigint not null,
  short_minor bigint not null default 0 check (short_minor >= 0),
  transfer_id bigint,
  created_at timestamptz not null,
  primary key (draw_id, account_id, currency, version)
);

-- Two-person actions on a draw (staff): an official result (typed or imported) or a void, proposed
-- by one staff member and approved or rejected by another.
create table lottery_draw_actions (
  id bigint generated always as identity primary key,
  draw_id bigint not null references lottery_draws(id) on delete restrict,
  kind text not null check (kind in ('result', 'void')),
  numbers text[],
  reason text check (reason is null or length(reason) <= 500),
  source text not null default 'manual' check (length(source) <= 120),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  proposed_by bigint not null references staff(id),
  proposed_at timestamptz not null,
  decided_by bigint references staff(id),
  decided_at timestamptz,
  check ((kind = 'result') = (numbers is not null))
);
create unique index lottery_draw_actions_one_pending on lottery_draw_actions (draw_id) where status = 'pending';

-- The betting record reads every kind of round through this view: the seamless wallet's rounds
-- and the lottery's tickets (round id T<ticket id>), so one page, one filter and one total.
create view betting_rounds as
  select merchant_id, vendor_code, round_id, account_id, game_code, game_type, currency, stake_minor, win_minor, status,
         started_at, settled_at
    from game_rounds
  union all
  select merchant_id, vendor_code, 'T' || id::text, account_id, game_code, game_type, currency,
         case when status = 'void' then 0 else stake_minor end, win_minor,
         case status when 'open' then 'open' when 'void' then 'cancelled' else 'settled' end, created_at, settled_at
    from lottery_tickets;
