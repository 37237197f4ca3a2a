import { FishPage } from '../../features/fish/components/fish-page';

/** /house-fish/play: the fish title inside the /game frame (no header; the game token is its access). */
export const HouseFishRoute = () => <FishPage />;
