import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui/page';
import { VipPage } from '../../features/vip/components/vip-page';

/** /vip: the VIP levels (features/vip). */
export function VipRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t('nav.vip')}>
      <VipPage />
    </Page>
  );
}
