import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DashboardFigures } from '@pkg/contracts/dashboard';
import type { ReportRow } from '@pkg/contracts/reports';
import type { StaffMe } from '@pkg/contracts/staff';
import type { StaffPermission } from '@pkg/contracts/staff-roles';
import { countOf, moneyOf } from './dashboard-format';

/** One figure; a link to the desk that acts on it when the staff member may open that desk. */
export function Tile(props: { label: string; value: string; note?: string; to: string | null; tone?: 'alert' }) {
  const body: ReactNode = (
    <>
      <span className="bo-tile-label">{props.label}</span>
      <strong className="bo-tile-value">{props.value}</strong>
      {props.note && <span className="bo-tile-note">{props.note}</span>}
    </>
  );
  const className = props.tone === 'alert' ? 'bo-tile bo-tile-alert' : 'bo-tile';
  return props.to ? (
    <Link className={className} to={props.to}>
      {body}
    </Link>
  ) : (
    <div className={className}>{body}</div>
  );
}

/** A period's figures: the reports' totals row of the brand, each tile linked to its desk. */
export function PeriodTiles({ title, figures, me }: { title: string; figures: DashboardFigures; me: StaffMe }) {
  const { t } = useTranslation();
  const desk = (to: string, permission: StaffPermission) => (me.permissions.includes(permission) ? to : null);
  const [payments, ggr, players, bonus] = [figures.payments[0], figures.ggr[0], figures.players[0], figures.bonus[0]];
  const orders = (count: string) => t('boConsole.dashboard.orders', { count: Number(count) });
  return (
    <section className="bo-dash-period" aria-label={title}>
      <h2>{title}</h2>
      <div className="bo-tiles">
        <Tile
          label={t('boConsole.dashboard.deposits')}
          value={moneyOf(payments, 'depositMinor')}
          note={orders(countOf(payments, 'depositCount'))}
          to={desk('/deposits', 'finance.decide')}
        />
        <Tile
          label={t('boConsole.dashboard.withdrawals')}
          value={moneyOf(payments, 'withdrawalMinor')}
          note={orders(countOf(payments, 'withdrawalCount'))}
          to={desk('/withdrawals', 'finance.decide')}
        />
        <Tile label={t('boConsole.dashboard.ggr')} value={moneyOf(ggr, 'ggrMinor')} to={desk('/reports', 'reports.read')} />
        <Tile label={t('boConsole.dashboard.ngr')} value={moneyOf(ggr, 'ngrMinor')} to={desk('/reports', 'reports.read')} />
        <Tile label={t('boConsole.dashboard.bonus')} value={moneyOf(bonus, 'amountMinor')} to={desk('/promotions', 'promotions.read')} />
        <Tile label={t('boConsole.dashboard.newPlayers')} value={countOf(players, 'newPlayers')} to={desk('/members', 'members.read')} />
        <Tile
          label={t('boConsole.dashboard.activePlayers')}
          value={countOf(players, 'activePlayers')}
          to={desk('/reports', 'reports.read')}
        />
      </div>
    </section>
  );
}

/** The week's games by GGR, highest first. */
export function TopGames({ rows }: { rows: ReportRow[] }) {
  const { t } = useTranslation();
  return (
    <section className="bo-dash-period" aria-labelledby="bo-dash-top">
      <h2 id="bo-dash-top">{t('boConsole.dashboard.topGames')}</h2>
      {rows.length === 0 ? (
        <p>{t('boConsole.dashboard.noGames')}</p>
      ) : (
        <div className="bo-scroll">
          <table className="bo-table">
            <thead>
              <tr>
                <th>{t('boConsole.dashboard.game')}</th>
                <th>{t('boConsole.dashboard.vendor')}</th>
                <th>{t('boConsole.dashboard.ggr')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.keys[0] ?? ''}:${row.keys[1] ?? ''}`}>
                  <td>{row.label ?? row.keys[1] ?? t('boConsole.dashboard.noGame')}</td>
                  <td>{row.keys[0] ?? '—'}</td>
                  <td className="bo-num">{moneyOf(row, 'ggrMinor')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
