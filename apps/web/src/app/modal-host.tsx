import { lazy, Suspense } from 'react';
import { useModal } from '../lib/modal';

const AccountModal = lazy(() => import('../features/account/components/account-modals').then((m) => ({ default: m.AccountModal })));
const NoticeModal = lazy(() => import('../features/notices/components/notice-modal').then((m) => ({ default: m.NoticeModal })));

/** Shows the modal the URL names (`?modal=`); closing it removes the name from the URL. */
export function ModalHost() {
  const { openModal, close } = useModal();
  if (!openModal) return null;
  return (
    <Suspense fallback={null}>
      {openModal === 'notices' ? <NoticeModal onClose={close} /> : <AccountModal name={openModal} onClose={close} />}
    </Suspense>
  );
}
