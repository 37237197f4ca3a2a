import type {
  GameRound,
  GameRoundDetailValue,
  GameRoundsQuery,
  GameRoundsValue,
  RoundMovement,
  WinnerBoardValue,
} from '@pkg/contracts/game-rounds';
import { MAX_RECORD_RANGE_DAYS } from '@pkg/contracts/wallet-codes';
import { formatMinor, type Currency } from '@pkg/money/money';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../http/errors.ts';
import type { Brand } from '../brands/index.ts';
import { addDays, checkDay, dayOf, daysBetween, startOfDay } from '../../lib/gmt8-days.ts';
import { TRIAL_CURRENCY, walletCurrencyOf } from '../wallet/index.ts';
import { selectPlayerRound, selectRoundMovements, selectRoundPage, selectWinners, type RoundListRow } from './rounds.queries.ts';

/** Days shown when the caller names none: the last week, today included. */
const DEFAULT_RANGE_DAYS = 7;
/** Lines of the winners board. */
export const WINNER_BOARD_SIZE = 20;

/** A game's own account of a round (a house slot's reels and wins), or null when it has none. */
export type RoundDetailProvider = (brandId: string, vendorCode: string, roundId: string, language: string) => Promise<unknown>;

/** Masks a username for the public board: first two and last two characters ("an***12"); short names keep one. */
export function maskUsername(username: string): string {
  const chars = [...username];
  if (chars.length <= 4) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}

/** The caller: brand, account and the language game names are shown in. */
export interface RoundCaller {
  brand: Brand;
  account: { id: string; accountType: number };
  language: string;
}

/**
 * The betting record (personalHistoryCopy) and the winners board (decision 023), read from
 * game_rounds; a round's movements come from the ledger transfers the wallet API made for it.
 */
export function createRoundsService(deps: { db: Db; clock: Clock; roundDetail?: RoundDetailProvider | undefined }) {
  const { db, clock } = deps;
  const money = (amount: bigint, currency: Currency) => ({ text: formatMinor(amount, currency), minor: amount.toString() });

  function toRound(row: RoundListRow, brand: Brand): GameRound {
    const currency = { ...brand.currency, code: row.currency };
    const [s, w, n] = [money(row.stakeMinor, currency), money(row.winMinor, currency), money(row.winMinor - row.stakeMinor, currency)];
    return {
      vendorCode: row.vendorCode,
      vendorName: row.vendorName,
      gameCode: row.gameCode,
      gameName: row.gameName,
      gameType: row.gameType,
      roundId: row.roundId,
      stake: s.text,
      stakeMinor: s.minor,
      win: w.text,
      winMinor: w.minor,
      net: n.text,
      netMinor: n.minor,
      status: row.status,
      startedAt: new Date(row.startedAt).toISOString(),
      settledAt: row.settledAt ? new Date(row.settledAt).toISOString() : null,
      currency: row.currency,
    };
  }

  return {
    /** A page of the caller's rounds started on the GMT+8 days from..to (inclusive), newest first. */
    async list(caller: RoundCaller, query: GameRoundsQuery): Promise<GameRoundsValue> {
      const to = checkDay(query.to ?? dayOf(clock.now()));
      const from = checkDay(query.from ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1)));
      const span = daysBetween(from, to);
      if (span < 0) throw new AppError('bad_request', 'from is after to');
      if (span >= MAX_RECORD_RANGE_DAYS) throw new AppError('bad_request', `at most ${MAX_RECORD_RANGE_DAYS} days at once`);
      const currencyCode = walletCurrencyOf(caller.brand, caller.account);
      const filter = {
        brandId: caller.brand.id,
        accountId: caller.account.id,
        currency: currencyCode,
        from: startOfDay(from),
        to: startOfDay(addDays(to, 1)),
        vendorCode: query.vendorCode,
        gameType: query.gameType,
        status: query.status,
      };
      const offset = (query.pageNo - 1) * query.pageSize;
      const page = await selectRoundPage(db, filter, { offset, limit: query.pageSize, language: caller.language });
      const currency = { ...caller.brand.currency, code: currencyCode };
      const [stake, win, net] = [
        money(page.stakeMinor, currency),
        money(page.winMinor, currency),
        money(page.winMinor - page.stakeMinor, currency),
      ];
      return {
        list: page.rows.map((row) => toRound(row, caller.brand)),
        pageNum: query.pageNo,
        pageSize: query.pageSize,
        total: page.total,
        totalPages: Math.ceil(page.total / query.pageSize),
        from,
        to,
        currency: currencyCode,
        totals: { stake: stake.text, stakeMinor: stake.minor, win: win.text, winMinor: win.minor, net: net.text, netMinor: net.minor },
      };
    },

    /** One round of the caller with its ledger movements and the game's detail; round_not_found for anyone else's. */
    async detail(caller: RoundCaller, vendorCode: string, roundId: string): Promise<GameRoundDetailValue> {
      const key = { brandId: caller.brand.id, accountId: caller.account.id, vendorCode, roundId };
      const row = await selectPlayerRound(db, key, caller.language);
      if (!row) throw new AppError('round_not_found');
      const currency = { ...caller.brand.currency, code: row.currency };
      const kinds = { debit: 'stake', credit: 'payout', rollback: 'void' } as const;
      const movements: RoundMovement[] = (await selectRoundMovements(db, key)).map((m) => {
        const signed = m.action === 'debit' ? -m.amountMinor : m.amountMinor;
        const amount = money(signed, currency);
        return {
          kind: kinds[m.action],
          transactionId: m.transactionId,
          amount: amount.text,
          amountMinor: amount.minor,
          createdAt: new Date(m.createdAt).toISOString(),
        };
      });
      const detail = deps.roundDetail ? ((await deps.roundDetail(caller.brand.id, vendorCode, roundId, caller.language)) ?? null) : null;
      return { ...toRound(row, caller.brand), movements, detail };
    },

    /** The brand's latest winners in real money, names masked. */
    async winners(brand: Brand, language: string): Promise<WinnerBoardValue> {
      const rows = await selectWinners(db, brand.id, language, WINNER_BOARD_SIZE, TRIAL_CURRENCY);
      return rows.map((row) => {
        const win = money(row.winMinor, { ...brand.currency, code: row.currency });
        return {
          username: maskUsername(row.username),
          vendorCode: row.vendorCode,
          gameCode: row.gameCode,
          gameName: row.gameName,
          win: win.text,
          winMinor: win.minor,
          currency: row.currency,
          wonAt: new Date(row.wonAt).toISOString(),
        };
      });
    },
  };
}

/** The betting record and winners board service. */
export type RoundsService = ReturnType<typeof createRoundsService>;
