// Proves what the console's search asks for: by the text's shape and only the desks the role may open.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { StaffPermission } from '@pkg/contracts/staff-roles';
import { searchPlan } from './search-plan.ts';

const FINANCE: StaffPermission[] = ['members.read', 'finance.decide'];

test('a number is an order, a withdrawal, and a player id (short) or the end of a mobile number (long)', () => {
  assert.deepEqual(searchPlan(' 42 ', FINANCE), {
    players: { by: 'id', q: '42', pageSize: 5 },
    deposits: { orderNo: '42', limit: 5 },
    withdrawals: { id: '42', limit: 5 },
  });
  assert.deepEqual(searchPlan('9171234567', FINANCE).players, { by: 'mobile', q: '9171234567', pageSize: 5 });
});

test('other text is a username', () => {
  assert.deepEqual(searchPlan('rosa.d', FINANCE), {
    players: { by: 'username', q: 'rosa.d', pageSize: 5 },
    deposits: { username: 'rosa.d', limit: 5 },
    withdrawals: { username: 'rosa.d', limit: 5 },
  });
});

test('a role sees only the desks it may open, and text no desk can match asks nothing', () => {
  assert.deepEqual(searchPlan('rosa', ['members.read']), {
    players: { by: 'username', q: 'rosa', pageSize: 5 },
    deposits: null,
    withdrawals: null,
  });
  assert.deepEqual(searchPlan('rosa', []), { players: null, deposits: null, withdrawals: null });
  assert.deepEqual(searchPlan('two words', FINANCE), { players: null, deposits: null, withdrawals: null });
  assert.deepEqual(searchPlan('', FINANCE), { players: null, deposits: null, withdrawals: null });
  // Beyond the server's numbers: not an order number, only the start of a username.
  assert.deepEqual(searchPlan('12345678901234567890', FINANCE).deposits, { username: '12345678901234567890', limit: 5 });
});
