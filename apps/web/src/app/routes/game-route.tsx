import { GameFramePage } from '../../features/games/components/game-frame-page';

/** /game: the launched game under the header. */
export const GameRoute = () => <GameFramePage />;
