// Proves the icon preloading of SPEC.md section 9: icons within 1.3 viewport heights are fetched
// once, the 200-entry cache forgets the least recently used, and failures are not cached.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ImageCache } from './image-cache.ts';
import { IconPreloader, iconsAhead, type IconPosition } from './image-preload.ts';

const card = (url: string, top: number, height = 100): IconPosition => ({ url, top, bottom: top + height });

test('icons on screen and up to 1.3 viewport heights below are picked; those above or further are not', () => {
  const icons = [
    card('/above.svg', -300),
    card('/on.svg', 100),
    card('/near.svg', 1_000),
    card('/edge.svg', 1_039),
    card('/far.svg', 1_040),
  ];
  assert.deepEqual(
    iconsAhead(icons, 800, () => false),
    ['/on.svg', '/near.svg', '/edge.svg'],
  );
});

test('known icons, empty addresses and repeats are skipped', () => {
  const icons = [card('/a.svg', 0), card('/a.svg', 200), card('', 300), card('/b.svg', 400)];
  assert.deepEqual(
    iconsAhead(icons, 800, (url) => url === '/b.svg'),
    ['/a.svg'],
  );
});

test('the cache keeps 200 addresses and forgets the least recently used first', () => {
  const cache = new ImageCache(200);
  for (let i = 0; i < 200; i += 1) cache.add(`/g${i}.svg`);
  assert.equal(cache.has('/g0.svg'), true, 'a hit makes /g0 the newest');
  cache.add('/g200.svg');
  assert.equal(cache.size, 200);
  assert.equal(cache.has('/g1.svg'), false, '/g1 was the least recently used');
  assert.equal(cache.has('/g0.svg'), true);
  assert.equal(cache.has('/g200.svg'), true);
});

test('the preloader fetches each icon once, caches what arrived and not what failed', async () => {
  const asked: string[] = [];
  const preloader = new IconPreloader(async (url) => {
    asked.push(url);
    if (url.includes('broken')) throw new Error('404');
  });
  const icons = [card('/ok.svg', 0), card('/broken.svg', 200)];
  assert.deepEqual(preloader.preload(icons, 800), ['/ok.svg', '/broken.svg']);
  assert.deepEqual(preloader.preload(icons, 800), [], 'nothing twice while in flight');
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(preloader.cache.has('/ok.svg'), true);
  assert.equal(preloader.cache.has('/broken.svg'), false);
  assert.deepEqual(preloader.preload(icons, 800), ['/broken.svg'], 'a failed icon may be tried again later');
  assert.deepEqual(asked, ['/ok.svg', '/broken.svg', '/broken.svg']);
});
