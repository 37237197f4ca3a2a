/**
 * Wallet constants the site needs as values (this file has no zod, so the web bundle may import
 * it): the main wallet's code, the record types, the profit periods.
 */

/** The code of a player's main wallet; vendor sub-wallets use their vendor code. */
export const MAIN_WALLET = 'MAIN';

/**
 * Why money moved, as the account record lists and filters it: the ledger's transfer codes
 * (apps/server/src/ledger/codes.ts, a server test keeps the two lists equal) without the
 * ledger's internal zero-amount bet_void.
 */
export const RECORD_TYPES = [
  'deposit',
  'withdrawal',
  'bet_stake',
  'bet_payout',
  'bet_clawback',
  'reversal',
  'bonus',
  'salary',
  'dividend',
  'rebate',
  'transfer_upline',
  'transfer_downline',
  'wallet_transfer',
  'adjustment',
  'points_convert',
] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

/** Record types that count as bonuses in the bonus details. */
export const BONUS_TYPES = ['bonus', 'rebate'] as const satisfies readonly RecordType[];

/** The periods personal profit and loss is asked for; days and weeks (Monday first) in GMT+8. */
export const PROFIT_PERIODS = ['today', 'yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth'] as const;
export type ProfitPeriod = (typeof PROFIT_PERIODS)[number];

/** The longest date range the account record and bonus details accept, in days. */
export const MAX_RECORD_RANGE_DAYS = 92;

/** Server-sent events of the live balance stream. */
export const WALLET_STREAM_EVENTS = { balance: 'balance' } as const;
