/**
 * The job runner (decision 027): one place for all scheduled work. A job is a row under a
 * deterministic run key (`lottery-draw:<drawId>`, `salary:<agent>:<period>`): enqueueing the same
 * run twice collides and does nothing, and a claimed job is held by one worker at a time under a
 * lease that a heartbeat keeps extending while it runs. A worker that dies leaves the lease to run
 * out and another worker takes the job over, so every handler must be idempotent (its money
 * movements take their keys from the run key; its state changes are conditional updates).
 */
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import {
  claimDueJobs,
  extendLease,
  failJob,
  finishJob,
  insertJob,
  pruneFinishedJobs,
  upsertRecurring,
  type JobRow,
} from './jobs.queries.ts';

/** What a handler is told about the run it does. */
export interface JobContext {
  runKey: string;
  kind: string;
  payload: Record<string, unknown>;
  /** 1 on the first try. */
  attempt: number;
  dueAt: Date;
}

export type JobHandler = (job: JobContext) => Promise<void>;

export interface JobKindOptions {
  /** How long a claim lasts without a heartbeat; the heartbeat renews it every third of this. 60 s by default. */
  leaseMs?: number;
  /** Tries before a one-off job is marked failed; 10 by default. Recurring jobs never fail for good. */
  maxAttempts?: number;
  /** First retry delay, doubled on each further try up to 5 minutes; 1 s by default. */
  retryBaseMs?: number;
}

/** A run key: the kind, then the run's identity (`lottery-draw:42`). */
const RUN_KEY = /^[a-z0-9-]{1,64}:[^\s]{1,135}$/;
const MAX_RETRY_MS = 5 * 60_000;
/** One-off jobs are kept this long after they finish, then pruned by the runner's own recurring job. */
const KEEP_FINISHED_MS = 7 * 24 * 3_600_000;

interface Logger {
  error(object: object, message: string): void;
  warn(object: object, message: string): void;
}

interface Kind {
  handler: JobHandler;
  leaseMs: number;
  maxAttempts: number;
  retryBaseMs: number;
}

/** Builds the runner of one process; `start` makes it poll, tests call `runDue` themselves. */
export function createJobRunner(deps: { db: Db; clock: Clock; log: Logger; workerId?: string; concurrency?: number }) {
  const { db, clock, log } = deps;
  const workerId = deps.workerId ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const concurrency = deps.concurrency ?? 2;
  const kinds = new Map<string, Kind>();
  const recurring = new Map<string, number>();
  let recurringWritten = false;
  let timer: NodeJS.Timeout | null = null;
  let tick: Promise<number> | null = null;
  let wakeAgain = false;

  function define(kind: string, handler: JobHandler, options: JobKindOptions = {}): void {
    if (kinds.has(kind)) throw new Error(`job kind ${kind} is defined twice`);
    kinds.set(kind, {
      handler,
      leaseMs: options.leaseMs ?? 60_000,
      maxAttempts: options.maxAttempts ?? 10,
      retryBaseMs: options.retryBaseMs ?? 1_000,
    });
  }

  async function writeRecurring(): Promise<void> {
    if (recurringWritten) return;
    for (const [kind, everyMs] of recurring) await upsertRecurring(db, { runKey: `${kind}:every`, kind, everyMs, at: clock.now() });
    recurringWritten = true;
  }

  async function runOne(job: JobRow): Promise<void> {
    const kind = kinds.get(job.kind);
    if (!kind) return;
    const heartbeat = setInterval(
      () => {
        extendLease(db, job.runKey, workerId, new Date(clock.now().getTime() + kind.leaseMs)).then(
          (held) => held || log.warn({ job: job.runKey }, 'job lease lost to another worker'),
          (error: unknown) => log.warn({ err: error, job: job.runKey }, 'job lease renewal failed'),
        );
      },
      Math.max(10, Math.floor(kind.leaseMs / 3)),
    );
    heartbeat.unref();
    try {
      await kind.handler({ runKey: job.runKey, kind: job.kind, payload: job.payload, attempt: job.attempts, dueAt: new Date(job.dueAt) });
      await finishJob(db, job.runKey, workerId, clock.now());
    } catch (error) {
      const delay = Math.min(kind.retryBaseMs * 2 ** Math.max(0, job.attempts - 1), job.everyMs ?? MAX_RETRY_MS, MAX_RETRY_MS);
      log.error({ err: error, job: job.runKey, attempt: job.attempts }, 'job failed');
      await failJob(db, job.runKey, workerId, {
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        retryAt: new Date(clock.now().getTime() + delay),
      }).catch((failure: unknown) => log.error({ err: failure, job: job.runKey }, 'job failure could not be recorded'));
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** Claims the due jobs this process knows (up to `limit`), runs them side by side and answers how many ran. */
  async function runDue(limit = concurrency): Promise<number> {
    await writeRecurring();
    const now = clock.now();
    const longestLease = Math.max(...[...kinds.values()].map((kind) => kind.leaseMs), 1);
    const claimed = await claimDueJobs(db, {
      workerId,
      kinds: [...kinds.keys()],
      now,
      leaseUntil: new Date(now.getTime() + longestLease),
      limit,
    });
    await Promise.all(claimed.map((job) => runOne(job)));
    return claimed.length;
  }

  /** Runs due jobs until none is left (tests: "let the scheduler catch up"). */
  async function drain(maxRounds = 1000): Promise<number> {
    let ran = 0;
    for (let round = 0; round < maxRounds; round += 1) {
      const count = await runDue();
      if (count === 0) return ran;
      ran += count;
    }
    return ran;
  }

  function poll(): void {
    if (tick) {
      wakeAgain = true;
      return;
    }
    tick = runDue()
      .catch((error: unknown) => {
        log.error({ err: error }, 'job runner tick failed');
        return 0;
      })
      .finally(() => {
        tick = null;
        if (wakeAgain) {
          wakeAgain = false;
          if (timer) setImmediate(poll);
        }
      });
  }

  /** Deletes one-off jobs finished more than a week ago; answers how many. */
  const prune = () => pruneFinishedJobs(db, new Date(clock.now().getTime() - KEEP_FINISHED_MS), 5000);
  define('jobs-prune', async () => void (await prune()));

  return {
    workerId,
    define,

    /** Runs `kind` every `everyMs` (one row, `<kind>:every`, rescheduled after each run). */
    every(kind: string, everyMs: number): void {
      if (!kinds.has(kind)) throw new Error(`define job kind ${kind} before scheduling it`);
      recurring.set(kind, everyMs);
      recurringWritten = false;
    },

    /**
     * Enqueues a one-off run in `target` (the caller's transaction, so the job exists exactly when
     * what it works on was committed); false when that run key was enqueued before.
     */
    async enqueue(target: Queryable, job: { runKey: string; payload?: Record<string, unknown>; dueAt?: Date }): Promise<boolean> {
      if (!RUN_KEY.test(job.runKey)) throw new Error(`bad run key ${job.runKey}`);
      const kind = job.runKey.slice(0, job.runKey.indexOf(':'));
      const at = clock.now();
      return insertJob(target, {
        runKey: job.runKey,
        kind,
        payload: job.payload ?? {},
        dueAt: job.dueAt ?? at,
        maxAttempts: kinds.get(kind)?.maxAttempts ?? 10,
        at,
      });
    },

    runDue,
    drain,
    prune,

    /** Asks the polling loop to look for due jobs now rather than at its next tick. */
    wake(): void {
      if (timer) setImmediate(poll);
    },

    /** Polls every `pollMs` until stop(), and prunes finished jobs hourly. */
    start(pollMs: number): void {
      if (timer || pollMs <= 0) return;
      recurring.set('jobs-prune', 3_600_000);
      recurringWritten = false;
      timer = setInterval(poll, pollMs);
      timer.unref();
      setImmediate(poll);
    },

    /** Stops polling and waits for the jobs in hand. */
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await tick;
    },
  };
}

/** The process's job runner. */
export type JobRunner = ReturnType<typeof createJobRunner>;
