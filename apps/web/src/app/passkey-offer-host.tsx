import { Suspense, useCallback, useEffect, useState } from 'react';
import { passkeyOfferDue } from '../features/account/passkey-device';
import { lazyView } from '../lib/lazy-view';
import { useSession } from '../lib/session';

const PasskeyOffer = lazyView(() => import('../features/account/components/passkey-offer').then((m) => ({ default: m.PasskeyOffer })));

/**
 * Shows the one-click login offer (decision 073) once a password login marked it due; its code and
 * texts load only then. Follows the session, so the offer comes right after the login closes.
 */
export function PasskeyOfferHost() {
  const { loggedIn } = useSession();
  const [username, setUsername] = useState<string | null>(null);
  useEffect(() => {
    if (loggedIn) setUsername(passkeyOfferDue());
    else setUsername(null);
  }, [loggedIn]);
  const done = useCallback(() => setUsername(null), []);
  if (!loggedIn || !username) return null;
  return (
    <Suspense fallback={null}>
      <PasskeyOffer username={username} onDone={done} />
    </Suspense>
  );
}
