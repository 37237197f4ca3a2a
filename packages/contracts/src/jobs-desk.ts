import { z } from 'zod';

/**
 * The failed-jobs desk (issue 37, decision 069 addendum; jobs.manage, staff of every brand): the
 * background jobs that need a person. A job is failed when it used up its attempts; stalled when it
 * is still pending but was due more than JOB_STALLED_AFTER_MS ago and no worker holds a live lease
 * on it (the runner of its kind is down, or the worker died and none took it over).
 */
export const JOB_DESK_STATES = ['failed', 'stalled'] as const;
export type JobDeskState = (typeof JOB_DESK_STATES)[number];

/** How long past its due time a pending job without a live lease counts as stalled. */
export const JOB_STALLED_AFTER_MS = 15 * 60_000;

/** At most this many jobs are listed, oldest due first; the count says how many there are. */
export const JOB_DESK_LIMIT = 100;

/** `GET /bo/jobs`: one state, or both when left out. */
export const boJobsQuery = z.object({ state: z.enum(JOB_DESK_STATES).optional() });
export type BoJobsQuery = z.infer<typeof boJobsQuery>;

export const boJobRow = z.object({
  runKey: z.string(),
  kind: z.string(),
  state: z.enum(JOB_DESK_STATES),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  /** Recurring jobs run again after each run and never fail for good. */
  recurring: z.boolean(),
  lastError: z.string().nullable(),
  dueAt: z.string(),
  /** When its last run started (null: never started). */
  startedAt: z.string().nullable(),
});
export type BoJobRow = z.infer<typeof boJobRow>;

export const boJobsList = z.object({ jobs: z.array(boJobRow), total: z.number().int() });
export type BoJobsList = z.infer<typeof boJobsList>;

/** `POST /bo/jobs/retry` and `/bo/jobs/dismiss`: the job by its run key (which holds ':' and more, so a body, not a path). */
export const boJobAction = z.object({ runKey: z.string().min(1).max(200) });
export type BoJobAction = z.infer<typeof boJobAction>;
