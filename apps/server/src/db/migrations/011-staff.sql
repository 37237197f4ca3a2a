-- Operator staff of the back office (apps/backoffice, API under /bo). Staff are the platform's,
-- not a brand's: merchant_ids scopes a staff member to some brands, empty means every brand.
create table staff (
  id bigint generated always as identity primary key,
  username text not null unique check (username ~ '^[a-z0-9][a-z0-9._-]{2,31}$'),
  display_name text not null check (length(display_name) between 1 and 80),
  role text not null check (role in ('owner', 'finance', 'support', 'auditor')),
  merchant_ids bigint[] not null default '{}',
  password_hash text not null,
  -- The authenticator secret, sealed with the app secret (AES-256-GCM); never stored in clear.
  totp_sealed text not null,
  -- The last accepted authenticator time step, so a code cannot be used twice.
  totp_last_step bigint not null default 0,
  disabled boolean not null default false,
  failed_logins smallint not null default 0,
  locked_until timestamptz,
  created_at timestamptz not null,
  last_login_at timestamptz
);

-- Back-office sessions: only the hash of the cookie's token is kept.
create table staff_sessions (
  id bigint generated always as identity primary key,
  staff_id bigint not null references staff(id) on delete cascade,
  token_hash bytea not null unique,
  ip text,
  created_at timestamptz not null,
  last_seen_at timestamptz not null,
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index staff_sessions_staff on staff_sessions (staff_id);

-- Every staff action, append-only: a trigger refuses updates and deletes.
create table staff_audit (
  id bigint generated always as identity primary key,
  -- Plain references: staff and brands with history are disabled, never deleted.
  staff_id bigint references staff(id),
  staff_username text not null,
  action text not null,
  merchant_id bigint references merchants(id),
  target text,
  ip text,
  detail jsonb,
  at timestamptz not null
);
create index staff_audit_at on staff_audit (at desc, id desc);

create function staff_audit_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'staff_audit is append-only';
end;
$$;
create trigger staff_audit_no_change before update or delete on staff_audit
  for each row execute function staff_audit_append_only();
