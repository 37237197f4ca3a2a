import { useTranslation } from 'react-i18next';
import type { RecordEntry, RecordPageValue } from '@pkg/contracts/wallet';
import { MAIN_WALLET } from '@pkg/contracts/wallet-codes';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatGmt8 } from '@pkg/web-kit/time';
import { useBalance } from '../api/use-balance';
import { Pager } from '../../../components/ui/pager';
import { useOperatorText } from '../../../lib/operator-text';

/**
 * A page of the account record or bonus details: one row per movement of one wallet, newest
 * first, times in GMT+8; money in shows with +, money out with -. On phones each row is a card
 * whose cells carry their column's name.
 */
export function RecordTable({ page, emptyText, onPage }: { page: RecordPageValue; emptyText: string; onPage: (pageNo: number) => void }) {
  const { t } = useTranslation();
  const { data: balance } = useBalance();
  // A reward's memo carries its promotion's or mission's title, amount tokens included (decision 067).
  const text = useOperatorText();
  if (page.list.length === 0) return <EmptyState title={emptyText} />;
  const walletName = (code: string) =>
    code === MAIN_WALLET ? t('wallet.main') : (balance?.wallets.find((wallet) => wallet.walletCode === code)?.name ?? code);
  const detail = (entry: RecordEntry) =>
    [
      entry.reversedType ? t('wallet.records.reversalOf', { type: t(`wallet.types.${entry.reversedType}`) }) : null,
      entry.counterparty
        ? t(BigInt(entry.amountMinor) < 0n ? 'wallet.records.toParty' : 'wallet.records.fromParty', {
            party:
              entry.counterparty === MAIN_WALLET || entry.type === 'wallet_transfer' ? walletName(entry.counterparty) : entry.counterparty,
          })
        : null,
      entry.memo ? text(entry.memo) : null,
    ]
      .filter(Boolean)
      .join(' · ');
  const columns = {
    time: t('wallet.records.time'),
    type: t('wallet.records.type'),
    wallet: t('wallet.records.wallet'),
    amount: t('wallet.records.amount'),
    after: t('wallet.records.balanceAfter'),
    detail: t('wallet.records.detail'),
  };

  return (
    <div className="record-table">
      <table>
        <caption className="visually-hidden">{t('wallet.records.timezone')}</caption>
        <thead>
          <tr>
            {Object.values(columns).map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {page.list.map((entry) => (
            <tr key={`${entry.transferId}-${entry.walletCode}`} data-testid="record-row">
              <td data-label={columns.time}>{formatGmt8(entry.createdAt)}</td>
              <td data-label={columns.type}>{t(`wallet.types.${entry.type}`)}</td>
              <td data-label={columns.wallet}>{walletName(entry.walletCode)}</td>
              <td data-label={columns.amount} className={BigInt(entry.amountMinor) < 0n ? 'amount amount--out' : 'amount amount--in'}>
                {BigInt(entry.amountMinor) < 0n ? entry.amount : `+${entry.amount}`}
              </td>
              <td data-label={columns.after} className="amount">
                {entry.balanceAfter}
              </td>
              <td data-label={columns.detail}>{detail(entry)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="record-table__zone">{t('wallet.records.timezone')}</p>
      <Pager pageNum={page.pageNum} totalPages={page.totalPages} onPage={onPage} />
    </div>
  );
}
