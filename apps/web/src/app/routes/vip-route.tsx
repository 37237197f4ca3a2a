import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state';
import { Page } from '../../components/ui/page';

/** /vip: the VIP programme; its levels and rewards are configured with promotions. */
export function VipRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t('nav.vip')}>
      <EmptyState title={t('pages.vip.empty')} text={t('pages.vip.text')} />
    </Page>
  );
}
