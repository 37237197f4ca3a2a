import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { BoDraw } from '@pkg/contracts/lottery-desk';
import type { LotteryFormat } from '@pkg/games/lottery/lottery-types';
import { isAwaitingResult } from './draw-state';
import { resultRows, rowOf, type ResultRow } from './result-inputs';

/** A tier's name in the current language ("Special prize (Đặc biệt)"), or "Numbers" for a non-Vietnamese result. */
export function rowName(t: TFunction, row: ResultRow): string {
  return row.tier ? t(`boLottery.tier.${row.tier}`) : t('boLottery.table.numbers');
}

/** Where one number of a result sits, for messages and input labels: "3rd prize (Ba), number 2 of 6". */
export function placeName(t: TFunction, format: LotteryFormat, index: number): string {
  const found = rowOf(format, index);
  if (!found) return t('boLottery.table.position', { n: index + 1 });
  const name = rowName(t, found.row);
  return found.row.count > 1 ? t('boLottery.table.placeOf', { name, n: found.place + 1, count: found.row.count }) : name;
}

/**
 * The draw's status as a chip, with "awaiting official result" when its time passed without one
 * and, where asked, "needs a second approval" while a proposal waits.
 */
export function StatusChips({ draw, now, withPending = false }: { draw: BoDraw; now: number; withPending?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="bo-chips">
      <span className={`bo-chip bo-chip--${draw.status}`}>{t(`boLottery.status.${draw.status}`)}</span>
      {isAwaitingResult(draw, now) && <span className="bo-chip bo-chip--awaiting">{t('boLottery.awaitingChip')}</span>}
      {withPending && draw.pending && (
        <span className="bo-chip bo-chip--pending" title={t(`boLottery.pendingKind.${draw.pending.kind}`)}>
          {t('boLottery.needsApproval')}
        </span>
      )}
    </span>
  );
}

/**
 * A result as players know it: a Vietnamese draw as its prize table (tier names in the current
 * language, the special prize first and marked), any other format as a row of balls. `changed`
 * marks numbers a correction changes.
 */
export function ResultView({
  format,
  numbers,
  changed,
  label,
}: {
  format: LotteryFormat;
  numbers: readonly string[];
  changed?: Set<number>;
  label: string;
}) {
  const { t } = useTranslation();
  const rows = resultRows(format);
  if (rows.length === 1 && rows[0]?.tier === null) {
    return (
      <ol className="bo-balls" aria-label={label}>
        {numbers.map((number, index) => (
          <li key={index} className={changed?.has(index) ? 'bo-changed' : undefined}>
            {number}
          </li>
        ))}
      </ol>
    );
  }
  return (
    <div className="bo-scroll">
      <table className="bo-prize-table" aria-label={label}>
        <tbody>
          {rows.map((row) => (
            <tr key={row.start} className={row.tier === 'DB' ? 'bo-prize-special' : undefined}>
              <th scope="row">{rowName(t, row)}</th>
              <td>
                <span className="bo-prize-numbers">
                  {numbers.slice(row.start, row.start + row.count).map((number, offset) => (
                    <span
                      key={offset}
                      className={changed?.has(row.start + offset) ? 'bo-changed' : undefined}
                      title={changed?.has(row.start + offset) ? t('boLottery.changedNumber') : undefined}
                    >
                      {number}
                    </span>
                  ))}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A result in one short line for the list: the special prize and how many more, or all the balls. */
export function shortResult(t: TFunction, format: LotteryFormat, numbers: readonly string[] | null): string {
  if (!numbers) return '—';
  const rows = resultRows(format);
  if (rows[0]?.tier === 'DB') return t('boLottery.shortResult', { special: numbers[0] ?? '', more: numbers.length - 1 });
  // PK10's ten cars: the first five, and how many more.
  if (numbers.length > 5) return t('boLottery.shortResult', { special: numbers.slice(0, 5).join(' '), more: numbers.length - 5 });
  return numbers.join(' ');
}
