// Proves what each promotion offers by kind and status (SPEC.md section 4's statuses): only a
// running promotion of a joinable kind can be joined, a reward waiting is claimed in the reward
// centre, a paid bonus with open wagering points to its progress, a rejected application may be
// sent again, and automatic kinds explain themselves instead of offering a button.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PROMOTION_KINDS, PROMOTION_STATUSES } from '@pkg/contracts/promotions';
import { actionOf, shownStatus, statusLabelKey } from './promotion-actions.ts';

test('a running promotion: the action of its kind', () => {
  assert.equal(actionOf('apply', 'Join'), 'apply');
  assert.equal(actionOf('zalo', 'Join'), 'zalo');
  assert.equal(actionOf('checkin', 'Join'), 'checkin');
  assert.equal(actionOf('raffle', 'Join'), 'raffle');
  assert.equal(actionOf('first_deposit', 'Join'), 'automatic');
  assert.equal(actionOf('rebate', 'Joined'), 'automatic');
  assert.equal(actionOf('info', 'Join'), 'none');
});

test('a reward waiting goes to the reward centre; open wagering to its progress', () => {
  for (const kind of PROMOTION_KINDS) {
    assert.equal(actionOf(kind, 'Claim'), 'rewards');
    assert.equal(actionOf(kind, 'Issued'), 'rewards');
    assert.equal(actionOf(kind, 'Process'), 'wagering');
  }
});

test('nothing to do when coming, closed, applied, claimed or done today', () => {
  for (const kind of PROMOTION_KINDS) {
    for (const status of ['comingSoon', 'Close', 'Applying', 'Claimed'] as const)
      assert.equal(actionOf(kind, status), 'none', `${kind} ${status}`);
  }
  assert.equal(actionOf('checkin', 'Joined'), 'none');
  assert.equal(actionOf('raffle', 'Joined'), 'none');
});

test('a rejected application may be sent again', () => {
  assert.equal(actionOf('apply', 'Rejected'), 'apply');
  assert.equal(actionOf('zalo', 'Rejected'), 'zalo');
});

test('every status has a label key; an article that runs shows none', () => {
  for (const status of PROMOTION_STATUSES) assert.equal(statusLabelKey('apply', status), `promotions.status.${status}`);
  assert.equal(statusLabelKey('info', 'Join'), null);
  assert.equal(statusLabelKey('info', 'Close'), 'promotions.status.Close');
});

test("a card shows the player's own status when there is one, else everyone's", () => {
  assert.equal(shownStatus('Join', undefined, '7'), 'Join');
  assert.equal(shownStatus('Join', { 7: 'Applying' }, '7'), 'Applying');
  assert.equal(shownStatus('Join', { 8: 'Claimed' }, '7'), 'Join');
});
