-- Invite friends: the player referral programme (decision 034). Who invited whom is already kept by
-- the accounts: a member's invitation code is accounts.affiliate_code (the same column and unique
-- index as agents' codes, so one code names one account in a brand), and an invitee's sign-up
-- keeps the code it came with in accounts.referral_code. These tables add the brand's rules and
-- what the programme decided about each invitee.

-- A brand's rules; a brand without a row runs no programme.
create table referral_settings (
  merchant_id bigint primary key references merchants(id) on delete restrict,
  enabled boolean not null default false,
  -- The invitee's first deposit must reach this (0: none asked) ...
  min_deposit_minor bigint not null default 0 check (min_deposit_minor between 0 and 1000000000000000),
  -- ... and its valid bets this (0: none asked), both within window_days of signing up.
  min_valid_bet_minor bigint not null default 0 check (min_valid_bet_minor between 0 and 1000000000000000),
  window_days integer not null default 30 check (window_days between 1 and 365),
  -- The referrer's reward: a fixed amount plus a share of the first deposit (basis points), the share at most share_max (0: no limit).
  reward_fixed_minor bigint not null default 0 check (reward_fixed_minor between 0 and 1000000000000000),
  reward_deposit_bp integer not null default 0 check (reward_deposit_bp between 0 and 10000),
  reward_share_max_minor bigint not null default 0 check (reward_share_max_minor between 0 and 1000000000000000),
  wagering_bp integer not null default 0 check (wagering_bp between 0 and 1000000),
  -- Most rewards one referrer earns in a GMT+8 calendar month (0: no limit).
  monthly_cap integer not null default 0 check (monthly_cap between 0 and 10000),
  updated_at timestamptz not null,
  updated_by bigint references staff(id),
  -- Something must be asked of an invitee, and something paid.
  check (min_deposit_minor > 0 or min_valid_bet_minor > 0),
  check (reward_fixed_minor > 0 or reward_deposit_bp > 0),
  -- A reward made only of a deposit share needs a deposit.
  check (reward_fixed_minor > 0 or min_deposit_minor > 0)
);

-- One row per invitee the recurring check has found (referral-check): its window, what it did, and
-- what was decided. pending -> rewarded (offered to the referrer's reward centre) | flagged (shares
-- a signal with the referrer: staff allow -> rewarded, deny -> denied) | capped (the referrer's
-- monthly limit was reached) | expired (the window passed unqualified).
create table referral_invitees (
  invitee_id bigint primary key references accounts(id) on delete restrict,
  merchant_id bigint not null references merchants(id) on delete restrict,
  referrer_id bigint not null references accounts(id) on delete restrict,
  registered_at timestamptz not null,
  window_ends_at timestamptz not null,
  status text not null default 'pending' check (status in ('pending', 'flagged', 'rewarded', 'expired', 'capped', 'denied')),
  first_deposit_minor bigint check (first_deposit_minor > 0),
  valid_bet_minor bigint not null default 0 check (valid_bet_minor >= 0),
  qualified_at timestamptz,
  -- The reward worked out at qualification (kept for a flagged invitee until staff decide).
  reward_minor bigint check (reward_minor > 0),
  reward_wagering_bp integer check (reward_wagering_bp between 0 and 1000000),
  reward_id bigint references player_rewards(id) on delete restrict,
  -- Self-referral evidence: [{ signal, values }] (register_ip, login_ip, device, payout_account).
  evidence jsonb not null default '[]',
  decision text check (decision in ('allow', 'deny')),
  decided_by bigint references staff(id),
  decided_at timestamptz,
  decision_reason text check (length(decision_reason) between 1 and 300),
  checked_at timestamptz not null,
  created_at timestamptz not null,
  check (referrer_id <> invitee_id),
  check ((status = 'rewarded') = (reward_id is not null)),
  check (status not in ('flagged', 'rewarded', 'capped', 'denied') or (qualified_at is not null and reward_minor is not null))
);
create index referral_invitees_referrer on referral_invitees (referrer_id, status);
create index referral_invitees_pending on referral_invitees (merchant_id, checked_at) where status = 'pending';
create index referral_invitees_queue on referral_invitees (merchant_id, status, qualified_at desc);

-- Sign-ups that came with a referral code: the check finds new ones by time, a referrer's list by code.
create index accounts_referred on accounts (merchant_id, created_at) where referral_code is not null;
create index accounts_referral_code on accounts (merchant_id, referral_code) where referral_code is not null;
