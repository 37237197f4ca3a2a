// Proves bingo's RoundGame without a database (decision 057): cards follow the rules (75-ball
// columns with a free centre, 90-ball tickets in strips of six covering 1-90), the card limit and
// the price are enforced; a deal finds every stage's winners exactly as a naive re-check of every
// card after every ball does, for each 75-ball pattern and the 90-ball stages; winners on one ball
// split the prize to the minor unit with the odd units to the lowest card ids; the jackpot is won
// within N calls or grows; a currency below the room's minimum is refunded and a game with no
// cards is voided; the public result shows only the balls called by now; parts pay each winning
// ball at its time; real and demo money never share a pool.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fairRandom } from '@pkg/games/lottery/fair-draw';
import { ballOrder } from '@pkg/games/bingo/ball-order';
import { PATTERNS_75, PATTERNS_90 } from '@pkg/games/bingo/patterns';
import { seededRandom } from '@pkg/games/random';
import type { BingoRoomSettings } from '@pkg/contracts/bingo';
import type { Json, PlacedBet, TableInfo } from '../rounds/index.ts';
import { cardProblems } from './bingo-cards.ts';
import { bingoRoundGame } from './bingo-round-game.ts';
import { readResult, type StoredResult, type StoredStage } from './bingo-result.ts';
import { readRoom, startOfGame } from './bingo-settings.ts';
import { DEMO_BINGO_ROOMS } from './demo-rooms.ts';

const game = bingoRoundGame();
const SEED = '9f2c4e1a7b3d5f60812a4c6e8b0d2f4169e3c5a7b9d1f3e5072a4c6e8f0b2d4a';
const DEALT_AT = new Date('2026-11-22T04:03:00Z');

function room(format: '75' | '90', change: Partial<BingoRoomSettings> = {}): BingoRoomSettings {
  const base = DEMO_BINGO_ROOMS.find((seed) => seed.settings.format === format) as (typeof DEMO_BINGO_ROOMS)[number];
  return { ...base.settings, ...change };
}

function table(settings: BingoRoomSettings, state: Json = { jackpots: {} }): TableInfo {
  return { tableId: '1', brandId: '1', brandCode: 'bituin', gameCode: 'room', settings: settings as unknown as Json, state };
}

/** `count` cards bought by players in turn (`players` of them), bet ids from `firstId`, in `currency`. */
function buy(
  info: TableInfo,
  count: number,
  options: { players?: number; firstId?: number; currency?: string; seed?: string } = {},
): PlacedBet[] {
  const settings = readRoom(info.settings);
  const random = seededRandom(options.seed ?? 'cards');
  const generous = { ...info, settings: { ...(info.settings as object), cardsPerPlayerMax: 60 } as Json };
  const bets: PlacedBet[] = [];
  while (bets.length < count) {
    const checked = game.checkBets(
      generous,
      [],
      Array.from({ length: Math.min(60, count - bets.length) }, () => ({ spot: 'card', stakeMinor: settings.room.ticketPriceMinor })),
      random,
    );
    assert.ok(checked.ok);
    for (const bet of checked.bets) {
      const index = bets.length;
      bets.push({
        betId: String((options.firstId ?? 1) + index),
        accountId: String(100 + (index % (options.players ?? count))),
        currency: options.currency ?? 'PHP',
        spot: bet.spot,
        stakeMinor: bet.stakeMinor,
        detail: bet.detail,
      });
    }
  }
  return bets;
}

function deal(info: TableInfo, bets: PlacedBet[], seed = SEED) {
  const holders = new Map(bets.map((bet) => [bet.accountId, `pl***${bet.accountId.slice(-2)}`]));
  return game.deal(info, info.state, fairRandom(seed, 'bituin:BTBINGO:room:1'), bets, { at: DEALT_AT, holders });
}

/** A card's numbers in cell order (0: the free centre). */
const cellsOf = (bet: PlacedBet): number[] => {
  const detail = bet.detail as { cells?: number[]; rows?: number[][] };
  return detail.cells ?? (detail.rows as number[][]).flatMap((row) => row.filter((n) => n !== 0));
};
const completes = (cells: number[], masks: readonly number[], called: ReadonlySet<number>) =>
  masks.some((mask) => cells.every((n, cell) => !((mask >>> cell) & 1) || n === 0 || called.has(n)));

/** Checks every stage of a dealt currency against a naive re-check of every card after every ball. */
function checkNaively(result: StoredResult, bets: PlacedBet[], stages: ReadonlyArray<{ masks: readonly number[] }>, currency = 'PHP') {
  const played = result.currencies[currency];
  assert.ok(played && played.status === 'played');
  const called = new Set<number>();
  let stage = 0;
  for (const [index, ball] of result.balls.entries()) {
    called.add(ball);
    while (stage < stages.length) {
      const winners = bets
        .filter((bet) => completes(cellsOf(bet), (stages[stage] as { masks: number[] }).masks, called))
        .map((bet) => bet.betId);
      if (winners.length === 0) break;
      const stored: StoredStage | undefined = played.stages[stage];
      assert.equal(stored?.calls, index + 1, `stage ${stage} won on call ${index + 1}`);
      assert.deepEqual(
        stored?.winners.map((winner) => winner.betId),
        winners,
      );
      stage++;
    }
    if (stage === stages.length) {
      assert.equal(played.lastCalls, index + 1);
      return;
    }
  }
  assert.fail('the game ended before its last stage');
}

test('cards follow the rules: 75-ball columns and free centre, 90-ball strips of six covering 1-90', () => {
  const seventyFive = buy(table(room('75')), 12);
  for (const bet of seventyFive) assert.deepEqual(cardProblems(readRoom(room('75')).format, bet.detail), []);
  const ninety = buy(table(room('90')), 13);
  for (const bet of ninety) assert.deepEqual(cardProblems(readRoom(room('90')).format, bet.detail), []);
  for (const strip of [ninety.slice(0, 6), ninety.slice(6, 12)]) {
    const numbers = strip.flatMap(cellsOf).sort((a, b) => a - b);
    assert.deepEqual(
      numbers,
      Array.from({ length: 90 }, (_, i) => i + 1),
      'six tickets bought together are one strip holding 1-90 once',
    );
  }
});

test('the card limit and the price are the room’s; a client’s own numbers are never taken', () => {
  const info = table(room('75', { cardsPerPlayerMax: 4 }));
  const price = readRoom(info.settings).room.ticketPriceMinor;
  const earlier = buy(info, 3);
  const over = game.checkBets(
    info,
    earlier,
    [
      { spot: 'card', stakeMinor: price },
      { spot: 'card', stakeMinor: price },
    ],
    seededRandom('x'),
  );
  assert.deepEqual(over, { ok: false, problems: [{ index: 1, problem: 'card_limit' }] });
  const cheap = game.checkBets(info, [], [{ spot: 'card', stakeMinor: price - 1n }], seededRandom('x'));
  assert.deepEqual(cheap, { ok: false, problems: [{ index: 0, problem: 'wrong_price' }] });
  const spot = game.checkBets(info, [], [{ spot: 'banker', stakeMinor: price }], seededRandom('x'));
  assert.deepEqual(spot, { ok: false, problems: [{ index: 0, problem: 'unknown_spot' }] });
  const chosen = game.checkBets(info, [], [{ spot: 'card', stakeMinor: price, detail: { cells: Array(25).fill(1) } }], seededRandom('x'));
  assert.ok(chosen.ok);
  assert.deepEqual(cardProblems(readRoom(info.settings).format, chosen.bets[0]?.detail), []);
});

test('every 75-ball pattern and the 90-ball stages: winners exactly as a naive re-check finds them', () => {
  const patterns = Object.values(PATTERNS_75).filter((pattern) => pattern.code !== 'blackout');
  for (const pattern of patterns) {
    const stages = [
      { pattern: pattern.code, shareBp: 4_000, guaranteedMinor: '1000' },
      { pattern: 'blackout', shareBp: 6_000, guaranteedMinor: '1000' },
    ];
    const info = table(room('75', { stages, jackpot: null }));
    const bets = buy(info, 300, { players: 40, seed: pattern.code });
    const { result } = deal(info, bets, SEED.replace(/^../, pattern.code.length.toString(16).padStart(2, '0')));
    checkNaively(readResult(result), bets, [pattern, PATTERNS_75.blackout]);
  }
  const ninety = table(room('90'));
  const bets = buy(ninety, 600, { players: 100 });
  const { result } = deal(ninety, bets);
  checkNaively(readResult(result), bets, [PATTERNS_90.oneLine, PATTERNS_90.twoLines, PATTERNS_90.fullHouse]);
  // The call is the published procedure over the seed: anyone recomputes it.
  assert.deepEqual(
    readResult(result).balls,
    ballOrder(90, fairRandom(SEED, 'bituin:BTBINGO:room:1')).slice(0, readResult(result).totalCalls),
  );
});

test('winners on one ball split the prize to the minor unit, the odd units to the lowest card ids', () => {
  // Every card bought by ten players; the same seed of cards gives many ties on the line stage.
  const info = table(room('75', { ticketPriceMinor: '1001', jackpot: null }));
  let tied = null;
  for (let attempt = 0; attempt < 40 && !tied; attempt++) {
    const bets = buy(info, 400, { players: 10, seed: `tie-${attempt}` });
    const result = readResult(deal(info, bets, SEED.slice(0, 62) + attempt.toString(16).padStart(2, '0')).result);
    const stage = result.currencies.PHP?.stages.find(
      (each) => each.winners.length > 1 && BigInt(each.prizeMinor) % BigInt(each.winners.length) !== 0n,
    );
    if (stage) tied = { stage, bets };
  }
  assert.ok(tied, 'a shared prize with an odd remainder');
  const { stage } = tied;
  const prize = BigInt(stage.prizeMinor);
  const count = BigInt(stage.winners.length);
  const amounts = stage.winners.map((winner) => BigInt(winner.amountMinor));
  assert.equal(
    amounts.reduce((a, b) => a + b, 0n),
    prize,
    'nothing kept back',
  );
  const odd = Number(prize % count);
  amounts.forEach((amount, index) => assert.equal(amount, prize / count + (index < odd ? 1n : 0n)));
  const ids = stage.winners.map((winner) => BigInt(winner.betId));
  assert.deepEqual(
    ids,
    [...ids].sort((a, b) => (a < b ? -1 : 1)),
    'in ascending card id order',
  );
});

test('money: pool, guarantees topped up, the jackpot grows or is won within N calls, parts at their balls', () => {
  const settings = room('90');
  const info = table(settings, { jackpots: { PHP: { poolMinor: '500000', shownMinor: '500000', showUntil: DEALT_AT.toISOString() } } });
  const bets = buy(info, 30, { players: 7 });
  const dealt = deal(info, bets);
  const result = readResult(dealt.result);
  const php = result.currencies.PHP as NonNullable<StoredResult['currencies'][string]>;
  assert.equal(php.salesMinor, '30000');
  assert.equal(php.poolMinor, '21000');
  // 15% of 210.00 is 31.50 < 50.00: topped up to the guarantee.
  assert.equal(php.stages[0]?.prizeMinor, '5000');
  assert.equal(php.stages[0]?.topUpMinor, '1850');
  const jackpot = php.jackpot as NonNullable<typeof php.jackpot>;
  assert.equal(jackpot.beforeMinor, '500000');
  assert.equal(jackpot.contributionMinor, '600');
  const state = dealt.state as unknown as { jackpots: Record<string, { poolMinor: string }> };
  if (php.lastCalls <= 40) {
    assert.equal(jackpot.won, true);
    assert.equal(state.jackpots.PHP?.poolMinor, '100000');
  } else {
    assert.equal(jackpot.won, false);
    assert.equal(state.jackpots.PHP?.poolMinor, '500600');
  }
  // Forcing the jackpot: within 90 calls the full house always wins it, split like a prize.
  const always = table(room('90', { jackpot: { contributionBp: 200, withinCalls: 90, seedMinor: '100000' } }));
  const wonResult = readResult(deal(always, bets).result);
  const last = wonResult.currencies.PHP?.stages.at(-1);
  const paid = last?.winners.reduce((sum, winner) => sum + BigInt(winner.jackpotMinor), 0n);
  assert.equal(paid, 100_600n, 'the seed and this game’s contribution');
  // Each winning ball is a part paid at its time; each bet gets what the result says.
  const parts = game.parts(info, dealt.result);
  assert.deepEqual(
    parts.map((part) => part.afterMs),
    parts.map((part) => part.part * settings.ballIntervalMs),
  );
  const total = parts.reduce(
    (sum, part) => sum + [...game.settle(info, dealt.result, bets, part.part).values()].reduce((a, b) => a + b, 0n),
    0n,
  );
  const expected = php.stages.reduce(
    (sum, stage) => sum + stage.winners.reduce((s, w) => s + BigInt(w.amountMinor) + BigInt(w.jackpotMinor), 0n),
    0n,
  );
  assert.equal(total, expected);
});

test('below the minimum a currency is refunded at once; with no cards the game is voided', () => {
  const info = table(room('75', { minCards: 5 }));
  const real = buy(info, 6, { players: 2 });
  const demo = buy(info, 3, { players: 1, firstId: 100, currency: 'XTS', seed: 'demo' });
  const dealt = deal(info, [...real, ...demo]);
  const result = readResult(dealt.result);
  assert.equal(dealt.voidReason, undefined);
  assert.equal(result.currencies.XTS?.status, 'refunded');
  assert.equal(result.currencies.PHP?.status, 'played');
  assert.deepEqual(game.parts(info, dealt.result)[0], { part: 0, afterMs: 0 });
  const refunds = game.settle(info, dealt.result, [...real, ...demo], 0);
  assert.deepEqual([...refunds.keys()].sort(), demo.map((bet) => bet.betId).sort());
  // Real money's prizes never go to demo cards.
  const winners = result.currencies.PHP?.stages.flatMap((stage) => stage.winners.map((winner) => winner.betId)) ?? [];
  assert.ok(winners.every((id) => real.some((bet) => bet.betId === id)));
  assert.equal(deal(info, []).voidReason, 'no_cards');
  assert.equal(deal(info, demo).voidReason, 'not_enough_cards');
});

test('the public result shows only the balls called by now, the seed’s reveal waits for the last ball', () => {
  const info = table(room('75'));
  const bets = buy(info, 50, { players: 5 });
  const dealt = deal(info, bets);
  const result = readResult(dealt.result);
  const interval = readRoom(info.settings).ballIntervalMs;
  const at = (calls: number) => new Date(DEALT_AT.getTime() + calls * interval + 1);
  const early = game.publicResult(info, dealt.result, DEALT_AT, at(3)) as {
    balls: number[];
    finished: boolean;
    currencies: Record<string, { stages: Array<{ won: boolean }> }>;
  };
  assert.deepEqual(early.balls, result.balls.slice(0, 3));
  assert.equal(early.finished, false);
  const firstWin = result.currencies.PHP?.stages[0]?.calls as number;
  const before = game.publicResult(info, dealt.result, DEALT_AT, at(firstWin - 1)) as typeof early;
  assert.equal(before.currencies.PHP?.stages[0]?.won, false);
  const after = game.publicResult(info, dealt.result, DEALT_AT, at(firstWin)) as typeof early;
  assert.equal(after.currencies.PHP?.stages[0]?.won, true);
  assert.equal(game.revealedAt?.(info, dealt.result, DEALT_AT).getTime(), DEALT_AT.getTime() + result.totalCalls * interval);
  assert.deepEqual(
    game.ticks?.(info, dealt.result),
    result.balls.map((_, index) => (index + 1) * interval),
  );
  const end = game.publicResult(info, dealt.result, DEALT_AT, at(result.totalCalls)) as typeof early;
  assert.equal(end.finished, true);
  assert.equal(end.balls.length, result.totalCalls);
});

test('games start on the room’s cadence, at least the buy window after they open', () => {
  const settings = readRoom(room('75'));
  assert.equal(startOfGame(settings, new Date('2026-11-22T04:00:00Z')).toISOString(), '2026-11-22T04:03:00.000Z');
  assert.equal(startOfGame(settings, new Date('2026-11-22T04:02:30Z')).toISOString(), '2026-11-22T04:06:00.000Z');
});
