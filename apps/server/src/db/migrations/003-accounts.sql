-- Player and agent accounts, their sessions, and the append-only audit log.
create table accounts (
  id bigint generated always as identity primary key,
  merchant_id bigint not null references merchants(id) on delete restrict,
  username text not null check (length(username) between 1 and 64),
  password_hash text,
  -- 0 member; 1, 2, 41, 42 agents; 4 trial (free play).
  account_type smallint not null default 0,
  -- Accounts that may not enter the member site (member_no_enter), e.g. pure agent desks.
  member_site boolean not null default true,
  upline_id bigint references accounts(id),
  nickname text,
  mobile_dialing_code text,
  mobile_number text,
  email text,
  profile jsonb not null default '{}',
  affiliate_code text,
  referral_code text,
  register_method text not null default 'WEB',
  register_url text,
  register_ip text,
  language text not null default 'TY',
  password_changed_at timestamptz,
  must_change_password boolean not null default false,
  last_login_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((mobile_number is null) = (mobile_dialing_code is null))
);
create unique index accounts_username on accounts (merchant_id, lower(username));
create unique index accounts_mobile on accounts (merchant_id, mobile_dialing_code, mobile_number) where mobile_number is not null;
create unique index accounts_invite_code on accounts (merchant_id, affiliate_code) where affiliate_code is not null;

create table sessions (
  id bigint generated always as identity primary key,
  token_hash text not null unique,
  account_id bigint not null references accounts(id) on delete cascade,
  merchant_id bigint not null references merchants(id) on delete cascade,
  created_at timestamptz not null,
  last_seen_at timestamptz not null,
  expires_at timestamptz not null,
  revoked_at timestamptz,
  ip text,
  user_agent text
);
create index sessions_account on sessions (account_id) where revoked_at is null;

-- Failed logins per typed username (existing or not, so a lock reveals nothing about existence).
create table login_failures (
  merchant_id bigint not null references merchants(id) on delete cascade,
  username_key text not null,
  failures smallint not null default 0,
  captcha_required boolean not null default false,
  locked_until timestamptz,
  updated_at timestamptz not null,
  primary key (merchant_id, username_key)
);

-- Every significant account event, never updated or deleted.
create table audit_log (
  id bigint generated always as identity primary key,
  merchant_id bigint references merchants(id) on delete set null,
  account_id bigint references accounts(id) on delete set null,
  actor text not null,
  action text not null,
  ip text,
  before jsonb,
  after jsonb,
  at timestamptz not null
);
create index audit_log_account on audit_log (account_id, at desc);

-- Brand rules for sessions and sign-in, with the defaults an operator starts from.
alter table merchants add column session_idle_minutes integer not null default 120 check (session_idle_minutes between 5 and 10080);
alter table merchants add column session_max_hours integer not null default 72 check (session_max_hours between 1 and 2160);
alter table merchants add column login_lock_failures smallint not null default 5 check (login_lock_failures between 3 and 20);
alter table merchants add column login_lock_minutes integer not null default 15 check (login_lock_minutes between 1 and 1440);
alter table merchants add column password_max_age_days integer not null default 90 check (password_max_age_days between 0 and 3650);
alter table merchants add column weak_passwords text[] not null default '{123456,12345678,111111,000000,123123,password,qwerty,abc123}';
alter table merchants add column trial_balance_minor bigint not null default 200000 check (trial_balance_minor >= 0);
