-- Images players send (deposit receipts, proof that a withdrawal did not arrive, activity
-- applications). Kept in the database so the embedded default needs no file store; only the
-- re-encoded image is kept, never the bytes as sent.
create table uploads (
  id uuid primary key,
  merchant_id bigint not null references merchants(id),
  account_id bigint not null references accounts(id),
  purpose text not null check (purpose in ('deposit_receipt', 'withdrawal_proof', 'activity', 'feedback')),
  content_type text not null check (content_type in ('image/png', 'image/jpeg')),
  bytes bytea not null,
  byte_size integer not null check (byte_size > 0 and byte_size <= 5242880),
  sha256 text not null,
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  created_at timestamptz not null
);
create index uploads_account on uploads (account_id, created_at desc);
