import { useTranslation } from 'react-i18next';
import type { LotteryDraw } from '@pkg/contracts/lottery';
import { isVnFormat } from '../lottery-params';
import { ResultBalls } from './result-balls';

/**
 * A draw's result in little room (a lobby card, a ticket line): the balls of an e-lottery result;
 * for a Vietnamese table its special prize, the number most players follow.
 */
export function CompactResult({ format, draw }: { format: string; draw: Pick<LotteryDraw, 'result' | 'status'> | null }) {
  const { t } = useTranslation();
  if (!draw?.result || draw.result.length === 0) {
    return <span className="lottery-muted">{t(draw?.status === 'void' ? 'lottery.draw.phases.void' : 'lottery.draw.noResult')}</span>;
  }
  if (isVnFormat(format)) {
    return (
      <span className="lottery-special">
        <span className="lottery-special__label">{t('lottery.tiers.DB')}</span>
        <span className="lottery-special__number">{draw.result[0]}</span>
      </span>
    );
  }
  return <ResultBalls numbers={draw.result} size="small" />;
}
