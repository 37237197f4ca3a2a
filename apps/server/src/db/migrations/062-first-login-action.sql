-- The brand's first-login action (decision 064): what the site shows a player after the login that
-- answers firstTimeLogin true. 'none' shows nothing; 'welcomeTour' a short tour of the site;
-- 'securityCheck' a prompt to secure the account in the security centre (payment password,
-- authenticator). Set by owners in the brand settings desk.
alter table merchants add column first_login_action text not null default 'none'
  check (first_login_action in ('none', 'welcomeTour', 'securityCheck'));
