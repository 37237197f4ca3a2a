// Proves the agent centre lists a contract page only when the consolidated info shows one (SPEC.md
// sections 2 and 6), in menu order, and marks the pages where an offer or a termination awaits
// the agent; an agent without contracts, or before the info arrives, sees no contract page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ConsolidatedValue } from '@pkg/contracts/agent-contracts';
import { contractPages } from './agent-pages.ts';

const none: ConsolidatedValue = {
  dailysalreqtype: 0,
  divtypereq: 0,
  contracthoursalreq: 0,
  realtimesalreqtype: 0,
  dailySalary: false,
  hourSalary: false,
  agentRealtimeSalary: false,
  salary: false,
  enableCt: false,
  domainList: [],
};

test('no consolidated info, or no contract at all, lists no contract page', () => {
  assert.deepEqual(contractPages(undefined), []);
  assert.deepEqual(contractPages(none), []);
});

test('each flag lists its page, in menu order', () => {
  const all = { ...none, enableCt: true, salary: true, hourSalary: true, agentRealtimeSalary: true };
  assert.deepEqual(
    contractPages(all).map((page) => page.id),
    ['agentDividendRecordCopy2', 'agentDailyWages2', 'agentHourSalary', 'agentRealtimeSalary'],
  );
  assert.deepEqual(
    contractPages({ ...none, hourSalary: true }).map((page) => [page.id, page.kind]),
    [['agentHourSalary', 'hourly_salary']],
  );
  // Holding a daily salary contract is not the page's switch: `salary` is.
  assert.deepEqual(contractPages({ ...none, dailySalary: true }), []);
});

test('an offer or a termination awaiting the agent lists the page and marks it', () => {
  assert.deepEqual(contractPages({ ...none, contracthoursalreq: 1 }), [{ id: 'agentHourSalary', kind: 'hourly_salary', awaiting: true }]);
  assert.deepEqual(contractPages({ ...none, realtimesalreqtype: 2 }), [
    { id: 'agentRealtimeSalary', kind: 'realtime_salary', awaiting: true },
  ]);
  assert.deepEqual(contractPages({ ...none, enableCt: true, divtypereq: 1 }), [
    { id: 'agentDividendRecordCopy2', kind: 'dividend', awaiting: true },
  ]);
  // The agent's own request awaiting the other side (3) is not the agent's to answer.
  assert.deepEqual(contractPages({ ...none, salary: true, dailysalreqtype: 3 }), [
    { id: 'agentDailyWages2', kind: 'daily_salary', awaiting: false },
  ]);
  assert.deepEqual(contractPages({ ...none, realtimesalreqtype: 3 }), []);
});
