import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { VnFormat } from '@pkg/games/lottery/vn-tiers';
import { vnTierLines } from '../vn-table';

/**
 * A Vietnamese result as its prize table: Đặc biệt, then Nhất to Bảy or Tám, each tier's numbers
 * beside its name. With `reveal` the numbers fill in the real draw order (the North from the 1st
 * prize up and the special last, the South and Centre from the 8th up and the special last).
 */
export function VnPrizeTable({
  format,
  numbers,
  reveal = false,
  caption,
}: {
  format: VnFormat;
  numbers: readonly string[] | null;
  reveal?: boolean;
  caption?: string;
}) {
  const { t } = useTranslation();
  return (
    <table className="vn-prizes">
      {caption && <caption className="visually-hidden">{caption}</caption>}
      <tbody>
        {vnTierLines(format, numbers).map((line) => (
          <tr key={line.code} className={`vn-prizes__tier vn-prizes__tier--${line.code}`}>
            <th scope="row">{t(`lottery.tiers.${line.code}`)}</th>
            <td>
              <ul className="vn-prizes__numbers">
                {line.numbers.map((number, index) => (
                  <li
                    key={index}
                    className={reveal ? 'vn-prizes__number vn-prizes__number--reveal' : 'vn-prizes__number'}
                    style={reveal ? ({ '--step': number.step } as CSSProperties) : undefined}
                  >
                    {number.value ?? '…'}
                  </li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
