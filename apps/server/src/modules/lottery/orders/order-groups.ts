/**
 * Lottery orders placed in groups (decision 060): orders that arrive while earlier groups are in
 * the database go together in ONE transaction (lib/group-commit.ts, as the round engine's bets
 * and the house spins), of four statements however many orders it holds:
 *
 *   1. the claim (order-groups.queries.ts): the group's draws held `for share` with their status,
 *      the orders inserted unless their Idempotency-Key exists (a replay) with their tickets, and
 *      the committed liability of the keys the group may load;
 *   2-3. one ledger batch: a stake per leg (order and draw) of every order still standing, new keys
 *      (`keysNew`: the order rows were just claimed, so their leg keys cannot exist);
 *   4. the finish: the placed orders' exposure added and checked against the cap again under the
 *      rows' lock, the refused orders' claims and tickets deleted.
 *
 * Each order is judged on its own inside the group, in arrival order: a draw no longer taking bets,
 * a number past the game's exposure cap (counting what the orders before it in the group load) or a
 * stake the wallet cannot cover refuses that order only, and leaves nothing of it. The rows every
 * order of a popular number shares are locked by the last statement only, which in the common case
 * writes nothing else (the tickets went with the claim), so groups of several processes queue on
 * them for one short statement and the commit, not the whole transaction; should another group's commit have
 * taken a key past its cap since the claim read it, or an order been refused for the cap on the
 * load of an order before it whose stake the wallet then refused, the group rolls back and its
 * orders run one by one, each judged against the committed exposure. Groups running at once (one
 * per process, GROUPS_AT_ONCE) never share a wallet, and each posts to a house shard of its own.
 */
import type { ErrorCode } from '@pkg/contracts/error-codes';
import type { Db, Queryable } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { createGroupCommit } from '../../../lib/group-commit.ts';
import { ensureHouseShards, houseShardsOf, settleBets, withLedgerTransaction, type BetItem } from '../../../ledger/index.ts';
import { takesBets } from '../draws/draw-views.ts';
import type { DrawRow } from '../draws/draws.queries.ts';
import { legTransactionId } from './order-legs.ts';
import { claimKey, claimOrderGroup, exposureKey, finishOrderGroup, type ClaimTicket, type ClaimedGroup } from './order-groups.queries.ts';

/** The liability one order adds to a draw's exposure key. */
export interface ExposureLoad {
  drawId: string;
  key: string;
  liabilityMinor: bigint;
}

/** One order as placing hands it to its group: priced, its draws found, its tickets and exposure worked out. */
export interface OrderJob {
  brandId: string;
  currency: string;
  vendorCode: string;
  gameCode: string;
  gameType: string;
  accountId: string;
  walletId: string;
  /** The player's address, kept with each leg's stake (the batch's actor is the game's vendor). */
  ip: string;
  idempotencyKey: string;
  requestHash: string;
  stopOnWin: boolean;
  /** The draws bet on: the first takes bets now, a chase's later ones are still to come. */
  legs: readonly DrawRow[];
  /** What each leg stakes: the sum of the order's bets. */
  legStakeMinor: bigint;
  /** A ticket per bet and leg, in the order the answer lists them. */
  tickets: readonly ClaimTicket[];
  /** One liability per draw and exposure key. */
  loads: readonly ExposureLoad[];
  /** The game's exposure cap per draw and key. */
  capMinor: bigint;
}

/** What became of an order in its group. */
export type OrderJobResult =
  | { kind: 'placed'; orderId: string; ticketIds: string[]; balanceMinor: bigint; at: Date }
  | { kind: 'replay' }
  | { kind: 'refused'; code: ErrorCode; message: string };

/**
 * A refusal found once the group's money has moved: an order whose wallet covered only its first
 * legs, or a key another group's commit took past its cap since the claim. Its stakes cannot be
 * undone alone, so the group rolls back; run alone, the order is answered refused.
 */
class RefusedAfterStakes extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** A group whose judgement an order refused after it has to be redone without it: its orders run one by one. */
class GroupRerun extends Error {
  constructor() {
    super('an order of the group was refused for the cap on the load of an order its wallet then refused');
  }
}

/**
 * Groups placing at once in this process: one working, and one more waiting for its commit
 * (decision 070). Each statement of a group costs about a millisecond of CPU between this process
 * and the database whatever the group holds, so on two cores fewer, larger groups place more orders
 * than two working at once (measured: about 16 orders a group and 1.8-1.9 ms of CPU an order,
 * against about 10 and 2.2 ms with two); but the next group need not wait for the commit before it.
 * Several processes still place groups at once; the exposure rows' locks and the wallet check keep
 * them exact.
 */
const GROUPS_AT_ONCE = 2;
const GROUPS_WORKING = 1;
/** Orders per group at most: a chase of 120 draws stakes 120 legs, and a ledger batch holds 5,000. */
const MAX_GROUP = 40;

/** The queue of orders; `submit` answers one order once its group committed. */
export function createOrderGroups(deps: { db: Db; clock: Clock }) {
  const shards = houseShardsOf('lottery-orders', GROUPS_AT_ONCE);
  const groups = createGroupCommit<OrderJob, OrderJobResult>({
    run: (jobs, slot, committing) => placeGroup(deps, jobs, shards[slot] as number, committing),
    // A ledger batch is of one brand and currency, posted by one vendor.
    keyOf: (job) => `${job.brandId}\u0000${job.currency}\u0000${job.vendorCode}`,
    // A repeat of a key waits for the next group, so a claim answers one order.
    distinctBy: (job) => claimKey(job.accountId, job.idempotencyKey),
    resourcesOf: (job) => [job.walletId],
    maxInFlight: GROUPS_AT_ONCE,
    maxWorking: GROUPS_WORKING,
    maxGroup: MAX_GROUP,
  });
  return { submit: (job: OrderJob) => groups.submit(job) };
}

export type OrderGroups = ReturnType<typeof createOrderGroups>;

/** Places one group's orders (one brand, currency and vendor), answered in order. */
async function placeGroup(
  deps: { db: Db; clock: Clock },
  jobs: readonly OrderJob[],
  shard: number,
  committing: () => void,
): Promise<OrderJobResult[]> {
  const [first] = jobs;
  if (!first) return [];
  const at = deps.clock.now();
  const group = { brandId: first.brandId, currency: first.currency, vendorCode: first.vendorCode, at };
  // Opened on the database, the house shards are trusted inside the transaction.
  await ensureHouseShards(deps.db, group.brandId, group.currency, at);
  try {
    return await withLedgerTransaction(deps.db, async (tx) => {
      const answers = await placeInTransaction(tx, group, jobs, shard);
      // Only the commit is left: the next group may start its statements.
      committing();
      return answers;
    });
  } catch (error) {
    // Alone, the order is refused whole: its transaction rolled back. In a group, the group-commit
    // queue runs the orders again one by one.
    if (error instanceof RefusedAfterStakes && jobs.length === 1) return [{ kind: 'refused', code: error.code, message: error.message }];
    throw error;
  }
}

type Group = { brandId: string; currency: string; vendorCode: string; at: Date };

async function placeInTransaction(tx: Queryable, group: Group, jobs: readonly OrderJob[], shard: number): Promise<OrderJobResult[]> {
  const claim = await claimOrderGroup(
    tx,
    { ...group, drawIds: [...new Set(jobs.flatMap((job) => job.legs.map((leg) => leg.id)))] },
    jobs.map((job) => ({
      accountId: job.accountId,
      gameCode: job.gameCode,
      gameType: job.gameType,
      idempotencyKey: job.idempotencyKey,
      requestHash: job.requestHash,
      draws: job.legs.length,
      stopOnWin: job.stopOnWin,
      stakeMinor: job.legStakeMinor * BigInt(job.legs.length),
      tickets: job.tickets,
    })),
    uniqueRows(jobs.flatMap((job) => job.loads)),
  );
  const orderIds = jobs.map((job) => claim.claimed.get(claimKey(job.accountId, job.idempotencyKey)));
  const contested = new Set<string>();
  const answers = judgeOrders(jobs, orderIds, claim, group.at, contested);
  const staking = jobs.flatMap((job, index) => (answers[index] === null ? [{ job, index, orderId: orderIds[index] as string }] : []));
  const balances = await stakeLegs(tx, group, shard, staking, answers);
  const placed = staking.filter(({ index }) => answers[index] === null);
  // An order refused for the cap only because of what earlier orders of the group load on a key,
  // one of which its wallet then refused, might have fitted: the group rolls back and its orders run alone.
  const unstaked = staking.filter(({ index }) => answers[index] !== null);
  if (unstaked.some(({ job }) => job.loads.some((load) => contested.has(exposureKey(load.drawId, load.key))))) throw new GroupRerun();
  const finished = await finishOrderGroup(
    tx,
    group,
    sumLoads(placed.map(({ job }) => job)),
    orderIds.filter((id, index): id is string => id !== undefined && answers[index] !== null),
  );
  if (finished.overCap.length > 0) {
    throw new RefusedAfterStakes('lottery_exposure_cap', `sold out for this draw: ${finished.overCap.slice(0, 5).join(', ')}`);
  }
  for (const { index, orderId } of placed) {
    const balanceMinor = balances.get(index) ?? 0n;
    answers[index] = { kind: 'placed', orderId, ticketIds: claim.ticketIds.get(orderId) ?? [], balanceMinor, at: group.at };
  }
  return answers as OrderJobResult[];
}

/** Each (draw, key) once, for the claim's read. */
function uniqueRows(loads: readonly ExposureLoad[]): Array<{ drawId: string; key: string }> {
  const rows = new Map<string, { drawId: string; key: string }>();
  for (const load of loads) rows.set(exposureKey(load.drawId, load.key), { drawId: load.drawId, key: load.key });
  return [...rows.values()];
}

/** The placed orders' loads added up per (draw, key), with the cap of the draw's game, for the finish's one change per row. */
function sumLoads(jobs: readonly OrderJob[]): Array<ExposureLoad & { capMinor: bigint }> {
  const sums = new Map<string, ExposureLoad & { capMinor: bigint }>();
  for (const job of jobs) {
    for (const load of job.loads) {
      const id = exposureKey(load.drawId, load.key);
      const sum = sums.get(id) ?? { drawId: load.drawId, key: load.key, liabilityMinor: 0n, capMinor: job.capMinor };
      sum.liabilityMinor += load.liabilityMinor;
      sums.set(id, sum);
    }
  }
  return [...sums.values()];
}

/**
 * Judges each claimed order in arrival order before any money moves: a replay (not claimed now);
 * a draw that no longer takes bets (the first leg by its times at `at`, later legs by status); a
 * key whose liability, with what the orders before it in the group load, would pass the game's
 * cap (its keys noted in `contested` when the committed liability alone would have let it in).
 * Answers null for the orders that go on to their stakes.
 */
function judgeOrders(
  jobs: readonly OrderJob[],
  orderIds: ReadonlyArray<string | undefined>,
  claim: ClaimedGroup,
  at: Date,
  contested: Set<string>,
): Array<OrderJobResult | null> {
  const liability = new Map(claim.liability);
  return jobs.map((job, index): OrderJobResult | null => {
    if (orderIds[index] === undefined) return { kind: 'replay' };
    const closed = job.legs.find((leg, legIndex) => {
      const status = claim.drawStatus.get(leg.id) as DrawRow['status'] | undefined;
      if (status === undefined) return true;
      return legIndex === 0 ? !takesBets({ ...leg, status }, at) : status !== 'scheduled' && status !== 'open';
    });
    if (closed) return { kind: 'refused', code: 'lottery_draw_closed', message: `draw ${closed.drawNo} no longer takes bets` };
    const over = job.loads.filter((load) => (liability.get(exposureKey(load.drawId, load.key)) ?? 0n) + load.liabilityMinor > job.capMinor);
    if (over.length > 0) {
      const committed = (load: ExposureLoad) => claim.liability.get(exposureKey(load.drawId, load.key)) ?? 0n;
      if (job.loads.every((load) => committed(load) + load.liabilityMinor <= job.capMinor)) {
        for (const load of over) contested.add(exposureKey(load.drawId, load.key));
      }
      const keys = over.slice(0, 5).map((load) => load.key);
      return { kind: 'refused', code: 'lottery_exposure_cap', message: `sold out for this draw: ${keys.join(', ')}` };
    }
    for (const load of job.loads) {
      const id = exposureKey(load.drawId, load.key);
      liability.set(id, (liability.get(id) ?? 0n) + load.liabilityMinor);
    }
    return null;
  });
}

/**
 * Takes every leg's stake of the standing orders in one ledger batch; an order with every leg
 * refused is answered refused (the wallet's code); one covered in part cannot keep its other legs,
 * so the group rolls back (RefusedAfterStakes). Answers each placed order's balance after its
 * stakes, by its index.
 */
async function stakeLegs(
  tx: Queryable,
  group: Group,
  shard: number,
  staking: ReadonlyArray<{ job: OrderJob; index: number; orderId: string }>,
  answers: Array<OrderJobResult | null>,
): Promise<Map<number, bigint>> {
  const balances = new Map<number, bigint>();
  if (staking.length === 0) return balances;
  const bets: BetItem[] = staking.flatMap(({ job, orderId }) =>
    job.legs.map((leg) => ({
      type: 'stake' as const,
      walletId: job.walletId,
      vendor: group.vendorCode,
      transactionId: legTransactionId(orderId, leg.id),
      amountMinor: job.legStakeMinor,
      metadata: { game: job.gameCode, draw: leg.drawNo, order: orderId, player: `self:${job.accountId}`, ip: job.ip },
    })),
  );
  const outcomes = await settleBets(tx, {
    brandId: group.brandId,
    currency: group.currency,
    actor: `vendor:${group.vendorCode}`,
    ip: null,
    at: group.at,
    shard,
    bets,
    keysNew: true,
  });
  let next = 0;
  for (const { job, index } of staking) {
    const mine = outcomes.slice(next, next + job.legs.length);
    next += job.legs.length;
    const refused = mine.find((outcome) => !outcome.ok);
    if (refused && !refused.ok) {
      if (mine.some((outcome) => outcome.ok)) throw new RefusedAfterStakes(refused.code, 'the stake was refused for some of its draws');
      answers[index] = { kind: 'refused', code: refused.code, message: 'the stake was refused' };
      continue;
    }
    const last = mine[mine.length - 1];
    balances.set(index, last?.ok ? last.balanceMinor : 0n);
  }
  return balances;
}
