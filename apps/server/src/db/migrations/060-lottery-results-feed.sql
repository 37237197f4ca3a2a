-- The Vietnamese daily results feed (decision 065): the official results of a brand's daily draws
-- fetched on a schedule from configured sources (an HTTP address or a directory files are dropped
-- in), proposed into the desk's four-eyes approval only when two sources agree; alerts when a draw
-- is overdue or its sources disagree; a void with refunds when no result came within the brand's time.

-- A proposal made by the feed has no staff member behind it (a staff member still approves it).
alter table lottery_draw_actions alter column proposed_by drop not null;

-- A brand's feed settings: when a draw without a result is overdue, when it is voided, who is e-mailed.
create table lottery_feed_settings (
  merchant_id bigint primary key references merchants(id) on delete cascade,
  enabled boolean not null default true,
  overdue_minutes integer not null default 30 check (overdue_minutes between 1 and 1440),
  void_after_minutes integer not null default 1440 check (void_after_minutes between 10 and 20160),
  alert_email text check (alert_email is null or length(alert_email) between 3 and 200),
  updated_at timestamptz not null,
  check (void_after_minutes > overdue_minutes)
);

-- A brand's result sources and what their last fetch did.
create table lottery_feed_sources (
  merchant_id bigint not null references merchants(id) on delete cascade,
  source_code text not null check (source_code ~ '^[a-z0-9][a-z0-9-]{0,31}$'),
  kind text not null check (kind in ('http', 'dir')),
  location text not null check (length(location) between 1 and 500),
  enabled boolean not null default true,
  last_run_at timestamptz,
  last_ok_at timestamptz,
  last_error text check (last_error is null or length(last_error) <= 2000),
  last_results integer not null default 0,
  primary key (merchant_id, source_code)
);

-- What each source says a draw's result is (its latest word).
create table lottery_feed_reports (
  draw_id bigint not null references lottery_draws(id) on delete cascade,
  source_code text not null,
  numbers text[] not null,
  reported_at timestamptz not null,
  primary key (draw_id, source_code)
);

-- Alerts for staff: a draw overdue, its sources disagreeing, a draw voided for want of a result.
create table lottery_feed_alerts (
  id bigint generated always as identity primary key,
  merchant_id bigint not null references merchants(id) on delete cascade,
  draw_id bigint not null references lottery_draws(id) on delete cascade,
  kind text not null check (kind in ('overdue', 'disagree', 'voided')),
  detail text check (detail is null or length(detail) <= 2000),
  created_at timestamptz not null,
  unique (draw_id, kind)
);
create index lottery_feed_alerts_recent on lottery_feed_alerts (merchant_id, created_at desc);
