import { LotteryLobbyPage } from '../../features/lottery/components/lottery-lobby-page';

/** /elott: every lottery game of the brand, with countdowns and last results. */
export const ElottRoute = () => <LotteryLobbyPage />;
