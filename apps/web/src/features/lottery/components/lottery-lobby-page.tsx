import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { Spinner } from '../../../components/ui/spinner';
import { lotteryKeys } from '../api/lottery-api';
import { allGames, useLotteryMenus, useLotteryTexts, usePopular } from '../api/use-lottery';
import { useServerNow } from '../use-clock';
import { useDrawEvents } from '../use-draw-state';
import { LotteryCard } from './lottery-card';
import '../lottery.css';

/**
 * /elott: every lottery game of the brand, grouped under its menu labels, with the most played
 * ones first. Each card counts down to its draw's close; a close or a draw event refetches the
 * menus, so the countdowns and last results follow the draws.
 */
export function LotteryLobbyPage() {
  const { t } = useTranslation();
  const texts = useLotteryTexts();
  const menus = useLotteryMenus({ pollMs: 30_000 });
  const popular = usePopular();
  const nowMs = useServerNow();
  const queryClient = useQueryClient();
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: lotteryKeys.menus }), [queryClient]);
  useDrawEvents(refresh);
  if (!texts.data || menus.isPending) return <Spinner />;
  const groups = (menus.data?.gameMenus ?? []).filter((menu) => menu.gameMenus.length > 0);
  // The popular list is a snapshot; the menus carry the freshest draws of the same games.
  const fresh = new Map(allGames(menus.data).map((game) => [game.gameCode, game]));
  const hot = (popular.data?.popular ?? []).map((game) => fresh.get(game.gameCode) ?? game);
  return (
    <Page title={t('lottery.lobby.title')}>
      <div className="lottery-lobby" data-testid="lottery-lobby">
        {menus.isError && (
          <p className="form-error" role="alert">
            {t('lottery.lobby.loadFailed')}
          </p>
        )}
        {hot.length > 0 && (
          <section className="lottery-lobby__group" aria-labelledby="lottery-popular">
            <h2 id="lottery-popular">{t('lottery.lobby.popular')}</h2>
            <ul className="lottery-strip">
              {hot.map((game) => (
                <LotteryCard key={game.gameCode} game={game} nowMs={nowMs} onExpired={refresh} />
              ))}
            </ul>
          </section>
        )}
        {groups.map((menu) => (
          <section key={menu.gameGroupCode} className="lottery-lobby__group" aria-labelledby={`lottery-group-${menu.gameGroupCode}`}>
            <h2 id={`lottery-group-${menu.gameGroupCode}`}>{menu.labelName}</h2>
            <ul className="lottery-cards">
              {menu.gameMenus.map((game) => (
                <LotteryCard key={game.gameCode} game={game} nowMs={nowMs} onExpired={refresh} />
              ))}
            </ul>
          </section>
        ))}
        {!menus.isError && groups.length === 0 && <EmptyState title={t('lottery.lobby.empty')} text={t('lottery.lobby.emptyText')} />}
      </div>
    </Page>
  );
}
