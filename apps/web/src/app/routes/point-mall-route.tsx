import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state';
import { Page } from '../../components/ui/page';

/** /pointMall: goods to redeem with points (points never expire). */
export function PointMallRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t('nav.pointMall')}>
      <EmptyState title={t('pages.pointMall.empty')} text={t('pages.pointMall.text')} />
    </Page>
  );
}
