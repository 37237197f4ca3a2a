import { GameTypePage } from '../../features/games/components/game-type-page';

/** /rng: slot and RNG halls; the `page` query parameter picks the hall tab. */
export const RngRoute = () => <GameTypePage gameType="RNG" />;
export const FishRoute = () => <GameTypePage gameType="FISH" />;
export const PvpRoute = () => <GameTypePage gameType="PVP" />;
export const EsportsRoute = () => <GameTypePage gameType="ESPORTS" />;
