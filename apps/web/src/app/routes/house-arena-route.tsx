import { ArenaPage } from '../../features/arena/components/arena-page';

/** /house-arena/play: the cockfight arena inside the /game frame (no header; the game token is its access). */
export const HouseArenaRoute = () => <ArenaPage />;
