import { useCallback } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { currentApiLanguage } from '../../lib/i18n';
import { useModal } from '../../lib/modal';
import { hasSession } from '../../lib/session';
import { postLaunch } from './api/games-api';
import { framePath, launchBody, lotteryPathOf, rememberLaunched, type LaunchTarget } from './launch';

/**
 * Launches a game. Playing needs a session (SPEC.md section 6): visitors get the login modal with
 * the "play needs login" reason. Otherwise the launch call answers the game's address and the
 * player goes to the /game frame, or, for a lottery game (ELOTT, LOTT), straight to the lottery
 * page of this site it names; a refusal (game_disabled, game_maintenance ...) stays in `error`
 * for the page to show in the player's language. One launch at a time.
 */
export function useLaunchGame({ replace = false }: { replace?: boolean } = {}) {
  const navigate = useNavigate();
  const { open } = useModal();
  const mutation = useMutation({
    mutationFn: (target: LaunchTarget) => postLaunch(launchBody(target, currentApiLanguage())),
    onSuccess: (value) => {
      const lottery = lotteryPathOf(value.game_url);
      if (lottery) return navigate(lottery, { replace });
      rememberLaunched(value.game_url);
      return navigate(framePath(value.game_url), { replace });
    },
  });
  const { mutate, isPending } = mutation;
  const launch = useCallback(
    (target: LaunchTarget) => {
      if (!hasSession()) return open('login', { reason: 'playNeedsLogin' });
      if (!isPending) mutate(target);
    },
    [mutate, isPending, open],
  );
  return { launch, pending: isPending, target: mutation.variables, error: mutation.error, reset: mutation.reset };
}
