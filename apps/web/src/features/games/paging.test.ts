// Proves the lobby's paging and cache rules: the next page until the last, games shown once across
// pages, a favourite change marking the game in every cached list shape, and the player's own
// lists narrowed to the hall's vendor, category and name.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Game, GamePageValue } from '@pkg/contracts/game-catalogue';
import { gamesOfPages, narrowOwnList, nextPageNo, withFavourite } from './paging.ts';

function game(gameCode: string, extra: Partial<Game> = {}): Game {
  return {
    vendorCode: 'BTSLOT',
    vassalage: 'BTSLOT',
    gameCode,
    displayName: gameCode,
    gameType: 'RNG',
    category: 'lines',
    iconUrl: `/games/${gameCode}.svg`,
    isHot: false,
    isNew: false,
    maintenance: false,
    favourite: false,
    roomId: null,
    ...extra,
  };
}

const page = (pageNum: number, totalPages: number, games: Game[]): GamePageValue => ({
  games,
  pageNum,
  pageSize: 2,
  total: totalPages * 2,
  totalPages,
});

test('the next page follows until the last one; an empty answer has none', () => {
  assert.equal(nextPageNo(page(1, 3, [])), 2);
  assert.equal(nextPageNo(page(2, 3, [])), 3);
  assert.equal(nextPageNo(page(3, 3, [])), undefined);
  assert.equal(nextPageNo(page(1, 0, [])), undefined);
});

test('games of all pages in order, a game that shifted to the next page shown once', () => {
  const pages = [page(1, 2, [game('a'), game('b')]), page(2, 2, [game('b'), game('c')])];
  assert.deepEqual(
    gamesOfPages(pages).map((entry) => entry.gameCode),
    ['a', 'b', 'c'],
  );
  assert.deepEqual(gamesOfPages([]), []);
});

test('a favourite change marks that game in lists and in infinite pages, and nothing else', () => {
  const list = { list: [game('a'), game('b')] };
  const marked = withFavourite(list, 'BTSLOT', 'b', true);
  assert.deepEqual(
    marked.list.map((entry) => entry.favourite),
    [false, true],
  );
  assert.equal(list.list[1]!.favourite, false, 'the cached answer is not changed in place');
  const infinite = { pages: [page(1, 1, [game('a'), game('b', { vendorCode: 'OTHER' })])], pageParams: [1] };
  const pages = withFavourite(infinite, 'BTSLOT', 'b', true);
  assert.deepEqual(
    pages.pages[0]!.games.map((entry) => entry.favourite),
    [false, false],
    'same code, other vendor: untouched',
  );
  assert.equal(withFavourite(undefined, 'BTSLOT', 'a', true), undefined);
  const visitor = { list: [game('a', { favourite: undefined })] };
  assert.equal(withFavourite(visitor, 'BTSLOT', 'a', true).list[0]!.favourite, undefined, 'a visitor list has no flags to set');
});

test("the player's own lists narrow to the hall's vendor, the category and a name, ignoring case", () => {
  const own = [
    game('lucky-777', { displayName: 'Lucky 777', category: 'classic' }),
    game('ways', { displayName: 'Jungle Ways', category: 'ways' }),
    game('x', { vendorCode: 'OTHER', displayName: 'Lucky Other' }),
  ];
  const codes = (list: Game[]) => list.map((entry) => entry.gameCode);
  assert.deepEqual(codes(narrowOwnList(own, 'BTSLOT', '', '')), ['lucky-777', 'ways']);
  assert.deepEqual(codes(narrowOwnList(own, 'BTSLOT', 'ways', '')), ['ways']);
  assert.deepEqual(codes(narrowOwnList(own, 'BTSLOT', '', '  LUCKY ')), ['lucky-777']);
  assert.deepEqual(codes(narrowOwnList(own, 'BTSLOT', 'ways', 'lucky')), []);
});
