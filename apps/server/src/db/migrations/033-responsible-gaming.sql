-- Responsible gaming (decision 037): a player's own limits and exclusions. Changes are written to
-- audit_log as well; these tables hold the state in force.

-- One limit per account, kind and period; amount is the limit in force. A raise or removal waits
-- 24 hours: pending_from says when pending_amount (null: removal) takes over, and readers apply it
-- once that instant has passed (the next change writes it down). A removed limit's row is deleted.
create table rg_limits (
  account_id bigint not null references accounts(id) on delete restrict,
  merchant_id bigint not null references merchants(id) on delete restrict,
  kind text not null check (kind in ('deposit', 'loss', 'wager')),
  period text not null check (period in ('day', 'week', 'month')),
  amount bigint not null check (amount > 0),
  pending_amount bigint check (pending_amount > 0),
  pending_from timestamptz,
  updated_at timestamptz not null,
  primary key (account_id, kind, period),
  check (pending_from is not null or pending_amount is null)
);

-- Cool-offs and self-exclusions, kept for good (the history); one is in force while
-- starts_at <= now < ends_at (ends_at null: permanent). The player cannot shorten or lift one.
create table rg_exclusions (
  id bigint generated always as identity primary key,
  account_id bigint not null references accounts(id) on delete restrict,
  merchant_id bigint not null references merchants(id) on delete restrict,
  kind text not null check (kind in ('cool_off', 'self_exclusion')),
  length text not null check (length ~ '^[a-z0-9]{2,12}$'),
  starts_at timestamptz not null,
  ends_at timestamptz,
  check (ends_at is null or ends_at > starts_at)
);
create index rg_exclusions_account on rg_exclusions (account_id, starts_at desc);
