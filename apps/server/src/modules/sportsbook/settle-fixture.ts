/**
 * The settlement of a fixture's result version (decision 058), the job `sport-settle:<fixture>-v<n>`.
 * Several workers run at once, each on the slips of its own accounts (account id modulo the
 * workers: its list read once) and its own house shard, so workers never wait on each other's
 * wallet rows. Each worker takes its list in pages of up to 5,000, each page one transaction:
 *
 *   the page's slips held for update -> the fixture's version under a share lock (a newer approval
 *   waits; an older run stops) -> the other legs of its parlays with their fixtures' results ->
 *   each slip's return at every leg's settlement (its market's rule on its fixture's current
 *   result, never stored), less what the ledger moved to it so far -> payouts in one ledger batch
 *   per currency (`payout:<vendor>:s<slip>f<fixture>v<n>`), claw-backs of a lower corrected return
 *   one by one (as far as the wallet allows; the rest kept as short) -> the slips written back, their
 *   rounds in game_rounds moved and the payouts' claims, in two statements.
 *
 * A slip's money is always its return less what was moved, written in the same transaction as the
 * move, so running a page again (a killed process, a retried job) moves nothing twice, and a later
 * version pays or takes back only the difference.
 */
import { settleSelection } from '@pkg/games/sports/markets';
import type { Settlement } from '@pkg/games/sports/settlement';
import type { FixtureResult, Market } from '@pkg/games/sports/sport-types';
import type { Db, Queryable } from '../../db/client.ts';
import { HOUSE_SHARDS, clawBack, mainWalletIds, settleBets, stableBucket, withLedgerTransaction } from '../../ledger/index.ts';
import type { Claim, RoundChange } from '../vendor-wallet/index.ts';
import { selectFixture, selectMarkets } from './book.queries.ts';
import { legSettlement as settleLeg, slipOutcome } from './settle-slip.ts';
import { finishRoundMoves, payoutTransactionId, slipRoundId } from './slip-money.queries.ts';
import {
  lockSettlePage,
  markFixtureSettled,
  selectOtherLegs,
  selectWorkList,
  shareFixtureVersion,
  writeSettlements,
  type OtherLeg,
  type PageSlip,
  type SlipSettled,
} from './settle.queries.ts';

/** Slips per page (the ledger takes up to 5,000 bets per batch). */
export const SETTLE_PAGE = 5_000;

/** The run key of a version's settlement. */
export const settleRunKey = (fixtureId: string, version: number): string => `sport-settle:${fixtureId}-v${version}`;

export interface SettleDeps {
  db: Db;
  now: () => Date;
  /** Workers side by side (1 on the embedded database, which has one connection). */
  workers: number;
  pageSize?: number;
  /** Tells the wallets' live balances after a page moved them. */
  onPaid?: (brandId: string, accountIds: readonly string[]) => void;
  /** Adds each step's time to a tally (the bench prints where a settlement's time goes). */
  trace?: (step: 'lock' | 'legs' | 'money' | 'write' | 'rounds', ms: number) => void;
}

/** What a run did. */
export interface SettleRun {
  superseded: boolean;
  slips: number;
  paidMinor: bigint;
}

/** What every page of a run shares: the fixture, its result and markets, and each selection's settlement once. */
interface RunContext {
  fixtureId: string;
  brandId: string;
  version: number;
  result: FixtureResult;
  markets: Map<string, Market>;
  cache: Map<string, Settlement>;
}

/** The settlement of the page slip's leg on the fixture, worked out once per market, selection and in-play score. */
function legSettlement(run: RunContext, slip: PageSlip): Settlement {
  const key = `${slip.marketId}\u0000${slip.selectionCode}\u0000${slip.scoreAtBet ? `${slip.scoreAtBet.home}:${slip.scoreAtBet.away}` : ''}`;
  const known = run.cache.get(key);
  if (known) return known;
  const market = run.markets.get(slip.marketId);
  if (!market) throw new Error(`slip ${slip.id} has a leg on unknown market ${slip.marketId}`);
  const settled = settleSelection(market, slip.selectionCode, run.result, slip.scoreAtBet ? { scoreAtBet: slip.scoreAtBet } : {});
  run.cache.set(key, settled);
  return settled;
}

/** A parlay's other leg at its fixture's current result (null while it has none). */
function otherSettlement(leg: OtherLeg): Settlement | null {
  return settleLeg({
    definition: leg.definition,
    selectionCode: leg.selectionCode,
    scoreAtBet: leg.scoreAtBet,
    result: leg.result,
    resultVersion: leg.resultVersion,
  });
}

/** Settles a fixture's result version; answers what it did. */
export async function settleFixture(deps: SettleDeps, run: { fixtureId: string; version: number }): Promise<SettleRun> {
  const fixture = await selectFixture(deps.db, run.fixtureId);
  if (!fixture || fixture.resultVersion !== run.version || !fixture.result) return { superseded: true, slips: 0, paidMinor: 0n };
  const markets = await selectMarkets(deps.db, [fixture.id], ['open', 'suspended', 'closed', 'settled']);
  const context: RunContext = {
    fixtureId: fixture.id,
    brandId: fixture.brandId,
    version: run.version,
    result: fixture.result,
    markets: new Map(markets.map((market) => [market.id, market.definition])),
    cache: new Map(),
  };
  const totals = { superseded: false, slips: 0, paidMinor: 0n };
  const workers = Math.max(1, deps.workers);
  const size = deps.pageSize ?? SETTLE_PAGE;
  await Promise.all(
    Array.from({ length: workers }, async (_unused, worker) => {
      const list = await selectWorkList(deps.db, fixture.id, workers, worker);
      for (let from = 0; from < list.length && !totals.superseded; from += size) {
        const ids = list.slice(from, from + size);
        const page = await withLedgerTransaction(deps.db, (tx) => settlePage(deps, tx, context, { ids, worker }));
        if (page === 'superseded') {
          totals.superseded = true;
          break;
        }
        totals.slips += page.slips;
        totals.paidMinor += page.paidMinor;
        if (page.accounts.length > 0) deps.onPaid?.(context.brandId, page.accounts);
      }
    }),
  );
  if (!totals.superseded && !(await markFixtureSettled(deps.db, fixture.id, run.version))) totals.superseded = true;
  return totals;
}

/** One page in one transaction. */
async function settlePage(
  deps: SettleDeps,
  tx: Queryable,
  run: RunContext,
  at: { ids: readonly string[]; worker: number },
): Promise<'superseded' | { slips: number; paidMinor: bigint; accounts: string[] }> {
  let mark = performance.now();
  const step = (name: Parameters<NonNullable<SettleDeps['trace']>>[0]) => {
    const now = performance.now();
    deps.trace?.(name, now - mark);
    mark = now;
  };
  const slips = await lockSettlePage(tx, run.fixtureId, at.ids);
  if ((await shareFixtureVersion(tx, run.fixtureId)) !== run.version) return 'superseded';
  step('lock');
  if (slips.length === 0) return { slips: 0, paidMinor: 0n, accounts: [] };
  const others = await selectOtherLegs(
    tx,
    slips.filter((slip) => slip.kind === 'parlay').map((slip) => slip.id),
    run.fixtureId,
  );
  const now = deps.now();
  const rows: Array<SlipSettled & { slip: PageSlip; delta: bigint; target: bigint }> = slips.map((slip) => {
    const mine = legSettlement(run, slip);
    const legs = [{ legIndex: slip.legIndex, priceX10k: slip.priceX10k, settlement: mine as Settlement | null }];
    for (const other of others.get(slip.id) ?? []) {
      legs.push({ legIndex: other.legIndex, priceX10k: other.priceX10k, settlement: otherSettlement(other) });
    }
    legs.sort((a, b) => a.legIndex - b.legIndex);
    const outcome = slipOutcome(slip, legs);
    const target = outcome.decided ? outcome.returnMinor : 0n;
    return {
      slip,
      slipId: slip.id,
      status: outcome.decided ? (outcome.void ? 'void' : 'settled') : 'open',
      returnMinor: outcome.decided ? outcome.returnMinor : null,
      paidMinor: slip.paidMinor,
      clawedMinor: slip.clawedMinor,
      shortMinor: slip.shortMinor,
      settledAt: outcome.decided ? now : null,
      delta: target - slip.paidMinor,
      target,
    };
  });
  step('legs');
  const moved = await moveMoney(tx, run, rows, at.worker, now);
  step('money');
  // What the player holds beyond the return (a claw-back the wallet could not give in full).
  for (const row of rows) row.shortMinor = row.paidMinor > row.target ? row.paidMinor - row.target : 0n;
  await writeSettlements(tx, rows);
  step('write');
  for (const vendorCode of new Set(rows.map((row) => row.slip.vendorCode))) {
    const mine = rows.filter((row) => row.slip.vendorCode === vendorCode);
    const changes: RoundChange[] = mine.map((row) => ({
      roundId: slipRoundId(row.slipId),
      stakeDelta: 0n,
      winDelta: moved.winDeltas.get(row.slipId) ?? 0n,
      status: row.status === 'open' ? 'open' : row.status === 'void' ? 'cancelled' : 'settled',
      ...(row.status !== 'open' && row.slip.settledAt === null ? { settledAt: now } : {}),
    }));
    await finishRoundMoves(tx, {
      brandId: run.brandId,
      vendorCode,
      at: now,
      changes,
      claims: moved.claims.filter((claim) => claim.vendorCode === vendorCode),
    });
  }
  step('rounds');
  return { slips: slips.length, paidMinor: moved.paidMinor, accounts: [...moved.accounts] };
}

/**
 * The page's money: payouts of positive differences in one ledger batch per currency (on the
 * worker's house shard), claw-backs of negative ones one by one, as far as the wallet allows.
 * Updates each row's paid amount (what the ledger moved to the slip, net).
 */
async function moveMoney(
  tx: Queryable,
  run: RunContext,
  rows: Array<SlipSettled & { slip: PageSlip; delta: bigint; target: bigint }>,
  worker: number,
  at: Date,
): Promise<{ winDeltas: Map<string, bigint>; claims: Claim[]; paidMinor: bigint; accounts: Set<string> }> {
  const winDeltas = new Map<string, bigint>();
  const claims: Claim[] = [];
  const accounts = new Set<string>();
  let paidMinor = 0n;
  const shard = (stableBucket(`sport-settle:${run.fixtureId}`, HOUSE_SHARDS) + worker) % HOUSE_SHARDS;
  for (const currency of new Set(rows.filter((row) => row.delta !== 0n).map((row) => row.slip.currency))) {
    const mine = rows.filter((row) => row.delta !== 0n && row.slip.currency === currency);
    const wallets = await mainWalletIds(tx, run.brandId, currency, [...new Set(mine.map((row) => row.slip.accountId))]);
    const walletOf = (accountId: string) => {
      const id = wallets.get(accountId);
      if (!id) throw new Error(`player ${accountId} has a slip but no ${currency} wallet`);
      return id;
    };
    const pays = mine.filter((row) => row.delta > 0n);
    const actor = { actor: `vendor:sports`, ip: null, at };
    const outcomes =
      pays.length === 0
        ? []
        : await settleBets(tx, {
            brandId: run.brandId,
            currency,
            ...actor,
            shard,
            // A slip's settlement of one fixture version moves once: its paid amount is written with the move.
            keysNew: true,
            bets: pays.map((row) => ({
              type: 'payout' as const,
              walletId: walletOf(row.slip.accountId),
              vendor: row.slip.vendorCode,
              transactionId: payoutTransactionId(row.slipId, run.fixtureId, run.version),
              amountMinor: row.delta,
              metadata: { roundId: slipRoundId(row.slipId), version: run.version, fixtureId: run.fixtureId },
            })),
          });
    pays.forEach((row, index) => {
      const outcome = outcomes[index];
      if (!outcome?.ok) throw new Error(`payout of slip ${row.slipId} refused: ${outcome && !outcome.ok ? outcome.code : 'no answer'}`);
      row.paidMinor += row.delta;
      paidMinor += row.delta;
      accounts.add(row.slip.accountId);
      winDeltas.set(row.slipId, row.delta);
      claims.push({
        brandId: run.brandId,
        vendorCode: row.slip.vendorCode,
        action: 'credit',
        transactionId: payoutTransactionId(row.slipId, run.fixtureId, run.version),
        roundId: slipRoundId(row.slipId),
        accountId: row.slip.accountId,
        amountMinor: row.delta,
        ledgerTransferId: outcome.transfer.id,
      });
    });
    for (const row of mine.filter((each) => each.delta < 0n)) {
      const wanted = -row.delta;
      const taken = await clawBack(tx, {
        brandId: run.brandId,
        currency,
        walletId: walletOf(row.slip.accountId),
        key: `clawback:${row.slip.vendorCode}:${payoutTransactionId(row.slipId, run.fixtureId, run.version)}`,
        amountMinor: wanted,
        metadata: { roundId: slipRoundId(row.slipId), version: run.version, fixtureId: run.fixtureId },
        ...actor,
      });
      // A replay answers what this key took before, which its own transaction counted already.
      if (taken.replayed) continue;
      row.paidMinor -= taken.takenMinor;
      row.clawedMinor += taken.takenMinor;
      accounts.add(row.slip.accountId);
      winDeltas.set(row.slipId, -taken.takenMinor);
    }
  }
  return { winDeltas, claims, paidMinor, accounts };
}
