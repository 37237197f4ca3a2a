import { useEffect, useLayoutEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { useModal } from '../../../lib/modal';
import { useSession } from '../../../lib/session';
import { isBalanceChangedMessage } from '../../../lib/game-messages';
import { BALANCE_KEY } from '../../../lib/wallet-keys';
import { failureText } from '../failure';
import { frameAddress } from '../launch';
import { useLaunchGame } from '../use-launch-game';

/**
 * /game: the launched game in a frame under the header, with a Back button. The address comes
 * from a launch (`url`: a path of this site, or an https address this browser's launch answered). A header click on a single-game vendor
 * arrives as `vendor` instead and is launched here. Leaving the page (Back, or any navigation)
 * refreshes the balance, which the game has likely moved; a house game also reports each spin's
 * balance change (lib/game-messages.ts).
 */
export function GameFramePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const url = params.get('url');
  const vendor = params.get('vendor');
  const safeUrl = frameAddress(url);
  const { loggedIn } = useSession();
  const { open } = useModal();
  const launcher = useLaunchGame({ replace: true });
  const { launch } = launcher;

  // One launch per vendor address (React may run effects twice in development).
  const launched = useRef<string | null>(null);
  useEffect(() => {
    if (url || !vendor || !loggedIn || launched.current === vendor) return;
    launched.current = vendor;
    launch({ vassalage: vendor });
  }, [url, vendor, loggedIn, launch]);

  useEffect(() => () => void queryClient.invalidateQueries({ queryKey: BALANCE_KEY }), [queryClient]);

  // A house game in the frame says when a spin moved the balance, so the header follows it live.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isBalanceChangedMessage(event.data)) return;
      void queryClient.invalidateQueries({ queryKey: BALANCE_KEY });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [queryClient]);

  // The frame fills the screen below the (sticky) header exactly, so a phone scrolls only inside the
  // game, never the page around it; the stylesheet's height stands until this has measured.
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const fit = () => {
      const element = box.current;
      if (!element) return;
      const top = element.getBoundingClientRect().top + window.scrollY;
      const landscapePhone = window.matchMedia('(orientation: landscape) and (max-height: 500px)').matches;
      element.style.height = landscapePhone ? `${window.innerHeight - top}px` : `${Math.max(320, window.innerHeight - top - 12)}px`;
    };
    fit();
    window.addEventListener('resize', fit);
    // The header's height settles as its parts arrive (the balance, the account row).
    const header = document.querySelector('.site-header');
    const watch = header && typeof ResizeObserver === 'function' ? new ResizeObserver(fit) : null;
    if (header) watch?.observe(header);
    return () => {
      window.removeEventListener('resize', fit);
      watch?.disconnect();
    };
  }, []);

  // Back to where the player came from; a game opened from a link has nowhere to go back to but home.
  const back = () => ((window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate('/index'));

  return (
    <div className="game-frame" ref={box}>
      <div className="game-frame__bar">
        <button type="button" className="button button--ghost" onClick={back}>
          {t('common.back')}
        </button>
      </div>
      {safeUrl ? (
        <iframe className="game-frame__frame" src={safeUrl} title={t('games.frameTitle')} allow="fullscreen; autoplay" />
      ) : vendor && !loggedIn ? (
        <EmptyState
          title={t('games.cannotStart')}
          text={t('errors.play_needs_login')}
          action={
            <button type="button" className="button button--primary" onClick={() => open('login', { reason: 'playNeedsLogin' })}>
              {t('account.login')}
            </button>
          }
        />
      ) : vendor && !launcher.error ? (
        <Spinner />
      ) : (
        <EmptyState title={t('games.cannotStart')} text={launcher.error ? failureText(t, launcher.error) : t('games.cannotStartText')} />
      )}
    </div>
  );
}
