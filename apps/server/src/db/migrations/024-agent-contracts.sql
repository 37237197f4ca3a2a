-- Agents' contracts and their settlement (decision 029).
--
-- A contract is one version of terms between an upline (null: the operator) and a downline agent,
-- never edited in place: an accepted offer ends the version it replaces. `request` is what awaits
-- an answer: `new` (an offer, status offered) or `termination` (on an active contract, asked by
-- `requested_by`: an account, or null for the operator).
create table agent_contracts (
  id bigserial primary key,
  merchant_id bigint not null references merchants(id) on delete restrict,
  kind text not null check (kind in ('dividend', 'daily_salary', 'hourly_salary', 'realtime_salary')),
  upline_id bigint references accounts(id) on delete restrict,
  downline_id bigint not null references accounts(id) on delete restrict,
  offered_by_staff bigint references staff(id) on delete restrict,
  terms jsonb not null,
  rate_bp integer not null check (rate_bp between 1 and 10000),
  status text not null check (status in ('offered', 'active', 'rejected', 'withdrawn', 'ended')),
  request text check (request in ('new', 'termination')),
  requested_by bigint references accounts(id) on delete restrict,
  replaces_id bigint references agent_contracts(id) on delete restrict,
  offered_at timestamptz not null,
  decided_at timestamptz,
  active_from timestamptz,
  ended_at timestamptz,
  end_reason text check (end_reason in ('superseded', 'terminated', 'operator', 'moved', 'upline_lowered')),
  check (upline_id is distinct from downline_id)
);
-- At most one active contract and one open offer per downline and kind.
create unique index agent_contracts_one_active on agent_contracts (merchant_id, downline_id, kind) where status = 'active';
create unique index agent_contracts_one_offer on agent_contracts (merchant_id, downline_id, kind) where status = 'offered';
create index agent_contracts_upline on agent_contracts (upline_id, kind, status);
-- The contracts a period's settlement covers: active in some part of it.
create index agent_contracts_window on agent_contracts (merchant_id, kind, active_from) where active_from is not null;

-- One settlement per brand, kind and period: status pending (enqueued), held (by staff), running,
-- done. A re-run raises run_version (a second staff member approves it); run_seq counts the
-- enqueued runs, so the job's run key (agent-settle:<id>:<run_seq>) is new for each.
create table agent_settlements (
  id bigserial primary key,
  merchant_id bigint not null references merchants(id) on delete restrict,
  kind text not null check (kind in ('dividend', 'daily_salary', 'hourly_salary', 'realtime_salary')),
  period_key text not null,
  period_start timestamptz not null,
  period_end timestamptz not null,
  status text not null check (status in ('pending', 'held', 'running', 'done')),
  run_version integer not null default 1,
  run_seq integer not null default 1,
  contracts integer not null default 0,
  paid_minor bigint not null default 0,
  held_by bigint references staff(id) on delete restrict,
  held_reason text,
  rerun_requested_by bigint references staff(id) on delete restrict,
  rerun_reason text,
  rerun_requested_at timestamptz,
  created_at timestamptz not null,
  finished_at timestamptz,
  unique (merchant_id, kind, period_key)
);
create index agent_settlements_recent on agent_settlements (merchant_id, period_start desc);

-- What a settlement computed and paid for one contract at one run version: the inputs, the
-- formula in words, and the ledger transfer that paid it (none when nothing was due).
create table agent_statements (
  id bigserial primary key,
  settlement_id bigint not null references agent_settlements(id) on delete restrict,
  merchant_id bigint not null references merchants(id) on delete restrict,
  contract_id bigint not null references agent_contracts(id) on delete restrict,
  agent_id bigint not null references accounts(id) on delete restrict,
  kind text not null,
  period_key text not null,
  window_start timestamptz not null,
  window_end timestamptz not null,
  valid_bet_minor bigint not null,
  active_members integer not null,
  net_loss_minor bigint not null,
  rate_bp integer not null,
  tier integer not null,
  gross_minor bigint not null,
  downline_minor bigint not null,
  carry_in_minor bigint not null,
  net_minor bigint not null,
  paid_minor bigint not null check (paid_minor >= 0),
  carry_out_minor bigint not null check (carry_out_minor <= 0),
  formula text not null,
  status text not null check (status in ('paid', 'zero', 'carried')),
  run_version integer not null,
  transfer_id bigint references ledger_transfers(id) on delete restrict,
  created_at timestamptz not null,
  unique (settlement_id, contract_id, run_version)
);
create index agent_statements_agent on agent_statements (agent_id, created_at desc);

-- What carries over per agent and kind (never positive): a negative period, or an overpayment a
-- re-run found, taken off the next payment.
create table agent_carry (
  merchant_id bigint not null references merchants(id) on delete restrict,
  agent_id bigint not null references accounts(id) on delete restrict,
  kind text not null,
  carry_minor bigint not null default 0 check (carry_minor <= 0),
  primary key (agent_id, kind)
);

-- Money movements other than bets by brand, code and time: team deposits, bonuses and rebates of a
-- period (contract settlement, team reports). Bets, the bulk of transfers, stay out of it.
create index ledger_transfers_team_codes on ledger_transfers (merchant_id, code, created_at)
  where code in ('deposit', 'withdrawal', 'bonus', 'rebate', 'salary', 'dividend', 'transfer_upline', 'transfer_downline', 'adjustment');
