import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createGroupCommit } from './group-commit.ts';

/** A run function that records its groups and answers after the test lets it. */
function recorder<J>(answer: (job: J) => string = (job) => `done ${String(job)}`) {
  const groups: J[][] = [];
  const waiting: Array<() => void> = [];
  return {
    groups,
    /** Lets every group started so far finish. */
    release: () => waiting.splice(0).forEach((go) => go()),
    run: async (jobs: J[]) => {
      groups.push(jobs);
      await new Promise<void>((resolve) => waiting.push(resolve));
      return jobs.map(answer);
    },
  };
}

/** A few turns of the event loop: enough for finished groups to free their slot and the next to start. */
const tick = async () => {
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
};

test('a lone job goes at once; jobs arriving while groups run wait and go together', async () => {
  const r = recorder<number>();
  const queue = createGroupCommit({ run: r.run, maxInFlight: 1 });
  const first = queue.submit(1);
  await tick();
  assert.deepEqual(r.groups, [[1]]);
  const rest = [2, 3, 4].map((job) => queue.submit(job));
  await tick();
  assert.equal(r.groups.length, 1, 'the next group waits for a free slot');
  r.release();
  assert.equal(await first, 'done 1');
  await tick();
  assert.deepEqual(r.groups[1], [2, 3, 4]);
  r.release();
  assert.deepEqual(await Promise.all(rest), ['done 2', 'done 3', 'done 4']);
});

test('groups never mix keys, hold no repeated value, and stay within the size', async () => {
  const r = recorder<{ key: string; id: string }>((job) => job.id);
  const queue = createGroupCommit({ run: r.run, keyOf: (job) => job.key, distinctBy: (job) => job.id, maxGroup: 2, maxInFlight: 8 });
  const jobs = [
    { key: 'a', id: 'x' },
    { key: 'a', id: 'x' },
    { key: 'b', id: 'y' },
    { key: 'a', id: 'z' },
    { key: 'a', id: 'w' },
  ];
  const answers = jobs.map((job) => queue.submit(job));
  await tick();
  r.release();
  await tick();
  r.release();
  assert.deepEqual(await Promise.all(answers), ['x', 'x', 'y', 'z', 'w']);
  for (const group of r.groups) {
    assert.ok(group.length <= 2);
    assert.equal(new Set(group.map((job) => job.key)).size, 1, 'one key per group');
    assert.equal(new Set(group.map((job) => job.id)).size, group.length, 'no repeated id in a group');
  }
  assert.equal(r.groups.flat().length, 5, 'every job ran once');
});

test('when a whole group fails, its jobs run alone and only the faulty one fails', async () => {
  const groups: number[][] = [];
  const queue = createGroupCommit<number, number>({
    maxInFlight: 1,
    run: async (jobs) => {
      groups.push(jobs);
      if (jobs.includes(13)) throw new Error('unlucky');
      return jobs.map((job) => job * 2);
    },
  });
  const outcomes = await Promise.allSettled([2, 13, 4].map((job) => queue.submit(job)));
  assert.deepEqual(
    outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : (outcome.reason as Error).message)),
    [4, 'unlucky', 8],
  );
  assert.deepEqual(groups, [[2, 13, 4], [2], [13], [4]]);
});

test('groups running at once never share a resource, and each has its own slot', async () => {
  const running: Array<{ jobs: string[]; slot: number }> = [];
  const waiting: Array<() => void> = [];
  const queue = createGroupCommit<string, string>({
    maxInFlight: 2,
    resourcesOf: (job) => [job.split(':')[0] as string],
    run: async (jobs, slot) => {
      running.push({ jobs, slot });
      await new Promise<void>((resolve) => waiting.push(resolve));
      return jobs;
    },
  });
  const first = queue.submit('w1:a');
  await tick();
  // w1 is held by the running group: its next job waits, w2 goes in a second group at once.
  const rest = ['w1:b', 'w2:c', 'w1:d'].map((job) => queue.submit(job));
  await tick();
  assert.deepEqual(running, [
    { jobs: ['w1:a'], slot: 0 },
    { jobs: ['w2:c'], slot: 1 },
  ]);
  waiting.shift()?.();
  await first;
  await tick();
  assert.deepEqual(running[2], { jobs: ['w1:b', 'w1:d'], slot: 0 }, 'one group may hold a resource several times');
  waiting.splice(0).forEach((go) => go());
  assert.deepEqual(await Promise.all(rest), ['w1:b', 'w2:c', 'w1:d']);
});

test('the next group starts before the finished group’s callers go on with its answers', async () => {
  const r = recorder<number>();
  const queue = createGroupCommit({ run: r.run, maxInFlight: 1 });
  const events: string[] = [];
  const first = queue.submit(1).then((answer) => events.push(`${answer} answered, next groups: ${r.groups.length - 1}`));
  await tick();
  const second = queue.submit(2);
  await tick();
  r.release();
  await first;
  // The caller of job 1 already saw job 2's group started: the database is not left waiting while answers are built.
  assert.deepEqual(events, ['done 1 answered, next groups: 1']);
  assert.deepEqual(r.groups, [[1], [2]]);
  r.release();
  assert.equal(await second, 'done 2');
});

test('with one group working, the next starts when the one before waits only for its commit, within the slots', async () => {
  const started: number[][] = [];
  const gates: Array<{ committing: () => void; finish: () => void }> = [];
  const queue = createGroupCommit<number, number>({
    maxInFlight: 2,
    maxWorking: 1,
    run: async (jobs, _slot, committing) => {
      started.push(jobs);
      await new Promise<void>((resolve) => gates.push({ committing, finish: resolve }));
      return jobs;
    },
  });
  const first = queue.submit(1);
  await tick();
  const rest = [queue.submit(2), queue.submit(3)];
  await tick();
  assert.deepEqual(started, [[1]], 'the second group waits while the first works');
  gates[0]?.committing();
  await tick();
  assert.deepEqual(started, [[1], [2, 3]], 'the first is committing: the next group starts');
  const later = queue.submit(4);
  gates[1]?.committing();
  await tick();
  assert.equal(started.length, 2, 'both slots are taken until a commit ends');
  gates[0]?.finish();
  assert.equal(await first, 1);
  await tick();
  assert.deepEqual(started[2], [4]);
  gates[1]?.finish();
  gates[2]?.finish();
  assert.deepEqual(await Promise.all([...rest, later]), [2, 3, 4]);
});
