import { useTranslation } from 'react-i18next';
import type { LotteryDraw } from '@pkg/contracts/lottery';
import type { TrendRow } from '@pkg/games/lottery/trends';
import { useRuleTexts } from '../rules-text';
import { trendLines } from '../trend-cells';

/** The draw's number of the day (yyyyMMdd-0601 → 0601), the part that tells draws apart in a chart. */
function shortNumero(numero: string): string {
  return /-(\d+)$/.exec(numero)?.[1] ?? numero;
}

/**
 * One row's chart: a line per draw (oldest first) with the token drawn marked and, in the other
 * cells, how many draws it had been missing; at the foot the current gap, the longest gap and the
 * hits of every token. The table scrolls inside its own box, never widening the page.
 */
export function TrendTable({ row, draws }: { row: TrendRow; draws: ReadonlyArray<LotteryDraw & { result: string[] }> }) {
  const { t } = useTranslation();
  const texts = useRuleTexts();
  const tokens = row.tokens.map((figure) => figure.token);
  const lines = trendLines(
    row.label,
    tokens,
    draws.map((draw) => draw.result),
  );
  const label = texts.row(row.label);
  const foot = [
    { key: 'missing', values: row.tokens.map((figure) => figure.current) },
    { key: 'longest', values: row.tokens.map((figure) => figure.max) },
    { key: 'hits', values: row.tokens.map((figure) => figure.hits) },
  ] as const;
  return (
    <div className="trend-box" role="region" aria-label={label} tabIndex={0}>
      <table className="trend-table">
        <caption>{label}</caption>
        <thead>
          <tr>
            <th scope="col">{t('lottery.trend.draw')}</th>
            {tokens.map((token) => (
              <th key={token} scope="col">
                {texts.token(token)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={draws[index]?.numero ?? index}>
              <th scope="row" title={draws[index]?.numero}>
                {shortNumero(draws[index]?.numero ?? '')}
              </th>
              {line.map((cell) =>
                cell.hit > 0 ? (
                  <td key={cell.token} className="trend-table__hit">
                    {texts.token(cell.token)}
                    {cell.hit > 1 && <sup>{cell.hit}</sup>}
                  </td>
                ) : (
                  <td key={cell.token} className="trend-table__gap">
                    {cell.gap}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        <tfoot>
          {foot.map((line) => (
            <tr key={line.key}>
              <th scope="row">{t(`lottery.trend.${line.key}`)}</th>
              {line.values.map((value, index) => (
                <td key={tokens[index]}>{value}</td>
              ))}
            </tr>
          ))}
        </tfoot>
      </table>
    </div>
  );
}
