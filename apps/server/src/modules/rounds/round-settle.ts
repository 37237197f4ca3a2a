/**
 * The money of a round's settlement run (decision 053), as the lotteries' (decision 028): for one
 * result version and part, what every player's bets return through that part, less what earlier
 * runs moved. A positive difference is paid from the house in batches
 * (`payout:<vendor>:r<round>a<account>v<version>p<part>`); a negative one (a void or a lower
 * corrected result) is taken back as far as the wallet allows and the rest recorded as short. Each
 * batch holds the round's lock, checks the version is still the round's, and commits its payouts
 * with their round_payouts rows, so a rerun skips what is done and a newer version stops an older run.
 */
import type { Db } from '../../db/client.ts';
import { clawBack, mainWalletIds, settleBets, withLedgerTransaction } from '../../ledger/index.ts';
import type { Claim, RoundChange } from '../vendor-wallet/index.ts';
import type { PlacedBet, RoundGame, TableInfo } from './round-game.ts';
import { finishPayouts, playerRoundId } from './round-money.queries.ts';
import { insertPayouts, selectDone, selectMoved, selectReachedPart, setReturns, type PayoutRow } from './round-payouts.queries.ts';
import { markSettled, selectRound, selectRoundStakes, selectTable, type RoundRow, type TableRow } from './rounds.queries.ts';

/** Players per ledger transaction (a test or a bench may pass another). */
const PAY_BATCH = 2000;

/** What a run did: the accounts whose wallets moved, and whether a newer version took over. */
export interface SettleRun {
  accounts: string[];
  superseded: boolean;
}

/** The key of a player's money in maps: account and currency. */
const keyOf = (accountId: string, currency: string) => `${accountId}\u0000${currency}`;

/** Each bet's return through `part` of a version: the game's, or the stake for a void. */
export function returnsThrough(game: RoundGame, table: TableInfo, round: RoundRow, bets: readonly PlacedBet[], part: number) {
  const returns = new Map<string, bigint>();
  if (round.status === 'void') {
    for (const bet of bets) returns.set(bet.betId, bet.stakeMinor);
    return returns;
  }
  for (const bet of bets) returns.set(bet.betId, 0n);
  for (const { part: each } of game.parts(table, round.result)) {
    if (each > part) continue;
    for (const [betId, amount] of game.settle(table, round.result, bets, each)) {
      if (amount < 0n) throw new Error(`a game returned ${amount} for bet ${betId}`);
      returns.set(betId, (returns.get(betId) ?? 0n) + amount);
    }
  }
  return returns;
}

function infoOf(table: TableRow, round: RoundRow): TableInfo {
  const { id: tableId, brandId, brandCode, gameCode, state } = table;
  return { tableId, brandId, brandCode, gameCode, settings: round.settings, state };
}

/**
 * Runs the settlement of `version`, `part` of a round: pays or takes back each player's difference
 * in batches; marks the version settled after its last part. `lastPart` tells whether this part
 * ends the round (the players' rounds close then).
 */
export async function settleRound(
  deps: { db: Db; games: ReadonlyMap<string, RoundGame>; now: () => Date; batchSize?: number },
  run: { roundId: string; version: number; part: number; lastPart: boolean },
): Promise<SettleRun> {
  const { db } = deps;
  const batchSize = deps.batchSize ?? PAY_BATCH;
  const round = await selectRound(db, run.roundId);
  if (!round || round.resultVersion !== run.version) return { accounts: [], superseded: true };
  const table = await selectTable(db, round.tableId);
  if (!table) throw new Error(`round ${run.roundId} has no table`);
  const game = deps.games.get(table.kind);
  if (!game) throw new Error(`no game runs tables of kind ${table.kind}`);
  // The bets are fixed once betting closed, so their returns are worked out once (again only if a
  // later part of the version is found settled meanwhile: parts are cumulative, and a part run after
  // a later one, its jobs out of order or retried, pays through the later one, never taking its money back).
  const bets = await selectRoundStakes(db, run.roundId);
  const info = infoOf(table, round);
  const cache: { plan: { through: number; returns: Map<string, bigint>; owed: Map<string, OwedEntry> } | null } = { plan: null };
  let written = -1;
  const accounts: string[] = [];
  for (;;) {
    const step = await withLedgerTransaction(db, async (tx): Promise<'superseded' | 'done' | string[]> => {
      const locked = await selectRound(tx, run.roundId, 'update');
      if (!locked || locked.resultVersion !== run.version) return 'superseded';
      const through = Math.max(run.part, await selectReachedPart(tx, run.roundId, run.version));
      if (cache.plan?.through !== through) {
        const returns = returnsThrough(game, info, round, bets, through);
        cache.plan = { through, returns, owed: owedOf(bets, returns) };
      }
      const plan = cache.plan;
      if (written !== through) {
        // Before the last part only bets that won have a return so far; the last part writes every bet's.
        await setReturns(tx, run.lastPart ? plan.returns : new Map([...plan.returns].filter(([, amount]) => amount > 0n)));
      }
      const done = await selectDone(tx, run.roundId, run.version, run.part);
      const moved = await selectMoved(tx, run.roundId);
      // A part before the last moves only the players whose money changes; the last closes every player's round.
      const unpaid = [...plan.owed.entries()].filter(
        ([key, entry]) => !done.has(key) && (run.lastPart || entry.returnMinor !== (moved.get(key) ?? 0n)),
      );
      const currency = unpaid[0]?.[1].currency;
      if (currency === undefined) {
        if (run.lastPart) await markSettled(tx, run.roundId, run.version, deps.now());
        return 'done';
      }
      const batch = unpaid.filter(([, entry]) => entry.currency === currency).slice(0, batchSize);
      await payBatch(
        tx,
        { table, round: locked, run, currency, at: deps.now(), lastPart: run.lastPart },
        batch.map(([key, entry]) => ({ ...entry, movedMinor: moved.get(key) ?? 0n })),
      );
      return batch.map(([, entry]) => entry.accountId);
    });
    // The returns written commit with the batch: a transaction tried again writes them again.
    written = cache.plan?.through ?? -1;
    if (step === 'superseded') return { accounts, superseded: true };
    if (step === 'done') return { accounts, superseded: false };
    accounts.push(...step);
  }
}

/** What a player's bets return in all and stake in all, by player and currency. */
interface OwedEntry {
  accountId: string;
  currency: string;
  returnMinor: bigint;
  stakeMinor: bigint;
}

function owedOf(bets: readonly PlacedBet[], returns: ReadonlyMap<string, bigint>): Map<string, OwedEntry> {
  const owed = new Map<string, OwedEntry>();
  for (const bet of bets) {
    const key = keyOf(bet.accountId, bet.currency);
    const entry = owed.get(key) ?? { accountId: bet.accountId, currency: bet.currency, returnMinor: 0n, stakeMinor: 0n };
    entry.returnMinor += returns.get(bet.betId) ?? 0n;
    entry.stakeMinor += bet.stakeMinor;
    owed.set(key, entry);
  }
  return owed;
}

interface Owed {
  accountId: string;
  currency: string;
  returnMinor: bigint;
  stakeMinor: bigint;
  movedMinor: bigint;
}

/** One batch of players of one currency: payouts in one ledger batch, claw-backs one by one, then their rows. */
async function payBatch(
  tx: Parameters<typeof settleBets>[0] & Parameters<typeof insertPayouts>[0],
  ctx: {
    table: TableRow;
    round: RoundRow;
    run: { roundId: string; version: number; part: number };
    currency: string;
    at: Date;
    lastPart: boolean;
  },
  batch: readonly Owed[],
): Promise<void> {
  const { table, round, run, currency, at } = ctx;
  const { brandId, vendorCode } = table;
  const wallets = await mainWalletIds(
    tx,
    brandId,
    currency,
    batch.map((entry) => entry.accountId),
  );
  const walletOf = (accountId: string) => {
    const id = wallets.get(accountId);
    if (!id) throw new Error(`player ${accountId} has bets but no ${currency} wallet`);
    return id;
  };
  const actor = { actor: `vendor:${vendorCode}`, ip: null, at };
  const txId = (accountId: string) => `r${run.roundId}a${accountId}v${run.version}p${run.part}`;
  const pays = batch.filter((entry) => entry.returnMinor > entry.movedMinor);
  const outcomes =
    pays.length === 0
      ? []
      : await settleBets(tx, {
          brandId,
          currency,
          ...actor,
          // A run's rows commit with its payouts, so a key of a player not done is new.
          keysNew: true,
          bets: pays.map((entry) => ({
            type: 'payout' as const,
            walletId: walletOf(entry.accountId),
            vendor: vendorCode,
            transactionId: txId(entry.accountId),
            amountMinor: entry.returnMinor - entry.movedMinor,
            metadata: { roundId: playerRoundId(run.roundId, entry.accountId), version: run.version, part: run.part },
          })),
        });
  const rows: PayoutRow[] = [];
  const changes: RoundChange[] = [];
  const claims: Claim[] = [];
  const closes = ctx.lastPart ? { status: round.status === 'void' ? ('cancelled' as const) : ('settled' as const), settledAt: at } : {};
  pays.forEach((entry, index) => {
    const outcome = outcomes[index];
    if (!outcome?.ok) throw new Error(`payout to ${entry.accountId} refused: ${outcome && !outcome.ok ? outcome.code : 'no answer'}`);
    const movedMinor = entry.returnMinor - entry.movedMinor;
    const roundId = playerRoundId(run.roundId, entry.accountId);
    rows.push({
      accountId: entry.accountId,
      currency,
      returnMinor: entry.returnMinor,
      movedMinor,
      shortMinor: 0n,
      transferId: outcome.transfer.id,
    });
    changes.push({ roundId, stakeDelta: 0n, winDelta: movedMinor, ...closes });
    claims.push({
      brandId,
      vendorCode,
      action: 'credit',
      transactionId: txId(entry.accountId),
      roundId,
      accountId: entry.accountId,
      amountMinor: movedMinor,
      ledgerTransferId: outcome.transfer.id,
    });
  });
  for (const entry of batch) {
    if (entry.returnMinor > entry.movedMinor) continue;
    const roundId = playerRoundId(run.roundId, entry.accountId);
    if (entry.returnMinor === entry.movedMinor) {
      rows.push({ accountId: entry.accountId, currency, returnMinor: entry.returnMinor, movedMinor: 0n, shortMinor: 0n, transferId: null });
      changes.push({ roundId, stakeDelta: 0n, winDelta: 0n, ...closes });
      continue;
    }
    // A lower corrected result: take the difference back as far as the wallet allows.
    const wanted = entry.movedMinor - entry.returnMinor;
    const taken = await clawBack(tx, {
      brandId,
      currency,
      walletId: walletOf(entry.accountId),
      key: `clawback:${vendorCode}:${txId(entry.accountId)}`,
      amountMinor: wanted,
      metadata: { roundId, version: run.version, part: run.part },
      ...actor,
    });
    rows.push({
      accountId: entry.accountId,
      currency,
      returnMinor: entry.returnMinor,
      movedMinor: -taken.takenMinor,
      shortMinor: wanted - taken.takenMinor,
      transferId: taken.transfer?.id ?? null,
    });
    changes.push({ roundId, stakeDelta: 0n, winDelta: -taken.takenMinor, ...closes });
  }
  await finishPayouts(tx, { brandId, vendorCode, at, changes, claims });
  await insertPayouts(tx, { ...run, at }, rows);
}
