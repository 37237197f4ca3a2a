-- Responsible gaming, the brand's own deposit limits (decision 037 addendum): the most any player
-- of the brand may deposit in a GMT+8 day, week or month, in minor units, by period ("day", "week",
-- "month"; a period not named has none). A player's own limit can only make it lower. Set by
-- owners in the brand settings desk.
alter table merchants add column rg_deposit_limits jsonb not null default '{}'::jsonb;
