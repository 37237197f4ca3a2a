import { useTranslation } from 'react-i18next';
import { CentrePages, useCentrePageParam, type CentrePage } from '../../../components/centre-pages';
import { Dialog } from '../../../components/ui/dialog';

/** The URL parameter naming the open page (SPEC.md's mcPage). */
export const MEMBER_CENTRE_PAGE_PARAM = 'mcPage';

/**
 * The member centre (SPEC.md section 2): a dialog with a side menu of pages, the first of them
 * (securityCenter) by default. Which page is open lives in the URL beside the modal's name, so a
 * link or a reload opens the same page.
 */
export function MemberCentreModal({ pages }: { pages: readonly CentrePage[] }) {
  const { t } = useTranslation();
  const { asked, show, close } = useCentrePageParam(MEMBER_CENTRE_PAGE_PARAM);
  const current = pages.find((page) => page.id === asked) ?? pages[0];
  return (
    <Dialog open onClose={close} title={t('memberCentre.title')} size="wide">
      <CentrePages pages={pages} current={current} onShow={show} menuLabel={t('memberCentre.menu')} />
    </Dialog>
  );
}
