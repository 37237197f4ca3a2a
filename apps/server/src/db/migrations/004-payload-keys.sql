-- RSA key pairs that wrap the content keys of encrypted payloads (decision 008). The private key is
-- stored sealed with a key derived from APP_SECRET; the newest row not retired is the current key.
create table payload_keys (
  id text primary key,
  public_spki text not null,
  sealed_private text not null,
  created_at timestamptz not null,
  retired_at timestamptz
);
create index payload_keys_active on payload_keys (created_at desc) where retired_at is null;

-- Nonces of opened payloads, kept until a payload carrying them would be refused as too old anyway.
create table payload_nonces (
  nonce text primary key,
  expires_at timestamptz not null
);
create index payload_nonces_expiry on payload_nonces (expires_at);
