import type { ProfitPeriod } from '@pkg/contracts/wallet-codes';
import type {
  BalanceValue,
  BonusesQuery,
  DownlineTransferBody,
  MerchantWalletValue,
  ProfitValue,
  RecordPageValue,
  TransactionsQuery,
  TransferValue,
  UplineInfoValue,
  UplineTransferBody,
  WalletTransferBody,
} from '@pkg/contracts/wallet';
import { API } from '@pkg/contracts/routes';
import { wpsGet, wpsPostIdempotent } from '../../../lib/api-client';
import { BALANCE_KEY, WALLET_KEY } from '../../../lib/wallet-keys';

// The wallet's keys live in lib/wallet-keys.ts, so other features can refresh the balance.
export { BALANCE_KEY, WALLET_KEY };
/** The account record, bonus details and profit and loss: refreshed whenever the balance moves. */
export const RECORDS_KEY = [...WALLET_KEY, 'records'] as const;
export const MERCHANT_WALLETS_KEY = [...WALLET_KEY, 'merchant-wallets'] as const;
export const UPLINE_KEY = [...WALLET_KEY, 'upline'] as const;

export const fetchBalance = () => wpsGet<BalanceValue>(API.balance);
export const fetchMerchantWallets = () => wpsGet<MerchantWalletValue>(API.merchantWallet);
export const fetchUpline = () => wpsGet<UplineInfoValue>(API.transferUpline);

/** Main wallet to a vendor's wallet or back; the key is the action's, the same on a retry. */
export const postWalletTransfer = (body: WalletTransferBody, idempotencyKey: string) =>
  wpsPostIdempotent<TransferValue>(API.walletTransfer, body, idempotencyKey);

export const postUplineTransfer = (body: UplineTransferBody, idempotencyKey: string) =>
  wpsPostIdempotent<TransferValue>(API.transferUpline, body, idempotencyKey);

/** An agent's main wallet to a direct downline, named by username. */
export const postDownlineTransfer = (body: DownlineTransferBody, idempotencyKey: string) =>
  wpsPostIdempotent<TransferValue>(API.transferDownline, body, idempotencyKey);

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const fetchTransactions = (params: Partial<TransactionsQuery>) => wpsGet<RecordPageValue>(`${API.transactions}${query(params)}`);
export const fetchBonuses = (params: Partial<BonusesQuery>) => wpsGet<RecordPageValue>(`${API.bonusDetails}${query(params)}`);
export const fetchProfit = (period: ProfitPeriod) => wpsGet<ProfitValue>(`${API.personalProfit}${query({ period })}`);
