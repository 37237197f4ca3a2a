import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state';
import { Page } from '../../components/ui/page';

/** /elott: e-lottery fast draws. */
export function ElottRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t('nav.types.ELOTT')}>
      <EmptyState title={t('pages.elott.empty')} text={t('pages.elott.text')} />
    </Page>
  );
}
