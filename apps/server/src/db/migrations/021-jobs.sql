-- The job runner (decision 027): every piece of scheduled work (draws, settlements, sweeps) is a
-- row here under a deterministic run key. A key is inserted once (a second enqueue of the same run
-- collides and does nothing), claimed by one process at a time with a lease (SKIP LOCKED), and
-- marked done; a process that dies mid-job leaves its lease to run out, and another process takes
-- the job over (handlers are idempotent: every money movement derives its key from the run key).
-- Recurring jobs (sweeps) are one row each, rescheduled after every run (every_ms).
create table jobs (
  run_key text primary key check (length(run_key) between 1 and 200),
  kind text not null check (kind ~ '^[a-z0-9-]{1,64}$'),
  payload jsonb not null default '{}',
  status text not null default 'pending' check (status in ('pending', 'done', 'failed')),
  due_at timestamptz not null,
  every_ms integer check (every_ms is null or every_ms > 0),
  attempts integer not null default 0,
  max_attempts integer not null default 10 check (max_attempts > 0),
  locked_by text,
  locked_until timestamptz,
  last_error text,
  created_at timestamptz not null,
  started_at timestamptz,
  finished_at timestamptz
);
create index jobs_due on jobs (due_at) where status = 'pending';
create index jobs_finished on jobs (finished_at) where status = 'done';
