import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui/page';
import { HelpCentre } from '../../features/help/components/help-centre';

/** /help: the help centre inside the full layout. */
export function HelpRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t('nav.help')}>
      <HelpCentre />
    </Page>
  );
}
