-- Second factors locked after too many wrong answers (decision 060). A login from a new network
-- took five answers per challenge and every correct password opened a new challenge, so a payout
-- account's holder name could be guessed without an overall cap. Wrong answers are now counted per
-- account and factor over a day, across challenges; at the cap the factor (not the account) is
-- locked until the player changes the login password (the guesser knew it) or staff reset the
-- player's two-factor under four eyes.
create table two_factor_factor_failures (
  account_id bigint not null references accounts(id) on delete cascade,
  method text not null check (method in ('authenticator', 'sms', 'email', 'bankName')),
  failures integer not null check (failures > 0),
  window_started_at timestamptz not null,
  locked_at timestamptz,
  primary key (account_id, method)
);

-- When the account's mobile number was proven by a code sent to it (an SMS login, a texted second
-- factor, a mobile sign-up with a code). An agent needs this or an authenticator (decision 060).
alter table accounts add column mobile_verified_at timestamptz;
