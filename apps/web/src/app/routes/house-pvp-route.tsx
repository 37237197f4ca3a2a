import { PvpPage } from '../../features/pvp/components/pvp-page';

/** /house-pvp/play: a PVP card room inside the /game frame (no header; the game token is its access). */
export const HousePvpRoute = () => <PvpPage />;
