import { barSpans } from './chart-scale';

/** One bar: its label, the exact value (for the scale) and the value as shown. */
export interface Bar {
  id: string;
  label: string;
  value: bigint;
  shown: string;
}

const WIDTH = 720;
const LABEL_WIDTH = 200;
const VALUE_WIDTH = 110;
const ROW_HEIGHT = 24;
const PLOT = WIDTH - LABEL_WIDTH - VALUE_WIDTH;

/**
 * A small horizontal bar chart in SVG (decision 041): one bar per row of the report, negative
 * values to the left of the zero line. It scales to its container; the table beside it is the
 * accessible form of the same figures, so the picture carries a title and is otherwise decorative.
 */
export function BarChart({ bars, title }: { bars: Bar[]; title: string }) {
  const { zero, spans } = barSpans(bars.map((bar) => bar.value));
  const height = Math.max(bars.length, 1) * ROW_HEIGHT + 8;
  const x0 = LABEL_WIDTH + zero * PLOT;
  return (
    <svg className="reports-chart" viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={title}>
      <title>{title}</title>
      {bars.map((bar, index) => {
        const span = spans[index] ?? { start: 0, width: 0 };
        const y = 4 + index * ROW_HEIGHT;
        return (
          <g key={bar.id}>
            <text x={LABEL_WIDTH - 8} y={y + ROW_HEIGHT / 2} textAnchor="end" dominantBaseline="middle" className="reports-chart-label">
              {bar.label.length > 28 ? `${bar.label.slice(0, 27)}…` : bar.label}
            </text>
            <rect
              x={LABEL_WIDTH + span.start * PLOT}
              y={y + 4}
              width={Math.max(span.width * PLOT, bar.value === 0n ? 0 : 1)}
              height={ROW_HEIGHT - 8}
              className={bar.value < 0n ? 'reports-chart-bar reports-chart-bar--negative' : 'reports-chart-bar'}
            />
            <text x={WIDTH - 4} y={y + ROW_HEIGHT / 2} textAnchor="end" dominantBaseline="middle" className="reports-chart-value">
              {bar.shown}
            </text>
          </g>
        );
      })}
      <line x1={x0} x2={x0} y1={0} y2={height} className="reports-chart-zero" />
    </svg>
  );
}
