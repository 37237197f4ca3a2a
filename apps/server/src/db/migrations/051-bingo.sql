-- Bingo rooms (decision 057). Rooms, games and cards are the round engine's tables (rounds: a room
-- is a round_tables row of kind 'bingo', a game a rounds row, a card a round_bets row). Here only
-- what the engine does not hold: players' pre-buy orders (the same cards for each of the room's next
-- games, each game's cards bought through the engine when it opens, its money taken then).

create table bingo_prebuys (
  id bigint generated always as identity primary key,
  merchant_id bigint not null references merchants(id) on delete restrict,
  table_id bigint not null references round_tables(id) on delete restrict,
  account_id bigint not null references accounts(id) on delete restrict,
  -- The ledger currency of the game session it was ordered in (XTS for a trial account) and its game type.
  currency text not null,
  game_type text not null,
  cards integer not null check (cards between 1 and 60),
  games integer not null check (games between 1 and 50),
  -- One card's price when ordered: a game whose price differs is not bought and the order stops.
  price_minor bigint not null check (price_minor > 0),
  -- The first game (the room's round number) it buys for.
  from_seq bigint not null check (from_seq > 0),
  status text not null default 'active' check (status in ('active', 'done', 'stopped', 'cancelled')),
  stop_reason text,
  -- The player's key of the ordering call: the same key again answers this order.
  request_key text not null check (length(request_key) between 8 and 64),
  request_hash text not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  unique (account_id, request_key)
);
create index bingo_prebuys_active on bingo_prebuys (table_id, from_seq) where status = 'active';
create index bingo_prebuys_by_account on bingo_prebuys (account_id, table_id, id desc);

-- One row per order and game it reached: bought (its cards are the round's bets under the key
-- bingo-pb<order>-r<round>) or skipped (why), so a job run again never buys a game twice.
create table bingo_prebuy_games (
  prebuy_id bigint not null references bingo_prebuys(id) on delete restrict,
  round_id bigint not null references rounds(id) on delete restrict,
  outcome text not null check (outcome in ('placed', 'skipped')),
  reason text,
  created_at timestamptz not null,
  primary key (prebuy_id, round_id)
);
