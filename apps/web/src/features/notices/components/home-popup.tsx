import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Popup } from '@pkg/contracts/notices';
import { Dialog } from '../../../components/ui/dialog';
import { isLoginNoticeDue } from '../../../lib/login-notice';
import { useSession } from '../../../lib/session';
import { gmt8Day } from '../../../lib/time';
import { useNoticePayload } from '../api/use-notice-payload';
import { popupMemory } from '../popup-memory';
import { popupsDueOnVisit, rememberShown } from '../popup-rules';
import { NoticeReader } from './notice-reader';

/**
 * The brand's popups as a page opens (decision 031): for visitors the before-login popups, for
 * logged-in players the daily and every-visit ones, each by its rule. Right after a login the
 * after-login notice shows them instead (login-notice-modal.tsx).
 */
export function HomePopup() {
  const { t } = useTranslation();
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
    <Dialog open onClose={() => setShown([])} title={t('notices.popupTitle')} size="wide">
      <NoticeReader
        list={shown.map((popup) => ({ id: popup.id, type: 'PU', title: popup.title, content: popup.content, timestamp: popup.timestamp }))}
      />
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={() => setShown([])}>
          {t('common.ok')}
        </button>
      </div>
    </Dialog>
  );
}
