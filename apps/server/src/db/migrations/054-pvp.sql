-- PVP card rooms (decision 059): Pusoy Dos and Tongits, player against player; the house takes a
-- fee (rake) per hand and is never a side. A room is a game of the house vendor BTPVP (games.room_id
-- is its code); its stake, rake and scoring are here. Tables are made on demand per room and ledger
-- currency (XTS for trial accounts), seats are who sits now, hands are the deals with their state
-- (JSON, versioned: a move is a conditional update of one version to the next), moves the history.
-- Money moves only through the ledger (holds at the deal, stakes and payouts at the end).

create table pvp_rooms (
  merchant_id bigint not null references merchants(id) on delete restrict,
  -- The game code of the room in the catalogue (vendor BTPVP); also its room id in GLS2_roomList.
  room_code text not null check (room_code ~ '^[A-Za-z0-9_.-]{1,64}$'),
  game text not null check (game in ('pusoy-dos', 'tongits')),
  -- The stake unit in minor units of the table's currency (the same figure for XTS tables).
  unit_minor bigint not null check (unit_minor > 0 and unit_minor <= 100000000000),
  -- The house fee: ten-thousandths of each winner's gain, at most rake_cap_minor a hand when set.
  rake_x10k integer not null check (rake_x10k between 0 and 2000),
  rake_cap_minor bigint check (rake_cap_minor is null or rake_cap_minor >= 0),
  -- The game's scoring data apart from the unit (Pusoy Dos multipliers, Tongits units); checked by the game.
  scoring jsonb not null,
  turn_seconds integer not null check (turn_seconds between 5 and 120),
  status text not null default 'open' check (status in ('open', 'closed')),
  updated_at timestamptz not null,
  primary key (merchant_id, room_code)
);

create table pvp_tables (
  id bigint generated always as identity primary key,
  merchant_id bigint not null references merchants(id) on delete restrict,
  room_code text not null,
  currency text not null,
  seats integer not null check (seats between 2 and 6),
  -- The seat that deals next (Tongits: by custom the last winner).
  dealer integer not null default 0,
  hand_seq integer not null default 0,
  created_at timestamptz not null,
  foreign key (merchant_id, room_code) references pvp_rooms (merchant_id, room_code) on delete restrict
);
create index pvp_tables_room on pvp_tables (merchant_id, room_code, currency, id);

-- Who sits now. One seat per account at a time; the row goes when the player leaves (the hands keep
-- who sat). present_until is renewed by the player's open live stream: past it the seat is away and
-- its turns are played automatically after a short grace.
create table pvp_seats (
  table_id bigint not null references pvp_tables(id) on delete restrict,
  seat integer not null check (seat >= 0),
  merchant_id bigint not null,
  account_id bigint not null references accounts(id) on delete restrict,
  username text not null,
  ip text,
  device text,
  login_session_id bigint,
  login_started_at timestamptz,
  status text not null default 'seated' check (status in ('seated', 'leaving')),
  sat_at timestamptz not null,
  present_until timestamptz not null,
  primary key (table_id, seat)
);
create unique index pvp_seats_one_per_account on pvp_seats (account_id);

create table pvp_hands (
  id bigint generated always as identity primary key,
  merchant_id bigint not null references merchants(id) on delete restrict,
  table_id bigint not null references pvp_tables(id) on delete restrict,
  room_code text not null,
  game text not null,
  currency text not null,
  seq integer not null,
  -- shuffled: the seed is drawn and its hash published, the deal is due; playing; settled; cancelled
  -- (nobody was dealt: a seat emptied or a hold was refused before the deal).
  status text not null check (status in ('shuffled', 'playing', 'settled', 'cancelled')),
  -- The room's settings copied at the shuffle (unit, rake, scoring, turn time, the hold per seat).
  settings jsonb not null,
  -- Per seat at the deal: account, masked name, address, device, ledger wallet and hold.
  players jsonb not null default '[]',
  context text not null,
  seed_sealed text not null,
  seed_hash text not null,
  seed text,
  dealer integer not null default 0,
  state jsonb,
  version integer not null default 0,
  to_act integer,
  turn_deadline timestamptz,
  result jsonb,
  rake_minor bigint,
  created_at timestamptz not null,
  deal_at timestamptz not null,
  dealt_at timestamptz,
  ended_at timestamptz,
  unique (table_id, seq)
);
create index pvp_hands_due on pvp_hands (turn_deadline) where status = 'playing';
create index pvp_hands_by_brand on pvp_hands (merchant_id, id desc);

-- Every move of a hand in order (n = the version it made): the hand history and its replay.
create table pvp_moves (
  hand_id bigint not null references pvp_hands(id) on delete restrict,
  n integer not null,
  seat integer not null,
  move jsonb not null,
  -- null: the player's own move; timeout, away (disconnected) or left: played automatically.
  auto text check (auto is null or auto in ('timeout', 'away', 'left')),
  at timestamptz not null,
  primary key (hand_id, n)
);

-- One row per player of a settled hand (the history, the desk and the collusion report read these):
-- the net after the house fee, the fee, the units paid or won.
create table pvp_hand_players (
  hand_id bigint not null references pvp_hands(id) on delete restrict,
  seat integer not null,
  merchant_id bigint not null,
  account_id bigint not null references accounts(id) on delete restrict,
  currency text not null,
  room_code text not null,
  ip text,
  device text,
  net_minor bigint not null,
  rake_minor bigint not null,
  units integer not null,
  won boolean not null,
  ended_at timestamptz not null,
  primary key (hand_id, seat)
);
create index pvp_hand_players_account on pvp_hand_players (account_id, ended_at desc);
create index pvp_hand_players_brand on pvp_hand_players (merchant_id, ended_at);
