import { useOutletContext } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StaffMe } from '@pkg/contracts/staff';
import { permissionKey } from '../lib/permission-key';
import { SignInNotices } from './security/sign-in-notices';

/** What the signed-in staff member may do and on which brands. */
export function OverviewPage() {
  const { t } = useTranslation();
  const me = useOutletContext<StaffMe>();
  return (
    <section aria-labelledby="bo-overview">
      <h1 id="bo-overview">{t('backoffice.overview.title')}</h1>
      <SignInNotices />
      <p>{t('backoffice.overview.greeting', { name: me.displayName, role: t(`backoffice.roles.${me.role}`) })}</p>
      <h2>{t('backoffice.overview.brands')}</h2>
      {me.allBrands && <p>{t('backoffice.overview.allBrands')}</p>}
      <table className="bo-table">
        <thead>
          <tr>
            <th>{t('backoffice.overview.code')}</th>
            <th>{t('backoffice.overview.name')}</th>
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
      <h2>{t('backoffice.overview.permissions')}</h2>
      <ul>
        {me.permissions.map((permission) => (
          <li key={permission}>{t(permissionKey(permission))}</li>
        ))}
      </ul>
    </section>
  );
}
