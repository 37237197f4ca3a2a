-- Resets of a player's password or second factor from the Members desk (decision 060). The
-- temporary password goes to the player's own phone or e-mail, never to the staff member's screen.
-- A two-factor reset, and a password reset of an account holding money, are asked for by one staff
-- member and carried out only when a different one approves; every step is audited with its reason.
create table member_reset_requests (
  id bigint generated always as identity primary key,
  merchant_id bigint not null references merchants(id),
  account_id bigint not null references accounts(id),
  kind text not null check (kind in ('password', 'two_factor')),
  reason text not null check (length(reason) between 3 and 200),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  requested_by bigint not null references staff(id),
  requested_by_username text not null,
  requested_at timestamptz not null,
  decided_by bigint references staff(id),
  decided_by_username text,
  decided_at timestamptz,
  decision_reason text check (length(decision_reason) <= 200),
  -- Where the temporary password went, masked ('+63 ••••••4567'); null for a two-factor reset.
  sent_to text,
  check ((status = 'pending') = (decided_at is null and decided_by is null)),
  -- The one who asked may withdraw it (a rejection); only another staff member may approve it.
  check (decided_by is null or decided_by <> requested_by or status = 'rejected')
);
create index member_reset_requests_account on member_reset_requests (account_id, id desc);
-- One open request of each kind per player: a second ask while one waits is refused.
create unique index member_reset_requests_open on member_reset_requests (account_id, kind) where status = 'pending';
