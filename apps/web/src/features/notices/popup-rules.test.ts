// Proves the popups' execution rules: once per session (per login after login, per tab before),
// once a day, every visit; before- and after-login audiences; an edited popup (new version) shows again.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Popup } from '@pkg/contracts/notices';
import { popupsDueAtLogin, popupsDueOnVisit, rememberShown, type PopupMemory } from './popup-rules.ts';

function memory(): PopupMemory {
  const store = () => {
    const map = new Map<string, string>();
    return { getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value) };
  };
  return { session: store(), local: store(), shownThisLoad: new Set() };
}

const popup = (id: string, frequency: Popup['frequency'], audience: Popup['audience'], version = 'v1'): Popup => ({
  id,
  title: id,
  content: '',
  frequency,
  audience,
  version,
  timestamp: '2026-11-01T00:00:00Z',
});

const ids = (list: Popup[]) => list.map((item) => item.id);

test('after a login: session popups every login, daily ones once a day, never before-login ones', () => {
  const m = memory();
  const list = [popup('s', 'session', 'after'), popup('d', 'daily', 'both'), popup('v', 'visit', 'after'), popup('b', 'session', 'before')];
  const first = popupsDueAtLogin(list, m, '2026-11-22');
  assert.deepEqual(ids(first), ['s', 'd', 'v']);
  rememberShown(first, m, '2026-11-22');
  assert.deepEqual(ids(popupsDueAtLogin(list, m, '2026-11-22')), ['s', 'v'], 'a second login the same day');
  assert.deepEqual(ids(popupsDueAtLogin(list, m, '2026-11-23')), ['s', 'd', 'v'], 'the next day');
});

test('visitors: once per tab session, once a day, every load; after-login popups never', () => {
  const m = memory();
  const list = [popup('s', 'session', 'before'), popup('d', 'daily', 'before'), popup('v', 'visit', 'both'), popup('a', 'visit', 'after')];
  const first = popupsDueOnVisit(list, false, m, '2026-11-22');
  assert.deepEqual(ids(first), ['s', 'd', 'v']);
  rememberShown(first, m, '2026-11-22');
  assert.deepEqual(ids(popupsDueOnVisit(list, false, m, '2026-11-22')), [], 'the same load shows nothing twice');
  // A new load of the site (same tab): the visit popup again, not the session or daily ones.
  m.shownThisLoad.clear();
  assert.deepEqual(ids(popupsDueOnVisit(list, false, m, '2026-11-22')), ['v']);
  assert.deepEqual(ids(popupsDueOnVisit(list, false, m, '2026-11-23')), ['d', 'v']);
  // An edited popup is a new version and shows again.
  assert.deepEqual(ids(popupsDueOnVisit([popup('s', 'session', 'before', 'v2')], false, m, '2026-11-22')), ['s']);
});

test('logged in, on a later page load: daily and visit popups, not the session ones of the login', () => {
  const m = memory();
  const list = [popup('s', 'session', 'after'), popup('d', 'daily', 'after'), popup('v', 'visit', 'both'), popup('b', 'daily', 'before')];
  assert.deepEqual(ids(popupsDueOnVisit(list, true, m, '2026-11-22')), ['d', 'v']);
});
