-- Staff management in the console (issue 37, decision 069): owners create staff, change roles and
-- brands, disable and enable them. A staff member's authenticator is reset only when one owner asks
-- with a reason and a different owner (not the staff member concerned) approves; every step is audited.
create table staff_totp_resets (
  id bigint generated always as identity primary key,
  staff_id bigint not null references staff(id),
  reason text not null check (length(reason) between 3 and 200),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  requested_by bigint not null references staff(id),
  requested_by_username text not null,
  requested_at timestamptz not null,
  decided_by bigint references staff(id),
  decided_by_username text,
  decided_at timestamptz,
  check ((status = 'pending') = (decided_at is null and decided_by is null)),
  -- The one who asked may withdraw it (a rejection); only another owner, never the staff member, may approve it.
  check (status <> 'approved' or (decided_by <> requested_by and decided_by <> staff_id))
);
-- One open request per staff member: a second ask while one waits is refused.
create unique index staff_totp_resets_open on staff_totp_resets (staff_id) where status = 'pending';
