// Proves each live table game's payouts (decision 054) by hand-worked cases: first the game's own
// settle on results written out by hand (baccarat with and without commission, Dragon Tiger, Sic
// Bo, the Color Game), then the same results put on real rounds through the engine's settlement,
// where every player gets exactly the worked-out amount through the ledger and the betting record;
// and last, rounds dealt from their seeds at every table pay what the rules say on the dealt
// result, recomputed here from the public proof with packages/games alone.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from '@pkg/contracts/routes';
import { roundProofValue } from '@pkg/contracts/rounds';
import { commitmentOf } from '@pkg/games/lottery/fair-draw';
import { BACCARAT, BACCARAT_COMMISSION_PAYTABLE, BACCARAT_NO_COMMISSION_PAYTABLE } from '@pkg/games/tables/baccarat-table';
import { COLOR_GAME, COLOR_GAME_PAYTABLE } from '@pkg/games/tables/color-game-table';
import { DRAGON_TIGER, DRAGON_TIGER_PAYTABLE } from '@pkg/games/tables/dragon-tiger-table';
import { SIC_BO, SIC_BO_MACAU_PAYTABLE } from '@pkg/games/tables/sic-bo-table';
import type { Shoe } from '@pkg/games/tables/table-shoe';
import { fairDeal, type CompactOutcome, type TableGame, type TablePaytable } from '@pkg/games/tables/table-types';
import { checkInvariants } from '../../ledger/invariants.ts';
import { createTestApp, demoHeaders, type TestApp } from '../../../test/test-app.ts';
import type { Json, PlacedBet, RoundGame } from '../rounds/index.ts';
import {
  currentRound,
  demoTable,
  freshRounds,
  mainBalance,
  openRounds,
  openTableSession,
  placeOk,
  settleWithResult,
  tablePlayer,
  type TablePlayer,
} from '../rounds/rounds.test-kit.ts';
import { DEMO_LIVE_TABLES } from './demo-tables.ts';
import { LIVE_VENDOR_CODE, liveTableGames } from './live-table-games.ts';

/** Each hand-worked case: a table, a result written out by hand, and each bet with what it must return. */
interface Case {
  gameCode: string;
  result: CompactOutcome;
  /** Bets of two players (Player and Banker are opposites, so they go to different players). */
  bets: Array<{ who: 0 | 1; spot: string; stake: bigint; returns: bigint }>;
}

// Player T 5 draws a K (total 5); Banker's 3 3 is 6 and stands on a third card worth 0: Banker wins with 6, a Banker pair.
const BANKER_SIX: CompactOutcome = { g: 'baccarat', p: 'TS 5H KD', b: '3D 3C', pt: 5, bt: 6, w: 'B', pp: 0, bp: 1, n: 0 };
// K 7 against Q 7: both stand on 7, a tie; no pair.
const SEVENS: CompactOutcome = { g: 'baccarat', p: 'KS 7H', b: 'QD 7C', pt: 7, bt: 7, w: 'T', pp: 0, bp: 0, n: 0 };

const CASES: Case[] = [
  {
    gameCode: 'baccarat-a',
    result: BANKER_SIX,
    bets: [
      // 0.95:1 on 10,100: 10,100 + floor(9,595) = 19,695.
      { who: 0, spot: 'banker', stake: 10_100n, returns: 19_695n },
      { who: 0, spot: 'bankerPair', stake: 1_000n, returns: 12_000n },
      { who: 0, spot: 'tie', stake: 2_000n, returns: 0n },
      { who: 1, spot: 'player', stake: 5_000n, returns: 0n },
      { who: 1, spot: 'playerPair', stake: 1_000n, returns: 0n },
    ],
  },
  {
    gameCode: 'baccarat-nc',
    result: BANKER_SIX,
    bets: [
      // No commission: a Banker win with 6 pays 1:2, 10,100 + 5,050.
      { who: 0, spot: 'banker', stake: 10_100n, returns: 15_150n },
      { who: 0, spot: 'bankerPair', stake: 1_000n, returns: 12_000n },
      { who: 1, spot: 'player', stake: 5_000n, returns: 0n },
    ],
  },
  {
    gameCode: 'dragon-tiger',
    result: { g: 'dragon-tiger', d: 'QD', t: 'QD', w: 'tie', s: 1 },
    bets: [
      // A tie loses half of a Dragon or Tiger bet, the odd minor unit to the house: 3,001 returns 1,500.
      { who: 0, spot: 'dragon', stake: 10_000n, returns: 5_000n },
      { who: 0, spot: 'tie', stake: 1_000n, returns: 9_000n },
      { who: 0, spot: 'suitedTie', stake: 1_000n, returns: 51_000n },
      { who: 1, spot: 'tiger', stake: 3_001n, returns: 1_500n },
    ],
  },
  {
    gameCode: 'sic-bo',
    result: { g: 'sic-bo', d: '252', t: 9 },
    bets: [
      { who: 0, spot: 'small', stake: 10_000n, returns: 20_000n },
      { who: 0, spot: 'odd', stake: 1_000n, returns: 2_000n },
      { who: 0, spot: 'total9', stake: 1_000n, returns: 7_000n },
      { who: 0, spot: 'double2', stake: 1_000n, returns: 9_000n },
      { who: 0, spot: 'combo25', stake: 1_000n, returns: 6_000n },
      { who: 0, spot: 'single2', stake: 1_000n, returns: 3_000n },
      { who: 0, spot: 'single5', stake: 1_000n, returns: 2_000n },
      { who: 0, spot: 'triple2', stake: 1_000n, returns: 0n },
      { who: 0, spot: 'anyTriple', stake: 1_000n, returns: 0n },
      { who: 1, spot: 'big', stake: 5_000n, returns: 0n },
      { who: 1, spot: 'even', stake: 2_000n, returns: 0n },
    ],
  },
  {
    gameCode: 'color-game',
    result: { g: 'color-game', c: 'red red blue' },
    bets: [
      { who: 0, spot: 'red', stake: 1_000n, returns: 3_000n },
      { who: 0, spot: 'blue', stake: 2_000n, returns: 4_000n },
      { who: 0, spot: 'green', stake: 5_000n, returns: 0n },
      { who: 1, spot: 'yellow', stake: 1_001n, returns: 0n },
    ],
  },
];

const games = new Map(liveTableGames().map((game) => [game.kind, game]));
const seedOf = (gameCode: string) => DEMO_LIVE_TABLES.find((table) => table.gameCode === gameCode)?.settings;

/** The game's own settle on a hand-built result. */
function settleByHand(gameCode: string, result: CompactOutcome, bets: Array<{ spot: string; stake: bigint }>): bigint[] {
  const settings = seedOf(gameCode) as unknown as Json;
  const game = games.get((settings as { kind: string }).kind) as RoundGame;
  const info = { tableId: '1', brandId: '1', brandCode: 'bituin', gameCode, settings, state: {} };
  const placed: PlacedBet[] = bets.map((bet, index) => ({
    betId: String(index + 1),
    accountId: '1',
    currency: 'PHP',
    spot: bet.spot,
    stakeMinor: bet.stake,
    detail: null,
  }));
  const returns = game.settle(info, result as unknown as Json, placed, 0);
  return placed.map((bet) => returns.get(bet.betId) ?? 0n);
}

test('each game returns the hand-worked amounts on results written out by hand', () => {
  for (const { gameCode, result, bets } of CASES) {
    assert.deepEqual(
      settleByHand(gameCode, result, bets),
      bets.map((bet) => bet.returns),
      gameCode,
    );
  }
  // A tie pushes Player and Banker (the stake comes back) and pays the Tie 8:1.
  assert.deepEqual(
    settleByHand('baccarat-a', SEVENS, [
      { spot: 'player', stake: 5_000n },
      { spot: 'banker', stake: 7_000n },
      { spot: 'tie', stake: 1_000n },
      { spot: 'playerPair', stake: 1_000n },
    ]),
    [5_000n, 7_000n, 9_000n, 0n],
  );
  // A result whose fields disagree with its cards is refused, never paid.
  assert.throws(() => settleByHand('baccarat-a', { ...BANKER_SIX, w: 'P' }, [{ spot: 'player', stake: 1_000n }]), /does not match/);
});

let t: TestApp;
const players: TablePlayer[] = [];
before(async () => {
  t = await createTestApp();
  // Two players, each with a game session at every table.
  players.push(await tablePlayer(t, LIVE_VENDOR_CODE, 'baccarat-a'), await tablePlayer(t, LIVE_VENDOR_CODE, 'baccarat-a'));
  await openRounds(t);
});
after(() => t?.close());

const sessionAt = async (player: TablePlayer, gameCode: string): Promise<TablePlayer> => ({
  ...player,
  gameToken: await openTableSession(t, player.id, LIVE_VENDOR_CODE, gameCode),
});

test('each hand-worked result settled through the engine pays exactly the worked-out amounts through the ledger', async () => {
  for (const { gameCode, result, bets } of CASES) {
    await freshRounds(t);
    const table = await demoTable(t, LIVE_VENDOR_CODE, gameCode);
    const round = await currentRound(t, table);
    assert.equal(round.status, 'open', gameCode);
    const before = await Promise.all(players.map((player) => mainBalance(t, player.id)));
    for (const who of [0, 1] as const) {
      const mine = bets.filter((bet) => bet.who === who);
      const seated = await sessionAt(players[who] as TablePlayer, gameCode);
      await placeOk(
        t,
        seated,
        round.id,
        mine.map((bet) => ({ spot: bet.spot, amountMinor: bet.stake.toString() })),
      );
    }
    await settleWithResult(t, round.id, result as unknown as Json);
    for (const who of [0, 1] as const) {
      const mine = bets.filter((bet) => bet.who === who);
      const stake = mine.reduce((sum, bet) => sum + bet.stake, 0n);
      const returned = mine.reduce((sum, bet) => sum + bet.returns, 0n);
      const player = players[who] as TablePlayer;
      assert.equal(await mainBalance(t, player.id), (before[who] as bigint) - stake + returned, `${gameCode}: player ${who}`);
      // The player's round in the betting record carries the same stake and win, settled.
      const [row] = await t.db.query<{ stake: string; win: string; status: string }>(
        `select stake_minor::text as stake, win_minor::text as win, status from game_rounds where vendor_code = $1 and round_id = $2`,
        [LIVE_VENDOR_CODE, `r${round.id}a${player.id}`],
      );
      assert.deepEqual(row, { stake: stake.toString(), win: returned.toString(), status: 'settled' }, gameCode);
    }
    // Each bet's return is stored with it.
    const stored = await t.db.query<{ spot: string; returned: string }>(
      `select spot, return_minor::text as returned from round_bets where round_id = $1 order by id`,
      [round.id],
    );
    assert.deepEqual(
      stored.map((bet) => [bet.spot, bet.returned]),
      [...bets.filter((bet) => bet.who === 0), ...bets.filter((bet) => bet.who === 1)].map((bet) => [bet.spot, bet.returns.toString()]),
    );
  }
  assert.equal((await checkInvariants(t.db)).ok, true);
});

/** Each table's paytable and its game in packages/games, for recomputing a dealt round without the server's code. */
const RULES: Record<string, { game: TableGame<unknown, unknown>; paytable: TablePaytable; bets: Array<{ spot: string; stake: bigint }> }> =
  {
    'baccarat-a': {
      game: BACCARAT as TableGame<unknown, unknown>,
      paytable: BACCARAT_COMMISSION_PAYTABLE,
      bets: [
        { spot: 'banker', stake: 10_100n },
        { spot: 'tie', stake: 1_000n },
        { spot: 'bankerPair', stake: 1_000n },
      ],
    },
    'baccarat-nc': {
      game: BACCARAT as TableGame<unknown, unknown>,
      paytable: BACCARAT_NO_COMMISSION_PAYTABLE,
      bets: [
        { spot: 'player', stake: 10_000n },
        { spot: 'playerPair', stake: 1_000n },
      ],
    },
    'dragon-tiger': {
      game: DRAGON_TIGER as TableGame<unknown, unknown>,
      paytable: DRAGON_TIGER_PAYTABLE,
      bets: [
        { spot: 'tiger', stake: 3_001n },
        { spot: 'tie', stake: 1_000n },
      ],
    },
    'sic-bo': {
      game: SIC_BO as TableGame<unknown, unknown>,
      paytable: SIC_BO_MACAU_PAYTABLE,
      bets: ['big', 'even', 'single3', 'single6', 'total10', 'combo36'].map((spot) => ({ spot, stake: 1_000n })),
    },
    'color-game': {
      game: COLOR_GAME as TableGame<unknown, unknown>,
      paytable: COLOR_GAME_PAYTABLE,
      bets: ['yellow', 'white', 'pink', 'blue', 'red', 'green'].map((spot, index) => ({ spot, stake: BigInt(1_000 * (index + 1)) })),
    },
  };

test('rounds dealt from their seeds at every table pay what the rules say on the dealt result', async () => {
  const [player] = players as [TablePlayer];
  await freshRounds(t);
  const rounds = new Map<string, string>();
  const before = await mainBalance(t, player.id);
  let staked = 0n;
  for (const [gameCode, rules] of Object.entries(RULES)) {
    const round = await currentRound(t, await demoTable(t, LIVE_VENDOR_CODE, gameCode));
    assert.equal(round.status, 'open', gameCode);
    const seated = await sessionAt(player, gameCode);
    await placeOk(
      t,
      seated,
      round.id,
      rules.bets.map((bet) => ({ spot: bet.spot, amountMinor: bet.stake.toString() })),
    );
    staked += rules.bets.reduce((sum, bet) => sum + bet.stake, 0n);
    rounds.set(gameCode, round.id);
  }
  // Every window closes (the longest is 20 s): each round is dealt from its seed and settled.
  t.clock.advanceMs(21_000);
  await t.app.jobs.drain();
  let expected = 0n;
  for (const [gameCode, rules] of Object.entries(RULES)) {
    const url = API.roundProof.replace(':roundId', rounds.get(gameCode) as string);
    const proof = roundProofValue.parse((await t.app.inject({ url, headers: demoHeaders() })).json().value);
    assert.ok(proof.seed && proof.seedHash, gameCode);
    assert.equal(commitmentOf(proof.seed), proof.seedHash, `${gameCode}: the seed is the one committed to`);
    const shoe = (proof.stateBefore as { shoe?: Shoe } | null)?.shoe ?? null;
    const { outcome } = fairDeal(rules.game, proof.seed, proof.context, shoe);
    assert.deepEqual(rules.game.describeOutcome(outcome), proof.result, `${gameCode}: the result is the seed's`);
    const returns = rules.bets.map((bet) => rules.game.settleBet(bet.spot, bet.stake, outcome, rules.paytable));
    const stored = await t.db.query<{ returned: string }>(
      `select return_minor::text as returned from round_bets where round_id = $1 order by id`,
      [proof.roundId],
    );
    assert.deepEqual(
      stored.map((row) => BigInt(row.returned)),
      returns,
      gameCode,
    );
    expected += returns.reduce((sum, amount) => sum + amount, 0n);
  }
  assert.equal(await mainBalance(t, player.id), before - staked + expected);
  assert.equal((await checkInvariants(t.db)).ok, true);
});
