import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state';
import { Page } from '../../components/ui/page';

/** /promoDetail: one promotion's terms. */
export function PromoDetailRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.promoDetail.title')}>
      <EmptyState title={t('pages.promoDetail.empty')} text={t('pages.promoDetail.text')} />
    </Page>
  );
}
