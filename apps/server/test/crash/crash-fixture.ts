/**
 * The crash test's players and money calls: funded players under one agent, each with a session,
 * a payment password and a house slot game session, a fixed list of calls (upline, main to vendor
 * wallet and back, with their Idempotency-Keys; house slot spins with their spinIds), and a burst
 * sender that stops sending once the server is killed. Every call fits the funds whatever order
 * the calls run in, so each must in the end succeed once.
 */
import { GAME_TOKEN_HEADER, type SlotSpinValue } from '@pkg/contracts/house-slots';
import { API, HEADERS } from '@pkg/contracts/routes';
import type { TransferValue } from '@pkg/contracts/wallet';
import assert from 'node:assert/strict';
import type { Db } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';
import { openClearingAccount, openPlayerWallet, openVendorWallet } from '../../src/ledger/accounts.ts';
import { transfer } from '../../src/ledger/transfer.ts';
import { systemClock } from '../../src/lib/clock.ts';
import { createPasswordHasher } from '../../src/lib/password.ts';
import { createBrandService } from '../../src/modules/brands/brand.service.ts';
import { createSessionService } from '../../src/modules/session/session.service.ts';
import { roundIdOf } from '../../src/modules/house-slots/spin.service.ts';
import { createGameSessions } from '../../src/modules/vendor-wallet/game-sessions.ts';
import { HOUSE_VENDOR_CODE } from '../../src/modules/vendor-wallet/signature.ts';
import { seedDemo } from '../../src/seed/seed.ts';

export const PIN = '246810';
export const VENDOR = 'BTSABONG';
/** The house slot title the spins play: 20 credits a spin, so PHP stakes are multiples of 20 centavos. */
const SLOT_GAME = 'bituin-lines';
const SLOT_STAKES = [20n, 40n, 100n, 200n, 400n, 1000n];
/** What each player's main wallet gets, and how much of it is moved into the vendor wallet up front. */
const FUNDS_MINOR = 1_000_000n;
const VENDOR_FUNDS_MINOR = 100_000n;

/** A funded member with a session and a house slot game session. */
export interface CrashPlayer {
  id: string;
  token: string;
  gameToken: string;
}

/** The prepared world: the brand, the agent every player sends upline to, the players. */
export interface CrashWorld {
  brandId: string;
  currency: string;
  agentId: string;
  players: CrashPlayer[];
}

/** One money call with its key (a spin's is its spinId); the same key is always sent with the same body. */
export interface MoneyCall {
  key: string;
  player: number;
  path: string;
  body: Record<string, string>;
  kind: 'upline' | 'in' | 'out' | 'spin';
  /** The amount moved, or the spin's stake. */
  amount: bigint;
}

/** What a call answered: a transfer, or a spin. */
export type CallValue = TransferValue | SlotSpinValue;

/**
 * Migrates and seeds the database, then makes an agent and `count` members under it, each with a
 * payment password, a session, FUNDS_MINOR deposited and VENDOR_FUNDS_MINOR of it in the vendor wallet.
 */
export async function prepareWorld(db: Db, count: number, runId: string): Promise<CrashWorld> {
  await migrate(db);
  await seedDemo(db);
  // The transfers go into Sabong Arena's wallet: the demo ships that category off (nothing to play yet).
  await db.query(`update merchants set disabled_game_types = '{}' where code = 'bituin'`);
  const brand = await createBrandService(db, systemClock, 0).byCode('bituin');
  if (!brand) throw new Error('the demo brand is missing');
  const currency = brand.currency.code;
  const at = new Date();
  const insert = async (username: string, type: number, uplineId: string | null) => {
    const [row] = await db.query<{ id: string }>(
      `insert into accounts (merchant_id, username, account_type, upline_id) values ($1, $2, $3, $4) returning id::text as id`,
      [brand.id, username, type, uplineId],
    );
    return (row as { id: string }).id;
  };
  const agentId = await insert(`crashagent${runId}`, 1, null);
  await openPlayerWallet(db, brand.id, currency, agentId, at);
  const pinHash = await (await createPasswordHasher(1)).hash(PIN);
  const sessions = createSessionService(db, systemClock);
  const gameSessions = createGameSessions(db, systemClock);
  const bank = await openClearingAccount(db, brand.id, currency, 'crash-test', at);
  const players: CrashPlayer[] = [];
  for (let index = 0; index < count; index += 1) {
    const id = await insert(`crash${runId}p${index}`, 0, agentId);
    await db.query(`insert into payment_passwords (account_id, password_hash, set_at) values ($1, $2, $3)`, [
      id,
      pinHash,
      at.toISOString(),
    ]);
    const main = await openPlayerWallet(db, brand.id, currency, id, at);
    const sub = await openVendorWallet(db, brand.id, currency, id, VENDOR, at);
    const common = { brandId: brand.id, currency, actor: 'crash-test', ip: null, at };
    await transfer(db, {
      ...common,
      code: 'deposit',
      idempotencyKey: `crash-fund:${id}`,
      fromAccountId: bank.id,
      toAccountId: main.id,
      amountMinor: FUNDS_MINOR,
    });
    await transfer(db, {
      ...common,
      code: 'wallet_transfer',
      idempotencyKey: `crash-vendor:${id}`,
      fromAccountId: main.id,
      toAccountId: sub.id,
      amountMinor: VENDOR_FUNDS_MINOR,
    });
    const game = await gameSessions.open({
      brand,
      account: { id, accountType: 0 },
      vendorCode: HOUSE_VENDOR_CODE,
      gameCode: SLOT_GAME,
      language: 'EN',
    });
    players.push({ id, token: await sessions.open(db, brand, id, '127.0.0.1', 'crash-test'), gameToken: game.token });
  }
  return { brandId: brand.id, currency, agentId, players };
}

/**
 * `count` calls spread over the players, a quarter of each kind, with amounts of 1-1000 minor
 * units (and stakes of the title's levels up to 1000) from a fixed sequence. With fewer than 100
 * calls per player the funds above always cover them, in any order, so every call must in the end
 * be performed exactly once.
 */
export function planCalls(world: CrashWorld, count: number, runId: string): MoneyCall[] {
  let seed = 7;
  const next = (below: number) => {
    seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
    return seed % below;
  };
  return Array.from({ length: count }, (_unused, index): MoneyCall => {
    const player = index % world.players.length;
    const kind = (['upline', 'in', 'spin', 'out'] as const)[Math.floor(index / world.players.length) % 4] as MoneyCall['kind'];
    const key = `crash-${runId}-${index}`;
    if (kind === 'spin') {
      const stake = SLOT_STAKES[next(SLOT_STAKES.length)] as bigint;
      return { key, player, path: API.houseSlotSpin, body: { stakeMinor: String(stake), spinId: key }, kind, amount: stake };
    }
    const amount = BigInt(1 + next(1000));
    const money = { amountMinor: String(amount), currency: world.currency, paymentPassword: PIN };
    const body =
      kind === 'upline' ? money : kind === 'in' ? { from: 'MAIN', to: VENDOR, ...money } : { from: VENDOR, to: 'MAIN', ...money };
    return { key, player, path: kind === 'upline' ? API.transferUpline : API.walletTransfer, body, kind, amount };
  });
}

/** What one sent call got: an HTTP answer, or a broken connection (the server died first). */
export type CallOutcome = { status: number; replayed: boolean; value: CallValue | null; raw: string } | { status: 'no-answer' };

/** Sends one call to the server. */
export async function sendCall(baseUrl: string, world: CrashWorld, call: MoneyCall): Promise<CallOutcome> {
  const player = world.players[call.player] as CrashPlayer;
  // A spin names its player by the game session and is made idempotent by its spinId.
  const who: Record<string, string> =
    call.kind === 'spin'
      ? { [GAME_TOKEN_HEADER]: player.gameToken }
      : { [HEADERS.authorization]: player.token, [HEADERS.idempotencyKey]: call.key };
  try {
    const response = await fetch(`${baseUrl}${call.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', merchant: 'bituin', language: 'EN', ...who },
      body: JSON.stringify(call.body),
      signal: AbortSignal.timeout(60_000),
    });
    const raw = await response.text();
    const parsed = JSON.parse(raw) as { value?: CallValue };
    return { status: response.status, replayed: response.headers.get('idempotent-replayed') === 'true', value: parsed.value ?? null, raw };
  } catch {
    return { status: 'no-answer' };
  }
}

/**
 * Sends the calls `width` at once. When `killAfterAcks` answers of 200 have come back, calls
 * `kill` (which must end the server) and sends nothing more; calls in flight then end unanswered.
 * Returns each sent call's outcome by key (calls never sent are absent).
 */
export async function burst(
  baseUrl: string,
  world: CrashWorld,
  calls: readonly MoneyCall[],
  width: number,
  kill?: { afterAcks: number; kill: () => Promise<void> },
): Promise<Map<string, CallOutcome>> {
  const outcomes = new Map<string, CallOutcome>();
  let next = 0;
  let acks = 0;
  let killing: Promise<void> | undefined;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < calls.length && !killing) {
        const call = calls[next++] as MoneyCall;
        const outcome = await sendCall(baseUrl, world, call);
        outcomes.set(call.key, outcome);
        if (outcome.status === 200) acks += 1;
        if (kill && !killing && acks >= kill.afterAcks) killing = kill.kill();
      }
    }),
  );
  await killing;
  return outcomes;
}

/** Every wallet's balance by ledger account id (the players' main and vendor wallets, the agent's). */
export async function walletBalances(db: Db, world: CrashWorld): Promise<Map<string, bigint>> {
  const owners = [world.agentId, ...world.players.map((player) => player.id)];
  const rows = await db.query<{ owner: string; kind: string; balance: string }>(
    `select owner_account_id::text as owner, kind, balance::text as balance from ledger_accounts
      where owner_account_id = any($1::bigint[]) and currency = $2`,
    [owners, world.currency],
  );
  return new Map(rows.map((row) => [`${row.owner}:${row.kind}`, BigInt(row.balance)]));
}

/**
 * The balances the calls must leave: each call moved exactly once from the starting balances, a
 * spin its stake and the win it answered (`wins`, by key).
 */
export function expectedBalances(
  world: CrashWorld,
  start: Map<string, bigint>,
  calls: readonly MoneyCall[],
  wins: ReadonlyMap<string, bigint>,
): Map<string, bigint> {
  const expected = new Map(start);
  const add = (key: string, delta: bigint) => expected.set(key, (expected.get(key) ?? 0n) + delta);
  for (const call of calls) {
    const owner = (world.players[call.player] as CrashPlayer).id;
    const main = `${owner}:player_main`;
    const sub = `${owner}:player_vendor`;
    if (call.kind === 'upline') {
      add(main, -call.amount);
      add(`${world.agentId}:player_main`, call.amount);
    } else if (call.kind === 'in') {
      add(main, -call.amount);
      add(sub, call.amount);
    } else if (call.kind === 'out') {
      add(sub, -call.amount);
      add(main, call.amount);
    } else {
      const win = wins.get(call.key);
      if (win === undefined) throw new Error(`spin ${call.key} has no answer`);
      add(main, win - call.amount);
    }
  }
  return expected;
}

/** An answer without its `replayed` flag (a spin's answer carries it), for comparing a replay with the first. */
export function comparable(value: CallValue): Omit<CallValue, 'replayed'> {
  const { replayed: _replayed, ...rest } = value as SlotSpinValue;
  return rest;
}

/** What a call left in the database: a transfer (its id and amount), or a spin (its round, stake, win, balance after, status). */
export interface Stored {
  id: string;
  amount: bigint;
  spin?: { status: string; winMinor: string | null; balanceAfterMinor: string | null };
}

/**
 * What the calls left, by call key: the ledger transfers of the transfer calls (each is its call's
 * stored answer, decision 018) and the spin rows of the spins (a spin is whole or absent, decision 050).
 */
export async function recorded(db: Db, world: CrashWorld, calls: readonly MoneyCall[]): Promise<Map<string, Stored>> {
  const playerOf = (call: MoneyCall) => world.players[call.player]?.id as string;
  const ledgerKeys = calls.map((call) => `wallet:${playerOf(call)}:${call.key}`);
  const transfers = await db.query<{ key: string; id: string; amount: string }>(
    `select idempotency_key as key, id::text as id, amount::text as amount from ledger_transfers
      where merchant_id = $1 and idempotency_key = any($2::text[])`,
    [world.brandId, ledgerKeys],
  );
  const roundIds = calls.map((call) => roundIdOf(world.brandId, playerOf(call), call.key));
  const spins = await db.query<{ roundId: string; status: string; stake: string; win: string | null; after: string | null }>(
    `select round_id as "roundId", status, stake_minor::text as stake, win_minor::text as win, balance_after_minor::text as after
       from house_slot_spins where merchant_id = $1 and round_id = any($2::text[])`,
    [world.brandId, roundIds],
  );
  const byLedgerKey = new Map(transfers.map((row) => [row.key, { id: row.id, amount: BigInt(row.amount) }]));
  const byRound = new Map(
    spins.map((row) => [
      row.roundId,
      { id: row.roundId, amount: BigInt(row.stake), spin: { status: row.status, winMinor: row.win, balanceAfterMinor: row.after } },
    ]),
  );
  return new Map(
    calls.flatMap((call, index): Array<[string, Stored]> => {
      const stored = call.kind === 'spin' ? byRound.get(roundIds[index] as string) : byLedgerKey.get(ledgerKeys[index] as string);
      return stored ? [[call.key, stored]] : [];
    }),
  );
}

/** Checks that what a call left is what it answered: the transfer it named, or the spin settled with the outcome it showed. */
export function assertStoredAsAnswered(stored: Stored, value: CallValue, call: MoneyCall): void {
  assert.equal(stored.amount, call.amount, `${call.key}: another amount than the call's`);
  if (call.kind !== 'spin') {
    assert.equal(stored.id, (value as TransferValue).transferId, `${call.key}: another transfer than the one acknowledged`);
    return;
  }
  const spin = value as SlotSpinValue;
  assert.equal(stored.id, spin.roundId, `${call.key}: another spin than the one acknowledged`);
  assert.deepEqual(stored.spin, { status: 'settled', winMinor: spin.winMinor, balanceAfterMinor: spin.balanceAfterMinor });
}

/** The win each spin of `calls` answered, by key, from answers that include every spin. */
export function winsOf(calls: readonly MoneyCall[], answers: ReadonlyMap<string, CallValue>): Map<string, bigint> {
  return new Map(
    calls.flatMap((call) => {
      if (call.kind !== 'spin') return [];
      const answer = answers.get(call.key) as SlotSpinValue | undefined;
      if (!answer) throw new Error(`spin ${call.key} has no answer`);
      return [[call.key, BigInt(answer.winMinor)] as const];
    }),
  );
}
