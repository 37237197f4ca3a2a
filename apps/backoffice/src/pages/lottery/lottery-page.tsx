import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useOutletContext, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DrawStatus } from '@pkg/contracts/lottery';
import type { StaffMe } from '@pkg/contracts/staff';
import { BoError } from '../../lib/api';
import { formatGmt8 } from '@pkg/web-kit/time';
import { drawMoney } from './draw-state';
import { StatusChips, shortResult } from './lottery-ui';
import { FeedAlertBanner } from './feed-alerts';
import { AwaitingDraws } from './awaiting-draws';
import './lottery.css';
import { fetchDraws, lotteryKeys } from '../../api/lottery';
import { BrandSelect, FilterBar, ListFooter } from '../../components/list-page';

/** How far ahead "include upcoming draws" looks (daily draws are planned today and tomorrow). */
const UPCOMING_MS = 2 * 24 * 3_600_000;
const PAGE_SIZE = 50;
/** The statuses for the filter, in the contract's order; the type keeps it complete (importing the contract's list would bundle zod). */
const STATUS_ORDER = { scheduled: 0, open: 1, closed: 2, drawn: 3, settled: 4, void: 5 } satisfies Record<DrawStatus, number>;
const DRAW_STATUSES = Object.keys(STATUS_ORDER) as DrawStatus[];

/**
 * The lottery desk (decision 028): the draws of the staff member's brands, newest first, with
 * filters kept in the address (so the way back from a draw keeps them), paged by draw time.
 * Official draws whose time passed wait here for a result typed in or imported by one staff
 * member and approved by another.
 */
export function LotteryPage() {
  const { t } = useTranslation();
  const me = useOutletContext<StaffMe>();
  const [urlParams, setUrlParams] = useSearchParams();
  // The filters answer at once from state; the address follows (a navigation, applied in a
  // transition) so that the way back from a draw keeps them. A link to other filters wins.
  const urlQuery = urlParams.toString();
  const [seenQuery, setSeenQuery] = useState(urlQuery);
  const [query, setQuery] = useState(urlQuery);
  if (urlQuery !== seenQuery) {
    setSeenQuery(urlQuery);
    setQuery(urlQuery);
  }
  const params = new URLSearchParams(query);
  const brandId = params.get('brand') ?? '';
  const gameCode = params.get('game') ?? '';
  const status = params.get('status') ?? '';
  const awaiting = params.get('awaiting') === '1';
  const upcoming = params.get('upcoming') === '1';
  const filter = { brandId, gameCode, status, awaiting: awaiting ? 'true' : undefined };
  const pages = useInfiniteQuery({
    queryKey: lotteryKeys.drawList(filter, upcoming),
    queryFn: ({ pageParam }) => {
      const before = pageParam || (upcoming ? new Date(Date.now() + UPCOMING_MS).toISOString() : '');
      return fetchDraws({ limit: PAGE_SIZE, ...filter, before });
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    // Draws fall every minute and results arrive; the list follows them.
    refetchInterval: 30_000,
  });
  const entries = pages.data?.pages.flatMap((page) => page.entries) ?? [];
  const games = (pages.data?.pages[0]?.games ?? []).filter((game) => !brandId || game.brandId === brandId);
  const canManage = me.permissions.includes('lottery.manage');
  const now = Date.now();
  const back = params.toString() ? `?${params.toString()}` : '';

  function setFilter(name: string, value: string) {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    // A game belongs to a brand: another brand clears the game.
    if (name === 'brand') next.delete('game');
    setQuery(next.toString());
    setUrlParams(next, { replace: true });
  }

  return (
    <section aria-labelledby="bo-lottery">
      <div className="bo-page-head">
        <h1 id="bo-lottery">{t('boLottery.title')}</h1>
        {canManage && (
          <Link className="bo-button-link" to="/lottery/import">
            {t('boLottery.import.open')}
          </Link>
        )}
        <Link className="bo-button-link" to="/lottery/feed">
          {t('boLottery.feed.title')}
        </Link>
      </div>
      <FeedAlertBanner />
      {!awaiting && <AwaitingDraws brandId={brandId} back={back} />}
      <p className="bo-note">{t('boLottery.note')}</p>
      <FilterBar label={t('boLottery.filters')}>
        {me.brands.length > 1 && <BrandSelect brands={me.brands} value={brandId} onChange={(value) => setFilter('brand', value)} />}
        <label>
          {t('boLottery.game')}
          <select value={gameCode} onChange={(event) => setFilter('game', event.target.value)}>
            <option value="">{t('boLottery.allGames')}</option>
            {games.map((game) => (
              <option key={`${game.brandId}:${game.gameCode}`} value={game.gameCode}>
                {game.resultSource === 'official' ? t('boLottery.gameOfficial', { name: game.gameName }) : game.gameName}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('boLottery.statusLabel')}
          <select value={status} onChange={(event) => setFilter('status', event.target.value)}>
            <option value="">{t('boLottery.allStatuses')}</option>
            {DRAW_STATUSES.map((name) => (
              <option key={name} value={name}>
                {t(`boLottery.status.${name}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="bo-check">
          <input type="checkbox" checked={awaiting} onChange={(event) => setFilter('awaiting', event.target.checked ? '1' : '')} />
          {t('boLottery.awaitingFilter')}
        </label>
        <label className="bo-check">
          <input type="checkbox" checked={upcoming} onChange={(event) => setFilter('upcoming', event.target.checked ? '1' : '')} />
          {t('boLottery.upcomingFilter')}
        </label>
        <button type="button" className="bo-secondary" onClick={() => void pages.refetch()} disabled={pages.isFetching}>
          {t('boLottery.refresh')}
        </button>
      </FilterBar>
      {pages.isError && (
        <p className="bo-error" role="alert">
          {pages.error instanceof BoError && pages.error.message ? pages.error.message : t('boConsole.loadFailed')}
        </p>
      )}
      <div className="bo-scroll" tabIndex={0} role="region" aria-label={t('boLottery.tableLabel')}>
        <table className="bo-table bo-draws bo-stack">
          <thead>
            <tr>
              <th>{t('boLottery.drawColumn')}</th>
              {me.brands.length > 1 && <th>{t('boConsole.finance.brand')}</th>}
              <th>{t('boLottery.gameStation')}</th>
              <th>{t('boLottery.statusLabel')}</th>
              <th>{t('boLottery.proposal')}</th>
              <th>{t('boLottery.result')}</th>
              <th className="bo-number">{t('boLottery.tickets')}</th>
              <th className="bo-number">{t('boLottery.stake')}</th>
              <th className="bo-number">{t('boLottery.win')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((draw) => (
              <tr key={draw.id} className={draw.pending ? 'bo-row-pending' : undefined}>
                <td data-label={t('boLottery.drawColumn')}>
                  <Link
                    className="bo-row-link"
                    to={`/lottery/${draw.id}`}
                    state={{ back }}
                    aria-label={t('boLottery.openLabel', { game: draw.gameName, numero: draw.numero })}
                  >
                    {draw.numero}
                  </Link>
                  <span className="bo-sub">{formatGmt8(draw.drawAt)}</span>
                </td>
                {me.brands.length > 1 && <td data-label={t('boConsole.finance.brand')}>{draw.brand.code}</td>}
                <td data-label={t('boLottery.gameStation')}>
                  {draw.gameName}
                  {draw.stationName && <span className="bo-sub">{draw.stationName}</span>}
                </td>
                <td data-label={t('boLottery.statusLabel')}>
                  <StatusChips draw={draw} now={now} />
                </td>
                <td data-label={t('boLottery.proposal')}>
                  {draw.pending ? (
                    <>
                      <span className="bo-chip bo-chip--pending">{t('boLottery.needsApproval')}</span>
                      <span className="bo-sub">
                        {t(`boLottery.pendingBy.${draw.pending.kind}`, {
                          by: draw.pending.proposedBy,
                          at: formatGmt8(draw.pending.proposedAt),
                        })}
                      </span>
                    </>
                  ) : (
                    '—'
                  )}
                </td>
                <td data-label={t('boLottery.result')} className="bo-mono">
                  {draw.status === 'void' ? '—' : shortResult(t, draw.format, draw.result)}
                </td>
                <td data-label={t('boLottery.tickets')} className="bo-number">
                  {draw.tickets}
                </td>
                <td data-label={t('boLottery.stake')} className="bo-number">
                  {drawMoney(draw.stakeMinor, draw.currency)}
                </td>
                <td data-label={t('boLottery.win')} className="bo-number">
                  {drawMoney(draw.winMinor, draw.currency)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages.isPending && <p>{t('boConsole.loading')}</p>}
      <ListFooter
        list={pages}
        count={entries.length}
        empty={t(awaiting ? 'boLottery.noneAwaiting' : 'boLottery.empty')}
        more={t('boLottery.more')}
      />
    </section>
  );
}
