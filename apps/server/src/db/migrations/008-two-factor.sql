-- Two-factor login from a new IP and the authenticator (SPEC.md section 4, decision 014).

-- Addresses each account has logged in from. The registration address (accounts.register_ip)
-- counts as used too; every successful login adds or refreshes its address here.
create table account_ips (
  account_id bigint not null references accounts(id) on delete cascade,
  ip text not null,
  first_seen_at timestamptz not null,
  last_seen_at timestamptz not null,
  primary key (account_id, ip)
);

-- Accounts that logged in before this table existed keep the addresses of their sessions.
insert into account_ips (account_id, ip, first_seen_at, last_seen_at)
  select account_id, ip, min(created_at), max(created_at) from sessions where ip is not null group by account_id, ip
  on conflict do nothing;

-- One authenticator (TOTP) per account. The secret is sealed with AES-256-GCM under a key derived
-- from APP_SECRET and bound to the account id, so a copy of the database alone cannot make codes.
-- confirmed_at is null while a binding waits for its first code; last_used_step is the newest
-- 30-second step whose code was accepted, so no code is accepted twice.
create table authenticators (
  account_id bigint primary key references accounts(id) on delete cascade,
  merchant_id bigint not null references merchants(id) on delete cascade,
  sealed_secret text not null,
  confirmed_at timestamptz,
  last_used_step bigint,
  created_at timestamptz not null
);

-- A login held for its second factor. Only a hash of the challenge id is kept (the id is a bearer
-- secret for the second step); a challenge is single use, expires, is bound to the brand and the
-- address that passed the first factor, and dies after a few tries.
create table two_factor_challenges (
  id bigint generated always as identity primary key,
  id_hash text not null unique,
  merchant_id bigint not null references merchants(id) on delete cascade,
  account_id bigint not null references accounts(id) on delete cascade,
  ip text not null,
  -- How the first factor was passed (username, google ...), for the login record.
  login_method text not null,
  -- The second factors offered when the challenge was made.
  methods text[] not null,
  -- A password change the first factor found due (weak or expired typed password).
  must_change_password boolean not null default false,
  -- Answers tried so far, right or wrong; at the service's maximum the challenge is dead.
  attempts smallint not null default 0,
  expires_at timestamptz not null,
  consumed_at timestamptz,
  created_at timestamptz not null
);
create index two_factor_challenges_account on two_factor_challenges (account_id, created_at desc);
create index two_factor_challenges_created_at on two_factor_challenges (created_at);

-- SMS codes may now prove the second factor of a login.
alter table verification_codes drop constraint if exists verification_codes_purpose_check;
alter table verification_codes add constraint verification_codes_purpose_check
  check (purpose in ('login', 'register', 'reset', 'two-factor'));
