import { Suspense, useEffect } from 'react';
import { takeReturnFocus, useModal } from '../lib/modal';
import { lazyView } from '../lib/lazy-view';

// The member and agent centres (and the badges and pages they name) stay out of the start-up
// code: most visits never open them. A visit that opens one from its URL starts loading it now,
// beside the start-up calls, rather than after the first render (decision 046).
const loadMemberCentreHost = () => import('./member-centre-host');
const loadAgentCentreHost = () => import('./agent-centre-host');
const MemberCentreHost = lazyView(() => loadMemberCentreHost().then((m) => ({ default: m.MemberCentreHost })));
const AgentCentreHost = lazyView(() => loadAgentCentreHost().then((m) => ({ default: m.AgentCentreHost })));
if (typeof window !== 'undefined') {
  const opened = new URLSearchParams(window.location.search).get('modal');
  if (opened === 'memberCentre') void loadMemberCentreHost();
  if (opened === 'agentCentre') void loadAgentCentreHost();
}

const AccountModal = lazyView(() => import('../features/account/components/account-modals').then((m) => ({ default: m.AccountModal })));
const NoticeModal = lazyView(() => import('../features/notices/components/notice-modal').then((m) => ({ default: m.NoticeModal })));
const VendorGamesDialog = lazyView(() =>
  import('../features/games/components/vendor-games-dialog').then((m) => ({ default: m.VendorGamesDialog })),
);
const LoginNoticeModal = lazyView(() =>
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
