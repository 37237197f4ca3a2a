-- VIP levels (decision 033).
--
-- A brand's VIP settings: the qualifying period (the last `rolling_days` days, or the GMT+8
-- calendar month so far), whether a level asks for all of its thresholds or any one, and the
-- evaluation cursor: activity (settled bets, credited deposits) before scanned_until has been
-- looked at (null until the evaluation job first sees the brand's levels).
create table vip_settings (
  merchant_id bigint primary key references merchants(id) on delete restrict,
  period_kind text not null default 'rolling' check (period_kind in ('rolling', 'month')),
  rolling_days integer not null default 30 check (rolling_days between 1 and 365),
  match text not null default 'all' check (match in ('all', 'any')),
  scanned_until timestamptz,
  updated_at timestamptz not null
);

-- A brand's levels, 1 upwards (0, no row, is "no VIP level"). Thresholds are minor units of the
-- brand's currency over the qualifying period; 0 means the threshold is not asked. keep_* are the
-- lower figures that hold the level at the monthly pass. Bonuses are offered to the reward centre
-- with their wagering (basis points of the bonus, 10000 = 1x).
create table vip_levels (
  id bigint generated always as identity primary key,
  merchant_id bigint not null references merchants(id) on delete restrict,
  level integer not null check (level between 1 and 99),
  name text not null check (length(name) between 1 and 40),
  icon_url text not null default '' check (length(icon_url) <= 300),
  colour text not null check (colour ~ '^#[0-9a-fA-F]{6}$'),
  bet_minor bigint not null default 0 check (bet_minor >= 0),
  deposit_minor bigint not null default 0 check (deposit_minor >= 0),
  keep_bet_minor bigint not null default 0 check (keep_bet_minor >= 0 and keep_bet_minor <= bet_minor),
  keep_deposit_minor bigint not null default 0 check (keep_deposit_minor >= 0 and keep_deposit_minor <= deposit_minor),
  upgrade_bonus_minor bigint not null default 0 check (upgrade_bonus_minor >= 0),
  upgrade_wagering_bp integer not null default 0 check (upgrade_wagering_bp between 0 and 1000000),
  monthly_gift_minor bigint not null default 0 check (monthly_gift_minor >= 0),
  gift_wagering_bp integer not null default 0 check (gift_wagering_bp between 0 and 1000000),
  perks text not null default '' check (length(perks) <= 500),
  created_at timestamptz not null,
  updated_at timestamptz not null,
  unique (merchant_id, level),
  check (bet_minor > 0 or deposit_minor > 0)
);

-- A player's level. raised_at: when the level was last raised (upgrade or staff), which keeps it
-- through the monthly pass of that qualifying period; passed_month: the last monthly pass that
-- looked at the player (so a rerun of the pass changes nothing).
create table vip_players (
  account_id bigint primary key references accounts(id) on delete restrict,
  merchant_id bigint not null references merchants(id) on delete restrict,
  level integer not null default 0 check (level between 0 and 99),
  raised_at timestamptz,
  passed_month text,
  updated_at timestamptz not null
);
create index vip_players_levelled on vip_players (merchant_id, account_id) where level > 0;

-- Every level change, with the period's figures that decided it (staff changes name the staff
-- member and the reason).
create table vip_history (
  id bigint generated always as identity primary key,
  merchant_id bigint not null,
  account_id bigint not null references accounts(id) on delete restrict,
  from_level integer not null,
  to_level integer not null,
  reason text not null check (reason in ('upgrade', 'relegation', 'manual')),
  bet_minor bigint not null default 0,
  deposit_minor bigint not null default 0,
  staff_id bigint,
  note text not null default '' check (length(note) <= 300),
  created_at timestamptz not null,
  check (from_level <> to_level)
);
create index vip_history_account on vip_history (account_id, created_at desc, id desc);
