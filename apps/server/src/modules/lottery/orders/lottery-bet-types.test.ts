// Proves every bet type of every house format through the server: an order of one ticket per
// bet type (seeded random picks within each type's rules) is priced as the rules say and, once
// the draw falls, each ticket is settled to exactly the win packages/games computes for it at the
// odds it was sold at, and the money paid is their sum.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from '@pkg/contracts/routes';
import type { LotteryRules } from '@pkg/contracts/lottery';
import { findBetType, prepareResult, settleTicket } from '@pkg/games/lottery/bet-catalogue';
import { probePicks } from '@pkg/games/lottery/lottery-stats';
import { LotteryPickError, type BetType, type LotteryFormat } from '@pkg/games/lottery/lottery-types';
import { seededRandom } from '@pkg/games/random';
import { checkInvariants } from '../../../ledger/invariants.ts';
import { authed } from '../../../../test/auth-helpers.ts';
import { advanceTo, drawRow, lotteryGet, openDraw, placeOrder, runJobs } from '../../../../test/lottery-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { fund, newPlayer, type Player } from '../../../../test/wallet-helpers.ts';

let t: TestApp;
let player: Player;
before(async () => {
  t = await createTestApp();
  player = await newPlayer(t, 'everytype', { pin: false });
  await fund(t, player.id, 100_000_000n);
  await runJobs(t);
});
after(() => t.close());

const random = seededRandom('lottery bet types');

/** Random picks within a bet type's rows (a few tokens each), or its smallest picks when those break its rules. */
function picksFor(betType: BetType): string[][] {
  const picks = betType.info.rows.map((row) => {
    const count = Math.min(row.max, row.min + random.int(4));
    const chosen = new Set<string>();
    while (chosen.size < count) chosen.add(row.tokens[random.int(row.tokens.length)] as string);
    return [...chosen];
  });
  try {
    return betType.normalise(picks);
  } catch (error) {
    if (error instanceof LotteryPickError) return betType.normalise(probePicks(betType));
    throw error;
  }
}

for (const gameCode of ['ssc-1m', 'k3-1m', '11x5-3m', 'pk10-5m', 'vnfast-1m', 'vnfast-5m']) {
  test(`${gameCode}: every bet type is priced and settled by the rules`, async () => {
    const rules = await lotteryGet<LotteryRules>(t, API.lotteryRules, { gameCode });
    const format = rules.format as LotteryFormat;
    const draw = await openDraw(t, player.token, gameCode);
    const bets = rules.betTypes.map((rule) => {
      const betType = findBetType(format, rule.code);
      assert.ok(betType, rule.code);
      return { betType: rule.code, picks: picksFor(betType), unitMinor: String(100 + random.int(5) * 100) };
    });
    const placed = await placeOrder(t, player.token, { gameCode, numero: draw.numero, bets });
    assert.equal(placed.statusCode, 200, `${gameCode}: ${placed.body}`);
    const order = placed.json().value.order as {
      stakeMinor: string;
      tickets: Array<{ betType: string; combos: number; stakeMinor: string }>;
    };
    let stake = 0n;
    for (const [index, bet] of bets.entries()) {
      const betType = findBetType(format, bet.betType) as BetType;
      const ticket = order.tickets[index];
      assert.equal(ticket?.betType, bet.betType);
      assert.equal(ticket?.combos, betType.combos(bet.picks), `${bet.betType} combos`);
      const expected = BigInt(bet.unitMinor) * BigInt(betType.combos(bet.picks)) * BigInt(betType.info.priceUnits);
      assert.equal(ticket?.stakeMinor, expected.toString(), `${bet.betType} stake`);
      stake += expected;
    }
    assert.equal(order.stakeMinor, stake.toString());

    await advanceTo(t, draw.drawAt);
    const row = await drawRow(t, gameCode, draw.numero);
    assert.equal(row.status, 'settled');
    const prepared = prepareResult({ format, numbers: row.result ?? [] });
    const tickets = await t.app.inject({ url: `${API.lotteryTickets}?gameCode=${gameCode}&pageSize=100`, headers: authed(player.token) });
    const list = tickets.json().value.list as Array<{
      betType: string;
      picks: string[][];
      unitMinor: string;
      oddsBp: number;
      oddsByToken: Record<string, number> | null;
      winMinor: string;
      status: string;
    }>;
    let won = 0n;
    for (const ticket of list) {
      const betType = findBetType(format, ticket.betType) as BetType;
      const odds = ticket.oddsByToken ?? ticket.oddsBp;
      const expected = settleTicket(betType, ticket.picks, prepared, BigInt(ticket.unitMinor), odds).winMinor;
      assert.equal(ticket.winMinor, expected.toString(), `${ticket.betType} ${JSON.stringify(ticket.picks)} on ${row.result?.join(' ')}`);
      assert.equal(ticket.status, expected > 0n ? 'won' : 'lost');
      won += expected;
    }
    const [paid] = await t.db.query<{ sum: string }>(
      `select coalesce(sum(moved_minor), 0)::text as sum from lottery_payouts where draw_id = $1`,
      [row.id],
    );
    assert.equal(paid?.sum, won.toString());
    assert.equal((await checkInvariants(t.db)).ok, true);
  });
}
