-- The cockfight arena (decision 056): a brand's game categories that are off for visitors from
-- some countries, the arena's events of numbered fights, and corrections of a declared result
-- under four eyes. The fights themselves are rounds of the round engine (decision 053).

-- Per game category, the ISO countries whose visitors neither see nor play it (by GeoIP; `ZZ`
-- stands for visitors whose country is not known). E-sabong is suspended in the Philippines
-- (DOMAIN.md section 3), so every brand starts with cockfights off for Philippine visitors.
alter table merchants add column game_types_off_by_country jsonb not null default '{"COCKFIGHT": ["PH"]}'::jsonb
  check (jsonb_typeof(game_types_off_by_country) = 'object');

-- An event of an arena (a round table of kind sabong): its title, venue and stream, and the rules
-- (plasada, draw odds, lopsided-pool cancel) fixed for all its fights when it started.
create table arena_events (
  id bigint generated always as identity primary key,
  merchant_id bigint not null references merchants(id) on delete restrict,
  table_id bigint not null references round_tables(id) on delete restrict,
  title text not null check (length(title) between 1 and 80),
  venue text not null default '' check (length(venue) <= 80),
  -- The HLS address the arena page plays (an .m3u8); empty shows a placeholder.
  stream_url text not null default '' check (length(stream_url) <= 500),
  rules jsonb not null,
  -- The table's round number before the event's first fight: fight n of the event is round seq_base + n.
  seq_base bigint not null check (seq_base >= 0),
  status text not null check (status in ('live', 'ended')),
  started_at timestamptz not null,
  ended_at timestamptz,
  created_by bigint references staff(id)
);
-- One live event per arena at a time.
create unique index arena_events_live on arena_events (table_id) where status = 'live';
create index arena_events_by_table on arena_events (table_id, id desc);

-- A fight of an event: its round and the two cocks as the card names them.
create table arena_fights (
  round_id bigint primary key references rounds(id) on delete restrict,
  event_id bigint not null references arena_events(id) on delete restrict,
  fight_no integer not null check (fight_no > 0),
  -- { "name": ..., "detail": ... } of the Meron (red) and Wala (blue) corners.
  meron jsonb not null,
  wala jsonb not null,
  unique (event_id, fight_no)
);

-- A correction of a fight's declared result: proposed by one staff member, approved by another;
-- the approval writes a new result version that the engine settles again (payouts and claw-backs).
create table arena_corrections (
  id bigint generated always as identity primary key,
  merchant_id bigint not null references merchants(id) on delete restrict,
  round_id bigint not null references rounds(id) on delete restrict,
  -- The result version the proposal corrects: approving it once the round moved on is refused.
  from_version integer not null,
  result text not null check (result in ('meron', 'wala', 'draw', 'cancelled')),
  -- Why the fight is cancelled, when the correction cancels it (the fight's void reason).
  cancel_reason text check ((cancel_reason is null) = (result <> 'cancelled')),
  reason text not null check (length(reason) between 1 and 500),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  proposed_by bigint not null references staff(id),
  proposed_at timestamptz not null,
  decided_by bigint references staff(id),
  decided_at timestamptz,
  decision_reason text check (decision_reason is null or length(decision_reason) <= 500),
  -- The result version the approval wrote.
  applied_version integer
);
create unique index arena_corrections_pending on arena_corrections (round_id) where status = 'pending';
create index arena_corrections_by_round on arena_corrections (round_id, id desc);
