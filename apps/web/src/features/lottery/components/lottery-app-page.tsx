import { useCallback } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DrawEvent } from '@pkg/contracts/lottery';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/session';
import { allGames, useLotteryMenus, useLotteryTexts, useVnMenus, useVnOpen } from '../api/use-lottery';
import { GAME_VIEWS, isVnFormat, readLotteryParams, viewSearch, type LotteryParams, type LotteryView } from '../lottery-params';
import { useDrawEvents, useRefreshDraws } from '../use-draw-state';
import { vnChoice, vnFastGames, type VnChoice } from '../vn-choice';
import { GameView } from './game-view';
import { GameSwitcher } from './game-switcher';
import { TabList } from './tab-list';
import { VnSwitcher } from './vn-switcher';
import '../lottery.css';
import '../lottery-app.css';
import '../lottery-betting.css';
import '../lottery-views.css';

/**
 * /lottery (e-lottery fast draws) and /vnlottery (Vietnamese lottery: region stations and the
 * house-drawn fast games), header only. The address says which game (and station) and which view
 * (`?view=` betting, results, trend, tickets, rules or lobby, the game list); the platform's
 * lobby parameters (lottoGameCode, lottoView, lottoArea=VN, backUrl) are understood too.
 */
export function LotteryAppPage({ area }: { area: 'elott' | 'vn' }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const params = readLotteryParams(search);
  const texts = useLotteryTexts();
  const { loggedIn } = useSession();
  // Visitors have no live stream: the menus (their source of the draws) refresh now and then.
  const menus = useLotteryMenus(loggedIn ? {} : { pollMs: 20_000 });
  const vn = area === 'vn';
  const vnMenus = useVnMenus(vn);
  const vnOpen = useVnOpen(vn);
  const games = allGames(menus.data);
  const eGames = games.filter((game) => !isVnFormat(game.format));
  const fast = vnFastGames(vnMenus.data?.gameMenus ?? [], games);
  const vnGames = [...(vnMenus.data?.gameMenus ?? []).filter((entry) => entry.region).flatMap((entry) => entry.gameMenus), ...fast];
  const choice: VnChoice | null = vn
    ? vnChoice(vnMenus.data?.gameMenus ?? [], fast, params.game, params.station)
    : (() => {
        const game = eGames.find((candidate) => candidate.gameCode === params.game) ?? eGames[0];
        return game ? { tab: 'fast' as const, game, station: null } : null;
      })();
  const game = choice?.game ?? null;
  const stationCode = choice?.station?.stationCode ?? null;
  const refresh = useRefreshDraws(game?.gameCode ?? null);
  const onDraw = useCallback(
    (event: DrawEvent) => {
      if (event.gameCode === game?.gameCode && (!stationCode || !event.stationCode || event.stationCode === stationCode)) refresh();
    },
    [game?.gameCode, stationCode, refresh],
  );
  useDrawEvents(onDraw);
  const go = useCallback(
    (change: Partial<Pick<LotteryParams, 'game' | 'station' | 'view'>>) => setSearch(new URLSearchParams(viewSearch(params, change))),
    [params, setSearch],
  );

  // SPEC's lottoArea=VN on the e-lottery address means the Vietnamese lottery.
  if (!vn && params.vnArea) return <Navigate to={`/vnlottery${location.search}`} replace />;
  if (!texts.data || menus.isPending || (vn && vnMenus.isPending)) return <Spinner />;
  const title = t(vn ? 'lottery.app.vnTitle' : 'lottery.app.title');
  const viewTabs = [...GAME_VIEWS, 'lobby' as const].map((view) => ({ id: view, label: t(`lottery.views.${view}`) }));
  return (
    <section className="lottery-app" aria-labelledby="page-title" data-testid="lottery-app">
      <div className="lottery-app__head">
        {params.backUrl && (
          <Link to={params.backUrl} className="button button--ghost lottery-app__back">
            {t('lottery.app.back')}
          </Link>
        )}
        <h1 id="page-title" className="lottery-app__title">
          {game ? game.gameName : title}
        </h1>
        {game && <span className="lottery-app__area">{title}</span>}
      </div>
      {vn ? (
        <VnSwitcher
          entries={vnMenus.data?.gameMenus ?? []}
          open={vnOpen.data?.vnLottList ?? []}
          fast={fast}
          choice={choice}
          onChoose={(next) =>
            go({
              game: next.game.gameCode,
              station: next.station?.stationCode ?? null,
              view: params.view === 'lobby' ? 'betting' : params.view,
            })
          }
        />
      ) : (
        <GameSwitcher
          games={eGames}
          selected={game?.gameCode ?? null}
          onSelect={(code) => go({ game: code, station: null, view: params.view === 'lobby' ? 'betting' : params.view })}
        />
      )}
      {game ? (
        <>
          <TabList<LotteryView>
            label={t('lottery.views.label')}
            idPrefix="lottery-view"
            tabs={viewTabs}
            selected={params.view}
            onSelect={(view) => go({ view })}
            className="lottery-views"
          />
          <div role="tabpanel" id="lottery-view-panel" aria-labelledby={`lottery-view-tab-${params.view}`} className="lottery-app__panel">
            <GameView
              key={`${game.gameCode}:${stationCode ?? ''}`}
              view={params.view}
              game={game}
              station={choice?.station ?? null}
              games={vn ? vnGames : eGames}
              vn={vn}
            />
          </div>
        </>
      ) : (
        <EmptyState title={t('lottery.app.noGames')} text={t('lottery.app.noGamesText')} />
      )}
    </section>
  );
}
