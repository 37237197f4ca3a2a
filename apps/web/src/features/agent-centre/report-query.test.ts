// Proves the reports' query strings leave out empty filters, that the CSV download asks the same
// filters without paging and with format=csv, and that its file is named after the report and the
// filters in a stable order, or by the server's Content-Disposition when it gives one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { csvFilename, csvQuery, filenameFromDisposition, toQuery } from './report-query.ts';

test('empty filters are left out of the query string', () => {
  assert.equal(
    toQuery({ from: '2026-11-01', to: '2026-11-07', username: '', type: undefined, pageNo: 2 }),
    '?from=2026-11-01&to=2026-11-07&pageNo=2',
  );
  assert.equal(toQuery({ search: null }), '');
  assert.equal(toQuery({ username: 'a b&c' }), '?username=a+b%26c');
});

test('the CSV call keeps the filters, drops paging and asks format=csv', () => {
  assert.equal(csvQuery({ period: 'H', date: '2026-11-20', pageNo: 3, pageSize: 20 }), '?period=H&date=2026-11-20&format=csv');
  assert.equal(csvQuery({ format: 'json' }), '?format=csv');
});

test('the file is named after the report and its filters in a fixed order', () => {
  assert.equal(
    csvFilename('team-bets', { pageNo: 2, username: 'pedro', to: '2026-11-07', from: '2026-11-01', gameType: 'RNG' }),
    'agent-team-bets_2026-11-01_2026-11-07_RNG_pedro.csv',
  );
  assert.equal(csvFilename('income', { period: 'M', date: '2026-11-20' }), 'agent-income_M_2026-11-20.csv');
  assert.equal(csvFilename('members', {}), 'agent-members.csv');
  assert.equal(csvFilename('members', { search: 'ana / bo:b' }), 'agent-members_ana-bo-b.csv');
});

test("the server's Content-Disposition name wins when it gives one", () => {
  assert.equal(filenameFromDisposition('attachment; filename="team-bets.csv"'), 'team-bets.csv');
  assert.equal(filenameFromDisposition('attachment; filename=bets.csv'), 'bets.csv');
  assert.equal(filenameFromDisposition('attachment; filename*=UTF-8\'\'ta%C3%B1o.csv; filename="tano.csv"'), 'taño.csv');
  assert.equal(filenameFromDisposition('attachment'), null);
  assert.equal(filenameFromDisposition(null), null);
});
