import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useOutletContext, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StaffMe } from '@pkg/contracts/staff';
import { formatGmt8 } from '@pkg/web-kit/time';
import { agentMoney, periodLabel } from './agent-format';
import { KINDS, SETTLEMENT_STATUSES, SettlementChips, errorText } from './agents-ui';
// The desk's shared classes (page head, chips, panels, outcome) live with the lottery desk.
import '../lottery/lottery.css';
import './agents.css';
import { agentsKeys, fetchSettlements } from '../../api/agents';
import { BrandSelect, FilterBar, ListFooter } from '../../components/list-page';

const PAGE_SIZE = 50;

/**
 * Agent settlements (decision 029): every contract settlement period of the staff member's brands,
 * newest first, with filters kept in the address (so the way back from a period keeps them), paged
 * back by period start. A period's run pays every contract of its kind; held periods and re-runs
 * awaiting a second staff member stand out.
 */
export function AgentSettlementsPage() {
  const { t } = useTranslation();
  const me = useOutletContext<StaffMe>();
  const [urlParams, setUrlParams] = useSearchParams();
  // The filters answer at once from state; the address follows so the way back keeps them (as on the lottery desk).
  const urlQuery = urlParams.toString();
  const [seenQuery, setSeenQuery] = useState(urlQuery);
  const [query, setQuery] = useState(urlQuery);
  if (urlQuery !== seenQuery) {
    setSeenQuery(urlQuery);
    setQuery(urlQuery);
  }
  const params = new URLSearchParams(query);
  const brandId = params.get('brand') ?? '';
  const kind = params.get('kind') ?? '';
  const status = params.get('status') ?? '';
  const filter = { brandId, kind, status };
  const pages = useInfiniteQuery({
    queryKey: agentsKeys.settlementList(filter),
    queryFn: ({ pageParam }) => fetchSettlements({ limit: PAGE_SIZE, ...filter, before: pageParam }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    // Periods end and their runs finish in the background; the list follows them.
    refetchInterval: 30_000,
  });
  const entries = pages.data?.pages.flatMap((page) => page.entries) ?? [];
  const manyBrands = me.brands.length > 1;
  const back = params.toString() ? `?${params.toString()}` : '';

  function setFilter(name: string, value: string) {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setQuery(next.toString());
    setUrlParams(next, { replace: true });
  }

  return (
    <section aria-labelledby="bo-agent-settlements">
      <div className="bo-page-head">
        <h1 id="bo-agent-settlements">{t('boAgents.settlements.title')}</h1>
      </div>
      <p className="bo-note">{t('boAgents.settlements.note')}</p>
      <FilterBar label={t('boAgents.settlements.filters')}>
        {manyBrands && <BrandSelect brands={me.brands} value={brandId} onChange={(value) => setFilter('brand', value)} />}
        <label>
          {t('boAgents.kind')}
          <select value={kind} onChange={(event) => setFilter('kind', event.target.value)}>
            <option value="">{t('boAgents.allKinds')}</option>
            {KINDS.map((name) => (
              <option key={name} value={name}>
                {t(`boAgents.kinds.${name}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('boAgents.statusLabel')}
          <select value={status} onChange={(event) => setFilter('status', event.target.value)}>
            <option value="">{t('boAgents.allStatuses')}</option>
            {SETTLEMENT_STATUSES.map((name) => (
              <option key={name} value={name}>
                {t(`boAgents.status.${name}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="bo-secondary" onClick={() => void pages.refetch()} disabled={pages.isFetching}>
          {t('boAgents.refresh')}
        </button>
      </FilterBar>
      {pages.isError && (
        <p className="bo-error" role="alert">
          {errorText(pages.error, t('boConsole.loadFailed'))}
        </p>
      )}
      <div className="bo-scroll" tabIndex={0} role="region" aria-label={t('boAgents.settlements.tableLabel')}>
        <table className="bo-table bo-agent-table">
          <thead>
            <tr>
              <th>{t('boAgents.period')}</th>
              {manyBrands && <th>{t('boConsole.finance.brand')}</th>}
              <th>{t('boAgents.kind')}</th>
              <th>{t('boAgents.statusLabel')}</th>
              <th className="bo-number">{t('boAgents.runVersion')}</th>
              <th className="bo-number">{t('boAgents.contractsCount')}</th>
              <th className="bo-number">{t('boAgents.paid')}</th>
              <th>{t('boAgents.held')}</th>
              <th>{t('boAgents.rerun.column')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((s) => (
              <tr key={s.id} className={s.rerun || s.stalled || s.status === 'held' ? 'bo-row-pending' : undefined}>
                <td>
                  <Link
                    className="bo-row-link"
                    to={`/agents/settlements/${s.id}`}
                    state={{ back }}
                    aria-label={t('boAgents.settlements.openLabel', {
                      kind: t(`boAgents.kinds.${s.kind}`),
                      period: periodLabel(s.periodKey),
                    })}
                  >
                    {periodLabel(s.periodKey)}
                  </Link>
                  {s.finishedAt && <span className="bo-sub">{t('boAgents.finishedAt', { at: formatGmt8(s.finishedAt) })}</span>}
                  {/* On a phone the status column is off screen: a stopped run is named here too. */}
                  {s.stalled && <span className="bo-sub bo-sub--stalled">{t('boAgents.stalled.chip')}</span>}
                </td>
                {manyBrands && <td>{s.brandCode}</td>}
                <td>{t(`boAgents.kinds.${s.kind}`)}</td>
                <td>
                  <SettlementChips settlement={s} />
                </td>
                <td className="bo-number">{s.runVersion}</td>
                <td className="bo-number">{s.contracts}</td>
                <td className="bo-number">{agentMoney(s.paidMinor, s.currency)}</td>
                <td className="bo-wrap">
                  {s.heldBy ? (
                    <>
                      {s.heldBy}
                      {s.heldReason && <span className="bo-sub">{s.heldReason}</span>}
                    </>
                  ) : (
                    '—'
                  )}
                </td>
                <td className="bo-wrap">
                  {s.rerun ? (
                    <>
                      {t('boAgents.rerun.byAt', { by: s.rerun.requestedBy, at: formatGmt8(s.rerun.at) })}
                      <span className="bo-sub">{s.rerun.reason}</span>
                    </>
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages.isPending && <p>{t('boConsole.loading')}</p>}
      <ListFooter list={pages} count={entries.length} empty={t('boAgents.settlements.empty')} more={t('boAgents.settlements.more')} />
    </section>
  );
}
