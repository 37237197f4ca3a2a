import { API } from '@pkg/contracts/routes';
import type {
  BindPayoutAccountPayload,
  PayoutAccountView,
  ReceiptPayload,
  WithdrawalInfo,
  WithdrawalPage,
  WithdrawalRequestPayload,
  WithdrawalView,
} from '@pkg/contracts/withdrawals';
import { wpsGet, wpsPostIdempotent } from '../../../lib/api-client';

/** Query keys of the withdraw page; every change refreshes both. */
export const WITHDRAWAL_INFO_KEY = ['withdrawals', 'info'] as const;
export const WITHDRAWAL_LIST_KEY = ['withdrawals', 'list'] as const;

export const PAGE_SIZE = 10;

export function fetchWithdrawalInfo(): Promise<WithdrawalInfo> {
  return wpsGet<WithdrawalInfo>(API.withdrawalInfo);
}

export function fetchWithdrawals(pageNo: number): Promise<WithdrawalPage> {
  return wpsGet<WithdrawalPage>(`${API.withdrawals}?pageNo=${pageNo}&pageSize=${PAGE_SIZE}`);
}

export function bindPayoutAccount(body: BindPayoutAccountPayload, key: string): Promise<PayoutAccountView> {
  return wpsPostIdempotent<PayoutAccountView>(API.payoutAccounts, body, key);
}

export function removePayoutAccount(id: string, paymentPassword: string, key: string): Promise<{ id: string }> {
  return wpsPostIdempotent<{ id: string }>(API.payoutAccountRemove.replace(':id', encodeURIComponent(id)), { paymentPassword }, key);
}

export function requestWithdrawal(body: WithdrawalRequestPayload, key: string): Promise<WithdrawalView> {
  return wpsPostIdempotent<WithdrawalView>(API.withdrawals, body, key);
}

/** The player's answer after the payout; proof images go as a multipart form. */
export function answerReceipt(
  id: string,
  answer: Pick<ReceiptPayload, 'answer' | 'receivedAmountMinor'> & { images?: File[] },
  key: string,
): Promise<WithdrawalView> {
  const path = API.withdrawalReceipt.replace(':id', encodeURIComponent(id));
  if (answer.images && answer.images.length > 0) {
    const form = new FormData();
    form.append('answer', answer.answer);
    if (answer.receivedAmountMinor !== undefined) form.append('receivedAmountMinor', answer.receivedAmountMinor);
    for (const image of answer.images) form.append('images', image, image.name);
    return wpsPostIdempotent<WithdrawalView>(path, form, key);
  }
  return wpsPostIdempotent<WithdrawalView>(
    path,
    answer.receivedAmountMinor === undefined
      ? { answer: answer.answer }
      : { answer: answer.answer, receivedAmountMinor: answer.receivedAmountMinor },
    key,
  );
}
