/**
 * Group commit: jobs that arrive while earlier groups are still in the database wait in a queue
 * and go together, in one transaction (one statement, one commit), as soon as a slot frees. A lone
 * job goes at once (no timer, so no added delay when the server is quiet); under load the groups
 * grow by themselves, and every job in a group shares its round trips and its commit. Each job
 * still gets its own answer; when a whole group fails, its jobs run again one by one, so only a
 * faulty job fails.
 */

interface Waiting<J, R> {
  job: J;
  resolve: (answer: R) => void;
  reject: (error: unknown) => void;
}

export interface GroupCommitOptions<J, R> {
  /**
   * Runs a group (jobs sharing a key, with distinct `distinctBy` values) and answers each job, in
   * order. `slot` (0 to maxInFlight - 1) is free to this group alone while it runs. A group calls
   * `committing` when only its commit is left: it then no longer counts against `maxWorking`.
   */
  run: (jobs: J[], slot: number, committing: () => void) => Promise<R[]>;
  /** Only jobs with the same key go into one group (for example one brand and currency). */
  keyOf?: (job: J) => string;
  /** Jobs with the same value never share a group: a repeat waits for the next one. */
  distinctBy?: (job: J) => string;
  /**
   * What a job locks (a wallet): a job waits while another running group holds one of them, so
   * groups running at once never queue on each other's rows. Jobs of one group may share them.
   */
  resourcesOf?: (job: J) => readonly string[];
  /** Jobs per group at most. */
  maxGroup?: number;
  /** Groups running at once (each holds a pooled connection). */
  maxInFlight?: number;
  /**
   * Groups running at once that have not called `committing` (default maxInFlight): with 1 and
   * maxInFlight 2, the next group starts while the one before waits for its commit and no sooner,
   * so groups stay as large as one at a time makes them and the commit's wait is not lost.
   */
  maxWorking?: number;
}

/** A queue that runs jobs in shared groups; `submit` answers one job's result. */
export function createGroupCommit<J, R>(options: GroupCommitOptions<J, R>) {
  const maxGroup = options.maxGroup ?? 100;
  const maxInFlight = options.maxInFlight ?? 2;
  const maxWorking = options.maxWorking ?? maxInFlight;
  const keyOf = options.keyOf ?? (() => '');
  // Per key, in arrival order.
  const queues = new Map<string, Array<Waiting<J, R>>>();
  let inFlight = 0;
  // Running groups that have not called `committing`.
  let working = 0;
  let scheduled = false;
  // Resources held by running groups, and which slots are taken.
  const busy = new Set<string>();
  const slots: boolean[] = Array.from({ length: maxInFlight }, () => false);

  /** Takes up to maxGroup jobs of a queue, skipping a job whose distinct value is already in the group. */
  function take(queue: Array<Waiting<J, R>>): Array<Waiting<J, R>> {
    const group: Array<Waiting<J, R>> = [];
    const seen = new Set<string>();
    for (let index = 0; index < queue.length && group.length < maxGroup;) {
      const waiting = queue[index] as Waiting<J, R>;
      const value = options.distinctBy?.(waiting.job);
      const held = options.resourcesOf?.(waiting.job).some((resource) => busy.has(resource)) ?? false;
      if (held || (value !== undefined && seen.has(value))) {
        index += 1;
        continue;
      }
      if (value !== undefined) seen.add(value);
      group.push(waiting);
      queue.splice(index, 1);
    }
    return group;
  }

  /**
   * Runs a group and answers its jobs. On success the slot and resources are freed and the next
   * group started before the answers go out: the callers' continuations (building and sending each
   * answer) then run while the next group's first statement is already in the database, instead of
   * the database waiting for all of them (decision 070).
   */
  async function runGroup(group: Array<Waiting<J, R>>, slot: number, committing: () => void, release: () => void): Promise<void> {
    let answers: R[];
    try {
      answers = await options.run(
        group.map((waiting) => waiting.job),
        slot,
        committing,
      );
    } catch (error) {
      await runAlone(group, slot, committing, error);
      release();
      schedule();
      return;
    }
    release();
    drain();
    group.forEach((waiting, index) => waiting.resolve(answers[index] as R));
  }

  /** After a whole group failed: its jobs again one by one, so only a faulty job fails. */
  async function runAlone(group: Array<Waiting<J, R>>, slot: number, committing: () => void, error: unknown): Promise<void> {
    if (group.length === 1) {
      (group[0] as Waiting<J, R>).reject(error);
      return;
    }
    for (const waiting of group) {
      try {
        const [answer] = await options.run([waiting.job], slot, committing);
        waiting.resolve(answer as R);
      } catch (own) {
        waiting.reject(own);
      }
    }
  }

  function drain(): void {
    scheduled = false;
    // Each key gets one look per pass: a key whose every job waits on a held resource is skipped.
    for (let looks = queues.size; looks > 0 && inFlight < maxInFlight && working < maxWorking; looks -= 1) {
      const next = queues.entries().next();
      if (next.done) return;
      const [key, queue] = next.value;
      queues.delete(key);
      const group = take(queue);
      // Back of the line with what is left, so busy keys take turns.
      if (queue.length > 0) queues.set(key, queue);
      if (group.length === 0) continue;
      start(group);
    }
  }

  function start(group: Array<Waiting<J, R>>): void {
    const slot = slots.indexOf(false);
    slots[slot] = true;
    const resources = group.flatMap((waiting) => options.resourcesOf?.(waiting.job) ?? []);
    for (const resource of resources) busy.add(resource);
    inFlight += 1;
    working += 1;
    let isWorking = true;
    let released = false;
    const committing = () => {
      if (!isWorking) return;
      isWorking = false;
      working -= 1;
      drain();
    };
    void runGroup(group, slot, committing, () => {
      if (released) return;
      released = true;
      if (isWorking) {
        isWorking = false;
        working -= 1;
      }
      for (const resource of resources) busy.delete(resource);
      slots[slot] = false;
      inFlight -= 1;
    });
  }

  function schedule(): void {
    if (scheduled || queues.size === 0) return;
    scheduled = true;
    // After the current turn of the event loop, so jobs that arrived together go together.
    setImmediate(drain);
  }

  return {
    /** Answers one job, run in a group with whatever else is waiting. */
    submit(job: J): Promise<R> {
      return new Promise<R>((resolve, reject) => {
        const key = keyOf(job);
        const queue = queues.get(key) ?? [];
        queue.push({ job, resolve, reject });
        queues.set(key, queue);
        schedule();
      });
    },
  };
}

export type GroupCommit<J, R> = ReturnType<typeof createGroupCommit<J, R>>;
