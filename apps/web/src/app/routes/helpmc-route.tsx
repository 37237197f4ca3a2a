import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui/page';
import { HelpCentre } from '../../features/help/components/help-centre';

/** /helpmc: the same help content with no header, as the member centre shows it. */
export function HelpMcRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.helpmc.title')}>
      <HelpCentre />
    </Page>
  );
}
