-- Reports (decision 041). The ledger sums read the postings of a brand's house, bonus and clearing
-- accounts through ledger_postings_history (account_id, created_at), so they need no new index;
-- new players per day read accounts by brand and registration time, which nothing indexed.
create index accounts_registered on accounts (merchant_id, created_at);
