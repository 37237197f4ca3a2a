-- Games (decision 022): the catalogue of games per brand, players' favourites and recent games,
-- game sessions opened by a launch, and the rounds the seamless wallet records for every vendor.
-- Money still moves only through the ledger (010); these tables describe play, not balances.

-- How a vendor is reached: its launch address (a template with {token}, {game}, {lang}, or a path
-- of ours for the house vendor) and the secret its wallet calls are signed with, sealed with the
-- app secret (lib/sealed-box.ts). A vendor without a secret cannot call the wallet API.
alter table game_vendors add column launch_url text not null default '';
alter table game_vendors add column wallet_secret_sealed text;
-- Whether the brand offers the vendor's category at all (a jurisdiction may forbid sabong, say)
-- is kept per brand in merchants.config; enabled and maintenance here are per vendor.

-- One row per game a brand offers. names holds the display name per language code (EN, TY ...);
-- display_name is the fallback. category is the vendor's own kind of game (slots, classic,
-- ways ...) that getVassGameType lists. room_id is set for PVP tables (GLS2_roomList).
create table games (
  merchant_id bigint not null,
  vendor_code text not null,
  game_code text not null check (game_code ~ '^[A-Za-z0-9_.-]{1,64}$'),
  display_name text not null check (length(display_name) between 1 and 100),
  names jsonb not null default '{}',
  game_type text not null check (game_type in ('RNG', 'BINGO', 'LIVE', 'COCKFIGHT', 'SPORTS', 'FISH', 'PVP', 'ESPORTS', 'ELOTT', 'LOTT')),
  category text not null default '' check (length(category) <= 32),
  icon_url text not null default '',
  is_hot boolean not null default false,
  is_new boolean not null default false,
  enabled boolean not null default true,
  maintenance boolean not null default false,
  room_id text,
  sort integer not null default 0,
  created_at timestamptz not null default now(),
  primary key (merchant_id, vendor_code, game_code),
  foreign key (merchant_id, vendor_code) references game_vendors (merchant_id, vendor_code) on delete cascade
);
create index games_by_type on games (merchant_id, game_type, sort);

create table favourite_games (
  account_id bigint not null references accounts(id) on delete cascade,
  merchant_id bigint not null,
  vendor_code text not null,
  game_code text not null,
  created_at timestamptz not null,
  primary key (account_id, vendor_code, game_code),
  foreign key (merchant_id, vendor_code, game_code) references games (merchant_id, vendor_code, game_code) on delete cascade
);

-- The last launch of each game by each account; the list shows the newest few.
create table recent_games (
  account_id bigint not null references accounts(id) on delete cascade,
  merchant_id bigint not null,
  vendor_code text not null,
  game_code text not null,
  played_at timestamptz not null,
  primary key (account_id, vendor_code, game_code),
  foreign key (merchant_id, vendor_code, game_code) references games (merchant_id, vendor_code, game_code) on delete cascade
);
create index recent_games_newest on recent_games (account_id, played_at desc);

-- A game session opened by a launch: the token the vendor's game carries (stored only as its
-- SHA-256), bound to one account, brand, vendor and game. Bets need a live session; wins and
-- rollbacks are accepted after it expired (DOMAIN.md section 5, rule 4).
create table game_sessions (
  id bigint generated always as identity primary key,
  token_hash bytea not null unique,
  merchant_id bigint not null references merchants(id) on delete restrict,
  account_id bigint not null references accounts(id) on delete restrict,
  vendor_code text not null,
  game_code text not null,
  currency text not null,
  language text not null default 'EN',
  created_at timestamptz not null,
  last_seen_at timestamptz not null,
  expires_at timestamptz not null
);
create index game_sessions_account on game_sessions (account_id, created_at desc);

-- One row per vendor round: what the seamless wallet took and paid for it. The betting record,
-- the winners board and personal profit read this; the ledger transfers are the money itself.
create table game_rounds (
  merchant_id bigint not null references merchants(id) on delete restrict,
  vendor_code text not null,
  round_id text not null check (length(round_id) between 1 and 100),
  account_id bigint not null references accounts(id) on delete restrict,
  game_code text not null,
  game_type text not null,
  currency text not null,
  stake_minor bigint not null default 0 check (stake_minor >= 0),
  win_minor bigint not null default 0 check (win_minor >= 0),
  -- open: stakes taken, not settled yet; settled: the vendor paid (or closed with no win),
  -- cancelled: every stake was rolled back.
  status text not null default 'open' check (status in ('open', 'settled', 'cancelled')),
  started_at timestamptz not null,
  settled_at timestamptz,
  primary key (merchant_id, vendor_code, round_id)
);
create index game_rounds_account on game_rounds (account_id, started_at desc);
create index game_rounds_winners on game_rounds (merchant_id, settled_at desc) where win_minor > 0;
