import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { useAnnouncements } from '../api/use-announcements';
import { NoticeReader } from './notice-reader';

/** The notice modal: announcement titles on the left, the chosen one's title, date and text on the right. */
export function NoticeModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { data, isPending } = useAnnouncements('B');
  const list = data?.list ?? [];
  return (
    <Dialog open onClose={onClose} title={t('notices.title')} size="notice">
      {isPending ? <Spinner /> : list.length === 0 ? <EmptyState title={t('notices.empty')} /> : <NoticeReader list={list} />}
    </Dialog>
  );
}
