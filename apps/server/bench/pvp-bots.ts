/**
 * The PVP benchmark's bots (decision 059): players made in bulk (accounts, a funded wallet, a game
 * session of the room), and one driver per table that plays through the real server's HTTP calls:
 * each seat takes its seat from its own address; then, for every move, the seat to act reads its
 * table (GET, its legal moves) and proposes the first legal move that is not a pass (POST, timed).
 */
import { randomUUID } from 'node:crypto';
import { GAME_TOKEN_HEADER } from '@pkg/contracts/house-slots';
import { API } from '@pkg/contracts/routes';
import type { PvpHandView, PvpMove, PvpTableView } from '@pkg/contracts/pvp';
import type { Db } from '../src/db/client.ts';
import type { Clock } from '../src/lib/clock.ts';
import { openClearingAccount, openPlayerWallet } from '../src/ledger/accounts.ts';
import { transfer } from '../src/ledger/transfer.ts';
import type { BrandService } from '../src/modules/brands/brand.service.ts';
import { PVP_VENDOR_CODE } from '../src/modules/pvp/index.ts';
import { createGameSessions } from '../src/modules/vendor-wallet/game-sessions.ts';

export interface Bot {
  token: string;
  ip: string;
}

type Brand = NonNullable<Awaited<ReturnType<BrandService['byCode']>>>;

/** `count` players of `roomCode`, each funded with `fundMinor` and holding a game session; `width` at a time. */
export async function makeBots(
  db: Db,
  clock: Clock,
  brand: Brand,
  options: { roomCode: string; count: number; fundMinor: bigint; width: number },
): Promise<Bot[]> {
  const tag = `pvpb${Date.now().toString(36)}x`;
  const rows = await db.query<{ id: string }>(
    `insert into accounts (merchant_id, username, account_type) select $1, $2 || n, 0 from generate_series(1, $3::int) as n returning id::text as id`,
    [brand.id, tag, options.count],
  );
  const currency = brand.currency.code;
  const bank = await openClearingAccount(db, brand.id, currency, 'bench-bank', clock.now());
  const sessions = createGameSessions(db, clock);
  const bots: Bot[] = new Array(rows.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < rows.length; i = next++) {
      const id = (rows[i] as { id: string }).id;
      const wallet = await openPlayerWallet(db, brand.id, currency, id, clock.now());
      await transfer(db, {
        brandId: brand.id,
        currency,
        code: 'deposit',
        idempotencyKey: `bench-fund:${randomUUID()}`,
        fromAccountId: bank.id,
        toAccountId: wallet.id,
        amountMinor: options.fundMinor,
        actor: 'bench',
        ip: null,
        at: clock.now(),
      });
      const session = await sessions.open({
        brand,
        account: { id, accountType: 0 },
        vendorCode: PVP_VENDOR_CODE,
        gameCode: options.roomCode,
        language: 'EN',
      });
      bots[i] = { token: session.token, ip: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` };
    }
  };
  await Promise.all(Array.from({ length: options.width }, worker));
  return bots;
}

/** One bot's call of the table page's API on the real server; answers the envelope's value. */
async function call<T>(base: string, bot: Bot, path: string, body?: object): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      merchant: 'bituin',
      language: 'EN',
      'x-forwarded-for': bot.ip,
      [GAME_TOKEN_HEADER]: bot.token,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json()) as { value?: T; code?: string; message?: string };
  if (response.status !== 200) throw new Error(`${path} ${response.status} ${envelope.code ?? ''} ${envelope.message ?? ''}`);
  return envelope.value as T;
}

export const sit = (base: string, bot: Bot) => call<PvpTableView>(base, bot, API.pvpSit, {});
export const leave = (base: string, bot: Bot) => call<{ left: boolean }>(base, bot, API.pvpLeave, {});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a table's driver measured. */
export interface TableRun {
  moves: number;
  latenciesMs: number[];
  hands: number;
  refused: number;
}

/** The first legal move that is not a pass (the hand moves on), else the first. */
const choose = (legal: readonly PvpMove[]): PvpMove => (legal.find((move) => move.type !== 'pass') ?? legal[0]) as PvpMove;

/** Waits for the table's next hand in play (dealt by the job runner) other than `after`; null after `waitMs`. */
async function handInPlay(base: string, bot: Bot, after: string | null, waitMs: number): Promise<PvpHandView | null> {
  const until = Date.now() + waitMs;
  while (Date.now() < until) {
    const table = await call<PvpTableView>(base, bot, API.pvpTable);
    if (table.hand && table.hand.status === 'playing' && table.hand.handId !== after) return table.hand;
    await pause(100);
  }
  return null;
}

/** Plays `hands` hands at the table of `bots` (seated in seat order by their tables' answers), making no move after `stopAt` (ms). */
export async function driveTable(base: string, bots: readonly Bot[], hands: number, waitMs: number, stopAt: number): Promise<TableRun> {
  const run: TableRun = { moves: 0, latenciesMs: [], hands: 0, refused: 0 };
  const bySeat = new Map<number, Bot>();
  for (const bot of bots) {
    const table = await call<PvpTableView>(base, bot, API.pvpTable);
    if (table.mySeat !== null) bySeat.set(table.mySeat, bot);
  }
  let last: string | null = null;
  for (let h = 0; h < hands; h += 1) {
    const first = await handInPlay(base, bots[0] as Bot, last, Math.min(waitMs, stopAt - performance.now()));
    if (!first) break;
    last = first.handId;
    let toAct = first.toAct;
    while (toAct !== null && performance.now() < stopAt) {
      const bot = bySeat.get(toAct) as Bot;
      const mine = (await call<PvpTableView>(base, bot, API.pvpTable)).hand;
      if (!mine || mine.handId !== last || mine.status !== 'playing' || mine.legal.length === 0) break;
      const started = performance.now();
      try {
        const after = await call<PvpHandView>(base, bot, API.pvpMove, {
          handId: mine.handId,
          version: mine.version,
          move: choose(mine.legal),
        });
        run.latenciesMs.push(performance.now() - started);
        run.moves += 1;
        toAct = after.status === 'playing' ? after.toAct : null;
      } catch {
        run.refused += 1;
        if (run.refused > 20) break;
        toAct = (await call<PvpTableView>(base, bot, API.pvpTable)).hand?.toAct ?? null;
      }
    }
    if (toAct === null) run.hands += 1;
  }
  return run;
}
