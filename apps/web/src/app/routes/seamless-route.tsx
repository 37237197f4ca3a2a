import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state';
import { Page } from '../../components/ui/page';

/** /seamless: a seamless-wallet vendor lobby under the header. */
export function SeamlessRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.seamless.title')}>
      <EmptyState title={t('pages.seamless.empty')} text={t('pages.seamless.text')} />
    </Page>
  );
}
