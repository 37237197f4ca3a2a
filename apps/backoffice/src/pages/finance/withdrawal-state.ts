import type { TFunction } from 'i18next';
import type { BoWithdrawal } from '@pkg/contracts/withdrawals';

/** One label for where a withdrawal stands: decision, then receipt, then dispute. */
export function withdrawalState(t: TFunction, item: BoWithdrawal): string {
  if (item.status !== 'approved') return t(`boConsole.withdrawals.state.${item.status}`);
  if (item.dispute === 'open') return t('boConsole.withdrawals.state.disputeOpen');
  if (item.dispute === 'refunded') return t('boConsole.withdrawals.state.refunded');
  return t(`boConsole.withdrawals.state.${item.receipt ?? 'pending'}`);
}
