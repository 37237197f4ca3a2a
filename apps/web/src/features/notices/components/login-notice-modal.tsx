import { useEffect, useMemo, useState } from 'react';
import { FirstLoginLead } from '../../../components/first-login-lead';
import { useWhitelabel } from '../../../lib/brand';
import { clearFirstLoginDue, isFirstLoginDue } from '../../../lib/first-login';
import { clearLoginNoticeDue, isLoginNoticeDue } from '../../../lib/login-notice';
import { useSession } from '../../../lib/session';
import { gmt8Day } from '@pkg/web-kit/time';
import { useNoticePayload } from '../api/use-notice-payload';
import { popupMemory } from '../popup-memory';
import { popupsDueAtLogin, rememberShown } from '../popup-rules';
import { PopupDialog } from './popup-dialog';

/**
 * The after-login notice (SPEC.md sections 3 and 4): the brand's after-login popups (the notice
 * payload's `popup`, execution A) that their rules make due at a login (decision 031), once per
 * login, closed by its buttons or Escape. Opened without a login due (a reloaded or shared
 * address), or when no popup is due, it closes at once, unseen. On a first login it opens with the
 * brand's first-login action above the popups (decision 064), even when no popup is due.
 */
export function LoginNoticeModal({ onClose }: { onClose: () => void }) {
  const { loggedIn } = useSession();
  // Read once, when the modal opens; the mark is taken just after, so it shows once per login.
  const [due] = useState(isLoginNoticeDue);
  // The brand's first-login action (decision 064) leads the notice on a first login, once.
  const [firstLogin] = useState(() => due && isFirstLoginDue());
  const { data: brand } = useWhitelabel();
  const action = firstLogin ? (brand?.firstLoginAction ?? null) : 'none';
  const [today] = useState(() => gmt8Day(new Date()));
  const wanted = due && loggedIn;
  const { data, isError } = useNoticePayload(['popup'], 'A', wanted);
  const list = useMemo(() => (data ? popupsDueAtLogin(data.popup, popupMemory(), today) : null), [data, today]);
  useEffect(() => {
    if (due) clearLoginNoticeDue();
    if (firstLogin) clearFirstLoginDue();
  }, [due, firstLogin]);
  useEffect(() => {
    if (list) rememberShown(list, popupMemory(), today);
  }, [list, today]);
  const lead = action && action !== 'none' ? <FirstLoginLead action={action} /> : null;
  const nothing = !wanted || (!lead && action !== null && (isError || list?.length === 0));
  useEffect(() => {
    if (nothing) onClose();
  }, [nothing, onClose]);
  // Nothing shows while the list or the brand loads: a spinner dialog that may vanish would only flicker.
  if (nothing || action === null || (!list && !isError)) return null;
  return <PopupDialog popups={list ?? []} onClose={onClose} lead={lead} />;
}
