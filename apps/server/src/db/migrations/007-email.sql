-- E-mail: the record of every message sent, password-reset links and e-mailed codes (SPEC.md
-- sections 3, 4, 7 and 9; decision 012).

-- Every e-mail, whichever provider carries it, with its fate: 'stored' stays here for the operator
-- (no SMTP server configured), 'pending' is being handed to the SMTP server, 'sent' it accepted the
-- message, 'failed' it did not (provider_reply says why).
create table email_outbox (
  id bigint generated always as identity primary key,
  merchant_id bigint not null references merchants(id) on delete cascade,
  account_id bigint references accounts(id) on delete set null,
  recipient text not null,
  -- 'password-reset', 'two-factor', ...
  kind text not null,
  subject text not null,
  body_text text not null,
  body_html text not null,
  provider text not null,
  status text not null check (status in ('stored', 'pending', 'sent', 'failed')),
  provider_reply text,
  created_at timestamptz not null,
  sent_at timestamptz
);
create index email_outbox_created_at on email_outbox (merchant_id, created_at desc);
create index email_outbox_recipient on email_outbox (lower(recipient), created_at desc);

-- Every request for a reset link, matched or not: the rows of the last hour count the requests per
-- typed username and per IP for the throttles, so a name without an account is throttled alike.
-- A request whose username and e-mail matched an account also holds the link's token.
create table password_reset_requests (
  id bigint generated always as identity primary key,
  merchant_id bigint not null references merchants(id) on delete cascade,
  -- The typed username, lower-cased.
  username_key text not null,
  ip text not null,
  account_id bigint references accounts(id) on delete cascade,
  -- SHA-256 HMAC of the link's token under a key derived from the app secret; never the token.
  token_hash text unique,
  expires_at timestamptz,
  -- Set when the link was used, or replaced by a newer one, or another reset of the account succeeded.
  closed_at timestamptz,
  created_at timestamptz not null,
  check ((account_id is null) = (token_hash is null) and (token_hash is null) = (expires_at is null))
);
create index password_reset_requests_username on password_reset_requests (merchant_id, username_key, created_at desc);
create index password_reset_requests_ip on password_reset_requests (merchant_id, ip, created_at desc);
create index password_reset_requests_open on password_reset_requests (account_id) where closed_at is null and account_id is not null;
create index password_reset_requests_created_at on password_reset_requests (created_at);

-- Codes e-mailed to an account for one purpose. Only the newest row of an account and purpose
-- counts; the rows of the last hour also count the sends for the hourly limit.
create table email_codes (
  id bigint generated always as identity primary key,
  merchant_id bigint not null references merchants(id) on delete cascade,
  account_id bigint not null references accounts(id) on delete cascade,
  purpose text not null check (purpose in ('two-factor')),
  -- SHA-256 HMAC of the code under a key derived from the app secret; never the code.
  code_hash text not null,
  -- Wrong answers so far; at the service's maximum the code is dead.
  attempts smallint not null default 0,
  expires_at timestamptz not null,
  consumed_at timestamptz,
  created_at timestamptz not null
);
create index email_codes_account on email_codes (account_id, purpose, created_at desc);
create index email_codes_created_at on email_codes (created_at);

-- What is locked for a while after too many e-mail requests: 'reset:<username>' for reset links,
-- 'code:<account id>:<purpose>' for e-mailed codes (the 5-minute too-many-requests lock).
create table email_locks (
  merchant_id bigint not null references merchants(id) on delete cascade,
  subject text not null,
  locked_until timestamptz not null,
  primary key (merchant_id, subject)
);

-- Minutes a reset link stays good, per brand.
alter table merchants add column email_reset_minutes integer not null default 30 check (email_reset_minutes between 5 and 1440);
