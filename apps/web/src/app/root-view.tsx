import { BrowserRouter } from 'react-router';
import { ApiError } from '../lib/api-client';
import { useSystemStatus, useWhitelabel } from '../lib/brand';
import { Spinner } from '../components/ui/spinner';
import { AccessDeniedPage, MaintenancePage, StartupErrorPage } from '../features/system/components/status-pages';
import { useBrandTheme } from '../features/system/use-brand-theme';
import { AppRoutes } from './router';

/**
 * The root view by system status (SPEC.md section 2): 0 the site, 1 the maintenance page, 2 the
 * access-denied page with the visitor's IP and country.
 */
export function RootView() {
  const status = useSystemStatus();
  const brand = useWhitelabel();
  useBrandTheme(brand.data);
  if (status.isPending || brand.isPending) {
    return (
      <div className="startup">
        <Spinner />
      </div>
    );
  }
  if (status.isError || brand.isError) {
    const error = status.error ?? brand.error;
    const code = error instanceof ApiError ? error.code : 'internal_error';
    return <StartupErrorPage code={code} onRetry={() => void Promise.all([status.refetch(), brand.refetch()])} />;
  }
  const common = { logoUrl: brand.data.logoUrl, brandName: brand.data.name, serviceLinks: status.data.customerService };
  if (status.data.systemStatus === 1) return <MaintenancePage {...common} />;
  if (status.data.systemStatus === 2)
    return <AccessDeniedPage {...common} ip={status.data.location.ip} country={status.data.location.country} />;
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
