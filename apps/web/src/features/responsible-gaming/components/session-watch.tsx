import { Suspense } from 'react';
import { useSession, useSessionEnd } from '../../../lib/session';
import { withTexts } from '../../../lib/i18n';
import { lazyView } from '../../../lib/lazy-view';

// What the watch shows are dialogs. They and their code load only with a real account's session
// or once a session has ended, so a visitor's start-up code does without them (decision 046).
const RealityCheck = lazyView(() => withTexts(import('./reality-check'), 'responsibleGaming').then((m) => ({ default: m.RealityCheck })));
const SessionEndedNotice = lazyView(() =>
  withTexts(import('./session-ended-notice'), 'responsibleGaming').then((m) => ({ default: m.SessionEndedNotice })),
);

/**
 * The session time limit and reality check on every page (decision 037). While a real account is
 * logged in it follows the server's session view: when a reality check is due it shows the
 * elapsed time and the session's net result with "continue" and "log out"; when the limit is
 * reached (the session's or the day's) it asks again, the server ends the session, the api client
 * forgets it, and this says why.
 */
export function SessionWatch({ endSession }: { endSession: () => Promise<void> }) {
  const { loggedIn, accountType, isTrial } = useSession();
  const ended = useSessionEnd();
  const real = loggedIn && accountType !== null && !isTrial;
  return (
    <Suspense fallback={null}>
      {real && <RealityCheck endSession={endSession} />}
      {ended && !loggedIn && <SessionEndedNotice reason={ended.reason} until={ended.until} />}
    </Suspense>
  );
}
