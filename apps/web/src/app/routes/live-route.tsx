import { useTranslation } from 'react-i18next';
import type { Vendor } from '@pkg/contracts/games';
import { GameTypePage } from '../../features/games/components/game-type-page';
import { failureText } from '../../features/games/failure';
import { useLaunchGame } from '../../features/games/use-launch-game';
import { TablesLobby } from '../../features/live-tables/components/tables-lobby';
import { isHouseTablesVendor } from '../../features/live-tables/house-tables';

/**
 * /live: the live casino's halls. The house tables' vendor shows its lobby (countdowns, results,
 * roads, live), whose tables launch like any game into the /game frame; other LIVE vendors keep
 * the usual hall.
 */
export function LiveRoute() {
  return (
    <GameTypePage
      gameType="LIVE"
      renderHall={(vendor) => (isHouseTablesVendor(vendor.vendorCode) ? <HouseTablesHall vendor={vendor} /> : null)}
    />
  );
}

function HouseTablesHall({ vendor }: { vendor: Vendor }) {
  const { t } = useTranslation();
  const launcher = useLaunchGame();
  return (
    <>
      {launcher.error && (
        <p className="form-error launch-error" role="alert">
          {failureText(t, launcher.error)}
        </p>
      )}
      <TablesLobby
        key={vendor.vendorCode}
        vendorCode={vendor.vendorCode}
        opening={launcher.pending ? launcher.target?.gameId : undefined}
        onOpen={(gameCode) => launcher.launch({ vassalage: vendor.vassalage, gameId: gameCode })}
      />
    </>
  );
}
