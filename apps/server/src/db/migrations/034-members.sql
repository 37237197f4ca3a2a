-- The back office's Members desk (decision 038).

-- A lock staff set: every way of logging in is refused (account_suspended) until staff unlock it.
-- The failed-login lock (login_failures, 003) stays what it was: per typed username and for a while.
alter table accounts add column locked_at timestamptz;
alter table accounts add column lock_reason text check (lock_reason is null or length(lock_reason) <= 200);

-- Labels (SPEC.md section 3, member info: clubLabel.labelName and the memberLabel list).
alter table accounts add column club_label text check (club_label is null or length(club_label) between 1 and 40);
alter table accounts add column member_labels text[] not null default '{}' check (cardinality(member_labels) <= 10);

-- Staff notes on a player: append-only, like the staff audit.
create table member_notes (
  id bigint generated always as identity primary key,
  merchant_id bigint not null references merchants(id),
  account_id bigint not null references accounts(id),
  staff_id bigint not null references staff(id),
  staff_username text not null,
  body text not null check (length(body) between 1 and 1000),
  created_at timestamptz not null
);
create index member_notes_account on member_notes (account_id, id desc);

create function member_notes_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'member_notes is append-only';
end;
$$;
create trigger member_notes_no_change before update or delete on member_notes
  for each row execute function member_notes_append_only();

-- KYC documents: an image staff upload for a player (kept with the other uploads), then approve or
-- reject once with a note.
alter table uploads drop constraint uploads_purpose_check;
alter table uploads add constraint uploads_purpose_check
  check (purpose in ('deposit_receipt', 'withdrawal_proof', 'activity', 'feedback', 'banner', 'kyc'));

create table kyc_documents (
  id bigint generated always as identity primary key,
  merchant_id bigint not null references merchants(id),
  account_id bigint not null references accounts(id),
  upload_id uuid not null unique references uploads(id),
  kind text not null check (kind in ('id_card', 'passport', 'driver_license', 'proof_of_address', 'selfie', 'other')),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  uploaded_by bigint not null references staff(id),
  uploaded_by_username text not null,
  created_at timestamptz not null,
  decided_by bigint references staff(id),
  decided_by_username text,
  decision_note text check (decision_note is null or length(decision_note) <= 500),
  decided_at timestamptz,
  check ((status = 'pending') = (decided_at is null))
);
create index kyc_documents_account on kyc_documents (account_id, id desc);

-- Searching by IP and finding accounts that share an address, a device or a payout account.
create index account_ips_ip on account_ips (ip);
create index sessions_user_agent on sessions (merchant_id, user_agent) where user_agent is not null;
create index payout_accounts_number on payout_accounts (merchant_id, account_number);
