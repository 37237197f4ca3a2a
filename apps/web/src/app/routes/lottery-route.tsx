import { LotteryAppPage } from '../../features/lottery/components/lottery-app-page';

/** /lottery: the e-lottery fast draws (header only). */
export const LotteryRoute = () => <LotteryAppPage area="elott" />;

/** /vnlottery: the Vietnamese lottery, its regions' stations and fast games (header only). */
export const VnLotteryRoute = () => <LotteryAppPage area="vn" />;
