// Proves the arena's jurisdiction and desk (decision 056): cockfights are off for visitors from the
// Philippines by the brand's country rule (the header's menu leaves them out, the launch, the page's
// session and every bet are refused with game_region_restricted and nothing is taken) and on
// elsewhere; the desk changes the rule (ZZ: visitors of no known country), runs events (a fight needs
// a running event, an event cannot end mid-fight, fights are numbered per event, the stream address
// shows on the page), takes one of two declarations or approvals made at once, refuses roles and
// brands it may not touch, and sets up an arena only where the cockfight vendor is a seamless
// wallet; bets racing the close are each taken whole or refused; the arena page alone may load
// streams from other hosts.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { boArenaList } from '@pkg/contracts/arena';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import { gameMenusResponse } from '@pkg/contracts/games';
import { API } from '@pkg/contracts/routes';
import { roundSessionValue } from '@pkg/contracts/rounds';
import { seedBrand, HOUSE_VENDORS } from '../brands/index.ts';
import { humanCheck, registration, sendSealed } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { staffSignedIn, type TestStaff } from '../../../test/withdrawal-helpers.ts';
import {
  arenaPlayer,
  arenaTableId,
  balanceOf,
  bet,
  card,
  desk,
  deskOk,
  FROM_PH,
  FROM_UNKNOWN,
  FROM_US,
  INTL,
  pageCall,
  path,
  type ArenaPlayer,
} from './arena.test-kit.ts';

let t: TestApp;
let tableId: string;
let owner: TestStaff;
let player: ArenaPlayer;
let token: string;
let roundId: string;
before(async () => {
  t = await createTestApp();
  tableId = await arenaTableId(t);
  owner = await staffSignedIn(t, 'owner');
  player = await arenaPlayer(t, 1_000_000n);
  const [round] = await t.db.query<{ id: string }>(`select id::text as id from rounds where table_id = $1 and status = 'open'`, [tableId]);
  roundId = round?.id as string;
  const registered = await sendSealed(
    t,
    'PUT',
    API.register,
    { ...registration(`intl${process.pid % 1000}`), humanCheck: await humanCheck(t) },
    { merchant: INTL, 'x-forwarded-for': FROM_US },
  );
  assert.equal(registered.statusCode, 200, registered.body);
  token = registered.json().value.token;
});
after(() => t?.close());

const menusFrom = async (from: string) => {
  const response = await t.app.inject({ method: 'GET', url: API.gameNav, headers: { merchant: INTL, 'x-forwarded-for': from } });
  assert.equal(response.statusCode, 200, response.body);
  return gameMenusResponse.parse(response.json()).menus.map((menu) => menu.gameType);
};
const launchFrom = (from: string) =>
  t.app.inject({
    method: 'POST',
    url: API.launchGame,
    headers: { merchant: INTL, authorization: token, 'x-forwarded-for': from },
    payload: { vassalage: 'BTSABONG' },
  });

test('from the Philippines the category is hidden and the launch, the page and bets are refused; elsewhere it is on', async () => {
  assert.ok(!(await menusFrom(FROM_PH)).includes('COCKFIGHT'), 'no cockfight in the menu of a Philippine visitor');
  assert.ok((await menusFrom(FROM_US)).includes('COCKFIGHT'));
  assert.ok((await menusFrom(FROM_UNKNOWN)).includes('COCKFIGHT'), 'unknown countries are not listed by default');

  const refused = await launchFrom(FROM_PH);
  assert.equal(refused.statusCode, 403, refused.body);
  assert.equal(refused.json().errorCode, 'game_region_restricted');
  const launched = await launchFrom(FROM_US);
  assert.equal(launched.statusCode, 200, launched.body);
  assert.match(launched.json().value.game_url, /^\/house-arena\/play\?game=sabong-arena&token=[^&]+&lang=/);

  const session = await pageCall(t, API.roundSession, player, undefined, FROM_PH);
  assert.equal(session.json().errorCode, 'game_region_restricted');
  const before = await balanceOf(t, player);
  const placed = await bet(t, player, roundId, 'meron', '10000', FROM_PH);
  assert.equal(placed.statusCode, 403, placed.body);
  assert.equal(placed.json().errorCode, 'game_region_restricted');
  assert.equal(await balanceOf(t, player), before, 'nothing taken');
  const [count] = await t.db.query<{ n: number }>(`select count(*)::int as n from round_bets where account_id = $1`, [player.id]);
  assert.equal(count?.n, 0);
  const results = await t.app.inject({
    method: 'GET',
    url: `${API.arenaFights}?tableId=${tableId}`,
    headers: { merchant: INTL, 'x-forwarded-for': FROM_PH },
  });
  assert.equal(results.json().errorCode, 'game_region_restricted');
  assert.equal((await bet(t, player, roundId, 'meron', '10000', FROM_US)).statusCode, 200);
});

test('the desk sets the countries: ZZ shuts out unknown countries, an empty list lets the Philippines in; audited', async () => {
  const shut = await deskOk(t, owner, 'PUT', path.jurisdiction(tableId), { countriesOff: ['ZZ', 'PH'] });
  assert.deepEqual(shut.countriesOff, ['PH', 'ZZ']);
  assert.ok(!(await menusFrom(FROM_UNKNOWN)).includes('COCKFIGHT'));
  assert.equal((await pageCall(t, API.roundSession, player, undefined, FROM_UNKNOWN)).json().errorCode, 'game_region_restricted');
  await deskOk(t, owner, 'PUT', path.jurisdiction(tableId), { countriesOff: [] });
  assert.ok((await menusFrom(FROM_PH)).includes('COCKFIGHT'));
  assert.equal((await pageCall(t, API.roundSession, player, undefined, FROM_PH)).statusCode, 200);
  await deskOk(t, owner, 'PUT', path.jurisdiction(tableId), { countriesOff: ['PH'] });
  const audits = await t.db.query<{ detail: { before: string[]; after: string[] } }>(
    `select detail from staff_audit where action = 'arena.jurisdiction' order by id`,
  );
  assert.deepEqual(
    audits.map((row) => row.detail.after),
    [['PH', 'ZZ'], [], ['PH']],
  );
});

test('events: no fight without one, no end mid-fight, fights numbered per event, the stream on the page', async () => {
  const early = await desk(t, owner, 'POST', path.eventEnd(tableId));
  assert.equal(early.json().errorCode, 'arena_event_state', 'fight 1 is still open');
  const busy = await desk(t, owner, 'POST', path.fights(tableId), card('A', 'B'));
  assert.equal(busy.json().errorCode, 'round_in_progress');
  await deskOk(t, owner, 'POST', path.action(roundId), { action: 'declare', result: 'cancelled', cancelReason: 'stream_failure' });
  const ended = await deskOk(t, owner, 'POST', path.eventEnd(tableId));
  assert.equal(ended.event?.status, 'ended');
  const none = await desk(t, owner, 'POST', path.fights(tableId), card('A', 'B'));
  assert.equal(none.json().errorCode, 'arena_event_state');

  const started = await deskOk(t, owner, 'POST', path.events(tableId), { title: 'Night Derby', venue: 'Pit 2', streamUrl: '' });
  assert.equal(started.event?.title, 'Night Derby');
  assert.equal(started.event?.streamUrl, null);
  const twice = await desk(t, owner, 'POST', path.events(tableId), { title: 'Again', venue: '', streamUrl: '' });
  assert.equal(twice.json().errorCode, 'arena_event_state');
  const streamed = await deskOk(t, owner, 'PUT', path.event(tableId), { streamUrl: 'https://stream.example/live/derby.m3u8' });
  assert.equal(streamed.event?.streamUrl, 'https://stream.example/live/derby.m3u8');
  const opened = await deskOk(t, owner, 'POST', path.fights(tableId), card('Kelso', 'Sweater'));
  assert.equal(opened.fight?.fightNo, 1, 'a new event counts its fights from 1');
  const session = roundSessionValue.parse((await pageCall(t, API.roundSession, player)).json().value);
  assert.equal((session.table.state as { event: { streamUrl: string } }).event.streamUrl, 'https://stream.example/live/derby.m3u8');
  assert.equal((session.table.round?.info as { fightNo: number }).fightNo, 1);
  const events = await desk(t, owner, 'GET', BO_API.arenaEvents.replace(':tableId', tableId));
  assert.deepEqual(
    (events.json().value.events as Array<{ title: string; fights: number }>).map((event) => [event.title, event.fights]),
    [
      ['Night Derby', 1],
      ['Bituin International Derby', 1],
    ],
  );
});

test('bets racing the close are each taken whole or refused with round_closed; the pool is what was taken', async () => {
  const fight = roundSessionValue.parse((await pageCall(t, API.roundSession, player)).json().value).table.round;
  assert.ok(fight && fight.status === 'open');
  const bettors = await Promise.all(Array.from({ length: 12 }, () => arenaPlayer(t, 100_000n)));
  const answers = await Promise.all([
    ...bettors.map((one, index) => bet(t, one, fight.roundId, index % 2 ? 'meron' : 'wala', '5000')),
    desk(t, owner, 'POST', path.action(fight.roundId), { action: 'close' }),
  ]);
  const bets = answers.slice(0, bettors.length);
  assert.equal(answers.at(-1)?.statusCode, 200);
  for (const answer of bets) assert.ok([200, 409].includes(answer.statusCode), answer.body);
  const taken = bets.filter((answer) => answer.statusCode === 200).length;
  const [pool] = await t.db.query<{ sum: string | null }>(`select sum(stake_minor)::text as sum from round_bets where round_id = $1`, [
    fight.roundId,
  ]);
  assert.equal(BigInt(pool?.sum ?? '0'), BigInt(taken) * 5_000n);
  let spent = 0n;
  for (const one of bettors) spent += 100_000n - (await balanceOf(t, one));
  assert.equal(spent, BigInt(taken) * 5_000n);
});

test('two staff declaring at once, or approving one correction at once: one result, paid once', async () => {
  const second = await staffSignedIn(t, 'finance');
  // The fight the bets raced the close of waits for its result: cancelled, so the next one opens.
  const going = boArenaList
    .parse((await desk(t, owner, 'GET', BO_API.arenas)).json().value)
    .arenas.find((a) => a.tableId === tableId)?.fight;
  if (going?.status === 'closed') {
    await deskOk(t, owner, 'POST', path.action(going.roundId), { action: 'declare', result: 'cancelled', cancelReason: 'other' });
  }
  const opened = await deskOk(t, owner, 'POST', path.fights(tableId), card('Twin A', 'Twin B'));
  const roundId = opened.fight?.roundId as string;
  const [m, w] = await Promise.all([arenaPlayer(t, 100_000n), arenaPlayer(t, 100_000n)]);
  assert.equal((await bet(t, m, roundId, 'meron', '10000')).statusCode, 200);
  assert.equal((await bet(t, w, roundId, 'wala', '10000')).statusCode, 200);
  await deskOk(t, owner, 'POST', path.action(roundId), { action: 'close' });
  const declared = await Promise.all([
    desk(t, owner, 'POST', path.action(roundId), { action: 'declare', result: 'meron' }),
    desk(t, second, 'POST', path.action(roundId), { action: 'declare', result: 'wala' }),
  ]);
  assert.deepEqual(declared.map((answer) => answer.statusCode).sort(), [200, 409]);
  assert.equal(declared.find((answer) => answer.statusCode === 409)?.json().errorCode, 'arena_fight_state');
  await t.app.jobs.drain();
  const [round] = await t.db.query<{ version: number; result: { winner: string } }>(
    `select result_version as version, result from rounds where id = $1`,
    [roundId],
  );
  assert.equal(round?.version, 1);
  const winner = round?.result.winner === 'meron' ? m : w;
  assert.equal(await balanceOf(t, winner), 100_000n - 10_000n + 19_000n, 'paid once: 20,000 × 0.95');
  // A correction approved by two other staff members at once is applied once.
  const other = round?.result.winner === 'meron' ? 'wala' : 'meron';
  const proposed = await deskOk(t, owner, 'POST', path.corrections(roundId), { result: other, reason: 'photo finish' });
  const id = proposed.pendingCorrections[0]?.id as string;
  const third = await staffSignedIn(t, 'owner');
  const approvals = await Promise.all([desk(t, second, 'POST', path.approve(id)), desk(t, third, 'POST', path.approve(id))]);
  assert.deepEqual(approvals.map((answer) => answer.statusCode).sort(), [200, 409]);
  await t.app.jobs.drain();
  const [after] = await t.db.query<{ version: number }>(`select result_version as version from rounds where id = $1`, [roundId]);
  assert.equal(after?.version, 2);
  assert.equal(await balanceOf(t, winner), 90_000n, 'the first winner’s payout taken back once');
  assert.equal(await balanceOf(t, winner === m ? w : m), 90_000n + 19_000n);
});

test('roles and brands: the auditor reads and changes nothing; staff of another brand see no arena', async () => {
  const auditor = await staffSignedIn(t, 'auditor');
  assert.equal((await desk(t, auditor, 'GET', BO_API.arenas)).statusCode, 200);
  const refused = await desk(t, auditor, 'POST', path.eventEnd(tableId));
  assert.equal(refused.statusCode, 403);
  const elsewhere = await staffSignedIn(t, 'owner', ['bituin']);
  const list = boArenaList.parse((await desk(t, elsewhere, 'GET', BO_API.arenas)).json().value);
  assert.deepEqual(list.arenas, []);
  const foreign = await desk(t, elsewhere, 'PUT', path.event(tableId), { streamUrl: '' });
  assert.equal(foreign.statusCode, 403, foreign.body);
});

test('set-up: refused where the cockfight vendor is a transfer wallet; a new brand gets its arena and its game', async () => {
  const [bituin] = await t.db.query<{ id: string }>(`select id::text as id from merchants where code = 'bituin'`);
  const transfer = await desk(t, owner, 'POST', BO_API.arenas, { brandId: bituin?.id });
  assert.equal(transfer.json().errorCode, 'arena_setup_refused');
  const id = await seedBrand(t.db, { code: 'arenanew', name: 'Arena New', logoUrl: '/l.svg', vendors: HOUSE_VENDORS });
  const listed = boArenaList.parse((await desk(t, owner, 'GET', BO_API.arenas)).json().value);
  assert.ok(listed.brandsWithout.some((brand) => brand.id === id && brand.walletType === 'seamless'));
  const set = await deskOk(t, owner, 'POST', BO_API.arenas, { brandId: id });
  assert.equal(set.brand.code, 'arenanew');
  assert.equal(set.event, null);
  const [game] = await t.db.query<{ type: string; url: string }>(
    `select g.game_type as type, v.launch_url as url from games g join game_vendors v using (merchant_id, vendor_code)
      where g.merchant_id = $1 and g.vendor_code = 'BTSABONG'`,
    [id],
  );
  assert.deepEqual(game, { type: 'COCKFIGHT', url: '/house-arena/play?game={game}&token={token}&lang={lang}' });
  const again = await desk(t, owner, 'POST', BO_API.arenas, { brandId: id });
  assert.equal(again.json().errorCode, 'arena_setup_refused');
});

test('the arena page may load streams from other hosts; other pages keep the strict policy', async () => {
  const arena = await t.app.inject({ method: 'GET', url: '/house-arena/play?game=sabong-arena' });
  const policy = String(arena.headers['content-security-policy']);
  assert.match(policy, /media-src 'self' blob: https:/);
  assert.match(policy, /connect-src 'self' https:/);
  assert.match(policy, /script-src 'self'(;|$)/, 'scripts stay this origin only');
  const other = await t.app.inject({ method: 'GET', url: '/index' });
  assert.doesNotMatch(String(other.headers['content-security-policy']), /media-src/);
});
