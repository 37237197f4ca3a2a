import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { useGameMenus } from '../../../lib/catalogue';
import { useModal } from '../../../lib/modal';
import { useGamePages } from '../api/use-games';
import { failureText } from '../failure';
import { gamesOfPages } from '../paging';
import { useLaunchGame } from '../use-launch-game';
import { GameGrid } from './game-grid';
import '../games.css';

/**
 * A VASSALAGE vendor's games in a popup (SPEC.md section 2), opened from a vendor click as
 * `?modal=vendorGames&vendor=<code>`: the player picks one and it launches.
 */
export function VendorGamesDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { params } = useModal();
  const code = params.get('vendor') ?? '';
  const { data: menus } = useGameMenus();
  const vendor = menus?.menus.flatMap((menu) => menu.vendors).find((entry) => entry.vendorCode === code);
  const pages = useGamePages({ vendor: code }, code !== '');
  const launcher = useLaunchGame();
  const games = gamesOfPages(pages.data?.pages ?? []);
  return (
    <Dialog
      open
      onClose={onClose}
      title={vendor?.displayName ?? t('account.modal.vendorGames')}
      description={t('games.pickGame')}
      size="wide"
    >
      {launcher.error && (
        <p className="form-error launch-error" role="alert">
          {failureText(t, launcher.error)}
        </p>
      )}
      <div className="vendor-games">
        {pages.isPending && code !== '' ? (
          <Spinner />
        ) : pages.isError && !pages.data ? (
          <EmptyState title={t('games.loadFailed')} text={failureText(t, pages.error)} />
        ) : games.length === 0 ? (
          <EmptyState title={t('games.empty.all')} text={t('games.noGamesText')} />
        ) : (
          <GameGrid
            games={games}
            label={vendor?.displayName ?? t('account.modal.vendorGames')}
            launch={launcher.launch}
            launching={launcher.pending ? launcher.target : undefined}
            hasMore={pages.hasNextPage && !pages.isFetchNextPageError}
            loadingMore={pages.isFetchingNextPage}
            onLoadMore={() => void pages.fetchNextPage()}
          />
        )}
      </div>
    </Dialog>
  );
}
