import { useTranslation } from 'react-i18next';
import type { VendorCategoriesValue } from '@pkg/contracts/game-catalogue';

/** Which list the hall shows: everything, the hot ones, or the player's own (logged in). */
export type ListMode = 'all' | 'hot' | 'favourites' | 'recent';

interface GameFiltersProps {
  mode: ListMode;
  onMode: (mode: ListMode) => void;
  /** Favourites and Recent need a session. */
  loggedIn: boolean;
  search: string;
  onSearch: (text: string) => void;
  categories: VendorCategoriesValue['list'];
  category: string;
  onCategory: (category: string) => void;
}

/** The hall's controls: list tabs, the name search, and the category chips of the vendor. */
export function GameFilters({ mode, onMode, loggedIn, search, onSearch, categories, category, onCategory }: GameFiltersProps) {
  const { t } = useTranslation();
  const modes: ListMode[] = loggedIn ? ['all', 'hot', 'favourites', 'recent'] : ['all', 'hot'];
  return (
    <div className="games-toolbar">
      <div className="list-tabs" role="tablist" aria-label={t('games.lists')}>
        {modes.map((name) => (
          <button key={name} type="button" role="tab" className="list-tabs__tab" aria-selected={mode === name} onClick={() => onMode(name)}>
            {t(`games.modes.${name}`)}
          </button>
        ))}
      </div>
      <label className="games-search">
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M16.5 16.5L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{t('games.search')}</span>
        <input
          type="search"
          value={search}
          placeholder={t('games.searchPlaceholder')}
          onChange={(event) => onSearch(event.target.value)}
          maxLength={64}
        />
      </label>
      {categories.length > 1 && (
        <div className="chip-row" role="group" aria-label={t('games.categories')}>
          <button type="button" className="chip" aria-pressed={category === ''} onClick={() => onCategory('')}>
            {t('games.allCategories')}
          </button>
          {categories.map((entry) => (
            <button
              key={entry.category}
              type="button"
              className="chip"
              aria-pressed={category === entry.category}
              onClick={() => onCategory(entry.category)}
            >
              {t(`games.category.${entry.category}`, { defaultValue: entry.category })}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
