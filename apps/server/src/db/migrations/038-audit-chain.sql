-- Hash-chained audit logs (decision 042). Every row of audit_log (players) and staff_audit
-- (staff) links to the row before it in its chain: row_hash = SHA-256 of the previous row's hash
-- and a canonical serialisation of the row. One chain per log and brand (chain_brand: the row's
-- merchant, 0 for platform-wide rows), so brands never wait on each other's audit writes.
-- A BEFORE INSERT trigger links each row while holding its chain's head row FOR UPDATE until the
-- transaction ends: two racing inserts take turns and cannot fork the chain. Existing rows are
-- chained below, oldest first.

create table audit_chain_heads (
  log text not null check (log in ('audit_log', 'staff_audit')),
  brand bigint not null,
  -- Number of rows in the chain and the row_hash of its last one (64 zeros while empty).
  seq bigint not null,
  head_hash text not null,
  primary key (log, brand)
);

alter table audit_log add column chain_brand bigint;
alter table audit_log add column chain_seq bigint;
alter table audit_log add column prev_hash text;
alter table audit_log add column row_hash text;
alter table staff_audit add column chain_brand bigint;
alter table staff_audit add column chain_seq bigint;
alter table staff_audit add column prev_hash text;
alter table staff_audit add column row_hash text;

-- One field of the canonical form: N for null, else its length in UTF-8 bytes, a colon, the text.
-- The verifier (apps/server/src/modules/audit-chain/chain-hash.ts) builds the same form.
create function audit_chain_field(value text) returns text language sql immutable as $$
  select case when value is null then 'N' else octet_length(value)::text || ':' || value end
$$;

-- Timestamps in the canonical form: UTC, microseconds, whatever the session's time zone.
create function audit_chain_time(value timestamptz) returns text language sql immutable as $$
  select to_char(value at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
$$;

create function audit_chain_hash(prev text, body text) returns text language sql immutable as $$
  select encode(sha256(convert_to(prev || '|' || body, 'UTF8')), 'hex')
$$;

create function audit_log_body(r audit_log) returns text language sql stable as $$
  select concat_ws('|', 'audit_log', audit_chain_field(r.chain_brand::text), audit_chain_field(r.chain_seq::text),
    audit_chain_field(r.id::text), audit_chain_field(r.merchant_id::text), audit_chain_field(r.account_id::text),
    audit_chain_field(r.actor), audit_chain_field(r.action), audit_chain_field(r.ip), audit_chain_field(r.before::text),
    audit_chain_field(r.after::text), audit_chain_field(audit_chain_time(r.at)))
$$;

create function staff_audit_body(r staff_audit) returns text language sql stable as $$
  select concat_ws('|', 'staff_audit', audit_chain_field(r.chain_brand::text), audit_chain_field(r.chain_seq::text),
    audit_chain_field(r.id::text), audit_chain_field(r.staff_id::text), audit_chain_field(r.staff_username),
    audit_chain_field(r.action), audit_chain_field(r.merchant_id::text), audit_chain_field(r.target),
    audit_chain_field(r.ip), audit_chain_field(r.detail::text), audit_chain_field(audit_chain_time(r.at)))
$$;

-- Locks a chain's head until the transaction ends (creating it on the chain's first row) and
-- answers its length and last hash.
create function audit_chain_lock(p_log text, p_brand bigint, out seq bigint, out hash text) language plpgsql as $$
begin
  select h.seq, h.head_hash into seq, hash from audit_chain_heads h where h.log = p_log and h.brand = p_brand for update;
  if not found then
    insert into audit_chain_heads (log, brand, seq, head_hash) values (p_log, p_brand, 0, repeat('0', 64))
      on conflict do nothing;
    select h.seq, h.head_hash into seq, hash from audit_chain_heads h where h.log = p_log and h.brand = p_brand for update;
  end if;
end;
$$;

create function audit_log_link() returns trigger language plpgsql as $$
declare
  head record;
begin
  new.chain_brand := coalesce(new.merchant_id, 0);
  select * into head from audit_chain_lock('audit_log', new.chain_brand);
  new.chain_seq := head.seq + 1;
  new.prev_hash := head.hash;
  new.row_hash := audit_chain_hash(new.prev_hash, audit_log_body(new));
  update audit_chain_heads set seq = new.chain_seq, head_hash = new.row_hash where log = 'audit_log' and brand = new.chain_brand;
  return new;
end;
$$;

create function staff_audit_link() returns trigger language plpgsql as $$
declare
  head record;
begin
  new.chain_brand := coalesce(new.merchant_id, 0);
  select * into head from audit_chain_lock('staff_audit', new.chain_brand);
  new.chain_seq := head.seq + 1;
  new.prev_hash := head.hash;
  new.row_hash := audit_chain_hash(new.prev_hash, staff_audit_body(new));
  update audit_chain_heads set seq = new.chain_seq, head_hash = new.row_hash where log = 'staff_audit' and brand = new.chain_brand;
  return new;
end;
$$;

-- Chain the rows written before this migration, oldest first within each chain (staff_audit
-- refuses updates, so its guard steps aside for this one transaction).
alter table staff_audit disable trigger staff_audit_no_change;
do $$
declare
  r audit_log;
  s staff_audit;
  head record;
begin
  for r in select * from audit_log order by coalesce(merchant_id, 0), id loop
    r.chain_brand := coalesce(r.merchant_id, 0);
    select * into head from audit_chain_lock('audit_log', r.chain_brand);
    r.chain_seq := head.seq + 1;
    r.prev_hash := head.hash;
    r.row_hash := audit_chain_hash(r.prev_hash, audit_log_body(r));
    update audit_log set chain_brand = r.chain_brand, chain_seq = r.chain_seq, prev_hash = r.prev_hash, row_hash = r.row_hash where id = r.id;
    update audit_chain_heads set seq = r.chain_seq, head_hash = r.row_hash where log = 'audit_log' and brand = r.chain_brand;
  end loop;
  for s in select * from staff_audit order by coalesce(merchant_id, 0), id loop
    s.chain_brand := coalesce(s.merchant_id, 0);
    select * into head from audit_chain_lock('staff_audit', s.chain_brand);
    s.chain_seq := head.seq + 1;
    s.prev_hash := head.hash;
    s.row_hash := audit_chain_hash(s.prev_hash, staff_audit_body(s));
    update staff_audit set chain_brand = s.chain_brand, chain_seq = s.chain_seq, prev_hash = s.prev_hash, row_hash = s.row_hash where id = s.id;
    update audit_chain_heads set seq = s.chain_seq, head_hash = s.row_hash where log = 'staff_audit' and brand = s.chain_brand;
  end loop;
end;
$$;
alter table staff_audit enable trigger staff_audit_no_change;

alter table audit_log alter column chain_brand set not null;
alter table audit_log alter column chain_seq set not null;
alter table audit_log alter column prev_hash set not null;
alter table audit_log alter column row_hash set not null;
alter table staff_audit alter column chain_brand set not null;
alter table staff_audit alter column chain_seq set not null;
alter table staff_audit alter column prev_hash set not null;
alter table staff_audit alter column row_hash set not null;
create unique index audit_log_chain on audit_log (chain_brand, chain_seq);
create unique index staff_audit_chain on staff_audit (chain_brand, chain_seq);

create trigger audit_log_chain_link before insert on audit_log for each row execute function audit_log_link();
create trigger staff_audit_chain_link before insert on staff_audit for each row execute function staff_audit_link();
