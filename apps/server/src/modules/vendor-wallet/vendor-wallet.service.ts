import { performance } from 'node:perf_hooks';
import {
  WALLET_ACTIONS,
  WALLET_BODIES,
  WALLET_HEADERS,
  type WalletAction,
  type WalletAnswer,
  type WalletStatus,
} from '@pkg/contracts/vendor-wallet';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { createGroupCommit } from '../../lib/group-commit.ts';
import { houseShardsOf } from '../../ledger/index.ts';
import { batchKeyOf, debitMany, type DebitJob } from './debits.ts';
import type { GameSessions } from './game-sessions.ts';
import type { GameSession } from './game-sessions.queries.ts';
import { createVendorSecretSealer, HOUSE_VENDOR_CODE, houseVendorSecret, verifyWalletSignature } from './signature.ts';
import { insertWalletCalls, type WalletCallLog, type WalletPlayer, type WalletVendor } from './vendor-wallet.queries.ts';
import type { RgGate } from '../responsible-gaming/index.ts';
import { selectClaim, type ClaimKey } from './round-rows.queries.ts';
import { createWalletLookups } from './wallet-lookups.ts';
import { settleMany, type SettleJob } from './settlements.ts';
import { duplicate, mainBalance, Refusal, type MoveAnswer, type MoveContext } from './wallet-moves.ts';

/** The HTTP status and body of a wallet API answer. */
export interface WalletReply {
  httpStatus: number;
  answer: WalletAnswer;
}

/** Told after a commit that moved a player's money (the wallet-events bus). */
export interface WalletMoveEvents {
  publish(event: { brandId: string; accountId: string; code: string }): void;
}

// RATE_LIMITED (429) is answered by the route, before the service (decision 044).
const HTTP_OF: Partial<Record<WalletStatus, number>> = { INVALID_REQUEST: 400, INVALID_SIGNATURE: 401, RATE_LIMITED: 429 };

/** Money groups running at once. */
const GROUPS_AT_ONCE = 2;

/** A money call waiting for its group: a debit (debits.ts), or a credit or rollback (settlements.ts). */
type MoneyJob = { kind: 'debit'; job: DebitJob } | { kind: 'settle'; job: SettleJob };

/** What one call is about, as far as it is known so far (for the log). */
interface CallFacts {
  vendorCode: string;
  action: string;
  brandId: string | null;
  accountId: string | null;
  body: Record<string, unknown>;
  /** The stopwatch when the call came in. */
  started: number;
  /**
   * Signed by the vendor (of the player's brand, once the player is known): only such a call is
   * written to the log, so made-up codes and unsigned calls cannot fill it (decision 023, addendum).
   */
  signed: boolean;
  /** Set when the call's row went in with its money, in the same transaction. */
  logged: boolean;
}

/** Opened vendor secrets kept in memory: far more than the vendors of every brand. */
const OPENED_SECRETS_KEPT = 10_000;

const stringOf = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * The seamless wallet API (decision 023): checks the body is signed by the vendor of the path in
 * some brand (from the cached catalogue, before any look-up of the player), finds the player (by
 * token or player id) and so the brand, checks the signature is that brand's vendor's, validates
 * the body, then answers. Every signed call is logged with its latency; money calls publish a
 * wallet event after commit. `stopwatch` measures latency (milliseconds, monotonic). Vendor codes,
 * players, vendors, game types and wallet accounts are cached for `cacheMs`; debits that arrive
 * together share one transaction, so do credits and rollbacks, and so do log rows (group commit).
 */
export function createVendorWalletService(deps: {
  db: Db;
  clock: Clock;
  appSecret: string;
  gameSessions: GameSessions;
  events: WalletMoveEvents;
  cacheMs: number;
  onLogError?: (error: unknown) => void;
  stopwatch?: () => number;
  /** The player's own loss and wager limits and exclusions (decision 037): a refused debit moves nothing. */
  betGate?: Pick<RgGate, 'bet'>;
}) {
  const { db, clock, gameSessions } = deps;
  const stopwatch = deps.stopwatch ?? (() => performance.now());
  const sealer = createVendorSecretSealer(deps.appSecret);
  const houseSecret = houseVendorSecret(deps.appSecret);
  const lookups = createWalletLookups(db, clock, deps.cacheMs, gameSessions);
  // Debits go in groups of debits, credits and rollbacks in groups of their own, through one queue:
  // each running group has its own house shard (its slot's) and its own wallets, so two groups never
  // wait on each other's rows, whatever their kind.
  const shards = houseShardsOf('wallet-api', GROUPS_AT_ONCE);
  const moves = createGroupCommit<MoneyJob, MoveAnswer>({
    run: (jobs, slot) => {
      const debits = jobs.flatMap((job) => (job.kind === 'debit' ? [job.job] : []));
      const settlements = jobs.flatMap((job) => (job.kind === 'settle' ? [job.job] : []));
      const shard = shards[slot] as number;
      return debits.length > 0 ? debitMany(db, debits, shard) : settleMany(db, settlements, shard);
    },
    maxInFlight: GROUPS_AT_ONCE,
    keyOf: (job) => `${job.kind}\u0000${batchKeyOf(job.job)}`,
    distinctBy: (job) => (job.kind === 'debit' ? job.job.body.transactionId : `${job.job.action}\u0000${job.job.body.transactionId}`),
    resourcesOf: (job) => [job.job.ctx.walletId],
  });
  // Each call's log row is written before its answer goes out; rows waiting together share an insert.
  const callLog = createGroupCommit<WalletCallLog, void>({
    run: async (calls) => {
      await insertWalletCalls(db, calls);
      return calls.map(() => undefined);
    },
    maxInFlight: 1,
    maxGroup: 500,
  });

  // Opened secrets by vendor and sealed value: a call checks the code's vendor in every brand before
  // the player is known, so each would otherwise be decrypted on every call. A rotated secret is a
  // new sealed value, and so a new entry.
  const opened = new Map<string, string | null>();
  function secretOf(vendor: WalletVendor): string | null {
    if (!vendor.secretSealed) return vendor.vendorCode === HOUSE_VENDOR_CODE ? houseSecret : null;
    const key = `${vendor.brandId}:${vendor.vendorCode}:${vendor.secretSealed}`;
    let secret = opened.get(key);
    if (secret === undefined) {
      secret = sealer.open(vendor.secretSealed, vendor.brandId, vendor.vendorCode);
      if (opened.size >= OPENED_SECRETS_KEPT) opened.clear();
      opened.set(key, secret);
    }
    return secret;
  }

  /**
   * Tells whether this call is signed, in time, with a vendor's secret. Each distinct secret is
   * checked once per call: the house vendor has one secret in every brand, and the brand's vendor
   * checked again once the player is known is usually the one that matched first.
   */
  function signatureOf(raw: Buffer, headers: Record<string, unknown>): (vendor: WalletVendor) => boolean {
    const checked = new Map<string, boolean>();
    const timestamp = stringOf(headers[WALLET_HEADERS.timestamp]) ?? undefined;
    const signature = stringOf(headers[WALLET_HEADERS.signature]) ?? undefined;
    return (vendor) => {
      const secret = secretOf(vendor);
      if (secret === null) return false;
      let valid = checked.get(secret);
      if (valid === undefined) {
        valid = verifyWalletSignature({ secret, timestamp, signature, rawBody: raw, nowMs: clock.now().getTime() });
        checked.set(secret, valid);
      }
      return valid;
    };
  }

  const reply = (status: WalletStatus, extra: Partial<WalletAnswer> = {}): WalletReply => ({
    httpStatus: HTTP_OF[status] ?? 200,
    answer: { status, ...extra },
  });
  const withBalance = (status: WalletStatus, player: WalletPlayer, balanceMinor: bigint | null, extra: Partial<WalletAnswer> = {}) =>
    reply(status, { ...(balanceMinor === null ? {} : { balance: balanceMinor.toString() }), currency: player.currency, ...extra });

  async function handle(
    vendorCode: string,
    action: string,
    raw: Buffer,
    headers: Record<string, unknown>,
    ip: string | null,
    facts: CallFacts,
  ) {
    // The signature first, before any look-up of the session or player: the code's vendors (every
    // brand's) come from memory, and a code no catalogue has is no one's (no read, no cache entry).
    const vendors = (await lookups.knownVendor(vendorCode)) ? await lookups.vendorsByCode(vendorCode) : [];
    const signedBy = signatureOf(raw, headers);
    facts.signed = vendors.some(signedBy);
    if (!(WALLET_ACTIONS as readonly string[]).includes(action)) return reply('INVALID_REQUEST');
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw.toString('utf8'));
    } catch {
      return reply('INVALID_REQUEST');
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return reply('INVALID_REQUEST');
    if (!facts.signed) return reply('INVALID_SIGNATURE');
    facts.body = parsed as Record<string, unknown>;
    // The session or the player names the brand, and so whose vendor (and secret) must have signed the call.
    const token = stringOf(facts.body.token);
    const session = token !== null ? await lookups.session(token) : null;
    const playerId = session?.accountId ?? stringOf(facts.body.playerId);
    const player = playerId !== null ? await lookups.player(playerId) : null;
    if (!player) {
      // Only a caller that can sign as this vendor (in some brand) gets this far and learns that the
      // player is unknown; to anyone else a known and an unknown id look alike, so ids cannot be probed.
      return reply(token === null && playerId === null ? 'INVALID_REQUEST' : 'INVALID_TOKEN');
    }
    facts.brandId = player.brandId;
    facts.accountId = player.id;
    const vendor = vendors.find((candidate) => candidate.brandId === player.brandId);
    if (!vendor || !signedBy(vendor)) {
      // Signed by this code's vendor of another brand only: refused and not logged, like any unsigned call.
      facts.signed = false;
      return reply('INVALID_SIGNATURE');
    }
    const body = WALLET_BODIES[action as WalletAction].safeParse(parsed);
    if (!body.success) return reply('INVALID_REQUEST');
    // One vendor uses either a transfer wallet or this API, never both (DOMAIN.md section 5).
    if (vendor.walletType !== 'seamless') return reply('VENDOR_DISABLED');
    if (session && session.vendorCode !== vendor.vendorCode) return reply('INVALID_TOKEN');
    const live = session !== null && session.expiresAt.getTime() > clock.now().getTime();
    const offline = !vendor.enabled || vendor.maintenance;
    return dispatch(action as WalletAction, body.data, { vendor, player, session, live, offline, ip, facts });
  }

  /** The claim key of a debit: a repeat of its transaction id finds the first result there. */
  const debitKeyOf = (vendor: WalletVendor, player: WalletPlayer, transactionId: string): ClaimKey => ({
    brandId: player.brandId,
    vendorCode: vendor.vendorCode,
    action: 'debit',
    transactionId,
  });

  /**
   * A debit already taken, sent again: its first result (DUPLICATE, its transaction id, the balance
   * now), or INVALID_REQUEST when the repeat names another amount or round; null when no debit of
   * this transaction id was taken.
   */
  async function repeatedDebit(vendor: WalletVendor, player: WalletPlayer, body: DebitJob['body']): Promise<WalletReply | null> {
    const key = debitKeyOf(vendor, player, body.transactionId);
    if (!(await selectClaim(db, key))) return null;
    try {
      const answer = await duplicate({ player }, db, key, { roundId: body.roundId, amountMinor: BigInt(body.amount) });
      return withBalance(answer.status, player, answer.balanceMinor, answer.transactionId ? { transactionId: answer.transactionId } : {});
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      return withBalance(error.status, player, error.balanceMinor ?? (await mainBalance(db, player)));
    }
  }

  async function dispatch(
    action: WalletAction,
    body: unknown,
    call: {
      vendor: WalletVendor;
      player: WalletPlayer;
      session: GameSession | null;
      live: boolean;
      offline: boolean;
      ip: string | null;
      facts: CallFacts;
    },
  ): Promise<WalletReply> {
    const { vendor, player, session } = call;
    if (action === 'debit' && session && (body as DebitJob['body']).gameCode !== session.gameCode) {
      // A stake is for the game the session was opened for, never another (its round, game type, limits).
      return reply('INVALID_REQUEST');
    }
    if (action === 'authenticate' || action === 'debit') {
      if (!session || !call.live || call.offline) {
        // A retry of a debit already taken answers its first result, whatever became of the session or the vendor since.
        const repeat = action === 'debit' ? await repeatedDebit(vendor, player, body as DebitJob['body']) : null;
        if (repeat) return repeat;
        if (!session || !call.live) return reply('INVALID_TOKEN');
        return withBalance('VENDOR_DISABLED', player, await mainBalance(db, player));
      }
      await lookups.touch(session);
    }
    if (action === 'authenticate') {
      return withBalance('OK', player, await mainBalance(db, player), { playerId: player.id, username: player.username });
    }
    if (action === 'balance') return withBalance('OK', player, await mainBalance(db, player));
    const money = body as { currency?: string; gameCode: string };
    if (money.currency !== undefined && money.currency !== player.currency) {
      return withBalance('CURRENCY_MISMATCH', player, await mainBalance(db, player));
    }
    const at = clock.now();
    const ctx: MoveContext = {
      db,
      at,
      ip: call.ip,
      brandId: player.brandId,
      vendorCode: vendor.vendorCode,
      player,
      walletId: await lookups.mainWallet(player),
      gameType: await lookups.gameType(player.brandId, vendor.vendorCode, money.gameCode),
    };
    let moved: MoveAnswer;
    // The log row goes in the money's own transaction: one commit for both.
    const log = (answer: MoveAnswer) => {
      call.facts.logged = true;
      return logRow(call.facts, { status: answer.status, httpStatus: HTTP_OF[answer.status] ?? 200 });
    };
    if (action === 'debit') {
      const job: DebitJob = { ctx, body: body as DebitJob['body'], log };
      const submit = () => moves.submit({ kind: 'debit', job });
      if (deps.betGate) {
        // A retry of a debit already taken answers its first result, so it skips the limit check.
        const isRepeat = async () => (await selectClaim(db, debitKeyOf(vendor, player, job.body.transactionId))) !== null;
        // The game's login session: the player's session time limit ends the game's stakes too (decision 037).
        const login =
          session?.loginSessionId && session.loginStartedAt
            ? { sessionId: session.loginSessionId, startedAt: new Date(session.loginStartedAt) }
            : null;
        const play = { brandId: player.brandId, login };
        const gated = await deps.betGate.bet(db, player.id, BigInt(job.body.amount), submit, isRepeat, play);
        if (!gated.ok) return withBalance(gated.refusal.walletStatus, player, await mainBalance(db, player));
        moved = gated.value;
      } else moved = await submit();
    } else {
      const job = { action, body, ctx, log } as SettleJob;
      moved = await moves.submit({ kind: 'settle', job });
    }
    if (moved.moved) deps.events.publish({ brandId: player.brandId, accountId: player.id, code: moved.moved });
    return withBalance(moved.status, player, moved.balanceMinor, moved.transactionId ? { transactionId: moved.transactionId } : {});
  }

  return {
    /** Forgets the cached vendors (codes, switches, secrets) and game types: a catalogue change takes effect at once. */
    forgetCatalogue: () => lookups.forgetCatalogue(),
    /** Whether some brand's catalogue has a vendor of this code (from memory; the rate limit keys unknown codes apart). */
    knownVendor: (vendorCode: string): Promise<boolean> => lookups.knownVendor(vendorCode),
    /** Answers one call of `POST /vendor-wallet/:vendorCode/:action` from its raw body and headers. */
    async call(vendorCode: string, action: string, raw: Buffer, headers: Record<string, unknown>, ip: string | null): Promise<WalletReply> {
      const facts: CallFacts = {
        vendorCode,
        action,
        brandId: null,
        accountId: null,
        body: {},
        started: stopwatch(),
        signed: false,
        logged: false,
      };
      let result: WalletReply;
      try {
        result = await handle(vendorCode, action, raw, headers, ip, facts);
      } catch (error) {
        // A server fault: logged as such (a failed transaction took its row along), then answered 5xx by the error handler.
        facts.logged = false;
        if (facts.signed) await log(facts, { status: 'SERVER_ERROR', httpStatus: 500 });
        throw error;
      }
      // An unsigned call, or one naming a code no catalogue has, leaves no row: anyone can send
      // those, as many as the rate limit lets through (the server's request log still has them).
      if (!facts.logged && facts.signed) await log(facts, { status: result.answer.status, httpStatus: result.httpStatus });
      return result;
    },
  };

  /** The log row of a call, with its latency so far. */
  function logRow(facts: CallFacts, outcome: { status: string; httpStatus: number }): WalletCallLog {
    return {
      brandId: facts.brandId,
      vendorCode: facts.vendorCode,
      action: facts.action,
      requestId: stringOf(facts.body.requestId),
      transactionId: stringOf(facts.body.transactionId),
      roundId: stringOf(facts.body.roundId),
      accountId: facts.accountId,
      ...outcome,
      latencyMs: stopwatch() - facts.started,
      at: clock.now(),
    };
  }

  async function log(facts: CallFacts, outcome: { status: string; httpStatus: number }) {
    try {
      await callLog.submit(logRow(facts, outcome));
    } catch (error) {
      deps.onLogError?.(error);
    }
  }
}

/** The wallet API service. */
export type VendorWalletService = ReturnType<typeof createVendorWalletService>;
