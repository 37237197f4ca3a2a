import { SlotPage } from '../../features/house-slots/components/slot-page';

/** /house-slots/play: a house slot title inside the /game frame (no header; the game token is its access). */
export const HouseSlotsRoute = () => <SlotPage />;
