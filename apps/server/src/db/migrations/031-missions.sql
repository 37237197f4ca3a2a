-- Missions and the mission leaderboard (decision 035).

-- A brand's missions: a goal to reach within a period (a GMT+8 day, a week from Monday, or once
-- between two dates), paid through the reward centre (player_rewards, source 'mission').
-- goal_kind: valid_bet (valid bets of at least goal_target minor units, optionally of one game
-- type), settled_bets (at least goal_target settled bets, optionally of one game type), deposit
-- (credited deposits of at least goal_target minor units). period and goal_kind never change after
-- creation, so a mission's claims always mean the same thing.
create table missions (
  id bigint generated always as identity primary key,
  merchant_id bigint not null references merchants(id) on delete restrict,
  -- The brand's own name for it (seeds and operators find it by this).
  code text not null check (code ~ '^[a-z0-9][a-z0-9_-]{1,39}$'),
  -- Title per shipped language ({"EN": "...", "TY": "..."}); EN required, the site falls back to it.
  titles jsonb not null check (jsonb_typeof(titles) = 'object' and titles ? 'EN'),
  period text not null check (period in ('daily', 'weekly', 'once')),
  starts_at timestamptz not null,
  ends_at timestamptz,
  goal_kind text not null check (goal_kind in ('valid_bet', 'settled_bets', 'deposit')),
  goal_target bigint not null check (goal_target > 0 and goal_target <= 1000000000000000),
  game_type text check (game_type ~ '^[A-Z]{2,12}$'),
  reward_minor bigint not null check (reward_minor > 0 and reward_minor <= 1000000000000),
  -- Turnover asked of the reward, in basis points of it (10000 = 1x), as player_rewards.wagering_bp.
  wagering_bp integer not null default 0 check (wagering_bp between 0 and 1000000),
  -- The mission whose progress ranks the member centre's leaderboard (one enabled per brand).
  leaderboard boolean not null default false,
  enabled boolean not null default false,
  sort integer not null default 0 check (sort between -10000 and 10000),
  created_at timestamptz not null,
  updated_at timestamptz not null,
  check (period <> 'once' or ends_at is not null),
  check (ends_at is null or ends_at > starts_at),
  check (game_type is null or goal_kind <> 'deposit')
);
create unique index missions_code on missions (merchant_id, code);
create unique index missions_one_leaderboard on missions (merchant_id) where leaderboard and enabled;
create index missions_listed on missions (merchant_id, enabled, sort, id);

-- A player's claim of a mission in one period: at most one (the primary key), written in the
-- transaction that offers the reward under `mission:<mission>:<period>:<account>`.
create table mission_claims (
  merchant_id bigint not null references merchants(id) on delete restrict,
  mission_id bigint not null references missions(id) on delete restrict,
  -- D:2026-11-22, W:2026-11-16 (lib/periods.ts) or once.
  period_key text not null check (length(period_key) between 4 and 20),
  account_id bigint not null references accounts(id) on delete restrict,
  -- The progress the server counted when the claim was accepted (at least the target then).
  progress bigint not null check (progress > 0),
  reward_id bigint not null references player_rewards(id) on delete restrict,
  claimed_at timestamptz not null,
  primary key (mission_id, period_key, account_id)
);
create index mission_claims_recent on mission_claims (mission_id, claimed_at desc);
create index mission_claims_account on mission_claims (account_id, claimed_at desc);
