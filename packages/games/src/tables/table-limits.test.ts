// Proves the table limits: per-spot min/max on the stake summed per spot, unknown spots and bad
// stakes, opposite bets, the exact worst-case payout of a set of bets (hand-worked for baccarat
// and Sic Bo), and the stake counted for wagering in full or net of opposite bets.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BACCARAT, BACCARAT_COMMISSION_PAYTABLE as BACCARAT_PAYS } from './baccarat-table.ts';
import { SIC_BO, SIC_BO_MACAU_PAYTABLE as SIC_BO_PAYS } from './sic-bo-table.ts';
import type { TableLimits } from './table-limits.ts';
import { checkTableBets, countedStakeMinor, validateTableLimits, worstCaseReturn } from './table-limits.ts';

const LIMITS: TableLimits = {
  spots: {
    tie: { minMinor: 100n, maxMinor: 5_000n },
    playerPair: { minMinor: 100n, maxMinor: 2_000n },
    bankerPair: { minMinor: 100n, maxMinor: 2_000n },
  },
  defaultSpot: { minMinor: 1_000n, maxMinor: 100_000n },
  maxPayoutMinor: 200_000n,
  opposites: [['player', 'banker']],
  allowOpposite: false,
};

test('bets within every limit pass', () => {
  assert.deepEqual(
    checkTableBets(
      BACCARAT,
      [
        { spot: 'player', stakeMinor: 5_000n },
        { spot: 'tie', stakeMinor: 500n },
      ],
      LIMITS,
      BACCARAT_PAYS,
    ),
    [],
  );
});

test('below_min and above_max per spot, on the stake summed per spot', () => {
  assert.deepEqual(checkTableBets(BACCARAT, [{ spot: 'banker', stakeMinor: 500n }], LIMITS, BACCARAT_PAYS), [
    { code: 'below_min', spot: 'banker', amountMinor: 500n, limitMinor: 1_000n },
  ]);
  // Two chips of 500 on Banker are one 1_000 bet: fine.
  assert.deepEqual(
    checkTableBets(
      BACCARAT,
      [
        { spot: 'banker', stakeMinor: 500n },
        { spot: 'banker', stakeMinor: 500n },
      ],
      LIMITS,
      BACCARAT_PAYS,
    ),
    [],
  );
  assert.deepEqual(
    checkTableBets(
      BACCARAT,
      [
        { spot: 'tie', stakeMinor: 3_000n },
        { spot: 'tie', stakeMinor: 3_000n },
      ],
      LIMITS,
      BACCARAT_PAYS,
    ),
    [{ code: 'above_max', spot: 'tie', amountMinor: 6_000n, limitMinor: 5_000n }],
  );
});

test('unknown spots and stakes that are not positive are refused first', () => {
  assert.deepEqual(
    checkTableBets(
      BACCARAT,
      [
        { spot: 'dragon', stakeMinor: 1_000n },
        { spot: 'player', stakeMinor: 0n },
      ],
      LIMITS,
      BACCARAT_PAYS,
    ),
    [
      { code: 'unknown_spot', spot: 'dragon' },
      { code: 'invalid_stake', spot: 'player' },
    ],
  );
});

test('opposite bets are refused unless the brand allows them', () => {
  const both = [
    { spot: 'player', stakeMinor: 1_000n },
    { spot: 'banker', stakeMinor: 1_000n },
  ];
  assert.deepEqual(checkTableBets(BACCARAT, both, LIMITS, BACCARAT_PAYS), [{ code: 'opposite_bets', spot: 'player+banker' }]);
  assert.deepEqual(checkTableBets(BACCARAT, both, { ...LIMITS, allowOpposite: true }, BACCARAT_PAYS), []);
});

test('worst-case payout: the most the whole set returns in one outcome', () => {
  // Player 1_000, Tie 1_000, both pairs 1_000: a tie with both pairs returns
  // 1_000 (push) + 9_000 + 12_000 + 12_000 = 34_000.
  const bets = ['player', 'tie', 'playerPair', 'bankerPair'].map((spot) => ({ spot, stakeMinor: 1_000n }));
  assert.equal(worstCaseReturn(BACCARAT, bets, BACCARAT_PAYS), 34_000n);
  assert.deepEqual(checkTableBets(BACCARAT, bets, { ...LIMITS, maxPayoutMinor: 33_999n }, BACCARAT_PAYS), [
    { code: 'max_payout', amountMinor: 34_000n, limitMinor: 33_999n },
  ]);
  assert.deepEqual(checkTableBets(BACCARAT, bets, { ...LIMITS, maxPayoutMinor: 34_000n }, BACCARAT_PAYS), []);
  // Sic Bo: triple 1 (150:1), single 1 (3:1 on three), total 4 (50:1), Small: 1 1 1 pays
  // 15_100 + 400 = 15_500; 1 1 2 pays total 4 5_100 + single 300 + Small 200 = 5_600.
  const sicBo = ['triple1', 'single1', 'total4', 'small'].map((spot) => ({ spot, stakeMinor: 100n }));
  assert.equal(worstCaseReturn(SIC_BO, sicBo, SIC_BO_PAYS), 15_500n);
});

test('counted stake: full, or net of opposite bets', () => {
  const bets = [
    { spot: 'player', stakeMinor: 100n },
    { spot: 'banker', stakeMinor: 80n },
    { spot: 'tie', stakeMinor: 10n },
  ];
  assert.equal(countedStakeMinor(bets, LIMITS.opposites, 'full'), 190n);
  assert.equal(countedStakeMinor(bets, LIMITS.opposites, 'net'), 30n);
});

test('limits records are validated against the game', () => {
  assert.deepEqual(validateTableLimits(BACCARAT, LIMITS), []);
  const broken = { ...LIMITS, spots: { lucky: { minMinor: 10n, maxMinor: 5n } }, maxPayoutMinor: 0n };
  assert.deepEqual(validateTableLimits(BACCARAT, broken), [
    'unknown spot lucky',
    'lucky: need 0 < min <= max',
    'maxPayoutMinor must be positive',
  ]);
});
