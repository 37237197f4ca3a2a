/**
 * Placing bets on shared rounds (decision 053), many requests in ONE transaction: requests that
 * arrive while earlier groups are in the database go together (lib/group-commit.ts, as the house
 * spins). A group is five statements however many requests it holds:
 *
 *   1. the rounds held `for share` (a close waits for the group; a round closed or past its time refuses)
 *      and the players' earlier bets on them, so the game checks its limits on what is committed;
 *   2. the bet rows claimed by (account, key, index): a request whose rows exist is a replay;
 *   3-4. one ledger batch: a stake per request, from the player's main wallet to the group's house shard;
 *   5. each player's round in game_rounds opened or topped up, and the debit claims.
 *
 * A request short of funds loses its rows again (one more statement) and the others go on. Two
 * requests of one account never share a group, and groups running at once never share a wallet,
 * so the limits a game checks in statement 1 hold at the commit.
 */
import type { RandomSource } from '@pkg/games/random';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { createGroupCommit } from '../../lib/group-commit.ts';
import { ensureHouseShards, houseShardsOf, settleBets, withLedgerTransaction, type BetItem } from '../../ledger/index.ts';
import type { Claim, NewRound } from '../vendor-wallet/index.ts';
import type { BetProblem, BetRequest, RoundGame, TableInfo } from './round-game.ts';
import { deleteBets, finishBets, insertBets, playerRoundId } from './round-money.queries.ts';
import { selectBetsOfPlayers, shareRounds, type BetRow, type TableRow } from './rounds.queries.ts';

/** One placing call, checked for shape: the player, the round and the bets asked for. */
export interface BetJob {
  table: TableRow;
  roundId: string;
  accountId: string;
  walletId: string;
  currency: string;
  gameType: string;
  requestKey: string;
  requestHash: string;
  bets: readonly BetRequest[];
}

/** What became of a call: placed (the new rows, the balance after), a replay of stored rows, or refused. */
export type BetJobResult =
  | { kind: 'placed'; betIds: string[]; balanceMinor: bigint }
  | { kind: 'replay' }
  | { kind: 'refused'; code: 'round_closed' | 'round_not_found' | 'insufficient_funds'; balanceMinor: bigint | null }
  | { kind: 'invalid'; problems: BetProblem[] };

/** The stake's transaction id of a request: the round and the request's first bet row. */
export function stakeTransactionId(roundId: string, firstBetId: string): string {
  return `r${roundId}b${firstBetId}`;
}

/** Groups placing at once, each on a house shard of its own. */
const GROUPS_AT_ONCE = 2;

/** The queue of placing calls; `submit` answers one call once its group committed. */
export function createBetGroups(deps: { db: Db; clock: Clock; games: ReadonlyMap<string, RoundGame>; random: RandomSource }) {
  const shards = houseShardsOf('round-bets', GROUPS_AT_ONCE);
  const groups = createGroupCommit<BetJob, BetJobResult>({
    run: (jobs, slot) => placeMany(deps, jobs, shards[slot] as number),
    // A ledger batch is of one brand and currency, posted by one vendor.
    keyOf: (job) => `${job.table.brandId}\u0000${job.currency}\u0000${job.table.vendorCode}`,
    distinctBy: (job) => job.accountId,
    resourcesOf: (job) => [job.walletId],
    maxInFlight: GROUPS_AT_ONCE,
    maxGroup: 200,
  });
  return { submit: (job: BetJob) => groups.submit(job) };
}

export type BetGroups = ReturnType<typeof createBetGroups>;

/** The table as a round's bets are checked: by the settings the round opened with. */
function tableInfo(table: TableRow, settings: TableInfo['settings']): TableInfo {
  const { id: tableId, brandId, brandCode, gameCode, state } = table;
  return { tableId, brandId, brandCode, gameCode, settings, state };
}

/** Places the calls of one group (one brand, currency and vendor; distinct accounts), answered in order. */
async function placeMany(
  deps: { db: Db; clock: Clock; games: ReadonlyMap<string, RoundGame>; random: RandomSource },
  jobs: readonly BetJob[],
  shard: number,
): Promise<BetJobResult[]> {
  const [first] = jobs;
  if (!first) return [];
  const at = deps.clock.now();
  const { brandId, vendorCode } = first.table;
  const { currency } = first;
  await ensureHouseShards(deps.db, brandId, currency, at);
  return withLedgerTransaction(deps.db, async (tx) => {
    const answers: Array<BetJobResult | null> = jobs.map(() => null);
    const rounds = await shareRounds(
      tx,
      jobs.map((job) => job.roundId),
    );
    const earlier = await selectPlayerBetsOf(tx, jobs);
    // What each open request will store, as its game checked it against the committed bets.
    const rows: Parameters<typeof insertBets>[1][number][] = [];
    jobs.forEach((job, index) => {
      const round = rounds.get(job.roundId);
      if (!round || round.tableId !== job.table.id) {
        answers[index] = { kind: 'refused', code: 'round_not_found', balanceMinor: null };
        return;
      }
      if (round.status !== 'open' || (round.closesAt !== null && at.getTime() >= round.closesAt.getTime())) {
        answers[index] = { kind: 'refused', code: 'round_closed', balanceMinor: null };
        return;
      }
      const game = deps.games.get(job.table.kind);
      if (!game) throw new Error(`no game runs tables of kind ${job.table.kind}`);
      const mine = earlier.filter((bet) => bet.accountId === job.accountId && bet.roundId === job.roundId);
      // A replay's rows are among the earlier ones: statement 2 finds it; the game does not count them twice.
      const checked = game.checkBets(
        tableInfo(job.table, round.settings),
        mine.filter((bet) => bet.requestKey !== job.requestKey),
        job.bets,
        deps.random,
      );
      if (!checked.ok) {
        if (mine.some((bet) => bet.requestKey === job.requestKey)) return;
        answers[index] = { kind: 'invalid', problems: checked.problems };
        return;
      }
      checked.bets.forEach((bet, requestIndex) =>
        rows.push({
          roundId: job.roundId,
          brandId,
          accountId: job.accountId,
          currency,
          spot: bet.spot,
          detail: bet.detail,
          stakeMinor: bet.stakeMinor,
          requestKey: job.requestKey,
          requestIndex,
          requestHash: job.requestHash,
        }),
      );
    });
    const inserted = await insertBets(tx, rows, at);
    const idOf = (job: BetJob, requestIndex: number) => inserted.get(`${job.accountId}\u0000${job.requestKey}\u0000${requestIndex}`);

    // One stake per new request; a request none of whose rows went in is a replay.
    const placing: Array<{ index: number; job: BetJob; betIds: string[]; stakeMinor: bigint }> = [];
    jobs.forEach((job, index) => {
      if (answers[index] !== null) return;
      const mine = rows.filter((row) => row.accountId === job.accountId);
      const betIds = mine.map((row) => idOf(job, row.requestIndex));
      if (betIds.every((id) => id === undefined)) {
        answers[index] = { kind: 'replay' };
        return;
      }
      if (betIds.some((id) => id === undefined)) throw new Error(`request ${job.requestKey} was stored in part`);
      placing.push({ index, job, betIds: betIds as string[], stakeMinor: mine.reduce((sum, row) => sum + row.stakeMinor, 0n) });
    });
    if (placing.length === 0) return answers as BetJobResult[];

    const bets: BetItem[] = placing.map(({ job, betIds, stakeMinor }) => ({
      type: 'stake',
      walletId: job.walletId,
      vendor: vendorCode,
      transactionId: stakeTransactionId(job.roundId, betIds[0] as string),
      amountMinor: stakeMinor,
      metadata: { roundId: playerRoundId(job.roundId, job.accountId), gameCode: job.table.gameCode },
    }));
    // The bet rows were new, so their stake keys are too (keysNew).
    const outcomes = await settleBets(tx, {
      brandId,
      currency,
      actor: `vendor:${vendorCode}`,
      ip: null,
      at,
      shard,
      bets,
      keysNew: true,
    });
    const refusedRows: string[] = [];
    const stakes: Array<NewRound & { stakeMinor: bigint }> = [];
    const claims: Claim[] = [];
    placing.forEach(({ index, job, betIds, stakeMinor }, place) => {
      const outcome = outcomes[place];
      if (!outcome) throw new Error(`no ledger outcome for request ${job.requestKey}`);
      if (!outcome.ok) {
        if (outcome.code !== 'insufficient_funds') throw new Error(`the ledger refused the stake of ${job.requestKey}: ${outcome.code}`);
        refusedRows.push(...betIds);
        answers[index] = { kind: 'refused', code: 'insufficient_funds', balanceMinor: outcome.balanceMinor };
        return;
      }
      const owner = { brandId, vendorCode, roundId: playerRoundId(job.roundId, job.accountId), accountId: job.accountId };
      stakes.push({ ...owner, gameCode: job.table.gameCode, gameType: job.gameType, currency, stakeMinor });
      claims.push({
        ...owner,
        action: 'debit',
        transactionId: stakeTransactionId(job.roundId, betIds[0] as string),
        amountMinor: stakeMinor,
        ledgerTransferId: outcome.transfer.id,
      });
      answers[index] = { kind: 'placed', betIds, balanceMinor: outcome.balanceMinor };
    });
    await deleteBets(tx, refusedRows);
    await finishBets(tx, { brandId, vendorCode, at, stakes, claims });
    return answers as BetJobResult[];
  });
}

/** The earlier bets of the group's players on its rounds, in one statement. */
function selectPlayerBetsOf(tx: Parameters<typeof selectBetsOfPlayers>[0], jobs: readonly BetJob[]): Promise<BetRow[]> {
  return selectBetsOfPlayers(
    tx,
    jobs.map((job) => job.accountId),
    jobs.map((job) => job.roundId),
  );
}
