// Proves the early API calls (early-fetch.ts, which may import nothing) ask for the contracts'
// paths with the contracts' header names and languages, and a hall's games as the games feature
// asks for them, so the api client can take their answers.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SHIPPED_LANGUAGES } from '@pkg/contracts/languages';
import { API, HEADERS } from '@pkg/contracts/routes';
import { PAGE_SIZE } from './features/games/paging.ts';
import { EARLY_HEADERS, EARLY_LANGUAGES, EARLY_PAGE_SIZE, EARLY_PATHS, hallPaths } from './early-fetch.ts';

test('the early paths are the API routes of the calls start-up makes', () => {
  for (const [name, path] of Object.entries(EARLY_PATHS)) assert.equal(path, API[name as keyof typeof EARLY_PATHS], name);
});

test('the early headers are the wire headers the api client sends', () => {
  for (const [name, header] of Object.entries(EARLY_HEADERS)) assert.equal(header, HEADERS[name as keyof typeof EARLY_HEADERS], name);
});

test('the early calls know the shipped languages', () => {
  assert.deepEqual([...EARLY_LANGUAGES].sort(), [...SHIPPED_LANGUAGES].sort());
});

test("a hall's first games and categories are asked at the paths the games feature asks them", () => {
  assert.equal(EARLY_PAGE_SIZE, PAGE_SIZE);
  // features/games games-api.ts: the filter (type, vendor), then pageNo and pageSize.
  assert.deepEqual(hallPaths('RNG', 'BT SLOT'), {
    games: `${API.gameList}?type=RNG&vendor=BT+SLOT&pageNo=1&pageSize=${PAGE_SIZE}`,
    categories: `${API.vassGameType}?vendor=BT+SLOT`,
  });
});
