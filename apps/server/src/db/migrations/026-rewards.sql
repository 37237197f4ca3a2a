-- Promotions, the reward centre and bonus wagering (decision 030).

-- A brand's promotions: what the promotions page lists and what the automatic rules pay from.
-- kind: apply (the player applies with a comment and images, staff issue the bonus), first_deposit
-- (a share of the first credited deposit), rebate (a share of valid bets per game type, daily),
-- checkin (a daily check-in, streak amounts), raffle (a draw from weighted prizes), info (nothing
-- to join: an article with a link).
create table promotions (
  id bigint generated always as identity primary key,
  merchant_id bigint not null references merchants(id) on delete restrict,
  kind text not null check (kind in ('apply', 'first_deposit', 'rebate', 'checkin', 'raffle', 'info')),
  category text not null check (category ~ '^[a-z0-9_-]{1,30}$'),
  title text not null check (length(title) between 1 and 120),
  summary text not null default '' check (length(summary) <= 300),
  -- Sanitised HTML (rules, terms).
  content text not null default '',
  image_url text,
  -- The kind's settings (contracts: promotionRules), validated by the server on write.
  rules jsonb not null default '{}',
  -- Turnover asked of a bonus this promotion pays, in basis points of the bonus (10000 = 1x).
  wagering_bp integer not null default 0 check (wagering_bp between 0 and 1000000),
  starts_at timestamptz not null,
  ends_at timestamptz,
  -- draft: staff only; live: listed and running (within its dates); closed: ended by staff.
  status text not null default 'draft' check (status in ('draft', 'live', 'closed')),
  sort integer not null default 0,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  check (ends_at is null or ends_at > starts_at)
);
create index promotions_listed on promotions (merchant_id, status, starts_at desc);

-- A player's application to an `apply` promotion: comment (140 characters) and up to 3 images.
create table promotion_applications (
  id bigint generated always as identity primary key,
  merchant_id bigint not null,
  promotion_id bigint not null references promotions(id) on delete restrict,
  account_id bigint not null references accounts(id) on delete restrict,
  comment text not null default '' check (length(comment) <= 140),
  image_ids uuid[] not null default '{}' check (cardinality(image_ids) <= 3),
  status text not null default 'applying' check (status in ('applying', 'issued', 'rejected')),
  amount_minor bigint check (amount_minor > 0),
  reason text check (length(reason) <= 300),
  reviewed_by bigint,
  created_at timestamptz not null,
  reviewed_at timestamptz
);
-- One pending or issued application per promotion and player; after a rejection one may apply again.
create unique index promotion_applications_one on promotion_applications (promotion_id, account_id) where status <> 'rejected';
create index promotion_applications_queue on promotion_applications (merchant_id, status, created_at);

-- The reward centre: every bonus a player may claim, from any source, under a deterministic key
-- (`first-deposit:<promotion>:<account>`, `rebate:<promotion>:<day>:<account>`) so a rule that runs
-- twice offers it once.
create table player_rewards (
  id bigint generated always as identity primary key,
  merchant_id bigint not null,
  account_id bigint not null references accounts(id) on delete restrict,
  reward_key text not null check (length(reward_key) between 1 and 160),
  source text not null check (source in ('promotion', 'first_deposit', 'rebate', 'checkin', 'raffle', 'vip', 'mission', 'referral')),
  promotion_id bigint references promotions(id) on delete restrict,
  -- What the player reads under the source's name (a promotion's title, a VIP level, a mission).
  detail text not null default '' check (length(detail) <= 200),
  currency text not null,
  amount_minor bigint not null check (amount_minor > 0),
  ledger_code text not null check (ledger_code in ('bonus', 'rebate')),
  wagering_bp integer not null default 0 check (wagering_bp between 0 and 1000000),
  status text not null default 'claimable' check (status in ('claimable', 'claimed', 'expired')),
  expires_at timestamptz,
  created_at timestamptz not null,
  claimed_at timestamptz,
  transfer_id bigint,
  unique (merchant_id, reward_key)
);
create index player_rewards_account on player_rewards (account_id, status, created_at desc);
create index player_rewards_expiring on player_rewards (expires_at) where status = 'claimable';

-- A claimed bonus's turnover requirement. Requirements granted while others are open join their
-- chain: valid bets settled since the chain started, less what its met requirements took, fill
-- the open ones oldest first. A grant that finds none open starts a new chain. While one is open
-- the player cannot withdraw or send money to the upline (decision 030).
create table bonus_wagering (
  id bigint generated always as identity primary key,
  merchant_id bigint not null,
  account_id bigint not null references accounts(id) on delete restrict,
  reward_id bigint not null unique references player_rewards(id) on delete restrict,
  currency text not null,
  bonus_minor bigint not null check (bonus_minor > 0),
  required_minor bigint not null check (required_minor > 0),
  -- Valid bets counted toward this requirement when it closed (met or waived).
  counted_minor bigint not null default 0,
  status text not null default 'open' check (status in ('open', 'met', 'waived')),
  started_at timestamptz not null,
  chain_started_at timestamptz not null,
  closed_at timestamptz,
  closed_by bigint
);
create index bonus_wagering_open on bonus_wagering (account_id, started_at, id) where status = 'open';

-- A player's daily entry to a check-in (the streak's day) or a raffle (the prize drawn, 0 for
-- none): one a player a promotion a GMT+8 day, which is what makes both once a day.
create table promotion_entries (
  merchant_id bigint not null,
  promotion_id bigint not null references promotions(id) on delete restrict,
  account_id bigint not null references accounts(id) on delete restrict,
  day date not null,
  streak integer not null default 1 check (streak >= 1),
  prize_minor bigint not null default 0 check (prize_minor >= 0),
  reward_id bigint references player_rewards(id),
  created_at timestamptz not null,
  primary key (promotion_id, account_id, day)
);

-- How far each brand's first-deposit rule has looked at credited deposits (the sweep's cursor).
create table promotion_sweeps (
  merchant_id bigint not null,
  rule text not null,
  until timestamptz not null,
  primary key (merchant_id, rule)
);
