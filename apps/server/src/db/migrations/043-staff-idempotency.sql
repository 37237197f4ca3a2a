-- Back-office calls made under an Idempotency-Key (decision 017 addendum: a manual adjustment's
-- proposal): the first answer per staff member and key, with the call's fingerprint, as
-- withdrawal_idempotency keeps it per player. A repeat with the same body gets the first answer, a
-- repeat with another body is refused. Written in the transaction of the change, so a refused call
-- leaves no key behind.
create table staff_idempotency (
  staff_id bigint not null references staff(id),
  idempotency_key text not null check (idempotency_key ~ '^[A-Za-z0-9_-]{8,64}$'),
  operation text not null,
  request_hash text not null,
  response jsonb,
  created_at timestamptz not null,
  primary key (staff_id, idempotency_key)
);
