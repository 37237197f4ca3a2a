import { lazy, Suspense, useEffect } from 'react';
import { takeReturnFocus, useModal } from '../lib/modal';
import { AgentCentreHost } from './agent-centre-host';
import { MemberCentreHost } from './member-centre-host';

const AccountModal = lazy(() => import('../features/account/components/account-modals').then((m) => ({ default: m.AccountModal })));
const NoticeModal = lazy(() => import('../features/notices/components/notice-modal').then((m) => ({ default: m.NoticeModal })));
const VendorGamesDialog = lazy(() =>
  import('../features/games/components/vendor-games-dialog').then((m) => ({ default: m.VendorGamesDialog })),
);
const LoginNoticeModal = lazy(() =>
  import('../features/notices/components/login-notice-modal').then((m) => ({ default: m.LoginNoticeModal })),
);

/**
 * Shows the modal the URL names (`?modal=`); closing it removes the name from the URL and gives
 * focus back to the control that opened it.
 */
export function ModalHost() {
  const { openModal, close } = useModal();
  useEffect(() => {
    if (openModal) return;
    const opener = takeReturnFocus();
    if (opener?.isConnected) opener.focus();
  }, [openModal]);
  if (!openModal) return null;
  return (
    <Suspense fallback={null}>
      {openModal === 'notices' ? (
        <NoticeModal onClose={close} />
      ) : openModal === 'memberCentre' ? (
        <MemberCentreHost onClose={close} />
      ) : openModal === 'agentCentre' ? (
        <AgentCentreHost onClose={close} />
      ) : openModal === 'loginNotice' ? (
        <LoginNoticeModal onClose={close} />
      ) : openModal === 'vendorGames' ? (
        <VendorGamesDialog onClose={close} />
      ) : (
        <AccountModal name={openModal} onClose={close} />
      )}
    </Suspense>
  );
}
