/**
 * The back office's bingo desk (decision 057): rooms of a brand (create one, change its settings
 * and schedule, open, pause or close it), its games with their proofs, winners and payouts, the
 * jackpot's history, and its return to players from the ledger. Every change is checked against
 * the staff member's brands and written with its staff audit row in one transaction.
 */
import type { BoBingoGameDetail, BoBingoJackpotValue, BoBingoRoom, BoBingoRtpValue, BingoRoomSettings } from '@pkg/contracts/bingo';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../http/errors.ts';
import { saveGame } from '../games/index.ts';
import {
  insertTable,
  selectLatestRounds,
  selectRound,
  selectTable,
  selectTables,
  updateTable,
  type Json,
  type Rounds,
  type TableRow,
} from '../rounds/index.ts';
import { assertBrandInScope, auditStaffChange, type StaffActor } from '../staff/index.ts';
import { deskGameOf, deskStagesOf, jackpotEntriesOf } from './bingo-desk-views.ts';
import {
  selectBrandCode,
  selectDeskGame,
  selectGamePayouts,
  selectJackpotGames,
  selectRoomGames,
  selectRoomLedgerSums,
} from './bingo-desk.queries.ts';
import { calledBy, publicStateOf, readResult, readState } from './bingo-result.ts';
import { BINGO_KIND } from './bingo-round-game.ts';
import { readRoom, roomProblems } from './bingo-settings.ts';

const DAY_MS = 86_400_000;

export function createBingoDesk(deps: {
  db: Db;
  clock: Clock;
  rounds: Pick<Rounds, 'jobs' | 'events'>;
  vendorCode: string;
  tell: () => void;
}) {
  const { db, clock } = deps;

  async function roomOf(actor: StaffActor, tableId: string): Promise<TableRow> {
    const table = /^[0-9]{1,18}$/.test(tableId) ? await selectTable(db, tableId) : null;
    if (!table || table.kind !== BINGO_KIND) throw new AppError('not_found', 'no such bingo room');
    assertBrandInScope(actor, table.brandId);
    return table;
  }

  function checked(settings: BingoRoomSettings): void {
    const problems = roomProblems(settings);
    if (problems.length > 0) throw new AppError('bad_request', problems.join('; '));
  }

  /** Opens the room's next game when it has none going (a new room, or one opened again), as the engine's watch would. */
  async function startGames(tableId: string): Promise<void> {
    await deps.rounds.jobs.openNext(tableId);
  }

  async function viewOf(table: TableRow): Promise<BoBingoRoom> {
    const round = (await selectLatestRounds(db, [table.id])).get(table.id);
    const settings = readRoom(table.settings);
    return {
      tableId: table.id,
      brandId: table.brandId,
      gameCode: table.gameCode,
      name: settings.stored.names.EN ?? table.gameCode,
      status: table.status,
      settings: settings.stored,
      current: round ? { roundId: round.id, seq: round.seq, status: round.status, closesAt: round.closesAt?.toISOString() ?? null } : null,
      jackpots: publicStateOf(readState(table.state), settings.room.jackpot?.seedMinor ?? null, clock.now()).jackpots,
    };
  }

  return {
    async rooms(actor: StaffActor, brandId: string): Promise<{ rooms: BoBingoRoom[] }> {
      assertBrandInScope(actor, brandId);
      const tables = (await selectTables(db, brandId, deps.vendorCode)).filter((table) => table.kind === BINGO_KIND);
      return { rooms: await Promise.all(tables.map(viewOf)) };
    },

    /** A new room: the catalogue's game under the bingo vendor, the room open on its cadence, its first game opened. */
    async create(actor: StaffActor, input: { brandId: string; gameCode: string; settings: BingoRoomSettings }): Promise<BoBingoRoom> {
      assertBrandInScope(actor, input.brandId);
      checked(input.settings);
      const brandCode = await selectBrandCode(db, input.brandId);
      if (!brandCode) throw new AppError('not_found', 'no such brand');
      const { names, format } = input.settings;
      if ((await selectTables(db, input.brandId, deps.vendorCode)).some((table) => table.gameCode === input.gameCode))
        throw new AppError('catalog_exists', `room ${input.gameCode} exists`);
      await saveGame(
        db,
        clock,
        { brand: brandCode, vendor: deps.vendorCode, code: input.gameCode, create: true },
        {
          displayName: names.EN ?? input.gameCode,
          names,
          gameType: 'BINGO',
          category: format === '75' ? 'seventy-five-ball' : 'ninety-ball',
          iconUrl: `/games/bingo-${format}.svg`,
        },
        actor,
      ).catch((error: unknown) => {
        throw (error as { code?: string }).code === 'exists' ? new AppError('catalog_exists', `game ${input.gameCode} exists`) : error;
      });
      const tableId = await db.transaction(async (tx) => {
        const at = clock.now();
        const id = await insertTable(
          tx,
          {
            brandId: input.brandId,
            vendorCode: deps.vendorCode,
            gameCode: input.gameCode,
            kind: BINGO_KIND,
            drive: 'timer',
            settings: input.settings as unknown as Json,
            state: { jackpots: {} },
          },
          at,
        );
        if (!id) throw new AppError('catalog_exists', `room ${input.gameCode} exists`);
        await auditStaffChange(tx, clock, actor, {
          action: 'bingo.room.create',
          brandId: input.brandId,
          target: `bingo-room:${id}`,
          detail: { gameCode: input.gameCode, settings: input.settings },
        });
        return id;
      });
      deps.tell();
      await startGames(tableId);
      return viewOf((await selectTable(db, tableId)) as TableRow);
    },

    /** New settings (price, stages, schedule, jackpot): the next games open with them; games already open keep theirs. */
    async update(actor: StaffActor, tableId: string, settings: BingoRoomSettings): Promise<BoBingoRoom> {
      const table = await roomOf(actor, tableId);
      checked(settings);
      await db.transaction(async (tx) => {
        await updateTable(tx, table.id, { settings: settings as unknown as Json }, clock.now());
        await auditStaffChange(tx, clock, actor, {
          action: 'bingo.room.update',
          brandId: table.brandId,
          target: `bingo-room:${table.id}`,
          detail: { before: table.settings, after: settings },
        });
      });
      deps.rounds.events.roundChanged(table.id);
      return viewOf((await selectTable(db, table.id)) as TableRow);
    },

    /** Opens, pauses (no new game opens; the one going ends as usual) or closes a room. */
    async setStatus(actor: StaffActor, tableId: string, status: TableRow['status']): Promise<BoBingoRoom> {
      const table = await roomOf(actor, tableId);
      await db.transaction(async (tx) => {
        await updateTable(tx, table.id, { status }, clock.now());
        await auditStaffChange(tx, clock, actor, {
          action: 'bingo.room.status',
          brandId: table.brandId,
          target: `bingo-room:${table.id}`,
          detail: { before: table.status, after: status },
        });
      });
      if (status === 'open') await startGames(table.id);
      deps.rounds.events.roundChanged(table.id);
      return viewOf((await selectTable(db, table.id)) as TableRow);
    },

    async games(actor: StaffActor, tableId: string, page: { pageNo: number; pageSize: number }) {
      const table = await roomOf(actor, tableId);
      const { rows, total } = await selectRoomGames(db, table.id, (page.pageNo - 1) * page.pageSize, page.pageSize);
      return { list: rows.map(deskGameOf), pageNum: page.pageNo, totalPages: Math.max(1, Math.ceil(total / page.pageSize)) };
    },

    /** A game: its proof (the seed once the last ball is called), its balls, the winners with their accounts, the payouts. */
    async game(actor: StaffActor, roundId: string): Promise<BoBingoGameDetail> {
      const game = /^[0-9]{1,18}$/.test(roundId) ? await selectDeskGame(db, roundId) : null;
      if (!game) throw new AppError('not_found', 'no such game');
      await roomOf(actor, game.tableId);
      const round = await selectRound(db, roundId);
      if (!round) throw new AppError('not_found', 'no such game');
      const now = clock.now();
      const result = round.result && round.dealtAt ? readResult(round.result) : null;
      const called = result && round.dealtAt ? calledBy(result, round.dealtAt, now) : 0;
      const finished = result !== null && called >= result.totalCalls;
      return {
        game: deskGameOf(game),
        tableId: game.tableId,
        seedHash: round.seedHash,
        seed: finished || round.status === 'void' ? round.seed : null,
        context: round.context,
        balls: result ? result.balls.slice(0, called) : [],
        stages: result ? deskStagesOf(result, called) : [],
        payouts: (await selectGamePayouts(db, roundId)).map((row) => ({
          ...row,
          movedMinor: row.movedMinor.toString(),
          at: row.at.toISOString(),
        })),
      };
    },

    async jackpot(actor: StaffActor, tableId: string): Promise<BoBingoJackpotValue> {
      const table = await roomOf(actor, tableId);
      const now = clock.now();
      return { list: (await selectJackpotGames(db, table.id, 200)).flatMap((game) => jackpotEntriesOf(game, now)) };
    },

    /** Stakes, payouts and RTP of the room's games of the last `days` days, from the ledger's transfers. */
    async rtp(actor: StaffActor, tableId: string, days: number): Promise<BoBingoRtpValue> {
      const table = await roomOf(actor, tableId);
      const since = new Date(clock.now().getTime() - days * DAY_MS);
      const sums = await selectRoomLedgerSums(db, { brandId: table.brandId, vendorCode: deps.vendorCode, tableId: table.id, since });
      return {
        days,
        list: sums.map((sum) => ({
          currency: sum.currency,
          games: sum.games,
          stakesMinor: sum.stakesMinor.toString(),
          payoutsMinor: sum.payoutsMinor.toString(),
          rtpPercent: sum.stakesMinor === 0n ? null : formatPercent((sum.payoutsMinor * 1_000_000n) / sum.stakesMinor),
        })),
      };
    },
  };
}

/** Ten-thousandths of a percent as a percentage with two decimals (floored). */
function formatPercent(millionths: bigint): string {
  const hundredths = millionths / 100n;
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`;
}

export type BingoDesk = ReturnType<typeof createBingoDesk>;
