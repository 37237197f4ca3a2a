// Proves the team reports' figures by hand on a small tree (team.test-kit.ts): overview per day,
// week and month, team management with its path, team betting, user profit and loss and
// transaction details, each scoped to the caller's own team (another team's ids and usernames
// answer not found or empty), and each as a CSV download.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from '@pkg/contracts/routes';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { buildTeam, call, withQuery, type Team } from './team.test-kit.ts';

let t: TestApp;
let team: Team;
before(async () => {
  t = await createTestApp();
  team = await buildTeam(t);
});
after(() => t?.close());

const value = async (url: string, token = team.alpha.token) => {
  const { status, body } = await call(t, url, token);
  assert.equal(status, 200, JSON.stringify(body));
  return body.value;
};

test('overview of today: sizes now, and the period’s bets, wins, money and active members', async () => {
  const today = await value(API.agentTeamOverview);
  const { series, ...figures } = today;
  assert.deepEqual(figures, {
    period: 'D',
    from: '2026-11-23',
    to: '2026-11-23',
    currency: 'PHP',
    teamSize: 3,
    directMembers: 1,
    directAgents: 1,
    newMembers: 0,
    // ana 50.00 (r3 is open), ben 200.00 + the 10.00 ticket, sub 10.00; the other team's and alpha's own play do not count.
    activeMembers: 1, // ben 210.00 >= 100.00 (the default); ana 50.00 and sub 10.00 are below it
    depositsMinor: '0',
    withdrawalsMinor: '10000',
    validBetMinor: '27000',
    winMinor: '2470', // 9.70 + 15.00
    profitMinor: '-24530',
    bonusMinor: '2000',
  });
  assert.deepEqual(series, [{ day: '2026-11-23', newMembers: 0, validBetMinor: '27000', profitMinor: '-24530', depositsMinor: '0' }]);

  const yesterday = await value(withQuery(API.agentTeamOverview, { date: '2026-11-22' }));
  assert.deepEqual(
    [
      yesterday.newMembers,
      yesterday.validBetMinor,
      yesterday.winMinor,
      yesterday.profitMinor,
      yesterday.depositsMinor,
      yesterday.activeMembers,
    ],
    [3, '10000', '25000', '15000', '170000', 1], // deposits: sub 200.00 + ana 1,000.00 + ben 500.00; ana's 100.00 is exactly the active amount
  );
});

test('weeks start on Monday, months sum both days with a series day by day', async () => {
  const week = await value(withQuery(API.agentTeamOverview, { period: 'W' }));
  assert.deepEqual(
    [week.from, week.to, week.series.length, week.validBetMinor, week.newMembers],
    ['2026-11-23', '2026-11-29', 7, '27000', 0],
  );
  assert.deepEqual(week.series[6], { day: '2026-11-29', newMembers: 0, validBetMinor: '0', profitMinor: '0', depositsMinor: '0' });

  const month = await value(withQuery(API.agentTeamOverview, { period: 'M' }));
  assert.deepEqual(
    [month.from, month.to, month.series.length, month.newMembers, month.validBetMinor, month.winMinor, month.profitMinor],
    ['2026-11-01', '2026-11-30', 30, 3, '37000', '27470', '-9530'],
  );
  assert.deepEqual(
    [month.depositsMinor, month.withdrawalsMinor, month.bonusMinor, month.activeMembers],
    ['170000', '10000', '2000', 2], // ana 150.00 and ben 210.00 active; sub 10.00 not
  );
  assert.deepEqual(
    month.series.filter((day: { validBetMinor: string }) => day.validBetMinor !== '0'),
    [
      { day: '2026-11-22', newMembers: 3, validBetMinor: '10000', profitMinor: '15000', depositsMinor: '170000' },
      { day: '2026-11-23', newMembers: 0, validBetMinor: '27000', profitMinor: '-24530', depositsMinor: '0' },
    ],
  );
  const half = await value(withQuery(API.agentTeamOverview, { period: 'H', date: '2026-11-16' }));
  assert.deepEqual([half.from, half.to, half.validBetMinor], ['2026-11-16', '2026-11-30', '37000']);

  // The brand's active amount is a setting: at 10.00 every member who bet is active.
  await t.db.query(
    `insert into agent_settings (merchant_id, active_bet_minor) select id, 1000 from merchants where code = 'bituin'
       on conflict (merchant_id) do update set active_bet_minor = 1000`,
  );
  try {
    assert.equal((await value(withQuery(API.agentTeamOverview, { period: 'M' }))).activeMembers, 3);
  } finally {
    await t.db.query(`delete from agent_settings`);
  }
});

test('another agent sees only its own team', async () => {
  const bravo = await value(withQuery(API.agentTeamOverview, { period: 'M' }), team.bravo.token);
  assert.deepEqual(
    [bravo.teamSize, bravo.directMembers, bravo.validBetMinor, bravo.depositsMinor, bravo.activeMembers],
    [1, 1, '40000', '70000', 1],
  );
  const sub = await value(withQuery(API.agentTeamOverview, { period: 'M' }), team.sub.token);
  assert.deepEqual([sub.teamSize, sub.validBetMinor, sub.winMinor, sub.depositsMinor], [1, '21000', '970', '50000']);
});

test('team management lists one level with sizes, balances and presence, and the path down', async () => {
  const top = await value(API.agentTeamMembers);
  assert.deepEqual(top.path, [{ id: team.alpha.id, username: 'agtalpha' }]);
  assert.deepEqual([top.total, top.totalPages, top.pageNum], [2, 1, 1]);
  assert.deepEqual(
    top.list.map((row: Record<string, unknown>) => [
      row.username,
      row.isAgent,
      row.level,
      row.directCount,
      row.teamSize,
      row.balanceMinor,
      row.online,
    ]),
    [
      // ana: 1,000.00 − 100.00 + 250.00 − 50.00 − 30.00 + 20.00 bonus + 50.00 from alpha; her day-1 session idled out.
      ['mem1ana', false, 1, 0, 0, '114000', false],
      // sub: 200.00 − 10.00 + 15.00, signed in again today.
      ['sub1cara', true, 1, 1, 1, '20500', true],
    ],
  );
  const ana = top.list[0];
  assert.equal(ana.id, team.ana.id);
  assert.equal(ana.lastLoginAt, '2026-11-22T04:00:00.000Z');
  assert.equal(ana.createdAt, '2026-11-22T04:00:00.000Z');

  const below = await value(withQuery(API.agentTeamMembers, { parentId: team.sub.id }));
  assert.deepEqual(below.path, [
    { id: team.alpha.id, username: 'agtalpha' },
    { id: team.sub.id, username: 'sub1cara' },
  ]);
  assert.deepEqual(
    below.list.map((row: Record<string, unknown>) => [row.username, row.level, row.balanceMinor, row.online]),
    [['mem2ben', 2, '19970', true]], // 500.00 − 10.00 ticket + 9.70 − 200.00 − 100.00 withdrawn
  );

  const agents = await value(withQuery(API.agentTeamMembers, { type: 'agent' }));
  assert.deepEqual(
    agents.list.map((row: { username: string }) => row.username),
    ['sub1cara'],
  );
  const found = await value(withQuery(API.agentTeamMembers, { search: 'BEN' }));
  assert.deepEqual(
    found.list.map((row: { username: string; level: number }) => [row.username, row.level]),
    [['mem2ben', 2]],
  );
  const paged = await value(withQuery(API.agentTeamMembers, { pageSize: '1', pageNo: '2' }));
  assert.deepEqual([paged.total, paged.totalPages, paged.list[0]?.username], [2, 2, 'sub1cara']);
});

test('another team’s accounts are not found or not listed', async () => {
  for (const parentId of [team.bravo.id, team.out.id, team.plain.id, '999999999']) {
    const { status, body } = await call(t, withQuery(API.agentTeamMembers, { parentId }), team.alpha.token);
    assert.equal(status, 404, parentId);
    assert.equal(body.errorCode, 'team_member_not_found');
  }
  // A sub-agent cannot climb to its upline or see its sibling.
  for (const parentId of [team.alpha.id, team.ana.id]) {
    assert.equal((await call(t, withQuery(API.agentTeamMembers, { parentId }), team.sub.token)).status, 404);
  }
  const search = await value(withQuery(API.agentTeamMembers, { search: 'mem9' }));
  assert.deepEqual([search.total, search.list], [0, []]);
  for (const [url, key] of [
    [API.agentTeamBets, 'username'],
    [API.agentTeamTransactions, 'username'],
    [API.agentTeamProfit, 'username'],
  ] as const) {
    const page = await value(withQuery(url, { [key]: 'mem9out' }));
    assert.deepEqual([page.total, page.list], [0, []], url);
  }
});

test('team betting lists the team’s rounds and lottery tickets newest first with totals', async () => {
  const { rounds } = team;
  const all = await value(API.agentTeamBets);
  assert.deepEqual([all.total, all.totalPages, all.currency], [6, 1, 'PHP']);
  assert.deepEqual(
    all.list.map((row: { roundId: string }) => row.roundId),
    [rounds.r5, rounds.r4, rounds.r3, rounds.r2, rounds.ticket, rounds.r1],
  );
  // Stakes 100 + 50 + 30 + 200 + 10 + 10.00; wins 250 + 9.70 + 15.00.
  assert.deepEqual(all.totals, { stakeMinor: '40000', winMinor: '27470', netMinor: '-12530' });
  const [r5] = all.list;
  assert.deepEqual(
    [r5.username, r5.vendorName, r5.gameName, r5.gameType, r5.stakeMinor, r5.winMinor, r5.netMinor, r5.status],
    ['sub1cara', 'Bituin Slots', 'Bituin Gold Lines', 'RNG', '1000', '1500', '500', 'settled'],
  );
  assert.equal(all.list[2].status, 'open');

  const lastPage = await value(withQuery(API.agentTeamBets, { pageSize: '2', pageNo: '3' }));
  assert.deepEqual([lastPage.totalPages, lastPage.list.map((row: { roundId: string }) => row.roundId)], [3, [rounds.ticket, rounds.r1]]);
  const ben = await value(withQuery(API.agentTeamBets, { username: 'MEM2BEN' }));
  assert.deepEqual([ben.total, ben.totals.stakeMinor, ben.totals.winMinor], [2, '21000', '970']);
  const lottery = await value(withQuery(API.agentTeamBets, { gameType: 'ELOTT' }));
  assert.deepEqual(
    lottery.list.map((row: { roundId: string; username: string }) => [row.roundId, row.username]),
    [[rounds.ticket, 'mem2ben']],
  );
  const dayOne = await value(withQuery(API.agentTeamBets, { from: '2026-11-22', to: '2026-11-22' }));
  assert.deepEqual(
    dayOne.list.map((row: { roundId: string }) => row.roundId),
    [rounds.r1],
  );
  const sub = await value(API.agentTeamBets, team.sub.token);
  assert.deepEqual(
    sub.list.map((row: { roundId: string }) => row.roundId),
    [rounds.r4, rounds.ticket],
  );
});

test('user profit and loss: a row per direct downline, an agent’s row with its whole team', async () => {
  const today = await value(API.agentTeamProfit);
  assert.deepEqual([today.from, today.to, today.currency, today.total], ['2026-11-23', '2026-11-23', 'PHP', 2]);
  assert.deepEqual(today.list, [
    {
      id: team.ana.id,
      username: 'mem1ana',
      isAgent: false,
      teamSize: 0,
      validBetMinor: '5000',
      winMinor: '0',
      profitMinor: '-5000',
      bonusMinor: '2000',
      depositsMinor: '0',
      withdrawalsMinor: '0',
    },
    {
      id: team.sub.id,
      username: 'sub1cara',
      isAgent: true,
      teamSize: 1,
      validBetMinor: '22000', // sub 10.00 + ben 200.00 + 10.00
      winMinor: '2470',
      profitMinor: '-19530',
      bonusMinor: '0',
      depositsMinor: '0',
      withdrawalsMinor: '10000',
    },
  ]);
  assert.deepEqual(today.totals, {
    validBetMinor: '27000',
    winMinor: '2470',
    profitMinor: '-24530',
    bonusMinor: '2000',
    depositsMinor: '0',
    withdrawalsMinor: '10000',
  });

  const month = await value(withQuery(API.agentTeamProfit, { period: 'M', username: 'sub' }));
  assert.deepEqual(
    month.list.map((row: Record<string, unknown>) => [row.username, row.validBetMinor, row.winMinor, row.depositsMinor]),
    [['sub1cara', '22000', '2470', '70000']],
  );
  assert.equal(month.totals.depositsMinor, '70000');
  const anaMonth = (await value(withQuery(API.agentTeamProfit, { period: 'M', pageSize: '1' }))).list[0];
  assert.deepEqual(
    [anaMonth.username, anaMonth.validBetMinor, anaMonth.winMinor, anaMonth.profitMinor],
    ['mem1ana', '15000', '25000', '10000'],
  );
});

test('transaction details: the team wallets’ money movements, newest first, by type and member', async () => {
  const all = await value(API.agentTeamTransactions);
  assert.deepEqual(
    all.list.map((row: Record<string, unknown>) => [row.username, row.type, row.amountMinor]),
    [
      ['mem1ana', 'transfer_downline', '5000'],
      ['mem1ana', 'bonus', '2000'],
      ['mem2ben', 'withdrawal', '-10000'],
      ['mem2ben', 'deposit', '50000'],
      ['mem1ana', 'deposit', '100000'],
      ['sub1cara', 'deposit', '20000'],
    ],
  );
  assert.equal(all.total, 6);
  assert.match(all.list[0].transferId, /^\d+$/);
  assert.match(all.list[0].at, /^2026-11-23T04:0\d:\d\d\.000Z$/);
  assert.match(all.list[5].at, /^2026-11-22T04:00:00\.000Z$/);
  const deposits = await value(withQuery(API.agentTeamTransactions, { type: 'deposit' }));
  assert.equal(deposits.total, 3);
  const ben = await value(withQuery(API.agentTeamTransactions, { username: 'mem2ben' }));
  assert.deepEqual(
    ben.list.map((row: { type: string }) => row.type),
    ['withdrawal', 'deposit'],
  );
  const today = await value(withQuery(API.agentTeamTransactions, { from: '2026-11-23', pageSize: '2' }));
  assert.deepEqual([today.total, today.totalPages, today.list.length], [3, 2, 2]);
});

test('every report downloads as CSV: text/csv, an attachment, a header row, escaped cells', async () => {
  await t.db.query(`update accounts set nickname = $2 where id = $1`, [team.ana.id, '=HYPERLINK("http://x"),"Ana"']);
  const { response } = await call(t, withQuery(API.agentTeamMembers, { format: 'csv' }), team.alpha.token);
  assert.equal(response.statusCode, 200);
  assert.equal(response.headers['content-type'], 'text/csv; charset=utf-8');
  assert.equal(response.headers['content-disposition'], 'attachment; filename="team-members-2026-11-23.csv"');
  const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
  assert.equal(
    lines[0],
    'Username,Nickname,Type,Level,Direct downline,Team size,Balance (PHP),Online,Last login (GMT+8),Registered (GMT+8)',
  );
  assert.equal(lines[1], `mem1ana,"'=HYPERLINK(""http://x""),""Ana""",Member,1,0,0,1140.00,No,2026-11-22 12:00:00,2026-11-22 12:00:00`);
  assert.equal(lines[2]?.split(',').slice(0, 3).join(','), 'sub1cara,,Agent');
  assert.equal(lines.at(-1), '', 'CRLF after the last row');

  for (const [url, header, rows] of [
    [
      API.agentTeamOverview,
      'Day,New members,Valid bet (PHP),Profit (PHP),Deposits (PHP)',
      ['2026-11-23,0,270.00,-245.30,0.00', 'Total,0,270.00,-245.30,0.00'],
    ],
    [API.agentTeamBets, 'Time (GMT+8),Username,Vendor,Game,Game type,Round,Stake (PHP),Win (PHP),Net (PHP),Status', 6],
    [
      API.agentTeamProfit,
      'Username,Type,Team size,Valid bet (PHP),Win (PHP),Profit (PHP),Bonus (PHP),Deposits (PHP),Withdrawals (PHP)',
      [
        'mem1ana,Member,0,50.00,0.00,-50.00,20.00,0.00,0.00',
        'sub1cara,Agent,1,220.00,24.70,-195.30,0.00,0.00,100.00',
        'Total,,,270.00,24.70,-245.30,20.00,0.00,100.00',
      ],
    ],
    [API.agentTeamTransactions, 'Time (GMT+8),Username,Type,Amount (PHP),Transfer', 6],
  ] as const) {
    const { response: csv } = await call(t, withQuery(url, { format: 'csv', pageSize: '1' }), team.alpha.token);
    assert.equal(csv.headers['content-type'], 'text/csv; charset=utf-8', url);
    assert.match(String(csv.headers['content-disposition']), /^attachment; filename="team-[a-z]+-2026-11-23\.csv"$/);
    const [head, ...body] = csv.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .slice(0, -1);
    assert.equal(head, header, url);
    // A download holds every row, whatever page size the list used.
    if (typeof rows === 'number') assert.equal(body.length, rows, url);
    else assert.deepEqual(body, rows, url);
  }
});
