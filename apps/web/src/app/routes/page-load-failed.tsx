import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state';

/**
 * Shown in place of a page whose code did not arrive (SPEC.md sections 8 and 9): after 120 s
 * "page load took too long, check network", or at once "network link abnormal" when the fetch
 * failed. Trying again reloads the site, since the router keeps a failed page's result.
 */
export function PageLoadFailed({ timedOut }: { timedOut: boolean }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t(timedOut ? 'errors.timeout' : 'errors.network_error')}
      action={
        <button type="button" className="button button--primary" onClick={() => location.reload()}>
          {t('common.retry')}
        </button>
      }
    />
  );
}
