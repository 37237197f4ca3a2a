// Proves how the site arranges its menu from the brand's settings (decision 074): empty settings
// keep the platform's menu as it was, the order moves named entries first, hidden entries and
// entries of switched-off pages drop, and a game category without games never appears.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { arrangeMenu, DEFAULT_MENU_SETTINGS, DEFAULT_ROUTERS, siteRouteOfPath } from './site-menu.ts';

const platform = ['home', 'RNG', 'LOTTERY', 'promotions', 'vip', 'help'].map((key) => ({ key }));
const keys = (entries: Array<{ key: string }>) => entries.map((entry) => entry.key);

test('empty settings and every page on keep the platform menu as it is', () => {
  assert.deepEqual(keys(arrangeMenu(platform, DEFAULT_MENU_SETTINGS, DEFAULT_ROUTERS)), keys(platform));
});

test('the order moves the named entries first, the rest follow in platform order; hidden ones drop', () => {
  const menu = { order: ['promotions', 'LOTTERY'] as const, hidden: ['vip'] as const, labels: {} };
  assert.deepEqual(keys(arrangeMenu(platform, { ...menu, order: [...menu.order], hidden: [...menu.hidden] }, DEFAULT_ROUTERS)), [
    'promotions',
    'LOTTERY',
    'home',
    'RNG',
    'help',
  ]);
});

test('a switched-off page takes its entry with it; a category without games cannot be ordered into the menu', () => {
  const routers = { routes: { ...DEFAULT_ROUTERS.routes, help: false } };
  const menu = { order: ['BINGO' as const, 'home' as const], hidden: [], labels: {} };
  assert.deepEqual(keys(arrangeMenu(platform, menu, routers)), ['home', 'RNG', 'LOTTERY', 'promotions', 'vip']);
});

test('addresses map to their switchable page; the others are always on', () => {
  assert.equal(siteRouteOfPath('/promoDetail'), 'promotions');
  assert.equal(siteRouteOfPath('/download'), 'app');
  assert.equal(siteRouteOfPath('/index'), null);
  assert.equal(siteRouteOfPath('/rng'), null);
});
