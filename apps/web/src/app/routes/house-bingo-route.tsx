import { BingoPage } from '../../features/bingo/components/bingo-page';

/** /house-bingo/play: a bingo room inside the /game frame (no header; the game token is its access). */
export const HouseBingoRoute = () => <BingoPage />;
