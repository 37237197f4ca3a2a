import { useTranslation } from 'react-i18next';
import { layoutBars } from '../chart-layout';

const WIDTH = 300;
const HEIGHT = 100;

/** An axis label at a share of the plot's height, kept inside it at the top and bottom edges. */
function valueAt(share: number) {
  const shift = share <= 0 ? '0' : share >= 1 ? '-100%' : '-50%';
  return { top: `${share * 100}%`, transform: `translateY(${shift})` };
}

/**
 * A small bar chart of a per-day series, drawn in SVG: one bar per day, losses below the zero
 * line in the loss colour, each bar's day and value in its tooltip. The axis beside it names the
 * highest value, zero and the deepest loss (as HTML: the stretched SVG would distort text); a
 * series with nothing in it says "no data yet" instead of drawing flat bars (decision 068).
 * Screen readers get the title, the days and the highest value in words.
 */
export function SeriesChart({
  title,
  points,
  format,
  testId,
}: {
  title: string;
  points: ReadonlyArray<{ day: string; value: bigint }>;
  format: (value: bigint) => string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { bars, zeroY, top, bottom } = layoutBars(
    points.map((point) => point.value),
    HEIGHT,
  );
  const empty = top === 0n && bottom === 0n;
  const slot = WIDTH / Math.max(points.length, 1);
  const gap = Math.min(slot * 0.2, 4);
  const highest = points.reduce<bigint | null>((most, point) => (most === null || point.value > most ? point.value : most), null);
  const first = points[0]?.day;
  const last = points.at(-1)?.day;
  return (
    <figure className="agent-chart" data-testid={testId}>
      <figcaption className="agent-chart__title">{title}</figcaption>
      <div className="agent-chart__plot">
        <div className="agent-chart__values" aria-hidden="true" data-testid="chart-axis">
          {/* The widest label, unseen, gives the column its width; the seen ones sit at their heights. */}
          <span className="agent-chart__value-width">{format(top)}</span>
          <span className="agent-chart__value-width">{format(-bottom)}</span>
          {top > 0n && <span style={valueAt(0)}>{format(top)}</span>}
          <span style={valueAt(zeroY / HEIGHT)}>{format(0n)}</span>
          {bottom > 0n && <span style={valueAt(1)}>{format(-bottom)}</span>}
        </div>
        <svg
          className="agent-chart__svg"
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={
            empty
              ? t('agent.overview.chartEmpty', { title })
              : t('agent.overview.chartSummary', {
                  title,
                  from: first ?? '',
                  to: last ?? '',
                  highest: highest === null ? '' : format(highest),
                })
          }
        >
          <line x1={0} x2={WIDTH} y1={zeroY} y2={zeroY} className="agent-chart__axis" vectorEffect="non-scaling-stroke" />
          {!empty &&
            bars.map((bar, index) => {
              const point = points[index];
              if (!point) return null;
              return (
                <rect
                  key={point.day}
                  x={index * slot + gap / 2}
                  y={bar.y}
                  width={Math.max(slot - gap, 1)}
                  height={Math.max(bar.height, 0.5)}
                  className={bar.negative ? 'agent-chart__bar agent-chart__bar--negative' : 'agent-chart__bar'}
                >
                  <title>{`${point.day}: ${format(point.value)}`}</title>
                </rect>
              );
            })}
        </svg>
        {empty && (
          <p className="agent-chart__empty" data-testid="chart-empty">
            {t('agent.overview.noDataYet')}
          </p>
        )}
      </div>
      {first && (
        <div className="agent-chart__days" aria-hidden="true">
          <span>{first}</span>
          {last !== first && <span>{last}</span>}
        </div>
      )}
    </figure>
  );
}
