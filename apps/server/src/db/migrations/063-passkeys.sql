-- One-click login (decision 073): passkeys through WebAuthn, bound to the device that made them.
-- Each row is one credential of one account; the public key and the signature counter are what a
-- login is checked against. The credential id is unique in its brand (an authenticator answers
-- the same id only for the relying party it was made for).
create table passkey_credentials (
  id bigint generated always as identity primary key,
  merchant_id bigint not null references merchants(id) on delete restrict,
  account_id bigint not null references accounts(id) on delete cascade,
  credential_id text not null check (length(credential_id) between 16 and 1400),
  public_key bytea not null,
  sign_count bigint not null default 0 check (sign_count >= 0),
  transports text[] not null default '{}',
  rp_id text not null,
  device_type text not null check (device_type in ('singleDevice', 'multiDevice')),
  backed_up boolean not null,
  -- What the player sees in the security centre: the browser and system it was made on.
  label text not null check (length(label) between 1 and 80),
  created_at timestamptz not null,
  last_used_at timestamptz,
  unique (merchant_id, credential_id)
);
create index passkey_credentials_account on passkey_credentials (account_id);

-- The challenges handed out: stored here, good for a short while and for one answer only. A
-- registration's belongs to the signed-in account; a login's to nobody until it is answered.
create table passkey_challenges (
  id bigint generated always as identity primary key,
  id_hash text not null unique,
  merchant_id bigint not null references merchants(id) on delete cascade,
  account_id bigint references accounts(id) on delete cascade,
  purpose text not null check (purpose in ('register', 'login')),
  challenge text not null,
  rp_id text not null,
  origin text not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null
);
create index passkey_challenges_expiry on passkey_challenges (expires_at);
