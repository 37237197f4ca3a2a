import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { GameType } from '@pkg/contracts/game-types';
import { EmptyState } from '../../../components/ui/empty-state';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { Page } from '../../../components/ui/page';
import { useGameMenus } from '../../../lib/catalogue';

/**
 * A game type's page (/rng, /bingo, /live, /fish, /pvp, /esports): one hall tab per vendor of the
 * type, chosen by the `page` query parameter (or `vendor`, from a header click), and the hall's
 * games below.
 */
export function GameTypePage({ gameType }: { gameType: GameType }) {
  const { t } = useTranslation();
  const { data } = useGameMenus();
  const [params, setParams] = useSearchParams();
  const vendors = data?.menus.find((menu) => menu.gameType === gameType)?.vendors ?? [];
  const chosen = params.get('page') ?? params.get('vendor');
  const hall = vendors.find((vendor) => vendor.vendorCode === chosen) ?? vendors[0];
  return (
    <Page title={t(`nav.types.${gameType}`)}>
      {vendors.length === 0 ? (
        <EmptyState title={t('games.noVendors')} text={t('games.noVendorsText')} />
      ) : (
        <>
          <div className="hall-tabs" role="tablist" aria-label={t('games.halls')}>
            {vendors.map((vendor) => (
              <button
                key={vendor.vendorCode}
                type="button"
                role="tab"
                aria-selected={vendor.vendorCode === hall?.vendorCode}
                className="hall-tabs__tab"
                onClick={() => setParams({ page: vendor.vendorCode }, { replace: true })}
              >
                <FallbackImage src={vendor.logoUrl} alt="" width={28} height={28} />
                {vendor.displayName}
              </button>
            ))}
          </div>
          <div role="tabpanel" aria-label={hall?.displayName}>
            <EmptyState title={t('games.noGames')} text={t('games.noGamesText')} />
          </div>
        </>
      )}
    </Page>
  );
}
