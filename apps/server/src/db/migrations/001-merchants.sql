-- Brands (merchants) and their configuration. Every brand-owned row carries merchant_id.
create table merchants (
  id bigint generated always as identity primary key,
  code text not null unique check (code ~ '^[a-z0-9][a-z0-9-]{1,31}$'),
  name text not null check (length(name) between 1 and 80),
  logo_url text not null,
  theme jsonb not null,
  languages text[] not null default '{TY,EN}',
  default_language text not null default 'TY',
  currency_code text not null default 'PHP',
  currency_symbol text not null default 'TLB',
  currency_minor_digits smallint not null default 2 check (currency_minor_digits between 0 and 4),
  legal_age smallint not null default 18 check (legal_age between 16 and 25),
  flags jsonb not null default '{}',
  social_links jsonb not null default '{}',
  affiliate_url text,
  about_text jsonb not null default '{}',
  system_status smallint not null default 0 check (system_status in (0, 1, 2)),
  blocked_countries text[] not null default '{}',
  blocked_ip_ranges text[] not null default '{}',
  dialing_countries text[] not null default '{PH}',
  game_cdn_hosts text[] not null default '{}',
  image_cdn_hosts text[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table merchant_domains (
  domain text primary key check (domain = lower(domain)),
  merchant_id bigint not null references merchants(id) on delete cascade,
  is_primary boolean not null default false
);
create index merchant_domains_merchant on merchant_domains (merchant_id);

create table merchant_resources (
  merchant_id bigint not null references merchants(id) on delete cascade,
  resource_type text not null check (resource_type in ('IOS', 'ANDROID', 'IOS_LITE')),
  url text not null,
  qr_code_url text not null,
  label_name_en text not null,
  sort smallint not null default 0,
  primary key (merchant_id, resource_type)
);

create table merchant_service_links (
  merchant_id bigint not null references merchants(id) on delete cascade,
  kind text not null check (kind in ('livechat', 'telegram', 'email', 'phone', 'whatsapp', 'viber')),
  label text not null,
  url text not null,
  sort smallint not null default 0,
  primary key (merchant_id, kind, url)
);

create table register_field_settings (
  merchant_id bigint not null references merchants(id) on delete cascade,
  field text not null,
  enabled boolean not null,
  required boolean not null,
  pattern_id text not null,
  min_length smallint not null check (min_length >= 0),
  max_length smallint not null check (max_length >= min_length and max_length > 0),
  primary key (merchant_id, field)
);
