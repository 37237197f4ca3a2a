import type { Game, GameListValue, GamePageValue } from '@pkg/contracts/game-catalogue';

/** Games asked for per page while scrolling. */
export const PAGE_SIZE = 24;

/** The page to load after this one, or undefined when it was the last. */
export function nextPageNo(page: Pick<GamePageValue, 'pageNum' | 'totalPages'>): number | undefined {
  return page.pageNum < page.totalPages ? page.pageNum + 1 : undefined;
}

/** The games of the loaded pages in order; a game that moved between pages while loading shows once. */
export function gamesOfPages(pages: readonly Pick<GamePageValue, 'games'>[]): Game[] {
  const seen = new Set<string>();
  const games: Game[] = [];
  for (const page of pages) {
    for (const game of page.games) {
      const key = `${game.vendorCode}/${game.gameCode}`;
      if (seen.has(key)) continue;
      seen.add(key);
      games.push(game);
    }
  }
  return games;
}

/**
 * A player's own list (favourites, recent: one call for every vendor) narrowed like the server
 * narrows a page: to the hall's vendor, the chosen category, and names containing the search.
 */
export function narrowOwnList(games: readonly Game[], vendorCode: string, category: string, name: string): Game[] {
  const needle = name.trim().toLocaleLowerCase();
  return games.filter(
    (game) =>
      game.vendorCode === vendorCode &&
      (!category || game.category === category) &&
      (!needle || game.displayName.toLocaleLowerCase().includes(needle)),
  );
}

interface InfinitePages {
  pages: GamePageValue[];
}

/**
 * A cached lobby answer (a list, or the pages of an infinite list) with one game's favourite flag
 * set, so a star shows its new state everywhere at once; other answers come back unchanged.
 */
export function withFavourite<T>(data: T, vendorCode: string, gameCode: string, favourite: boolean): T {
  const mark = (game: Game): Game =>
    game.vendorCode === vendorCode && game.gameCode === gameCode && game.favourite !== undefined ? { ...game, favourite } : game;
  if (!data || typeof data !== 'object') return data;
  if ('list' in data && Array.isArray((data as GameListValue).list)) {
    return { ...data, list: (data as GameListValue).list.map(mark) };
  }
  if ('pages' in data && Array.isArray((data as InfinitePages).pages)) {
    const infinite = data as InfinitePages;
    return { ...data, pages: infinite.pages.map((page) => ({ ...page, games: page.games.map(mark) })) };
  }
  return data;
}
