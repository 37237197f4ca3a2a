-- Social sign-up asks for the terms like registration (decision 066 addendum): the round trip keeps
-- whether the player ticked the consent box before leaving for Google or Facebook. A first sign-in
-- that would create an account is refused without it (terms_not_accepted).
alter table external_sign_in_flows add column if not exists terms_accepted boolean not null default false;
