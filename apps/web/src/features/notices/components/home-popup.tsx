import { Suspense, useEffect, useRef, useState } from 'react';
import type { Popup } from '@pkg/contracts/notices';
import { isLoginNoticeDue } from '../../../lib/login-notice';
import { useSession } from '../../../lib/session';
import { gmt8Day } from '@pkg/web-kit/time';
import { useNoticePayload } from '../api/use-notice-payload';
import { popupMemory } from '../popup-memory';
import { popupsDueOnVisit, rememberShown } from '../popup-rules';
import { lazyView } from '../../../lib/lazy-view';

// The dialog, the reader and the HTML sanitiser load only when a popup is due, so the home page's
// start-up code does without them (decision 046).
const PopupDialog = lazyView(() => import('./popup-dialog').then((m) => ({ default: m.PopupDialog })));

/**
 * The brand's popups as a page opens (decision 031): for visitors the before-login popups, for
 * logged-in players the daily and every-visit ones, each by its rule. Right after a login the
 * after-login notice shows them instead (login-notice-modal.tsx).
 */
export function HomePopup() {
  const { loggedIn, isTrial } = useSession();
  const [afterLogin] = useState(isLoginNoticeDue);
  const { data } = useNoticePayload(['popup'], loggedIn ? 'A' : 'B', !afterLogin);
  const [shown, setShown] = useState<Popup[] | null>(null);
  // Decided once per mount (an effect may run twice in development; the second must not see "already shown").
  const decided = useRef<Popup[] | null>(null);

  useEffect(() => {
    if (!data) return;
    if (decided.current === null) {
      const today = gmt8Day(new Date());
      decided.current = popupsDueOnVisit(data.popup, loggedIn && !isTrial, popupMemory(), today);
      rememberShown(decided.current, popupMemory(), today);
      setShown(decided.current);
    }
  }, [data, loggedIn, isTrial]);

  if (!shown || shown.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <PopupDialog popups={shown} onClose={() => setShown([])} />
    </Suspense>
  );
}
