import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BoFeedAlert, BoFeedView } from '@pkg/contracts/lottery-feed';
import { formatGmt8 } from '@pkg/web-kit/time';
import { fetchFeed, lotteryKeys } from '../../api/lottery';

/** The results feed's alerts as a table: kind, brand, draw (to its page), draw time, what happened, since. */
export function FeedAlerts({ alerts, brands }: { alerts: BoFeedAlert[]; brands: BoFeedView['brands'] }) {
  const { t } = useTranslation();
  if (alerts.length === 0) return <p className="bo-note">{t('boLottery.feed.noAlerts')}</p>;
  const codeOf = (id: string) => brands.find((b) => b.brand.id === id)?.brand.code ?? id;
  return (
    <div className="bo-scroll" tabIndex={0}>
      <table className="bo-table" aria-label={t('boLottery.feed.alertsTitle')}>
        <thead>
          <tr>
            <th>{t('boLottery.feed.alertKind')}</th>
            <th>{t('boConsole.finance.brand')}</th>
            <th>{t('boLottery.numero')}</th>
            <th>{t('boLottery.drawAt')}</th>
            <th>{t('boLottery.feed.detail')}</th>
            <th>{t('boLottery.feed.since')}</th>
          </tr>
        </thead>
        <tbody>
          {alerts.map((alert) => (
            <tr key={alert.id}>
              <td>
                <span className={`bo-chip bo-chip--${alert.kind === 'voided' ? 'void' : 'awaiting'}`}>
                  {t(`boLottery.feed.alertKinds.${alert.kind}`)}
                </span>
              </td>
              <td>{codeOf(alert.brandId)}</td>
              <td>
                <Link to={`/lottery/${alert.drawId}`}>{`${alert.gameCode} ${alert.numero}`}</Link>
              </td>
              <td>{formatGmt8(alert.drawAt)}</td>
              <td className="bo-wrap bo-pre">{alert.detail ?? '—'}</td>
              <td>{formatGmt8(alert.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The lottery desk's banner: how many draws the feed alerts about now, with the way to the feed page. */
export function FeedAlertBanner() {
  const { t } = useTranslation();
  const feed = useQuery({ queryKey: lotteryKeys.feedOpen, queryFn: () => fetchFeed(), refetchInterval: 30_000 });
  const alerts = feed.data?.alerts ?? [];
  if (alerts.length === 0) return null;
  const overdue = alerts.filter((a) => a.kind === 'overdue').length;
  const disagree = alerts.filter((a) => a.kind === 'disagree').length;
  return (
    <div className="bo-feed-banner" role="alert">
      <strong>{t('boLottery.feed.bannerTitle', { count: new Set(alerts.map((a) => a.drawId)).size })}</strong>{' '}
      {t('boLottery.feed.bannerDetail', { overdue, disagree })} <Link to="/lottery/feed">{t('boLottery.feed.open')}</Link>
    </div>
  );
}
