-- Signing in through someone else: Firebase phone sign-in (SPEC.md sections 3 and 4) and Google
-- and Facebook sign-in (SPEC.md section 2). Decision 013 explains the choices.

-- Firebase mode: a brand with a Firebase project has its SMS codes sent and checked by Firebase in
-- the browser, and proves the number to the server with a Firebase ID token. The API key and the
-- auth domain are the browser SDK's public settings (not secrets).
alter table merchants add column firebase_project_id text check (firebase_project_id ~ '^[a-z0-9][a-z0-9-]{4,28}[a-z0-9]$');
alter table merchants add column firebase_api_key text check (length(firebase_api_key) between 10 and 100);
alter table merchants add column firebase_auth_domain text check (length(firebase_auth_domain) between 4 and 253);

-- Firebase ID tokens already accepted, by hash, until they expire: a token opens one login or sign-up.
create table firebase_token_uses (
  token_hash text primary key,
  merchant_id bigint not null references merchants(id) on delete cascade,
  expires_at timestamptz not null
);
create index firebase_token_uses_expires on firebase_token_uses (expires_at);

-- A brand's client at Google or Facebook. The issuer is discovered (/.well-known/openid-configuration)
-- unless the endpoints are given (Facebook publishes no token endpoint in its discovery document).
-- The client secret is sealed under APP_SECRET (lib/sealed-box.ts, bound to brand and provider).
create table merchant_oauth_clients (
  merchant_id bigint not null references merchants(id) on delete cascade,
  provider text not null check (provider in ('google', 'facebook')),
  client_id text not null check (length(client_id) between 1 and 200),
  client_secret_sealed text,
  issuer text not null,
  authorization_endpoint text,
  token_endpoint text,
  jwks_uri text,
  updated_at timestamptz not null default now(),
  primary key (merchant_id, provider),
  check ((authorization_endpoint is null) = (token_endpoint is null) and (token_endpoint is null) = (jwks_uri is null))
);

-- Which account a provider's user (its `sub`) signs in to, per brand.
create table external_identities (
  id bigint generated always as identity primary key,
  merchant_id bigint not null references merchants(id) on delete cascade,
  provider text not null check (provider in ('google', 'facebook')),
  subject text not null check (length(subject) between 1 and 255),
  account_id bigint not null references accounts(id) on delete cascade,
  email text,
  created_at timestamptz not null,
  last_used_at timestamptz not null,
  unique (merchant_id, provider, subject)
);
create index external_identities_account on external_identities (account_id);

-- One round trip through a provider. The state, the browser binding (a cookie) and the hand-off
-- code are kept only as SHA-256 hashes. A row is used once: `completed_at` when the provider came
-- back, `handed_off_at` when the site exchanged the hand-off code for a session.
create table external_sign_in_flows (
  id bigint generated always as identity primary key,
  merchant_id bigint not null references merchants(id) on delete cascade,
  provider text not null check (provider in ('google', 'facebook')),
  state_hash text not null unique,
  browser_hash text not null,
  nonce text not null,
  code_verifier text not null,
  redirect_uri text not null,
  return_to text not null,
  referral_code text,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  completed_at timestamptz,
  account_id bigint references accounts(id) on delete cascade,
  handoff_hash text unique,
  handoff_expires_at timestamptz,
  handed_off_at timestamptz
);
create index external_sign_in_flows_created on external_sign_in_flows (created_at);
