-- SMS verification codes and the record of every SMS sent (SPEC.md sections 4, 8 and 9).
-- Every SMS, whichever provider carries it, with its fate: 'stored' stays here for the operator
-- (no provider configured), 'sent' the provider accepted it, 'failed' it did not.
create table sms_outbox (
  id bigint generated always as identity primary key,
  merchant_id bigint not null references merchants(id) on delete cascade,
  -- E.164, e.g. +639171234567.
  phone text not null,
  body text not null,
  purpose text not null,
  provider text not null,
  status text not null check (status in ('stored', 'sent', 'failed')),
  provider_reply text,
  created_at timestamptz not null
);
create index sms_outbox_created_at on sms_outbox (merchant_id, created_at desc);

-- Codes sent to a destination for one purpose. Only the newest row of a destination and purpose
-- counts; the rows of the last hour also count the requests for the hourly limit.
create table verification_codes (
  id bigint generated always as identity primary key,
  merchant_id bigint not null references merchants(id) on delete cascade,
  channel text not null check (channel in ('sms')),
  -- E.164.
  destination text not null,
  purpose text not null check (purpose in ('login', 'register', 'reset')),
  -- HMAC-SHA256 of the code under a key derived from the app secret; never the code.
  code_hash text not null,
  -- Wrong answers so far; at the service's maximum the code is dead.
  attempts smallint not null default 0,
  expires_at timestamptz not null,
  consumed_at timestamptz,
  created_at timestamptz not null
);
create index verification_codes_destination on verification_codes (merchant_id, destination, created_at desc);

-- Destinations locked after too many code requests (the 5-minute too-many-requests lock).
create table sms_locks (
  merchant_id bigint not null references merchants(id) on delete cascade,
  destination text not null,
  locked_until timestamptz not null,
  primary key (merchant_id, destination)
);
