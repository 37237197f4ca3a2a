import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state';
import { Page } from '../../components/ui/page';

/** Any other address: says the page does not exist, inside the full layout. */
export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.notFound.title')}>
      <EmptyState title={t('pages.notFound.empty')} text={t('pages.notFound.text')} />
    </Page>
  );
}
