// Proves how the Vietnamese lottery resolves its address: a station picks its region and the game
// its draw names, a game picks its region (or the fast tab) and a station open for bets, and with
// neither the first region with an open station comes first; fast games are those no region lists.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { LotteryDraw, LotteryGame } from '@pkg/contracts/lottery';
import type { VnMenuEntry } from './api/lottery-api.ts';
import { vnChoice, vnFastGames, vnTabChoice } from './vn-choice.ts';

const game = (gameCode: string, format: LotteryGame['format'] = 'vn18'): LotteryGame => ({
  gameCode,
  gameName: gameCode,
  vendorCode: 'BTXOSO',
  gameType: 'LOTT',
  prizeMode: 'Lott',
  format,
  gameGroupCode: gameCode,
  iconUrl: '',
  cadenceSeconds: null,
  region: null,
  maintenance: false,
  current: null,
  last: null,
});
const draw = (gameCode: string, stationCode: string, status: LotteryDraw['status'] = 'open'): LotteryDraw => ({
  gameCode,
  numero: `20261125-${stationCode}`,
  status,
  stationCode,
  opensAt: '2026-11-24T09:15:00.000Z',
  closesAt: '2026-11-25T09:00:00.000Z',
  drawAt: '2026-11-25T09:15:00.000Z',
  result: null,
  seedHash: null,
});

const entries: VnMenuEntry[] = [
  {
    gameGroupCode: 'VN-NORTH',
    labelName: 'North',
    region: 'north',
    gameMenus: [game('vn-north', 'vn27')],
    stations: [
      { stationCode: 'hn', name: 'Hà Nội', region: 'north', draw: null },
      { stationCode: 'bn', name: 'Bắc Ninh', region: 'north', draw: draw('vn-north', 'bn', 'closed') },
    ],
  },
  {
    gameGroupCode: 'VN-SOUTH',
    labelName: 'South',
    region: 'south',
    gameMenus: [game('vn-south')],
    stations: [
      { stationCode: 'ag', name: 'An Giang', region: 'south', draw: null },
      { stationCode: 'ct', name: 'Cần Thơ', region: 'south', draw: draw('vn-south', 'ct') },
    ],
  },
  { gameGroupCode: 'VNFAST', labelName: 'Fast', region: null, gameMenus: [game('vnfast-1m', 'vn27')], stations: [] },
];
const fast = vnFastGames(entries, [game('ssc-1m', 'ssc'), game('vn-south'), game('vnfast-5m')]);

test('fast games are the Vietnamese games no region lists', () => {
  assert.deepEqual(
    fast.map((candidate) => candidate.gameCode),
    ['vnfast-1m', 'vnfast-5m'],
  );
});

test('a station picks its region and game', () => {
  const choice = vnChoice(entries, fast, null, 'bn');
  assert.equal(choice?.tab, 'north');
  assert.equal(choice?.game.gameCode, 'vn-north');
  assert.equal(choice?.station?.stationCode, 'bn');
});

test('a game picks its region and a station drawing today, or the fast tab', () => {
  assert.equal(vnChoice(entries, fast, 'vn-north', null)?.station?.stationCode, 'bn', 'drawing today beats not drawing');
  assert.equal(vnChoice(entries, fast, 'vn-south', null)?.station?.stationCode, 'ct');
  assert.deepEqual(vnChoice(entries, fast, 'vnfast-5m', null)?.tab, 'fast');
});

test('with nothing asked, the first region with a station open for bets comes first', () => {
  const choice = vnChoice(entries, fast, null, null);
  assert.equal(choice?.tab, 'south');
  assert.equal(choice?.station?.stationCode, 'ct');
  assert.equal(vnChoice([], fast, null, null)?.game.gameCode, 'vnfast-1m');
  assert.equal(vnChoice([], [], null, null), null);
});

test('a region tab opens its first station; the fast tab its first game', () => {
  assert.equal(vnTabChoice(entries, fast, 'north')?.station?.stationCode, 'bn');
  assert.equal(vnTabChoice(entries, fast, 'fast')?.game.gameCode, 'vnfast-1m');
  assert.equal(vnTabChoice(entries, fast, 'central'), null);
});
