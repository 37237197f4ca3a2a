import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BoDashboardValue, DashboardQueue } from '@pkg/contracts/dashboard';
import type { StaffMe } from '@pkg/contracts/staff';
import { errorOf } from '../../lib/api';
import { ALERT_DESKS, useDashboard } from './dashboard-api';
import { ageText } from './dashboard-format';
import { PeriodTiles, Tile, TopGames } from './dashboard-tiles';
import './dashboard.css';

/** The alerts the queue tiles already show. */
const TILED = new Set(['depositsWaiting', 'withdrawalsWaiting']);

/** The finance queues and the alerts: what waits for a person, oldest first in the operator's mind. */
function NeedsPerson({ value }: { value: BoDashboardValue }) {
  const { t } = useTranslation();
  const now = Date.now();
  const queueTile = (label: string, queue: DashboardQueue, to: string) => (
    <Tile
      label={label}
      value={String(queue.count)}
      note={
        queue.oldestAt ? t('boConsole.dashboard.oldest', { age: ageText(t, queue.oldestAt, now) }) : t('boConsole.dashboard.noneWaiting')
      }
      to={to}
      {...(queue.count > 0 ? { tone: 'alert' as const } : {})}
    />
  );
  const alerts = value.alerts.filter((alert) => !(value.waiting && TILED.has(alert.kind)));
  return (
    <section className="bo-dash-period" aria-labelledby="bo-dash-needs">
      <h2 id="bo-dash-needs">{t('boConsole.dashboard.needsPerson')}</h2>
      {value.waiting && (
        <div className="bo-tiles">
          {queueTile(t('boConsole.dashboard.depositsWaiting'), value.waiting.deposits, '/deposits')}
          {queueTile(t('boConsole.dashboard.withdrawalsWaiting'), value.waiting.withdrawals, '/withdrawals')}
        </div>
      )}
      {alerts.length === 0 ? (
        <p>{t('boConsole.dashboard.nothingElse')}</p>
      ) : (
        <ul className="bo-dash-alerts">
          {alerts.map((alert) => {
            const text = t(`boConsole.dashboard.alerts.${alert.kind}`, { count: alert.count });
            const age = alert.oldestAt ? ` · ${t('boConsole.dashboard.oldest', { age: ageText(t, alert.oldestAt, now) })}` : '';
            return (
              <li key={alert.kind}>
                <Link to={ALERT_DESKS[alert.kind]}>{text + age}</Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/**
 * The console's first page for staff who read reports (decision 069): one brand's queues and
 * alerts, today's and this week's figures (the reports' own totals) and the week's top games; each
 * tile opens the desk that acts on it.
 */
export function DashboardPanel({ me }: { me: StaffMe }) {
  const { t } = useTranslation();
  const [brandId, setBrandId] = useState(me.brands[0]?.id ?? '');
  const dashboard = useDashboard(brandId ? { brandId } : {});
  const value = dashboard.data;
  return (
    <div className="bo-dash">
      {me.brands.length > 1 && (
        <label className="bo-dash-brand">
          {t('boConsole.dashboard.brand')}
          <select value={brandId} onChange={(event) => setBrandId(event.target.value)}>
            {me.brands.map((brand) => (
              <option key={brand.id} value={brand.id}>
                {brand.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {dashboard.isPending && <p>{t('boConsole.loading')}</p>}
      {dashboard.isError && (
        <p role="alert" className="bo-error">
          {errorOf(dashboard.error)}
        </p>
      )}
      {value && (
        <>
          <NeedsPerson value={value} />
          <PeriodTiles title={t('boConsole.dashboard.today', { day: value.today })} figures={value.figures.today} me={me} />
          <PeriodTiles
            title={t('boConsole.dashboard.week', { from: value.weekFrom, to: value.today })}
            figures={value.figures.week}
            me={me}
          />
          <TopGames rows={value.topGames} />
        </>
      )}
    </div>
  );
}
