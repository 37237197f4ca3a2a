import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state';
import { Page } from '../../components/ui/page';

/** /promotions: the brand's running promotions. */
export function PromotionsRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t('nav.promotions')}>
      <EmptyState title={t('pages.promotions.empty')} text={t('pages.promotions.text')} />
    </Page>
  );
}
