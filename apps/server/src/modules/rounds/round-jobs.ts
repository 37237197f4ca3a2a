/**
 * The life of a round on the job runner (decision 053). Each step is a job with a deterministic
 * run key, so two processes never do it twice, and each is a conditional change under the round's
 * (or table's) row lock, so a job run again after a crash changes nothing it already changed:
 *
 * - `round-open:<table>-<seq>`: a timer table's round `seq` opens with a fresh seed, sealed, its
 *   SHA-256 published; `round-close:<round>` is enqueued due at the window's end.
 * - `round-close:<round>`: betting closes; the game deals from the revealed seed and the state the
 *   round opened with; the result (version 1) and the seed are written; the settlement parts and
 *   the next round's opening (after the reveal) are enqueued.
 * - `round-settle:<round>-v<version>-p<part>`: round-settle.ts, due when the part is to be paid.
 * - `round-tick:<round>-v<version>-<n>`: the round published again when its public result changes
 *   with time (each bingo ball); a repeat publishes the same view, which pages take as no change.
 * - `rounds-watch` (recurring): every open timer table has its round; stuck steps are enqueued again.
 *
 * Operator tables (the arena) are moved by staff through `operate` instead of the timer jobs.
 */
import { randomBytes } from 'node:crypto';
import { commitmentOf, fairRandom } from '@pkg/games/lottery/fair-draw';
import type { RandomSource } from '@pkg/games/random';
import type { Db, Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Sealer } from '../../lib/sealed-box.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { AppError } from '../../http/errors.ts';
import { maskUsername } from '../vendor-wallet/index.ts';
import type { Json, RoundGame, TableInfo } from './round-game.ts';
import type { RoundEvents } from './round-events.ts';
import { settleRound } from './round-settle.ts';
import {
  closeRound,
  insertRound,
  markLastCall,
  selectLatestRounds,
  selectOpenTimerTables,
  selectRound,
  selectHolderNames,
  selectRoundBets,
  selectStuckRounds,
  selectTable,
  updateTable,
  writeResult,
  type RoundRow,
  type TableRow,
} from './rounds.queries.ts';

/** The context string of a round's proof: the brand, the table's game and the round number. */
export function roundContext(table: Pick<TableRow, 'brandCode' | 'vendorCode' | 'gameCode'>, seq: number): string {
  return `${table.brandCode}:${table.vendorCode}:${table.gameCode}:${seq}`;
}

/** The run key of a settlement part. */
export function settleRunKey(roundId: string, version: number, part: number): string {
  return `round-settle:${roundId}-v${version}-p${part}`;
}

function infoOf(table: TableRow, round?: Pick<RoundRow, 'settings'>): TableInfo {
  const { id: tableId, brandId, brandCode, gameCode, settings, state } = table;
  return { tableId, brandId, brandCode, gameCode, settings: round ? round.settings : settings, state };
}

/**
 * What a desk adds to a staff move of an operator round: the round's own settings when it opens
 * (the arena's fight card), a check of the locked round before anything changes, and rows of its
 * own (its audit, its fight) written in the same transaction.
 */
export interface OperateOptions {
  settings?: Json;
  guard?: (round: RoundRow) => void;
  alsoIn?: (tx: Queryable, round: RoundRow) => Promise<void>;
}

export interface RoundJobDeps {
  db: Db;
  clock: Clock;
  jobs: JobRunner;
  sealer: Sealer;
  games: ReadonlyMap<string, RoundGame>;
  /** Draws what games need outside a round's seed (a new shoe's cut card). */
  random: RandomSource;
  events: RoundEvents;
  /** Tells the wallets' live balances after a settlement run moved them. */
  onPaid: (brandId: string, accountIds: readonly string[]) => void;
}

/** Builds the round jobs and the staff's moves of operator tables. */
export function createRoundJobs(deps: RoundJobDeps) {
  const { db, clock, jobs, sealer } = deps;

  function gameOf(table: TableRow): RoundGame {
    const game = deps.games.get(table.kind);
    if (!game) throw new Error(`no game runs tables of kind ${table.kind}`);
    return game;
  }

  /** Opens round `seq` of a table in `tx` (timer or operator); null when the table cannot take one now. */
  async function openIn(
    tx: Queryable,
    table: TableRow,
    seq: number,
    closesAt: Date | null,
    withSeed: boolean,
    settings: Json = table.settings,
  ): Promise<RoundRow | null> {
    const game = gameOf(table);
    const stateBefore = game.stateForRound(infoOf(table), deps.random);
    if (JSON.stringify(stateBefore) !== JSON.stringify(table.state)) await updateTable(tx, table.id, { state: stateBefore }, clock.now());
    const context = roundContext(table, seq);
    const seed = withSeed ? randomBytes(32) : null;
    const round = await insertRound(tx, {
      brandId: table.brandId,
      tableId: table.id,
      seq,
      opensAt: clock.now(),
      closesAt,
      seedSealed: seed ? sealer.seal(seed, context) : null,
      seedHash: seed ? commitmentOf(seed.toString('hex')) : null,
      context,
      settings,
      stateBefore,
    });
    if (round && closesAt) {
      await jobs.enqueue(tx, { runKey: `round-close:${round.id}`, dueAt: closesAt });
      for (const job of game.openJobs?.(infoOf(table), { roundId: round.id, seq }) ?? []) await jobs.enqueue(tx, job);
    }
    return round;
  }

  /** `round-open`: a timer table's next round, unless it is paused or its current round is still going. */
  async function open(tableId: string, seq: number): Promise<void> {
    const opened = await db.transaction(async (tx) => {
      const table = await selectTable(tx, tableId, true);
      if (!table || table.status !== 'open' || table.drive !== 'timer') return null;
      const latest = (await selectLatestRounds(tx, [tableId])).get(tableId);
      if (latest && (latest.seq >= seq || latest.status === 'open' || latest.status === 'closed')) return null;
      const game = gameOf(table);
      const now = clock.now();
      const closesAt = game.closesAt?.(table.settings, now) ?? new Date(now.getTime() + game.timing(table.settings).bettingMs);
      return openIn(tx, table, seq, closesAt, true);
    });
    if (opened) deps.events.roundChanged(opened.tableId);
    jobs.wake();
  }

  /** Enqueues what follows a result version: its settlement parts, and (timer tables) the next round after the reveal. */
  async function enqueueAfterResult(tx: Queryable, table: TableRow, round: RoundRow, version: number, result: Json, voided: boolean) {
    const now = clock.now().getTime();
    const parts = voided ? [{ part: 0, afterMs: 0 }] : gameOf(table).parts(infoOf(table, round), result);
    for (const { part, afterMs } of parts) {
      await jobs.enqueue(tx, {
        runKey: settleRunKey(round.id, version, part),
        dueAt: new Date(now + afterMs),
        payload: { lastPart: part === Math.max(...parts.map((p) => p.part)) },
      });
    }
  }

  /** `round-close`: closes a timer round's betting, deals it from its seed, and schedules what follows. */
  async function closeAndDeal(roundId: string): Promise<void> {
    const dealt = await db.transaction(async (tx) => {
      const round = await selectRound(tx, roundId, 'update');
      if (!round || round.status !== 'open') return null;
      const table = await selectTable(tx, round.tableId, true);
      if (!table) throw new Error(`round ${roundId} has no table`);
      const game = gameOf(table);
      const at = clock.now();
      await closeRound(tx, roundId, at);
      if (!round.seedSealed) return { table, round };
      const seed = sealer.open(round.seedSealed, round.context);
      if (!seed) throw new Error(`the seed of round ${roundId} cannot be opened (another APP_SECRET?)`);
      const seedHex = seed.toString('hex');
      const bets = await selectRoundBets(tx, roundId);
      const holders = new Map<string, string>();
      if (game.namesHolders) for (const [id, name] of await selectHolderNames(tx, roundId)) holders.set(id, maskUsername(name));
      const info = infoOf(table, round);
      const dealt = game.deal(info, round.stateBefore, fairRandom(seedHex, round.context), bets, { at, holders });
      const { result, state } = dealt;
      const voided = dealt.voidReason !== undefined;
      const version = await writeResult(tx, roundId, {
        result,
        seed: seedHex,
        at,
        ...(dealt.voidReason !== undefined ? { voidReason: dealt.voidReason } : {}),
      });
      await updateTable(tx, table.id, { state }, at);
      await enqueueAfterResult(tx, table, round, version, result, voided);
      if (!voided) {
        for (const [index, afterMs] of (game.ticks?.(info, result) ?? []).entries()) {
          await jobs.enqueue(tx, { runKey: `round-tick:${roundId}-v${version}-${index}`, dueAt: new Date(at.getTime() + afterMs) });
        }
      }
      if (table.drive === 'timer') {
        // A void opens the next round at once; a result when it has been shown (a bingo game: its last ball) and the pause after it.
        const shownAt = voided ? at : (game.revealedAt?.(info, result, at) ?? at);
        const dueAt = new Date(shownAt.getTime() + (voided ? 0 : game.timing(round.settings).revealMs));
        await jobs.enqueue(tx, { runKey: `round-open:${table.id}-${round.seq + 1}`, dueAt });
      }
      return { table, round };
    });
    if (dealt) deps.events.roundChanged(dealt.table.id);
    jobs.wake();
  }

  /** `round-settle`: one part of one version; tells the players' balances and the table. */
  async function settle(runKey: string, payload: Record<string, unknown>): Promise<void> {
    const match = /^round-settle:([0-9]+)-v([0-9]+)-p([0-9]+)$/.exec(runKey);
    if (!match) throw new Error(`bad settle run key ${runKey}`);
    const [, roundId, version, part] = match as unknown as [string, string, string, string];
    const done = await settleRound(
      { db, games: deps.games, now: () => clock.now() },
      { roundId, version: Number(version), part: Number(part), lastPart: payload.lastPart !== false },
    );
    const round = await selectRound(db, roundId);
    if (round && done.accounts.length > 0) deps.onPaid(round.brandId, done.accounts);
    if (round) deps.events.roundChanged(round.tableId);
  }

  /** `round-tick`: the public result changed with time (a bingo ball): the round is published again. */
  async function tick(runKey: string): Promise<void> {
    const match = /^round-tick:([0-9]+)-v([0-9]+)-([0-9]+)$/.exec(runKey);
    if (!match) throw new Error(`bad tick run key ${runKey}`);
    const round = await selectRound(db, match[1] as string);
    if (round && round.resultVersion === Number(match[2])) deps.events.roundChanged(round.tableId);
  }

  /**
   * Opens a timer table's next round now, unless a round is going or the last one's result is
   * still being shown (its `round-open` job opens the next one then). Called directly, not through
   * a run key: a key spent while the table was paused never runs again, so a table resumed by staff
   * (or found without its round by the watch) would otherwise stay without rounds.
   */
  async function openNext(tableId: string): Promise<void> {
    const table = await selectTable(db, tableId);
    if (!table || table.status !== 'open' || table.drive !== 'timer') return;
    const latest = (await selectLatestRounds(db, [tableId])).get(tableId);
    if (latest && (latest.status === 'open' || latest.status === 'closed')) return;
    if (latest?.dealtAt && latest.status !== 'void') {
      // As the deal's `round-open` job is due: when the result has been shown, and the pause after it.
      const game = gameOf(table);
      const shownAt = game.revealedAt?.(infoOf(table, latest), latest.result, latest.dealtAt) ?? latest.dealtAt;
      if (clock.now().getTime() < shownAt.getTime() + game.timing(latest.settings).revealMs) return;
    }
    await open(tableId, (latest?.seq ?? 0) + 1);
  }

  /** `rounds-watch`: opens a missing round of every open timer table and enqueues stuck steps again. */
  async function watch(): Promise<void> {
    const tables = await selectOpenTimerTables(db);
    const latest = await selectLatestRounds(
      db,
      tables.map((table) => table.id),
    );
    for (const { id } of tables) {
      const round = latest.get(id);
      if (!round || round.status === 'dealt' || round.status === 'settled' || round.status === 'void') await openNext(id);
    }
    for (const stuck of await selectStuckRounds(db, clock.now())) {
      if (stuck.status === 'open') await jobs.enqueue(db, { runKey: `round-close:${stuck.id}` });
    }
  }

  /** Staff's moves of an operator table's round (the arena): open, last call, close, declare. */
  const operate = {
    /** Opens the table's next round, with its own settings when given (the arena's fight card; the game checks them). */
    async openRound(tableId: string, options: OperateOptions = {}): Promise<RoundRow> {
      const opened = await db.transaction(async (tx) => {
        const table = await selectTable(tx, tableId, true);
        if (!table) throw new AppError('round_not_found', 'no such table');
        if (table.drive !== 'operator') throw new AppError('bad_request', 'this table runs on its timer');
        if (table.status !== 'open') throw new AppError('table_paused');
        const latest = (await selectLatestRounds(tx, [tableId])).get(tableId);
        if (latest && (latest.status === 'open' || latest.status === 'closed')) throw new AppError('round_in_progress');
        const settings = options.settings ?? table.settings;
        const problems = gameOf(table).settingsProblems(settings);
        if (problems.length > 0) throw new AppError('table_settings_invalid', problems.join('; '), { problems });
        const round = await openIn(tx, table, (latest?.seq ?? 0) + 1, null, false, settings);
        if (!round) throw new AppError('round_in_progress');
        await options.alsoIn?.(tx, round);
        return round;
      });
      deps.events.roundChanged(tableId);
      return opened;
    },
    async lastCall(roundId: string, options: OperateOptions = {}): Promise<void> {
      const round = await db.transaction(async (tx) => {
        const found = await lockedRound(tx, roundId, options);
        if (!(await markLastCall(tx, roundId, clock.now()))) throw new AppError('round_closed');
        await options.alsoIn?.(tx, found);
        return found;
      });
      deps.events.roundChanged(round.tableId);
    },
    async close(roundId: string, options: OperateOptions = {}): Promise<void> {
      const round = await db.transaction(async (tx) => {
        const found = await lockedRound(tx, roundId, options);
        if (found.status !== 'open') throw new AppError('round_closed');
        await closeRound(tx, roundId, clock.now());
        await options.alsoIn?.(tx, found);
        return found;
      });
      deps.events.roundChanged(round.tableId);
    },
    /**
     * A declared result (version 1), a correction (a later version) or a cancel (a void): written
     * under the round's lock, its settlement enqueued. Who may do which is the desk's to check
     * (`guard`); `alsoIn` gets the round with its new version.
     */
    async declare(roundId: string, input: { result?: unknown; voidReason?: string }, options: OperateOptions = {}): Promise<number> {
      const table = await db.transaction(async (tx) => {
        const round = await lockedRound(tx, roundId, options);
        const voiding = input.voidReason !== undefined;
        if (round.status === 'void') throw new AppError('round_closed', 'the round was cancelled');
        if (round.status === 'open' && !voiding) throw new AppError('round_in_progress', 'close betting first');
        const found = await selectTable(tx, round.tableId);
        if (!found) throw new Error(`round ${roundId} has no table`);
        const at = clock.now();
        // A round cancelled while it takes bets closes first; a timer table then goes on with its next round.
        if (round.status === 'open') await closeRound(tx, roundId, at);
        if (voiding && found.drive === 'timer') await jobs.enqueue(tx, { runKey: `round-open:${found.id}-${round.seq + 1}` });
        let result: Json;
        if (voiding) result = round.result;
        else {
          const read = gameOf(found).readDeclaredResult?.(infoOf(found, round), input.result) ?? null;
          if (read === null) throw new AppError('bad_request', 'not a result of this game');
          result = read;
        }
        const version = await writeResult(tx, roundId, {
          result,
          seed: null,
          at,
          ...(voiding ? { voidReason: input.voidReason as string } : {}),
        });
        await enqueueAfterResult(tx, found, round, version, result, voiding);
        await options.alsoIn?.(tx, { ...round, resultVersion: version });
        return { table: found, version };
      });
      deps.events.roundChanged(table.table.id);
      jobs.wake();
      return table.version;
    },
  };

  /** A round held for a staff move, after the desk's own check of it. */
  async function lockedRound(tx: Queryable, roundId: string, options: OperateOptions): Promise<RoundRow> {
    const round = await selectRound(tx, roundId, 'update');
    if (!round) throw new AppError('round_not_found');
    options.guard?.(round);
    return round;
  }

  return {
    open,
    openNext,
    closeAndDeal,
    settle,
    tick,
    watch,
    operate,
    /** Registers the job kinds and the recurring watch (none when everyMs is 0). */
    install(options: { watchEveryMs: number }): void {
      jobs.define('round-open', async (job) => {
        const match = /^round-open:([0-9]+)-([0-9]+)$/.exec(job.runKey);
        if (!match) throw new Error(`bad open run key ${job.runKey}`);
        await open(match[1] as string, Number(match[2]));
      });
      jobs.define('round-close', async (job) => closeAndDeal(job.runKey.slice('round-close:'.length)));
      jobs.define('round-settle', async (job) => settle(job.runKey, job.payload), { leaseMs: 120_000 });
      jobs.define('round-tick', async (job) => tick(job.runKey), { maxAttempts: 2 });
      jobs.define('rounds-watch', watch);
      if (options.watchEveryMs > 0) jobs.every('rounds-watch', options.watchEveryMs);
    },
  };
}

export type RoundJobs = ReturnType<typeof createRoundJobs>;
