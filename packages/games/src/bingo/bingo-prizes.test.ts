// Proves the prize money on hand-worked games: the pool and its split between stages (floor
// remainders to the last stage), house top-ups to the guarantees, the equal split of a shared
// prize with its odd minor units to the lowest card ids, several prizes to one card, the jackpot
// (won within N calls, contribution first, reseeded by the house) and the room validator.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { StageWin } from './bingo-game.ts';
import type { BingoRoom } from './bingo-prizes.ts';
import {
  bingoRoomProblems,
  DEFAULT_ROOM_75,
  DEFAULT_ROOM_90,
  gamePrizes,
  jackpotWon,
  settleJackpot,
  splitPrize,
  stagePayouts,
} from './bingo-prizes.ts';
import { PATTERNS_75, PATTERNS_90 } from './patterns.ts';

const amounts = (prizes: ReturnType<typeof gamePrizes>): bigint[][] => prizes.stages.map((s) => [s.baseMinor, s.topUpMinor, s.prizeMinor]);

test('100 tickets at 10.00 in the default 90-ball room: pool 700.00 split 15/30/55, no top-up, 20.00 to the jackpot', () => {
  const prizes = gamePrizes(DEFAULT_ROOM_90, 100);
  assert.equal(prizes.salesMinor, 100_000n);
  assert.equal(prizes.poolMinor, 70_000n);
  assert.deepEqual(amounts(prizes), [
    [10_500n, 0n, 10_500n],
    [21_000n, 0n, 21_000n],
    [38_500n, 0n, 38_500n],
  ]);
  assert.equal(prizes.houseTopUpMinor, 0n);
  assert.equal(prizes.jackpotContributionMinor, 2_000n);
  assert.equal(prizes.houseShareMinor, 28_000n);
});

test('20 tickets: the guarantees (50, 100, 250) need 260.00 of house top-ups', () => {
  const prizes = gamePrizes(DEFAULT_ROOM_90, 20);
  assert.equal(prizes.poolMinor, 14_000n);
  assert.deepEqual(amounts(prizes), [
    [2_100n, 2_900n, 5_000n],
    [4_200n, 5_800n, 10_000n],
    [7_700n, 17_300n, 25_000n],
  ]);
  assert.equal(prizes.houseTopUpMinor, 26_000n);
  assert.equal(gamePrizes(DEFAULT_ROOM_90, 0).houseTopUpMinor, 40_000n);
});

test('floor remainders of the stage split go to the last stage, so the stages share the pool exactly', () => {
  const room: BingoRoom = {
    ...DEFAULT_ROOM_90,
    ticketPriceMinor: 333n,
    stages: DEFAULT_ROOM_90.stages.map((s) => ({ ...s, guaranteedMinor: 0n })),
  };
  const prizes = gamePrizes(room, 7);
  // sales 2,331; pool floor(1,631.7) = 1,631; floor(244.65) = 244, floor(489.3) = 489, floor(897.05) = 897, +1 left over.
  assert.equal(prizes.poolMinor, 1_631n);
  assert.deepEqual(
    prizes.stages.map((s) => s.prizeMinor),
    [244n, 489n, 898n],
  );
  assert.equal(prizes.jackpotContributionMinor, 46n);
  assert.equal(prizes.houseShareMinor, 2_331n - 1_631n - 46n);
});

test('an equal split gives the odd minor units one each to the first winners (ascending card id)', () => {
  assert.deepEqual(splitPrize(10n, 3), [4n, 3n, 3n]);
  assert.deepEqual(splitPrize(11n, 3), [4n, 4n, 3n]);
  assert.deepEqual(splitPrize(10n, 5), [2n, 2n, 2n, 2n, 2n]);
  assert.deepEqual(splitPrize(1n, 3), [1n, 0n, 0n]);
  assert.deepEqual(splitPrize(38_500n, 1), [38_500n]);
  assert.throws(() => splitPrize(10n, 0), RangeError);
});

test('payouts: shared stages split, one card may take several prizes on the same ball', () => {
  const prizes = gamePrizes(DEFAULT_ROOM_90, 100);
  const wins: StageWin[] = [
    { stage: 0, pattern: 'one-line', ball: 12, calls: 7, cards: [9, 4] },
    { stage: 1, pattern: 'two-lines', ball: 50, calls: 30, cards: [4] },
    { stage: 2, pattern: 'full-house', ball: 50, calls: 30, cards: [1, 4, 8] },
  ];
  assert.deepEqual(
    stagePayouts(prizes, wins).map((p) => [p.stage, p.card, p.amountMinor]),
    [
      [0, 4, 5_250n],
      [0, 9, 5_250n],
      [1, 4, 21_000n],
      [2, 1, 12_834n],
      [2, 4, 12_833n],
      [2, 8, 12_833n],
    ],
  );
  assert.throws(() => stagePayouts(prizes, [{ ...wins[0]!, stage: 3 }]), /no stage 3/);
});

test('jackpot: won within N calls; the contribution is added first; the house reseeds after a win', () => {
  assert.equal(jackpotWon(DEFAULT_ROOM_90, 40), true);
  assert.equal(jackpotWon(DEFAULT_ROOM_90, 41), false);
  assert.equal(jackpotWon({ ...DEFAULT_ROOM_90, jackpot: undefined }, 20), false);
  assert.deepEqual(settleJackpot(DEFAULT_ROOM_90, 150_000n, 2_000n, false), { paidMinor: 0n, nextPoolMinor: 152_000n, houseSeedMinor: 0n });
  assert.deepEqual(settleJackpot(DEFAULT_ROOM_90, 150_000n, 2_000n, true), {
    paidMinor: 152_000n,
    nextPoolMinor: 100_000n,
    houseSeedMinor: 100_000n,
  });
});

test('the room validator accepts the defaults and names each fault', () => {
  assert.deepEqual(bingoRoomProblems(DEFAULT_ROOM_90), []);
  assert.deepEqual(bingoRoomProblems(DEFAULT_ROOM_75), []);
  const problems = (room: Partial<BingoRoom>): string => bingoRoomProblems({ ...DEFAULT_ROOM_90, ...room }).join('; ');
  assert.match(problems({ ticketPriceMinor: 0n }), /price/);
  assert.match(problems({ payoutShareBp: 10_001 }), /payoutShareBp/);
  assert.match(problems({ stages: DEFAULT_ROOM_90.stages.slice(1) }), /sum to 10000/);
  assert.match(
    problems({ stages: [{ pattern: PATTERNS_75.line, shareBp: 10_000, guaranteedMinor: 0n }] }),
    /75-ball pattern in a 90-ball game/,
  );
  assert.match(problems({ stages: [{ pattern: PATTERNS_90.fullHouse, shareBp: 10_000, guaranteedMinor: -1n }] }), /negative/);
  assert.match(problems({ payoutShareBp: 9_900 }), /jackpot contribution/);
  assert.match(problems({ jackpot: { contributionBp: 100, withinCalls: 14, seedMinor: 0n } }), /withinCalls .*\[15, 90\]/);
  assert.match(
    bingoRoomProblems({ ...DEFAULT_ROOM_75, jackpot: { contributionBp: 100, withinCalls: 23, seedMinor: 0n } }).join(),
    /\[24, 75\]/,
  );
});
