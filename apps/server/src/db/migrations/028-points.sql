-- Points and the points mall (decision 032).
--
-- A brand's settings: the switch, the conversion ratio (convert_points points give
-- convert_cash_minor minor units) and the earning cursor: bets settled before earned_until have
-- been counted (null until the earning job first sees the brand switched on).
create table point_settings (
  merchant_id bigint primary key references merchants(id) on delete restrict,
  enabled boolean not null default false,
  convert_points bigint not null default 100 check (convert_points > 0),
  convert_cash_minor bigint not null default 100 check (convert_cash_minor >= 0),
  min_convert_points bigint not null default 100 check (min_convert_points > 0),
  earned_until timestamptz,
  updated_at timestamptz not null,
  check (min_convert_points % convert_points = 0)
);

-- Valid bets (minor units of the brand's currency) that earn one point, per game type; a type
-- without a row earns nothing.
create table point_rates (
  merchant_id bigint not null references merchants(id) on delete restrict,
  game_type text not null,
  valid_bet_per_point_minor bigint not null check (valid_bet_per_point_minor > 0),
  primary key (merchant_id, game_type)
);

-- A player's points: one exact balance that never goes below zero and always equals the sum of the
-- player's journal entries (every change writes both in one transaction).
create table point_balances (
  account_id bigint primary key references accounts(id) on delete restrict,
  merchant_id bigint not null references merchants(id) on delete restrict,
  balance bigint not null default 0 check (balance >= 0),
  updated_at timestamptz not null
);

-- Per player and game type: valid bets counted but not yet worth a whole point (carried to the
-- next window, so no rounding is ever lost), and all valid bets counted (goods' amount requirement).
create table point_carry (
  account_id bigint not null references accounts(id) on delete restrict,
  game_type text not null,
  merchant_id bigint not null references merchants(id) on delete restrict,
  carry_minor bigint not null default 0 check (carry_minor >= 0),
  valid_bet_total_minor bigint not null default 0 check (valid_bet_total_minor >= 0),
  primary key (account_id, game_type)
);

-- Every change of a balance. source_key names what caused it (earn:<windowStart>, redeem:<id>,
-- refund:<id>, convert:<id>, adjust:<id>); one per account, so nothing is counted twice.
create table point_journal (
  id bigserial primary key,
  merchant_id bigint not null references merchants(id) on delete restrict,
  account_id bigint not null references accounts(id) on delete restrict,
  kind text not null check (kind in ('earn', 'redeem', 'refund', 'convert', 'adjust')),
  points bigint not null check (points <> 0),
  balance_after bigint not null check (balance_after >= 0),
  source_key text not null,
  detail jsonb not null default '{}',
  created_at timestamptz not null,
  unique (account_id, source_key)
);
create index point_journal_account on point_journal (account_id, created_at desc, id desc);

create function point_journal_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'point_journal is append-only';
end;
$$;
create trigger point_journal_no_change before update or delete on point_journal
  for each row execute function point_journal_append_only();

-- Images of goods uploaded by staff (checked by content and re-encoded, as player uploads are).
create table point_goods_images (
  id uuid primary key,
  merchant_id bigint not null references merchants(id) on delete restrict,
  content_type text not null check (content_type in ('image/png', 'image/jpeg')),
  bytes bytea not null,
  byte_size integer not null check (byte_size > 0 and byte_size <= 5242880),
  sha256 text not null,
  created_at timestamptz not null
);

create table point_goods (
  id bigserial primary key,
  merchant_id bigint not null references merchants(id) on delete restrict,
  name text not null check (length(name) between 1 and 80),
  description text not null default '' check (length(description) <= 500),
  kind text not null check (kind in ('physical', 'virtual')),
  image_path text,
  image_id uuid references point_goods_images(id) on delete restrict,
  points_required bigint not null check (points_required > 0),
  amount_required_minor bigint not null default 0 check (amount_required_minor >= 0),
  stock integer not null check (stock >= 0),
  unit text not null check (length(unit) between 1 and 16),
  enabled boolean not null default true,
  sort_order integer not null default 0,
  redeemed integer not null default 0 check (redeemed >= 0),
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index point_goods_brand on point_goods (merchant_id, sort_order, id);

create table point_redemptions (
  id bigserial primary key,
  merchant_id bigint not null references merchants(id) on delete restrict,
  account_id bigint not null references accounts(id) on delete restrict,
  goods_id bigint not null references point_goods(id) on delete restrict,
  goods_name text not null,
  unit text not null,
  quantity integer not null check (quantity > 0),
  points bigint not null check (points > 0),
  address text,
  status text not null check (status in ('in_process', 'rejected', 'approved')),
  reason text,
  decided_by bigint references staff(id) on delete restrict,
  decided_at timestamptz,
  created_at timestamptz not null
);
create index point_redemptions_account on point_redemptions (account_id, id desc);
create index point_redemptions_queue on point_redemptions (merchant_id, status, id desc);

create table point_conversions (
  id bigserial primary key,
  merchant_id bigint not null references merchants(id) on delete restrict,
  account_id bigint not null references accounts(id) on delete restrict,
  points bigint not null check (points > 0),
  cash_minor bigint not null check (cash_minor > 0),
  currency text not null,
  transfer_id bigint,
  created_at timestamptz not null
);

-- Player calls under an Idempotency-Key (redeem, convert): claimed first in the call's
-- transaction, so a repeat waits for the first and answers what it answered.
create table point_requests (
  account_id bigint not null references accounts(id) on delete restrict,
  idempotency_key text not null,
  operation text not null,
  request_hash text not null,
  response jsonb,
  created_at timestamptz not null,
  primary key (account_id, idempotency_key)
);

-- Manual point corrections under four eyes: one staff member proposes, another decides.
create table point_adjustments (
  id bigserial primary key,
  merchant_id bigint not null references merchants(id) on delete restrict,
  account_id bigint not null references accounts(id) on delete restrict,
  points bigint not null check (points <> 0),
  reason text not null,
  status text not null check (status in ('pending', 'approved', 'rejected')),
  proposed_by bigint not null references staff(id) on delete restrict,
  proposed_at timestamptz not null,
  decided_by bigint references staff(id) on delete restrict,
  decided_at timestamptz,
  decision_reason text
);
create index point_adjustments_queue on point_adjustments (merchant_id, status, id desc);
