import { TablePage } from '../../features/live-tables/components/table-page';

/** /house-tables/play: a house live table inside the /game frame (no header; the game token is its access). */
export const HouseTablesRoute = () => <TablePage />;
