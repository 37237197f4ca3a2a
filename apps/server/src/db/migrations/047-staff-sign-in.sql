-- Staff sign-in without a lock strangers can use (decision 060). Failures are counted per typed
-- name, whether or not a staff member has it, and per address, in windows of 15 minutes; neither
-- count locks anyone out. A name or an address with failures has its tries' authenticator code
-- checked first (a wrong code costs no password check); an address with many failures answers 429
-- to every try whose code is wrong. staff.failed_logins and staff.locked_until are no longer used.
create table staff_login_names (
  -- The typed name as the contract leaves it (trimmed, lower case, at most 32 characters).
  name_key text primary key check (length(name_key) between 1 and 32),
  failures integer not null check (failures > 0),
  window_started_at timestamptz not null,
  last_failure_at timestamptz not null,
  -- When the staff member of this name was last told of the failures (once per window).
  notified_at timestamptz
);

create table staff_login_addresses (
  ip text primary key,
  failures integer not null check (failures > 0),
  window_started_at timestamptz not null,
  last_failure_at timestamptz not null
);

-- What the console tells one staff member when they next sign in (their name being guessed): the
-- staff members' outbox, shown on every page of the console until read. Kept after it is read.
create table staff_notices (
  id bigint generated always as identity primary key,
  staff_id bigint not null references staff(id),
  kind text not null check (kind in ('sign_in_failures')),
  detail jsonb not null,
  created_at timestamptz not null,
  read_at timestamptz
);
create index staff_notices_unread on staff_notices (staff_id, id desc) where read_at is null;

