import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A drawn result as number balls, in the order drawn. With `reveal` the balls appear one by one
 * (a fresh result arriving while the player watches); otherwise all at once.
 */
export function ResultBalls({
  numbers,
  size = 'normal',
  reveal = false,
}: {
  numbers: readonly string[];
  size?: 'small' | 'normal' | 'large';
  reveal?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ol className={`lottery-balls lottery-balls--${size}`} aria-label={t('lottery.draw.resultLabel', { numbers: numbers.join(' ') })}>
      {numbers.map((number, index) => (
        <li
          key={index}
          className={reveal ? 'lottery-ball lottery-ball--reveal' : 'lottery-ball'}
          style={reveal ? ({ '--step': index } as CSSProperties) : undefined}
          aria-hidden="true"
        >
          {number}
        </li>
      ))}
    </ol>
  );
}
