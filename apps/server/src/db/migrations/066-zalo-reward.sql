-- The Zalo reward (decision 075): a promotion kind where the player links their Zalo number and
-- follows the brand's Zalo official account, and staff confirm it in the applications queue
-- before issuing up to the promotion's maximum (131,000 VND or the currency's fixed equivalent).
alter table promotions drop constraint promotions_kind_check;
alter table promotions add constraint promotions_kind_check
  check (kind in ('apply', 'first_deposit', 'rebate', 'checkin', 'raffle', 'info', 'zalo'));

-- The Zalo number a claim names (null for other applications); the account's profile keeps it too.
alter table promotion_applications add column zalo text check (zalo ~ '^\+?[0-9]{8,15}$');

-- The brand's first-login action gains 'bindPhone': a prompt to bind and verify a phone number
-- with the SMS code of the security centre (decision 075).
alter table merchants drop constraint merchants_first_login_action_check;
alter table merchants add constraint merchants_first_login_action_check
  check (first_login_action in ('none', 'welcomeTour', 'securityCheck', 'bindPhone'));

-- The bind-phone prompt's codes (decision 075): SMS codes for binding a number to a logged-in account.
alter table verification_codes drop constraint if exists verification_codes_purpose_check;
alter table verification_codes add constraint verification_codes_purpose_check
  check (purpose in ('login', 'register', 'reset', 'two-factor', 'password-change', 'bind'));
