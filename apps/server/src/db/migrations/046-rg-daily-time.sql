-- Responsible gaming, the daily play-time limit (decision 037 addendum): the most time the player's
-- login sessions may be open in one GMT+8 day, all devices together, in minutes (30 to 24 hours),
-- beside the one-session limit. Lowering applies at once; a raise or removal waits 24 hours, as for
-- the session limit (daily_pending_minutes null with daily_pending_from set: removal).
alter table rg_session_rules
  add column daily_minutes integer check (daily_minutes between 30 and 1440),
  add column daily_pending_minutes integer check (daily_pending_minutes between 30 and 1440),
  add column daily_pending_from timestamptz,
  add check (daily_pending_from is not null or daily_pending_minutes is null);
