// Proves the lottery reads: menus by prize mode with translated group labels and each game's open
// and last draw, the popular list, the Vietnamese regions with today's stations and the open
// station draws, the open draw for a player only, rules with the brand's odds and switches,
// results and trends, a draw's proof that anyone can check, the lottery launch, the recent
// games, and draw events on the live stream.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from '@pkg/contracts/routes';
import type { DrawProof, LotteryMenus, LotteryRules } from '@pkg/contracts/lottery';
import { commitmentOf, fairResult } from '@pkg/games/lottery/fair-draw';
import { authed } from '../../../../test/auth-helpers.ts';
import { advanceTo, lotteryGet, openDraw, placeOrder, runJobs } from '../../../../test/lottery-helpers.ts';
import { createTestApp, demoHeaders, type TestApp } from '../../../../test/test-app.ts';
import { fund, moneyCall, newPlayer, type Player } from '../../../../test/wallet-helpers.ts';

let t: TestApp;
let player: Player;
before(async () => {
  t = await createTestApp();
  player = await newPlayer(t, 'reader', { pin: false });
  await fund(t, player.id, 100_000n);
  await runJobs(t);
});
after(() => t.close());

test('menus group the games by prize mode with translated labels, each with its open and last draw', async () => {
  const all = await lotteryGet<LotteryMenus>(t, API.gameMenus);
  assert.deepEqual(
    all.gameMenus.map((menu) => menu.gameGroupCode),
    ['SSC', 'K3', '11X5', 'PK10', 'VNFAST', 'VN-NORTH', 'VN-CENTRAL', 'VN-SOUTH'],
  );
  const ssc = all.gameMenus[0]?.gameMenus[0];
  assert.equal(ssc?.gameCode, 'ssc-1m');
  assert.equal(ssc?.current?.status, 'open');
  assert.equal(ssc?.last?.status, 'settled');
  const lott = await lotteryGet<LotteryMenus>(t, API.gameMenus, { prizeMode: 'Lott' }, { language: 'VI' });
  assert.deepEqual(
    lott.gameMenus.map((menu) => menu.labelName),
    ['Miền Bắc', 'Miền Trung', 'Miền Nam'],
  );
  const zy = await lotteryGet<LotteryMenus>(t, API.gameMenus, { prizeMode: 'ZY' });
  assert.deepEqual(
    zy.gameMenus.flatMap((menu) => menu.gameMenus.map((game) => game.gameCode)),
    ['vnfast-1m', 'vnfast-5m'],
  );
  assert.deepEqual((await lotteryGet<LotteryMenus>(t, API.gameMenus, { prizeMode: 'SEA' })).gameMenus, []);
  await t.db.query(`update merchants set disabled_game_types = '{LOTT}' where code = 'bituin'`);
  assert.equal(
    (await lotteryGet<LotteryMenus>(t, API.gameMenus, { prizeMode: 'Lott' })).gameMenus.length,
    0,
    'a category switched off leaves the menus',
  );
  await t.db.query(`update merchants set disabled_game_types = '{}' where code = 'bituin'`);
  const bad = await t.app.inject({ url: `${API.gameMenus}?prizeMode=Nope`, headers: demoHeaders() });
  assert.equal(bad.statusCode, 400);
  // The header's navigation moved to its own call and still groups vendors by type.
  const nav = await lotteryGet<{ menus: Array<{ gameType: string }> }>(t, API.gameNav);
  assert.ok(nav.menus.some((menu) => menu.gameType === 'ELOTT'));
});

test('the open draw and recent games are for players; popular games rank by tickets sold', async () => {
  const visitor = await t.app.inject({ url: `${API.lotteryOpenedNumero}?gameCode=k3-1m`, headers: demoHeaders() });
  assert.equal(visitor.statusCode, 401);
  const draw = await openDraw(t, player.token, 'k3-1m');
  const opened = await t.app.inject({ url: `${API.lotteryOpenedNumero}?gameCode=k3-1m`, headers: authed(player.token) });
  assert.equal(opened.json().upcoming.length, 10);
  assert.ok(opened.json().last.result.length === 3);
  for (let i = 0; i < 2; i += 1) {
    const placed = await placeOrder(t, player.token, {
      gameCode: 'k3-1m',
      numero: draw.numero,
      bets: [{ betType: 'k3.sum', picks: [['10', '11']], unitMinor: '100' }],
    });
    assert.equal(placed.statusCode, 200, placed.body);
  }
  const popular = await lotteryGet<{ popular: Array<{ gameCode: string; tickets: number }> }>(t, API.lotteryPopular, {
    count: '20',
    prizeMode: 'Elott',
  });
  assert.deepEqual(popular.popular[0], { ...popular.popular[0], gameCode: 'k3-1m', tickets: 2 });
  assert.equal((await t.app.inject({ url: `${API.lotteryPopular}?count=7`, headers: demoHeaders() })).statusCode, 400);
  const recent = await t.app.inject({ url: API.lotteryVnRecent, headers: authed(player.token) });
  assert.equal(recent.json().recent[0].gameCode, 'k3-1m');
});

test('Vietnamese regions show today’s stations and the station draws open now', async () => {
  const menus = await lotteryGet<{
    gameMenus: Array<{ gameGroupCode: string; stations: Array<{ stationCode: string; draw: { numero: string } | null }> }>;
  }>(t, API.lotteryVnMenu);
  const south = menus.gameMenus.find((menu) => menu.gameGroupCode === 'VN-SOUTH');
  // Sunday: Tiền Giang, Kiên Giang and Đà Lạt draw; the other stations have no draw today.
  assert.deepEqual(
    south?.stations.filter((s) => s.draw).map((s) => s.draw?.numero),
    ['20261122-dl', '20261122-kg', '20261122-tg'],
  );
  const open = await lotteryGet<{ vnLottList: Array<{ numero: string; stationName: string; region: string }> }>(t, API.lotteryVnOpen);
  assert.ok(open.vnLottList.some((draw) => draw.numero === '20261122-tg' && draw.stationName === 'Tiền Giang' && draw.region === 'south'));
  assert.ok(
    open.vnLottList.some((draw) => draw.numero === '20261122-tb'),
    'the North’s Sunday station, Thái Bình',
  );
});

test('rules carry the brand’s odds and switches, and a ticket is sold at them', async () => {
  await t.db.query(
    `update lottery_games set odds = '{"ssc.pos": 95000, "k3.sum": {"10": 600000}}', disabled_bet_types = '{ssc.all5.direct}' where game_code in ('ssc-1m', 'k3-1m')`,
  );
  const rules = await lotteryGet<LotteryRules>(t, API.lotteryRules, { gameCode: 'ssc-1m' });
  assert.equal(rules.betTypes.find((rule) => rule.code === 'ssc.pos')?.oddsBp, 95000);
  assert.equal(rules.betTypes.find((rule) => rule.code === 'ssc.bsoe')?.oddsBp, 19400, 'others keep the defaults');
  assert.equal(
    rules.betTypes.some((rule) => rule.code === 'ssc.all5.direct'),
    false,
  );
  const k3 = await lotteryGet<LotteryRules>(t, API.lotteryRules, { gameCode: 'k3-1m' });
  const sum = k3.betTypes.find((rule) => rule.code === 'k3.sum');
  assert.equal(sum?.oddsByToken?.['10'], 600000);
  assert.equal(sum?.oddsBp, Math.min(...Object.values(sum?.oddsByToken ?? {})));
  const draw = await openDraw(t, player.token, 'ssc-1m');
  const placed = await placeOrder(t, player.token, {
    gameCode: 'ssc-1m',
    numero: draw.numero,
    bets: [{ betType: 'ssc.pos', picks: [['1'], [], [], [], []], unitMinor: '100' }],
  });
  assert.equal(placed.json().value.order.tickets[0].oddsBp, 95000);
  const switchedOff = await placeOrder(t, player.token, {
    gameCode: 'ssc-1m',
    numero: draw.numero,
    bets: [{ betType: 'ssc.all5.direct', picks: [['1'], ['2'], ['3'], ['4'], ['5']], unitMinor: '100' }],
  });
  assert.equal(switchedOff.json().errorCode, 'lottery_bet_type_invalid');
  await t.db.query(`update lottery_games set odds = '{}', disabled_bet_types = '{}'`);
});

test('results page, trends and a draw’s proof let anyone check the result', async () => {
  const draw = await openDraw(t, player.token, 'pk10-5m');
  const before = await lotteryGet<DrawProof>(t, API.lotteryDraw.replace(':gameCode', 'pk10-5m').replace(':numero', draw.numero));
  assert.equal(before.seed, null, 'the seed stays secret until the draw');
  assert.equal(before.seedHash, draw.seedHash);
  await advanceTo(t, draw.drawAt);
  const proof = await lotteryGet<DrawProof>(t, API.lotteryDraw.replace(':gameCode', 'pk10-5m').replace(':numero', draw.numero));
  assert.equal(proof.source, 'house');
  assert.ok(proof.seed && proof.result);
  assert.equal(commitmentOf(proof.seed), proof.seedHash);
  assert.deepEqual(fairResult(proof.format, proof.seed, proof.context).numbers, proof.result);
  const missing = await t.app.inject({
    url: API.lotteryDraw.replace(':gameCode', 'pk10-5m').replace(':numero', '20991231-0001'),
    headers: demoHeaders(),
  });
  assert.equal(missing.json().errorCode, 'lottery_draw_not_found');

  const page = await lotteryGet<{ list: Array<{ numero: string; status: string }>; pageNum: number; totalPages: number }>(
    t,
    API.lotteryResults,
    {
      gameCode: 'pk10-5m',
      pageSize: '1',
    },
  );
  assert.equal(page.list[0]?.numero, draw.numero);
  assert.ok(page.totalPages >= 2);
  const trend = await lotteryGet<{ results: unknown[]; trend: { rows: Array<{ label: string }> } }>(t, API.lotteryTrend, {
    gameCode: 'pk10-5m',
    count: '30',
  });
  assert.ok(trend.results.length >= 2);
  assert.equal(trend.trend.rows[0]?.label, 'rank1');
  assert.equal((await t.app.inject({ url: `${API.lotteryTrend}?gameCode=pk10-5m&count=7`, headers: demoHeaders() })).statusCode, 400);
});

test('launching a lottery answers its page on the site, with a safe way back', async () => {
  const launch = (body: object) => moneyCall(t, API.launchGame, player.token, body, null);
  const vn = await launch({
    vassalage: 'BTXOSO',
    launchMode: 'LOTT',
    lottoArea: 'VN',
    lottoGameCode: 'vn-south',
    lottoView: 'lobby',
    backUrl: '/index',
  });
  assert.equal(vn.statusCode, 200, vn.body);
  assert.equal(vn.json().value.game_url, '/vnlottery?game=vn-south&view=lobby&backUrl=%2Findex');
  const fast = await launch({ vassalage: 'BTFAST', gameId: 'ssc-1m', backUrl: 'https://evil.example/' });
  assert.equal(fast.json().value.game_url, '/lottery?game=ssc-1m&view=betting', 'a way back off the site is dropped');
  await t.db.query(`update games set maintenance = true where game_code = 'vn-north'`);
  assert.equal((await launch({ vassalage: 'BTXOSO', launchMode: 'LOTT', lottoGameCode: 'vn-north' })).json().errorCode, 'game_maintenance');
  await t.db.query(`update games set maintenance = false where game_code = 'vn-north'`);
});

test('the live stream tells a player’s site when a draw falls', async () => {
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const draw = await openDraw(t, player.token, 'k3-1m');
  const controller = new AbortController();
  const response = await fetch(`${base}${API.walletEvents}`, { headers: authed(player.token), signal: controller.signal });
  assert.equal(response.status, 200);
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = '';
  const drawEvent = (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return null;
      text += decoder.decode(value, { stream: true });
      for (const match of text.matchAll(/event: draw\ndata: (.*)\n\n/g)) {
        const event = JSON.parse(match[1] as string) as { gameCode: string; numero: string; status: string; result: string[] };
        if (event.gameCode === 'k3-1m' && event.numero === draw.numero && event.status === 'drawn') return event;
      }
    }
  })();
  await advanceTo(t, draw.drawAt);
  const event = await drawEvent;
  controller.abort();
  assert.equal(event?.numero, draw.numero);
  assert.equal(event?.result.length, 3);
});
