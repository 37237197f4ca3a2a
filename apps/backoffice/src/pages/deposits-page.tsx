import { useState, type FormEvent } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useOutletContext, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEPOSIT_CHANNEL_KINDS, DEPOSIT_STATUSES } from '@pkg/contracts/deposit-rules';
import type { BoDepositRow } from '@pkg/contracts/deposits';
import type { StaffMe } from '@pkg/contracts/staff';
import { fetchDeposits, financeKeys, uploadUrl } from '../api/finance';
import { formatGmt8 } from '@pkg/web-kit/time';
import { DepositDecision, depositAmount } from './finance/deposit-decision';
import './deposits-page.css';
import { BrandSelect, FilterBar, ListFooter } from '../components/list-page';

export const DEPOSITS_KEY = financeKeys.deposits;

/** What the desk searches by; the queue opens on submitted orders, the ones waiting for a decision. */
interface Filters {
  brand: string;
  status: string;
  kind: string;
  from: string;
  to: string;
  username: string;
  orderNo: string;
}

const START: Filters = { brand: '', status: 'submitted', kind: '', from: '', to: '', username: '', orderNo: '' };

/** The filters a link opens the desk with (the console's search: `?orderNo=&brand=` or `?username=`); any status then. */
function startFrom(params: URLSearchParams): Filters {
  const orderNo = params.get('orderNo') ?? '';
  const username = params.get('username') ?? '';
  if (!orderNo && !username) return START;
  return { ...START, status: '', brand: params.get('brand') ?? '', orderNo, username };
}

/** The list call's query: each filter trimmed (an empty one is left out by the call). */
function queryOf(filters: Filters): Filters {
  return Object.fromEntries(Object.entries(filters).map(([name, value]) => [name, value.trim()])) as Filters;
}

/**
 * The deposit desk (decision 016): orders of the staff member's brands with filters, receipts as
 * thumbnails, and approve (credits the player) or reject (with a reason) for manual orders.
 * Times in GMT+8.
 */
export function DepositsPage() {
  const { t } = useTranslation();
  const me = useOutletContext<StaffMe>();
  const [params] = useSearchParams();
  const [draft, setDraft] = useState<Filters>(() => startFrom(params));
  const [filters, setFilters] = useState<Filters>(() => startFrom(params));
  const [openId, setOpenId] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const query = queryOf(filters);
  const pages = useInfiniteQuery({
    queryKey: financeKeys.depositList(query),
    queryFn: ({ pageParam }) => fetchDeposits({ limit: 50, ...query, before: pageParam }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
  const orders = pages.data?.pages.flatMap((page) => page.orders) ?? [];
  const open = orders.find((order) => order.id === openId) ?? null;

  function search(event: FormEvent) {
    event.preventDefault();
    setFilters(draft);
    setOpenId(null);
  }
  const field = (name: keyof Filters) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });

  function decided(row: BoDepositRow) {
    setOpenId(null);
    setNotice(t(row.status === 'approved' ? 'boConsole.deposits.approved' : 'boConsole.deposits.rejected', { orderNo: row.orderNo }));
  }

  return (
    <section aria-labelledby="bo-deposits">
      <h1 id="bo-deposits">{t('boConsole.deposits.title')}</h1>
      <p className="bo-note">{t('boConsole.deposits.gmt8')}</p>
      <FilterBar label={t('boConsole.deposits.filters')} onSubmit={search}>
        <BrandSelect
          brands={me.brands}
          by="code"
          value={draft.brand}
          onChange={(brand) => setDraft({ ...draft, brand })}
          label={t('boConsole.deposits.brand')}
          allLabel={t('boConsole.deposits.allBrands')}
        />
        <label>
          {t('boConsole.deposits.status')}
          <select {...field('status')}>
            <option value="">{t('boConsole.deposits.anyStatus')}</option>
            {DEPOSIT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`deposit.status.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('boConsole.deposits.kind')}
          <select {...field('kind')}>
            <option value="">{t('boConsole.deposits.anyKind')}</option>
            {DEPOSIT_CHANNEL_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`deposit.kind.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('boConsole.deposits.from')}
          <input type="date" {...field('from')} />
        </label>
        <label>
          {t('boConsole.deposits.to')}
          <input type="date" {...field('to')} />
        </label>
        <label>
          {t('boConsole.deposits.username')}
          <input autoCapitalize="none" {...field('username')} />
        </label>
        <label>
          {t('boConsole.deposits.orderNo')}
          <input inputMode="numeric" {...field('orderNo')} />
        </label>
        <button type="submit">{t('boConsole.deposits.search')}</button>
      </FilterBar>
      {notice && (
        <p className="bo-note" role="status">
          {notice}
        </p>
      )}
      {pages.isError && (
        <p className="bo-error" role="alert">
          {pages.error.message || t('boConsole.loadFailed')}
        </p>
      )}
      <div className="bo-scroll">
        <table className="bo-table bo-stack">
          <thead>
            <tr>
              <th>{t('boConsole.deposits.orderNo')}</th>
              <th>{t('boConsole.deposits.created')}</th>
              <th>{t('boConsole.deposits.brand')}</th>
              <th>{t('boConsole.deposits.player')}</th>
              <th>{t('boConsole.deposits.channel')}</th>
              <th>{t('boConsole.deposits.amount')}</th>
              <th>{t('boConsole.deposits.status')}</th>
              <th>{t('boConsole.deposits.reference')}</th>
              <th>{t('boConsole.deposits.receipts')}</th>
              <th>{t('boConsole.deposits.decision')}</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id} aria-selected={order.id === openId}>
                <td data-label={t('boConsole.deposits.orderNo')}>{order.orderNo}</td>
                <td data-label={t('boConsole.deposits.created')}>{formatGmt8(order.createdAt)}</td>
                <td data-label={t('boConsole.deposits.brand')}>{order.brand}</td>
                <td data-label={t('boConsole.deposits.player')}>{order.username}</td>
                <td data-label={t('boConsole.deposits.channel')}>{order.channelName}</td>
                <td data-label={t('boConsole.deposits.amount')} className="bo-number">
                  {depositAmount(order)}
                </td>
                <td data-label={t('boConsole.deposits.status')}>
                  {t(`deposit.status.${order.status}`)}
                  {order.latePayment && <span className="bo-deposit-late"> ({t('boConsole.deposits.late')})</span>}
                </td>
                <td data-label={t('boConsole.deposits.reference')}>{order.reference ?? '—'}</td>
                <td data-label={t('boConsole.deposits.receipts')}>
                  <Receipts order={order} />
                </td>
                <td data-label={t('boConsole.deposits.decision')}>
                  <Decision order={order} open={order.id === openId} onToggle={() => setOpenId(order.id === openId ? null : order.id)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ListFooter list={pages} count={orders.length} empty={t('boConsole.deposits.empty')} more={t('boConsole.deposits.more')} />
      {open && <DepositDecision key={open.id} order={open} onDone={decided} onCancel={() => setOpenId(null)} />}
    </section>
  );
}

/** Receipt thumbnails; each opens the full image in a new tab. */
function Receipts({ order }: { order: BoDepositRow }) {
  const { t } = useTranslation();
  if (order.receiptIds.length === 0) return <>—</>;
  return (
    <span className="bo-deposit-thumbs">
      {order.receiptIds.map((id, index) => {
        const src = uploadUrl(id);
        return (
          <a key={id} href={src} target="_blank" rel="noreferrer">
            <img src={src} alt={t('boConsole.deposits.receiptAlt', { n: index + 1, orderNo: order.orderNo })} loading="lazy" />
          </a>
        );
      })}
    </span>
  );
}

/** An open manual order gets the decision button; a decided one shows who decided and why. */
function Decision({ order, open, onToggle }: { order: BoDepositRow; open: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const decidable = order.kind === 'manual' && ['pending', 'submitted', 'expired'].includes(order.status);
  if (decidable) {
    return (
      <button
        type="button"
        className="bo-secondary"
        aria-expanded={open}
        aria-label={t('boConsole.deposits.reviewLabel', { orderNo: order.orderNo })}
        onClick={onToggle}
      >
        {t('boConsole.deposits.review')}
      </button>
    );
  }
  if (!order.decidedBy) return <>—</>;
  return (
    <span>
      {t('boConsole.deposits.decidedBy', { staff: order.decidedBy })}
      {order.reason ? ` · ${order.reason}` : ''}
    </span>
  );
}
