// Proves the lottery app's address: its own view, game and station names, the platform's lobby
// parameters (lottoGameCode, lottoView, lottoArea, backUrl), only site paths as the back link,
// where a game opens, odds shown as a decimal, and the currency a lottery amount is written in.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gamePath, readLotteryParams, sitePath, viewSearch } from './lottery-params.ts';
import { oddsDecimal } from '../../lib/odds.ts';
import { moneyStyle } from './money-style.ts';

const read = (query: string) => readLotteryParams(new URLSearchParams(query));

test('the view defaults to betting; lottoView=lobby is the game list', () => {
  assert.equal(read('').view, 'betting');
  assert.equal(read('view=trend').view, 'trend');
  assert.equal(read('view=nonsense').view, 'betting');
  assert.equal(read('lottoView=lobby').view, 'lobby');
  assert.equal(read('lottoView=betting').view, 'betting');
});

test('the game comes from game or lottoGameCode; lottoArea=VN asks for the Vietnamese lottery', () => {
  assert.equal(read('game=ssc-1m').game, 'ssc-1m');
  assert.equal(read('lottoGameCode=k3-3m&launchMode=LOTT').game, 'k3-3m');
  assert.equal(read('').game, null);
  assert.equal(read('lottoArea=VN').vnArea, true);
  assert.equal(read('lottoArea=vn').vnArea, true);
  assert.equal(read('').vnArea, false);
});

test('the back link is a path of this site only', () => {
  assert.equal(read('backUrl=%2Felott').backUrl, '/elott');
  assert.equal(sitePath('/elott?game=ssc-1m&view=lobby'), '/elott?game=ssc-1m&view=lobby');
  // Browsers drop tabs and line breaks from an address: "/\t/evil.example" would open //evil.example.
  assert.equal(read('backUrl=%2F%09%2Fevil.example').backUrl, null);
  for (const bad of [
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/ /x',
    'javascript:alert(1)',
    '',
  ]) {
    assert.equal(sitePath(bad), null, bad);
  }
});

test('Vietnamese tables open in /vnlottery, the e-lottery formats in /lottery', () => {
  assert.equal(gamePath({ gameCode: 'ssc-1m', format: 'ssc' }), '/lottery?game=ssc-1m');
  assert.equal(gamePath({ gameCode: 'pk10-5m', format: 'pk10' }, 'results'), '/lottery?game=pk10-5m&view=results');
  assert.equal(gamePath({ gameCode: 'vn-north', format: 'vn27' }), '/vnlottery?game=vn-north');
  assert.equal(gamePath({ gameCode: 'vn-fast', format: 'vn18' }, 'betting'), '/vnlottery?game=vn-fast');
});

test('switching views keeps the game, station and back link', () => {
  const params = read('game=vn-south&station=tphcm&backUrl=%2Felott');
  assert.equal(viewSearch(params, { view: 'results' }), '?game=vn-south&station=tphcm&view=results&backUrl=%2Felott');
  assert.equal(viewSearch(params, { game: 'vn-north', station: null }), '?game=vn-north&backUrl=%2Felott');
});

test('odds in basis points read as a decimal without float noise', () => {
  assert.equal(oddsDecimal(19_800), '1.98');
  assert.equal(oddsDecimal(950_000), '95');
  assert.equal(oddsDecimal(3_233_330), '323.333');
  assert.equal(oddsDecimal(21_550), '2.155');
  assert.equal(oddsDecimal(5), '0.0005');
});

test('a lottery amount is written with the wallet’s or the brand’s symbol when the code matches', () => {
  const wallet = { code: 'XTS', symbol: 'DEMO', minorDigits: 2 };
  const brand = { code: 'PHP', symbol: 'TLB', minorDigits: 2 };
  assert.deepEqual(moneyStyle('XTS', wallet, brand), wallet);
  assert.deepEqual(moneyStyle('PHP', null, brand), brand);
  assert.deepEqual(moneyStyle('VND', wallet, brand), { code: 'VND', symbol: 'VND', minorDigits: 2 });
});
