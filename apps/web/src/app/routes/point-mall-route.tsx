import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui/page';
import { PointMall } from '../../features/points/components/point-mall';

/** /pointMall: points earned from valid bets (they never expire), redeemed for goods or converted to cash. */
export function PointMallRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t('nav.pointMall')}>
      <PointMall />
    </Page>
  );
}
