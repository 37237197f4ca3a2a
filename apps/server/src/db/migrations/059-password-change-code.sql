-- CHNGPASSVERIF3 (decision 064): a password change needs a code texted to the account's bound phone.
alter table verification_codes drop constraint if exists verification_codes_purpose_check;
alter table verification_codes add constraint verification_codes_purpose_check
  check (purpose in ('login', 'register', 'reset', 'two-factor', 'password-change'));
