-- Guesses at the payment password and the login password that race each other (decisions 020 and
-- 009 addenda): an attempt is counted before the password is checked, so parallel requests cannot
-- get more checks than the lock allows.

-- Payment-password checks in flight: a check takes a place before argon2 runs and gives it back
-- when it has counted its answer. Wrong answers on record plus checks in flight never exceed the
-- tries left before the lock. checking_since is when the last place was taken: places older than
-- the lease (a process that died mid-check) count as given back.
alter table payment_passwords add column checking smallint not null default 0;
alter table payment_passwords add column checking_since timestamptz;

-- Wrong login passwords given to signed-in calls that ask for it again (changing the password,
-- setting the first payment password, self-exclusion, binding or unbinding the authenticator), per
-- account and shared by every server process. An attempt is counted before the password is checked
-- and a right answer deletes the row. failures counts the attempts since window_from; reaching the
-- brand's login lock limit sets locked_until (the brand's login lock minutes) and ends the session
-- that gave the last wrong answer. Separate from login_failures, which counts logins per typed
-- username (unknown names included) and drives the login captcha.
create table password_reverify_failures (
  account_id bigint primary key references accounts(id) on delete cascade,
  failures smallint not null,
  window_from timestamptz not null,
  locked_until timestamptz
);
