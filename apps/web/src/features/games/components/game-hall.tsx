import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameType } from '@pkg/contracts/game-types';
import type { Vendor } from '@pkg/contracts/games';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/session';
import { useCategories, useFavourites, useGamePages, useRecentGames } from '../api/use-games';
import { failureText } from '../failure';
import { gamesOfPages, narrowOwnList } from '../paging';
import { useDebouncedValue } from '../use-debounced-value';
import { useLaunchGame } from '../use-launch-game';
import { GameFilters, type ListMode } from './game-filters';
import { GameGrid } from './game-grid';

/**
 * One vendor's hall on a game type page: list tabs (All, Hot, and for players Favourites and
 * Recent), the name search, category chips, and the games, loaded page by page as the player
 * scrolls. Clicking a game launches it (visitors are asked to log in).
 */
export function GameHall({ vendor, gameType }: { vendor: Vendor; gameType: GameType }) {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  const [chosenMode, setMode] = useState<ListMode>('all');
  const [category, setCategory] = useState('');
  const [search, setSearch] = useState('');
  const name = useDebouncedValue(search.trim());
  // Logging out while on a player's list falls back to All.
  const mode = !loggedIn && (chosenMode === 'favourites' || chosenMode === 'recent') ? 'all' : chosenMode;
  const own = mode === 'favourites' || mode === 'recent';

  const categories = useCategories(vendor.vendorCode);
  const filter = {
    type: gameType,
    vendor: vendor.vendorCode,
    ...(category ? { category } : {}),
    ...(name ? { name } : {}),
    ...(mode === 'hot' ? { hot: true } : {}),
  };
  const pages = useGamePages(filter, !own);
  const favourites = useFavourites(mode === 'favourites');
  const recent = useRecentGames(mode === 'recent');
  const launcher = useLaunchGame();

  const ownList = mode === 'favourites' ? favourites : recent;
  const source = own ? ownList : pages;
  const games = own ? narrowOwnList(ownList.data?.list ?? [], vendor.vendorCode, category, name) : gamesOfPages(pages.data?.pages ?? []);
  const filtered = Boolean(category || name);

  return (
    <>
      <GameFilters
        mode={mode}
        onMode={setMode}
        loggedIn={loggedIn}
        search={search}
        onSearch={setSearch}
        categories={categories.data?.list ?? []}
        category={category}
        onCategory={setCategory}
      />
      {launcher.error && (
        <p className="form-error launch-error" role="alert">
          {failureText(t, launcher.error)}
        </p>
      )}
      {source.isPending ? (
        <Spinner />
      ) : source.isError && !source.data ? (
        <EmptyState
          title={t('games.loadFailed')}
          text={failureText(t, source.error)}
          action={
            <button type="button" className="button button--ghost" onClick={() => void source.refetch()}>
              {t('common.retry')}
            </button>
          }
        />
      ) : games.length === 0 ? (
        <EmptyState
          title={t(filtered ? 'games.noMatches' : `games.empty.${mode}`)}
          text={t(filtered ? 'games.noMatchesText' : 'games.noGamesText')}
        />
      ) : (
        <GameGrid
          games={games}
          label={t(`games.modes.${mode}`)}
          launch={launcher.launch}
          launching={launcher.pending ? launcher.target : undefined}
          hasMore={!own && pages.hasNextPage && !pages.isFetchNextPageError}
          loadingMore={!own && pages.isFetchingNextPage}
          onLoadMore={() => void pages.fetchNextPage()}
        />
      )}
      {!own && pages.isFetchNextPageError && (
        <div className="games-error" role="alert">
          <p className="form-error">{failureText(t, pages.error)}</p>
          <button type="button" className="button button--ghost" onClick={() => void pages.fetchNextPage()}>
            {t('common.retry')}
          </button>
        </div>
      )}
    </>
  );
}
