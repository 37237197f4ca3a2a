import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../components/ui/page';
import { PromotionDetailView } from '../../features/promotions/components/promotion-detail';

/** /promoDetail?id=...: one promotion's text, rules and action (features/promotions, decision 030). */
export function PromoDetailRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id');
  return (
    <Page title={t('pages.promoDetail.title')}>
      <PromotionDetailView id={id && /^[1-9][0-9]{0,17}$/.test(id) ? id : null} />
    </Page>
  );
}
