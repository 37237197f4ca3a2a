import { useState, type FormEvent } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useOutletContext, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import { DEPOSIT_CHANNEL_KINDS, DEPOSIT_STATUSES } from '@pkg/contracts/deposit-rules';
import type { BoDepositPage, BoDepositRow } from '@pkg/contracts/deposits';
import type { StaffMe } from '@pkg/contracts/staff';
import { bo } from '../lib/api';
import { formatGmt8 } from '../lib/time';
import { DepositDecision, depositAmount } from './finance/deposit-decision';
import './deposits-page.css';

export const DEPOSITS_KEY = ['bo', 'deposits'] as const;

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

function queryOf(filters: Filters): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value.trim() !== '') search.set(name, value.trim());
  return search.toString();
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
    queryKey: [...DEPOSITS_KEY, query],
    queryFn: ({ pageParam }) =>
      bo<BoDepositPage>(`${BO_API.deposits}?limit=50${query ? `&${query}` : ''}${pageParam ? `&before=${pageParam}` : ''}`),
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
    setNotice(t(row.status === 'approved' ? 'backoffice.deposits.approved' : 'backoffice.deposits.rejected', { orderNo: row.orderNo }));
  }

  return (
    <section aria-labelledby="bo-deposits">
      <h1 id="bo-deposits">{t('backoffice.deposits.title')}</h1>
      <p className="bo-note">{t('backoffice.deposits.gmt8')}</p>
      <form className="bo-filters" onSubmit={search} aria-label={t('backoffice.deposits.filters')}>
        <label>
          {t('backoffice.deposits.brand')}
          <select {...field('brand')}>
            <option value="">{t('backoffice.deposits.allBrands')}</option>
            {me.brands.map((brand) => (
              <option key={brand.id} value={brand.code}>
                {brand.code}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('backoffice.deposits.status')}
          <select {...field('status')}>
            <option value="">{t('backoffice.deposits.anyStatus')}</option>
            {DEPOSIT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`deposit.status.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('backoffice.deposits.kind')}
          <select {...field('kind')}>
            <option value="">{t('backoffice.deposits.anyKind')}</option>
            {DEPOSIT_CHANNEL_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`deposit.kind.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('backoffice.deposits.from')}
          <input type="date" {...field('from')} />
        </label>
        <label>
          {t('backoffice.deposits.to')}
          <input type="date" {...field('to')} />
        </label>
        <label>
          {t('backoffice.deposits.username')}
          <input autoCapitalize="none" {...field('username')} />
        </label>
        <label>
          {t('backoffice.deposits.orderNo')}
          <input inputMode="numeric" {...field('orderNo')} />
        </label>
        <button type="submit">{t('backoffice.deposits.search')}</button>
      </form>
      {notice && (
        <p className="bo-note" role="status">
          {notice}
        </p>
      )}
      {pages.isError && (
        <p className="bo-error" role="alert">
          {pages.error.message || t('backoffice.loadFailed')}
        </p>
      )}
      <div className="bo-scroll">
        <table className="bo-table bo-stack">
          <thead>
            <tr>
              <th>{t('backoffice.deposits.orderNo')}</th>
              <th>{t('backoffice.deposits.created')}</th>
              <th>{t('backoffice.deposits.brand')}</th>
              <th>{t('backoffice.deposits.player')}</th>
              <th>{t('backoffice.deposits.channel')}</th>
              <th>{t('backoffice.deposits.amount')}</th>
              <th>{t('backoffice.deposits.status')}</th>
              <th>{t('backoffice.deposits.reference')}</th>
              <th>{t('backoffice.deposits.receipts')}</th>
              <th>{t('backoffice.deposits.decision')}</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id} aria-selected={order.id === openId}>
                <td data-label={t('backoffice.deposits.orderNo')}>{order.orderNo}</td>
                <td data-label={t('backoffice.deposits.created')}>{formatGmt8(order.createdAt)}</td>
                <td data-label={t('backoffice.deposits.brand')}>{order.brand}</td>
                <td data-label={t('backoffice.deposits.player')}>{order.username}</td>
                <td data-label={t('backoffice.deposits.channel')}>{order.channelName}</td>
                <td data-label={t('backoffice.deposits.amount')} className="bo-number">
                  {depositAmount(order)}
                </td>
                <td data-label={t('backoffice.deposits.status')}>
                  {t(`deposit.status.${order.status}`)}
                  {order.latePayment && <span className="bo-deposit-late"> ({t('backoffice.deposits.late')})</span>}
                </td>
                <td data-label={t('backoffice.deposits.reference')}>{order.reference ?? '—'}</td>
                <td data-label={t('backoffice.deposits.receipts')}>
                  <Receipts order={order} />
                </td>
                <td data-label={t('backoffice.deposits.decision')}>
                  <Decision order={order} open={order.id === openId} onToggle={() => setOpenId(order.id === openId ? null : order.id)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages.isSuccess && orders.length === 0 && <p>{t('backoffice.deposits.empty')}</p>}
      {pages.hasNextPage && (
        <button type="button" onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
          {t('backoffice.deposits.more')}
        </button>
      )}
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
        const src = BO_API.upload.replace(':id', id);
        return (
          <a key={id} href={src} target="_blank" rel="noreferrer">
            <img src={src} alt={t('backoffice.deposits.receiptAlt', { n: index + 1, orderNo: order.orderNo })} loading="lazy" />
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
        aria-label={t('backoffice.deposits.reviewLabel', { orderNo: order.orderNo })}
        onClick={onToggle}
      >
        {t('backoffice.deposits.review')}
      </button>
    );
  }
  if (!order.decidedBy) return <>—</>;
  return (
    <span>
      {t('backoffice.deposits.decidedBy', { staff: order.decidedBy })}
      {order.reason ? ` · ${order.reason}` : ''}
    </span>
  );
}
