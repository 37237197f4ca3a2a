import { useTranslation } from 'react-i18next';
import type { Vendor } from '@pkg/contracts/games';
import { GameTypePage } from '../../features/games/components/game-type-page';
import { failureText } from '../../features/games/failure';
import { useLaunchGame } from '../../features/games/use-launch-game';
import { RoomsLobby } from '../../features/bingo/components/rooms-lobby';
import { isHouseBingoVendor } from '../../features/bingo/house-bingo';

/**
 * /bingo: the bingo halls (the spec's games list page). The house bingo vendor shows its rooms'
 * lobby (next game, price, prizes, players, jackpot, live), whose rooms launch like any game into
 * the /game frame; other BINGO vendors keep the usual hall.
 */
export function BingoRoute() {
  return (
    <GameTypePage
      gameType="BINGO"
      renderHall={(vendor) => (isHouseBingoVendor(vendor.vendorCode) ? <HouseBingoHall vendor={vendor} /> : null)}
    />
  );
}

function HouseBingoHall({ vendor }: { vendor: Vendor }) {
  const { t } = useTranslation();
  const launcher = useLaunchGame();
  return (
    <>
      {launcher.error && (
        <p className="form-error launch-error" role="alert">
          {failureText(t, launcher.error)}
        </p>
      )}
      <RoomsLobby
        key={vendor.vendorCode}
        vendorCode={vendor.vendorCode}
        opening={launcher.pending ? launcher.target?.gameId : undefined}
        onOpen={(gameCode) => launcher.launch({ vassalage: vendor.vassalage, gameId: gameCode })}
      />
    </>
  );
}
