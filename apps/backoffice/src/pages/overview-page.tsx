import { useOutletContext } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StaffMe } from '@pkg/contracts/staff';
import { permissionKey } from '../lib/permission-key';
import { DashboardPanel } from './dashboard/dashboard-panel';
import { SignInNotices } from './security/sign-in-notices';

/**
 * The console's first page: the dashboard for staff who read reports (decision 069), then the
 * brands the staff member acts on and, folded, what their role may do.
 */
export function OverviewPage() {
  const { t } = useTranslation();
  const me = useOutletContext<StaffMe>();
  return (
    <section aria-labelledby="bo-overview">
      <h1 id="bo-overview">{t('boConsole.overview.title')}</h1>
      <SignInNotices />
      <p>{t('boConsole.overview.greeting', { name: me.displayName, role: t(`boConsole.roles.${me.role}`) })}</p>
      {me.permissions.includes('reports.read') && <DashboardPanel me={me} />}
      <h2>{t('boConsole.overview.brands')}</h2>
      {me.allBrands && <p>{t('boConsole.overview.allBrands')}</p>}
      <div className="bo-scroll">
        <table className="bo-table">
          <thead>
            <tr>
              <th>{t('boConsole.overview.code')}</th>
              <th>{t('boConsole.overview.name')}</th>
            </tr>
          </thead>
          <tbody>
            {me.brands.map((brand) => (
              <tr key={brand.id}>
                <td>{brand.code}</td>
                <td>{brand.name}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <details className="bo-dash-access">
        <summary>{t('boConsole.overview.permissions')}</summary>
        <ul>
          {me.permissions.map((permission) => (
            <li key={permission}>{t(permissionKey(permission))}</li>
          ))}
        </ul>
      </details>
    </section>
  );
}
