-- The payment password (a PIN) that guards payout accounts, withdrawals and transfers; apart from
-- the login password, hashed the same way, with its own failure count and lock.
create table payment_passwords (
  account_id bigint primary key references accounts(id) on delete cascade,
  password_hash text not null,
  failures smallint not null default 0,
  locked_until timestamptz,
  set_at timestamptz not null
);
