import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney, type Currency } from '@pkg/money/money';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { formatGmt8 } from '@pkg/web-kit/time';
import { fetchSlotHistory, houseSlotKeys } from '../api/house-slots-api';

/** The session account's last 20 spins of this title, newest first, as the server lists them. */
export function HistoryDialog({ token, currency, onClose }: { token: string; currency: Currency; onClose: () => void }) {
  const { t } = useTranslation();
  const history = useQuery({ queryKey: houseSlotKeys.history(token), queryFn: () => fetchSlotHistory(token) });
  const money = (minor: string | null) => (minor === null ? '—' : formatMoney(BigInt(minor), currency));
  const columns = {
    time: t('slots.history.time'),
    stake: t('slots.history.stake'),
    win: t('slots.history.win'),
    balance: t('slots.history.balance'),
    status: t('slots.history.status'),
  };
  return (
    <Dialog open onClose={onClose} title={t('slots.history.title')} size="wide">
      {history.isPending ? (
        <Spinner />
      ) : history.isError ? (
        <p className="form-error" role="alert">
          {t(`errors.${(history.error as { code?: string }).code ?? 'internal_error'}`)}
        </p>
      ) : history.data.list.length === 0 ? (
        <EmptyState title={t('slots.history.empty')} />
      ) : (
        <div className="record-table" data-testid="slot-history">
          <table>
            <caption className="visually-hidden">{t('slots.history.timezone')}</caption>
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
              {history.data.list.map((item) => (
                <tr key={item.roundId} data-testid="slot-history-row">
                  <td data-label={columns.time}>{formatGmt8(item.createdAt)}</td>
                  <td data-label={columns.stake} className="amount">
                    {money(item.stakeMinor)}
                  </td>
                  <td data-label={columns.win} className={BigInt(item.winMinor) > 0n ? 'amount amount--in' : 'amount'}>
                    {money(item.winMinor)}
                  </td>
                  <td data-label={columns.balance} className="amount">
                    {money(item.balanceAfterMinor)}
                  </td>
                  <td data-label={columns.status}>{t(`slots.history.statuses.${item.status}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="record-table__zone">{t('slots.history.timezone')}</p>
        </div>
      )}
    </Dialog>
  );
}
