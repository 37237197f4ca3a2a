// Proves the early API calls (early-fetch.ts, which may import nothing) ask for the contracts'
// paths with the contracts' header names and languages, and a hall's games as the games feature
// asks for them, so the api client can take their answers; and that the page code it preloads is
// the build's map's (route-preloads.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SHIPPED_LANGUAGES } from '@pkg/contracts/languages';
import { API, HEADERS } from '@pkg/contracts/routes';
import { PAGE_SIZE } from './features/games/paging.ts';
import { HALL_PATHS } from './features/games/hall-paths.ts';
import {
  EARLY_HALLS,
  EARLY_HEADERS,
  EARLY_LANGUAGES,
  EARLY_PAGE_SIZE,
  EARLY_PATHS,
  EARLY_PRELOADS_META,
  hallPaths,
  preloadPageCode,
} from './early-fetch.ts';
import { ROUTE_PRELOADS_META } from './route-preloads.ts';

test('the early paths are the API routes of the calls start-up makes', () => {
  for (const [name, path] of Object.entries(EARLY_PATHS)) assert.equal(path, API[name as keyof typeof EARLY_PATHS], name);
});

test('the early headers are the wire headers the api client sends', () => {
  for (const [name, header] of Object.entries(EARLY_HEADERS)) assert.equal(header, HEADERS[name as keyof typeof EARLY_HEADERS], name);
});

test('the early calls know the shipped languages', () => {
  assert.deepEqual([...EARLY_LANGUAGES].sort(), [...SHIPPED_LANGUAGES].sort());
});

test('the early calls know the same game type pages with a hall of games as the start-up prefetch', () => {
  assert.deepEqual(EARLY_HALLS, HALL_PATHS);
});

test("a hall's first games and categories are asked at the paths the games feature asks them", () => {
  assert.equal(EARLY_PAGE_SIZE, PAGE_SIZE);
  // features/games games-api.ts: the filter (type, vendor), then pageNo and pageSize.
  assert.deepEqual(hallPaths('RNG', 'BT SLOT'), {
    games: `${API.gameList}?type=RNG&vendor=BT+SLOT&pageNo=1&pageSize=${PAGE_SIZE}`,
    categories: `${API.vassGameType}?vendor=BT+SLOT`,
  });
});

test("a visit that starts on a lazy page preloads that page's files as index.html's map names them", () => {
  assert.equal(EARLY_PRELOADS_META, ROUTE_PRELOADS_META);
  const map = { '/rng': ['/assets/game-type-routes-a.js', '/assets/page-b.js'], '/vip': ['/assets/vip-route-c.js'] };
  const fakeDocument = (content: string | null) => {
    const appended: { rel: string; href: string; crossOrigin: string | null }[] = [];
    const doc = {
      querySelector: (selector: string) => (content !== null && selector === `meta[name="${ROUTE_PRELOADS_META}"]` ? { content } : null),
      createElement: () => ({ rel: '', href: '', crossOrigin: null }),
      head: { append: (link: (typeof appended)[number]) => appended.push(link) },
    };
    return { doc: doc as unknown as Document, appended };
  };
  const visit = fakeDocument(JSON.stringify(map));
  assert.deepEqual(preloadPageCode(visit.doc, '/rng'), map['/rng']);
  assert.deepEqual(
    visit.appended.map((link) => [link.rel, link.href, link.crossOrigin]),
    map['/rng'].map((file) => ['modulepreload', file, '']),
  );
  // The home page is in the start-up code; no map, a broken map or a foreign file preload nothing.
  assert.deepEqual(preloadPageCode(fakeDocument(JSON.stringify(map)).doc, '/index'), []);
  assert.deepEqual(preloadPageCode(fakeDocument(null).doc, '/rng'), []);
  assert.deepEqual(preloadPageCode(fakeDocument('{not json').doc, '/rng'), []);
  assert.deepEqual(preloadPageCode(fakeDocument(JSON.stringify({ '/rng': ['https://evil.example/x.js', 7] })).doc, '/rng'), []);
});
