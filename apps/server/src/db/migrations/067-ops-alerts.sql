-- Dashboard alerts and the failed-jobs desk (issue 37, decision 069 addendum).
-- A brand's waiting time: a deposit or withdrawal that waits for a decision longer than this many
-- minutes raises the dashboard's "waiting too long" alert. Set by owners in the brand settings desk.
alter table merchants add column payment_wait_alert_minutes integer not null default 30
  check (payment_wait_alert_minutes between 1 and 1440);
-- A failed job an operator has looked at and set aside: no longer counted as failed, never run again,
-- kept (with its last error) until the runner prunes it with the finished ones.
alter table jobs drop constraint jobs_status_check;
alter table jobs add constraint jobs_status_check check (status in ('pending', 'done', 'failed', 'dismissed'));
alter table jobs add column dismissed_at timestamptz;
create index jobs_failed on jobs (due_at) where status = 'failed';
-- The runner prunes dismissed jobs with the finished ones (pruneFinishedJobs).
drop index jobs_finished;
create index jobs_finished on jobs (finished_at) where status in ('done', 'dismissed');
