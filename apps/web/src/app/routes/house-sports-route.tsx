import { SportsPage } from '../../features/sportsbook/components/sports-page';

/** /house-sports/play: the sportsbook inside the /game frame (no header; the game token is its access). */
export const HouseSportsRoute = () => <SportsPage />;
