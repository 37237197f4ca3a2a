-- Content operators write: help centre, announcements. HTML is sanitised before it is stored.
create table help_categories (
  id bigint generated always as identity primary key,
  merchant_id bigint not null references merchants(id) on delete cascade,
  slug text not null,
  titles jsonb not null,
  sort smallint not null default 0,
  unique (merchant_id, slug)
);

create table help_articles (
  id bigint generated always as identity primary key,
  category_id bigint not null references help_categories(id) on delete cascade,
  slug text not null,
  language text not null,
  title text not null,
  content_html text not null,
  sort smallint not null default 0,
  unique (category_id, slug, language)
);

create table announcements (
  id bigint generated always as identity primary key,
  merchant_id bigint not null references merchants(id) on delete cascade,
  type text not null check (type in ('B', 'PL', 'PU', 'PR', 'H')),
  language text not null,
  slug text not null,
  title text not null,
  content_html text not null,
  published_at timestamptz not null,
  expires_at timestamptz,
  unique (merchant_id, slug, language)
);
create index announcements_listing on announcements (merchant_id, type, language, published_at desc);

-- The game vendor catalogue as the header navigation reads it; games come with the games work.
create table game_vendors (
  merchant_id bigint not null references merchants(id) on delete cascade,
  vendor_code text not null,
  vassalage text not null,
  display_name text not null,
  game_type text not null check (game_type in ('RNG', 'BINGO', 'LIVE', 'COCKFIGHT', 'SPORTS', 'FISH', 'PVP', 'ESPORTS', 'ELOTT', 'LOTT')),
  is_hot boolean not null default false,
  logo_url text not null,
  account_type_id integer not null default 1,
  is_game text not null default 'GAME' check (is_game in ('VASSALAGE', 'GAME')),
  maintenance boolean not null default false,
  enabled boolean not null default true,
  sort smallint not null default 0,
  primary key (merchant_id, vendor_code)
);
