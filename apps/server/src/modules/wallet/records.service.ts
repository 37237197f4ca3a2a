import type { BonusesQuery, ProfitValue, RecordEntry, RecordPageValue, TransactionsQuery } from '@pkg/contracts/wallet';
import { BONUS_TYPES, MAX_RECORD_RANGE_DAYS, RECORD_TYPES, type ProfitPeriod, type RecordType } from '@pkg/contracts/wallet-codes';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../http/errors.ts';
import { playerBalances, history, type HistoryEntry } from '../../ledger/index.ts';
import type { Account } from '../accounts/index.ts';
import type { Brand } from '../brands/index.ts';
import { moneyOf, walletCodeOf } from './balance.service.ts';
import { addDays, checkDay, dayOf, daysBetween, periodDays, startOfDay } from '../../lib/gmt8-days.ts';
import { sumPostingsByCode } from './wallet.queries.ts';

/** Days shown when the caller names none: the last week, today included. */
const DEFAULT_RANGE_DAYS = 7;

const asRecordType = (code: unknown): RecordType | null =>
  typeof code === 'string' && (RECORD_TYPES as readonly string[]).includes(code) ? (code as RecordType) : null;

/**
 * The player's records (decision 018), all read from the ledger over every wallet the player has
 * (main and vendor sub-wallets): the account record, bonus details and personal profit and loss.
 * Days are GMT+8 days; a range is inclusive of both ends.
 */
export function createRecordsService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  /** The from and to days, defaults filled in, checked: from <= to, at most MAX_RECORD_RANGE_DAYS. */
  function rangeOf(query: { from?: string | undefined; to?: string | undefined }): { from: string; to: string } {
    const to = checkDay(query.to ?? dayOf(clock.now()));
    const from = checkDay(query.from ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1)));
    const span = daysBetween(from, to);
    if (span < 0) throw new AppError('bad_request', 'from is after to');
    if (span >= MAX_RECORD_RANGE_DAYS) throw new AppError('bad_request', `at most ${MAX_RECORD_RANGE_DAYS} days at once`);
    return { from, to };
  }

  async function page(
    brand: Brand,
    account: Account,
    codes: readonly string[],
    query: { from?: string | undefined; to?: string | undefined; pageNo: number; pageSize: number },
  ): Promise<RecordPageValue> {
    const range = rangeOf(query);
    const { wallets } = await playerBalances(db, brand.id, account.id, brand.currency.code);
    const empty = { list: [], pageNum: query.pageNo, pageSize: query.pageSize, total: 0, totalPages: 0, ...range };
    if (wallets.length === 0) return empty;
    const codeOf = new Map(wallets.map((wallet) => [wallet.id, walletCodeOf(wallet)]));
    const found = await history(db, {
      brandId: brand.id,
      accountIds: wallets.map((wallet) => wallet.id),
      codes: [...codes],
      from: startOfDay(range.from),
      to: startOfDay(addDays(range.to, 1)),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    });
    const entry = (line: HistoryEntry): RecordEntry => {
      const amount = moneyOf(line.amountMinor, brand.currency);
      const after = moneyOf(line.balanceAfterMinor, brand.currency);
      // Transfers this module makes name both sides; the other side is the one that is not the caller's.
      const names = line.metadata as { fromName?: unknown; toName?: unknown };
      const other = line.amountMinor < 0n ? names.toName : names.fromName;
      return {
        transferId: line.transferId,
        type: asRecordType(line.code) ?? 'adjustment',
        reversedType: line.code === 'reversal' ? asRecordType(line.metadata.reversedCode) : null,
        walletCode: codeOf.get(line.accountId) ?? line.accountId,
        amount: amount.formatted,
        amountMinor: amount.minor,
        balanceAfter: after.formatted,
        balanceAfterMinor: after.minor,
        counterparty: typeof other === 'string' ? other : null,
        memo: line.memo,
        createdAt: line.createdAt.toISOString(),
      };
    };
    return {
      list: found.list.map(entry),
      pageNum: found.pageNo,
      pageSize: found.pageSize,
      total: found.total,
      totalPages: found.totalPages,
      ...range,
    };
  }

  return {
    /** The account record: every movement of the player's wallets, newest first, optionally one type. */
    transactions: (brand: Brand, account: Account, query: TransactionsQuery) => page(brand, account, query.type ? [query.type] : [], query),

    /** Bonus details: bonuses and rebates paid to the player's wallets. */
    bonuses: (brand: Brand, account: Account, query: BonusesQuery) => page(brand, account, BONUS_TYPES, query),

    /**
     * Personal profit and loss over a period: stakes, wins, bonuses and rebates (rolled-back stakes
     * and reversed wins netted out), with deposits and withdrawals beside them. Moves between the
     * player's own wallets cancel out and are not counted.
     */
    async profit(brand: Brand, account: Account, period: ProfitPeriod): Promise<ProfitValue> {
      const range = periodDays(period, clock.now());
      const { wallets } = await playerBalances(db, brand.id, account.id, brand.currency.code);
      const sums =
        wallets.length === 0
          ? new Map<string, bigint>()
          : await sumPostingsByCode(
              db,
              brand.id,
              wallets.map((wallet) => wallet.id),
              startOfDay(range.from),
              startOfDay(addDays(range.to, 1)),
            );
      const net = (code: RecordType) => sums.get(code) ?? 0n;
      const bet = -net('bet_stake');
      // Wins taken back after a draw was corrected count against the wins they came from.
      const payout = net('bet_payout') + net('bet_clawback');
      const bonus = net('bonus');
      const rebate = net('rebate');
      const profit = payout - bet + bonus + rebate;
      const deposit = net('deposit');
      const withdrawal = -net('withdrawal');
      const show = (amount: bigint) => moneyOf(amount, brand.currency).formatted;
      return {
        period,
        ...range,
        currency: brand.currency.code,
        betMinor: bet.toString(),
        payoutMinor: payout.toString(),
        bonusMinor: bonus.toString(),
        rebateMinor: rebate.toString(),
        profitMinor: profit.toString(),
        depositMinor: deposit.toString(),
        withdrawalMinor: withdrawal.toString(),
        formatted: {
          bet: show(bet),
          payout: show(payout),
          bonus: show(bonus),
          rebate: show(rebate),
          profit: show(profit),
          deposit: show(deposit),
          withdrawal: show(withdrawal),
        },
      };
    },
  };
}

export type RecordsService = ReturnType<typeof createRecordsService>;
