import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useOutletContext, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StaffMe } from '@pkg/contracts/staff';
import type { BoWithdrawal } from '@pkg/contracts/withdrawals';
import { formatMoney } from '@pkg/money/money';
import { fetchWithdrawals, financeKeys } from '../api/finance';
import { formatGmt8 } from '@pkg/web-kit/time';
import { WithdrawalDetail } from './finance/withdrawal-detail';
import { WithdrawalSettingsForm } from './finance/withdrawal-settings-form';
import { withdrawalState } from './finance/withdrawal-state';
import { BrandSelect, FilterBar, ListFooter } from '../components/list-page';

/** The queue's views: what waits for a decision, what waits for the player, open disputes, everything. */
const VIEWS = {
  queue: { status: 'requested' },
  awaiting: { receipt: 'pending' },
  disputes: { dispute: 'open' },
  all: {},
} as const;
type View = keyof typeof VIEWS;

export const WITHDRAWALS_KEY = financeKeys.withdrawals;

/**
 * The withdrawal desk (decision 017): the queue of the staff member's brands with filters, one
 * withdrawal's facts and proofs, and its decisions: approve (paid) or reject, forced receipt, and
 * disputes resolved as paid or refunded. Times in GMT+8.
 */
export function WithdrawalsPage() {
  const { t } = useTranslation();
  const me = useOutletContext<StaffMe>();
  // A link may open the desk on one withdrawal or one player's (the console's search): every state then.
  const [params] = useSearchParams();
  const linkedId = /^\d+$/.test(params.get('id') ?? '') ? (params.get('id') ?? '') : '';
  const linkedUser = params.get('username') ?? '';
  const [view, setView] = useState<View>(linkedId || linkedUser ? 'all' : 'queue');
  const [brandId, setBrandId] = useState('');
  const [username, setUsername] = useState(linkedUser);
  const [search, setSearch] = useState(linkedUser);
  const [onlyId, setOnlyId] = useState(linkedId);
  // The opened withdrawal stays open after a decision moves it out of the current view.
  const [opened, setOpened] = useState<BoWithdrawal | null>(null);
  const filter = { ...VIEWS[view], brandId, username: search, id: onlyId };
  const pages = useInfiniteQuery({
    queryKey: financeKeys.withdrawalList(filter),
    queryFn: ({ pageParam }) => fetchWithdrawals({ limit: 50, ...filter, before: pageParam }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    // New requests and player answers arrive all the time; the queue follows them.
    refetchInterval: 20_000,
  });
  const entries = pages.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <section aria-labelledby="bo-withdrawals">
      <h1 id="bo-withdrawals">{t('boConsole.withdrawals.title')}</h1>
      <p className="bo-note">{t('boConsole.withdrawals.note')}</p>
      <div className="bo-tabs" role="group" aria-label={t('boConsole.withdrawals.views')}>
        {(Object.keys(VIEWS) as View[]).map((name) => (
          <button
            key={name}
            type="button"
            className={view === name ? 'bo-tab bo-tab--on' : 'bo-tab'}
            aria-pressed={view === name}
            onClick={() => {
              setView(name);
              setOnlyId('');
            }}
          >
            {t(`boConsole.withdrawals.view.${name}`)}
          </button>
        ))}
      </div>
      <FilterBar
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(username.trim());
          setOnlyId('');
          // The same search again still asks the server: new requests may have come in.
          void pages.refetch();
        }}
      >
        <BrandSelect brands={me.brands} value={brandId} onChange={setBrandId} />
        <label>
          {t('boConsole.finance.player')}
          <input value={username} onChange={(event) => setUsername(event.target.value)} autoCapitalize="none" />
        </label>
        <button type="submit">{t('boConsole.finance.search')}</button>
      </FilterBar>
      {pages.isError && (
        <p className="bo-error" role="alert">
          {pages.error.message || t('boConsole.loadFailed')}
        </p>
      )}
      <div className="bo-scroll">
        <table className="bo-table bo-stack">
          <thead>
            <tr>
              <th>{t('boConsole.withdrawals.id')}</th>
              <th>{t('boConsole.withdrawals.requestedAt')}</th>
              <th>{t('boConsole.finance.brand')}</th>
              <th>{t('boConsole.finance.player')}</th>
              <th>{t('boConsole.finance.amount')}</th>
              <th>{t('boConsole.withdrawals.payout')}</th>
              <th>{t('boConsole.withdrawals.state.title')}</th>
              <th aria-label={t('boConsole.withdrawals.open')} />
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id} aria-selected={entry.id === opened?.id}>
                <td data-label={t('boConsole.withdrawals.id')}>{entry.id}</td>
                <td data-label={t('boConsole.withdrawals.requestedAt')}>{formatGmt8(entry.requestedAt)}</td>
                <td data-label={t('boConsole.finance.brand')}>{entry.brand.code}</td>
                <td data-label={t('boConsole.finance.player')}>{entry.player.username}</td>
                <td data-label={t('boConsole.finance.amount')} className="bo-number">
                  {formatMoney(BigInt(entry.amountMinor), entry.currency)}
                </td>
                <td
                  data-label={t('boConsole.withdrawals.payout')}
                >{`${t(`boConsole.withdrawals.type.${entry.payout.type}`)} · ${entry.payout.provider} · ${entry.payout.accountNumber}`}</td>
                <td data-label={t('boConsole.withdrawals.state.title')}>{withdrawalState(t, entry)}</td>
                <td>
                  <button
                    type="button"
                    className="bo-secondary"
                    aria-label={t('boConsole.withdrawals.openLabel', { id: entry.id })}
                    onClick={() => setOpened(entry)}
                  >
                    {t('boConsole.withdrawals.open')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ListFooter list={pages} count={entries.length} empty={t('boConsole.withdrawals.empty')} more={t('boConsole.audit.more')} />
      {opened && (
        // A newer copy of the same withdrawal (decided, answered since) opens afresh.
        <WithdrawalDetail
          key={`${opened.id}:${opened.status}:${opened.receipt}:${opened.dispute}`}
          item={opened}
          onClose={() => setOpened(null)}
        />
      )}
      <WithdrawalSettingsForm brands={me.brands} />
    </section>
  );
}
