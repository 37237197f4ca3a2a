-- The agent centre's team reports (decision 029, "Team reports").

-- One level of the tree: an account's direct downline (team management, the P&L's rows). The
-- closure table finds a whole team by its primary key, but its direct level only by reading the
-- whole team; this reads just the level.
create index accounts_upline on accounts (upline_id) where upline_id is not null;

-- The money movements team reports count (deposits, withdrawals, transfers, bonuses, rebates,
-- adjustments, and reversals), by brand and time. The per-account history index would
-- read every stake and payout of every team member to find them; bets, the bulk of postings, are
-- not in this index, so it costs them nothing.
create index ledger_postings_team on ledger_postings (merchant_id, created_at)
  where code in ('deposit', 'withdrawal', 'transfer_upline', 'transfer_downline', 'bonus', 'rebate', 'adjustment', 'reversal');

-- Settled rounds and tickets of one account by settle time: a small team's valid bets in a period
-- read just its members' rounds, however large the brand (game_rounds_settled and
-- lottery_tickets_settled, by brand and time, serve large teams). A round enters it once, when it
-- settles, an update that writes every index of the row anyway.
create index game_rounds_account_settled on game_rounds (account_id, settled_at) where status = 'settled';
create index lottery_tickets_account_settled on lottery_tickets (account_id, settled_at) where status in ('won', 'lost');
