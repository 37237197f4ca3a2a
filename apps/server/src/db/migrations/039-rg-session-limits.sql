-- Responsible gaming, session time (decision 037): a player's limit on one login session's length,
-- the reality-check interval, and the refused-login break after a session ended at its limit.

-- One row per account that set any of them. limit_minutes is the session limit in force (null:
-- none); a raise or removal waits 24 hours: pending_from says when pending_minutes (null: removal)
-- takes over, and readers apply it once that instant has passed (the next change writes it down).
-- break_until: a new login is refused before it (set when a session is ended at its limit).
create table rg_session_rules (
  account_id bigint primary key references accounts(id) on delete restrict,
  merchant_id bigint not null references merchants(id) on delete restrict,
  limit_minutes integer check (limit_minutes between 30 and 1440),
  pending_minutes integer check (pending_minutes between 30 and 1440),
  pending_from timestamptz,
  reality_check_minutes integer check (reality_check_minutes in (15, 30, 60)),
  break_until timestamptz,
  updated_at timestamptz not null,
  check (pending_from is not null or pending_minutes is null)
);

-- The last reality check a login session acknowledged ("continue"): the next one is the first
-- interval boundary after it, counted from the session's start, so a reload resets nothing.
create table rg_reality_checks (
  session_id bigint primary key references sessions(id) on delete cascade,
  seen_at timestamptz not null
);
