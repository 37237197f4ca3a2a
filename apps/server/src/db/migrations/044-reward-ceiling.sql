-- The brand's largest single reward (decision 051): a bonus, rebate, prize or points conversion
-- pays at most this, in the brand's currency's minor units. Set by owners in the brand settings
-- desk; null leaves rewards bounded only by their own settings.
alter table merchants add column max_reward_minor bigint check (max_reward_minor is null or max_reward_minor > 0);
