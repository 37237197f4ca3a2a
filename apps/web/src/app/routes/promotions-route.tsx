import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui/page';
import { PromotionsPage } from '../../features/promotions/components/promotions-page';

/** /promotions: the brand's promotions by category and period (features/promotions, decision 030). */
export function PromotionsRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t('nav.promotions')}>
      <PromotionsPage />
    </Page>
  );
}
