import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { GameType } from '@pkg/contracts/game-types';
import type { Vendor } from '@pkg/contracts/games';
import { EmptyState } from '../../../components/ui/empty-state';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { Page } from '../../../components/ui/page';
import { Spinner } from '../../../components/ui/spinner';
import { useGameMenus } from '../../../lib/catalogue';
import { useRooms } from '../api/use-games';
import { failureText } from '../failure';
import { useLaunchGame } from '../use-launch-game';
import { GameHall } from './game-hall';
import { RoomList } from './room-list';
import '../games.css';

/**
 * A game type's page (/rng, /bingo, /live, /fish, /pvp, /esports): one hall tab per vendor of the
 * type, chosen by the `page` query parameter (or `vendor`, from a header click), and the hall's
 * games below. A PVP hall with rooms lists its rooms instead. `renderHall` lets the page's route
 * give a vendor a hall of its own (the house tables' lobby on /live); null keeps the usual one.
 */
export function GameTypePage({ gameType, renderHall }: { gameType: GameType; renderHall?: (vendor: Vendor) => ReactNode | null }) {
  const { t } = useTranslation();
  const { data, isPending } = useGameMenus();
  const [params, setParams] = useSearchParams();
  const vendors = data?.menus.find((menu) => menu.gameType === gameType)?.vendors ?? [];
  const chosen = params.get('page') ?? params.get('vendor');
  const hall = vendors.find((vendor) => vendor.vendorCode === chosen) ?? vendors[0];
  return (
    <Page title={t(`nav.types.${gameType}`)}>
      {isPending ? (
        <Spinner />
      ) : vendors.length === 0 || !hall ? (
        <EmptyState title={t('games.noVendors')} text={t('games.noVendorsText')} />
      ) : (
        <>
          <div className="hall-tabs" role="tablist" aria-label={t('games.halls')}>
            {vendors.map((vendor) => (
              <button
                key={vendor.vendorCode}
                type="button"
                role="tab"
                aria-selected={vendor.vendorCode === hall.vendorCode}
                className="hall-tabs__tab"
                onClick={() => setParams({ page: vendor.vendorCode }, { replace: true })}
              >
                <FallbackImage src={vendor.logoUrl} alt="" width={28} height={28} />
                {vendor.displayName}
              </button>
            ))}
          </div>
          <div role="tabpanel" aria-label={hall.displayName}>
            {renderHall?.(hall) ??
              (gameType === 'PVP' ? (
                <PvpHall key={hall.vendorCode} vendor={hall} />
              ) : (
                <GameHall key={hall.vendorCode} vendor={hall} gameType={gameType} />
              ))}
          </div>
        </>
      )}
    </Page>
  );
}

/** A PVP hall: its rooms when the vendor has some, else its games like any hall. */
function PvpHall({ vendor }: { vendor: Vendor }) {
  const { t } = useTranslation();
  const rooms = useRooms(vendor.vendorCode, true);
  const launcher = useLaunchGame();
  if (rooms.isPending) return <Spinner />;
  const list = rooms.data?.list ?? [];
  if (list.length === 0) return <GameHall vendor={vendor} gameType="PVP" />;
  return (
    <>
      {launcher.error && (
        <p className="form-error launch-error" role="alert">
          {failureText(t, launcher.error)}
        </p>
      )}
      <RoomList rooms={list} launch={launcher.launch} busy={launcher.pending} />
    </>
  );
}
