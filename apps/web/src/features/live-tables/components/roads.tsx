import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BigRoadCell, BeadCell, DerivedCell, DerivedRoadName, RoadColour, RoadPrediction } from '@pkg/games/tables/baccarat-roads';
import { ROAD_ROWS } from '@pkg/games/tables/baccarat-roads';
import { roadCounts, roadRounds, roadsOf } from '../road-data';

const SIDE_FILL = { B: '#d7263d', P: '#1e63d6', T: '#1f9d55' } as const;
const MARK_FILL: Record<RoadColour, string> = { red: '#d7263d', blue: '#1e63d6' };

type CardKind = 'baccarat' | 'dragon-tiger';

/** A road's SVG frame: a 6-row grid of `cols` columns of `cell` px, scrolled so its newest column (`last`) shows. */
function RoadFrame({
  cols,
  last,
  cell,
  label,
  testId,
  children,
}: {
  cols: number;
  last: number;
  cell: number;
  label: string;
  testId: string;
  children: ReactNode;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollLeft = Math.max(0, (last + 2) * cell - element.clientWidth);
  }, [last, cell]);
  const width = cols * cell;
  const height = ROAD_ROWS * cell;
  return (
    <div className="lt-road" ref={scroller} data-testid={testId}>
      <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label}>
        <g stroke="currentColor" strokeOpacity="0.12">
          {Array.from({ length: cols + 1 }, (_, col) => (
            <line key={`c${col}`} x1={col * cell} y1={0} x2={col * cell} y2={height} />
          ))}
          {Array.from({ length: ROAD_ROWS + 1 }, (_, row) => (
            <line key={`r${row}`} x1={0} y1={row * cell} x2={width} y2={row * cell} />
          ))}
        </g>
        {children}
      </svg>
    </div>
  );
}

const lastColumn = (cells: ReadonlyArray<{ col: number }>) => cells.reduce((most, cell) => Math.max(most, cell.col), -1);
const columnsOf = (cells: ReadonlyArray<{ col: number }>, least: number) => Math.max(least, lastColumn(cells) + 2);

/** Keeps the newest `keep` columns (a compact road). */
function lastColumns<T extends { col: number }>(cells: readonly T[], keep: number | undefined): T[] {
  if (keep === undefined) return [...cells];
  const cols = cells.reduce((most, cell) => Math.max(most, cell.col + 1), 0);
  const from = Math.max(0, cols - keep + 1);
  return cells.filter((cell) => cell.col >= from).map((cell) => ({ ...cell, col: cell.col - from }));
}

/** Every round of the shoe, ties included, filled down then right, each with its letter and pairs. */
export function BeadPlate({
  kind,
  cells,
  cell = 22,
  least = 12,
}: {
  kind: CardKind;
  cells: readonly BeadCell[];
  cell?: number;
  least?: number;
}) {
  const { t } = useTranslation();
  const counts = roadCounts(cells);
  const label = t('liveTables.roads.summary', { road: t('liveTables.roads.beadPlate'), ...sideCounts(t, kind, counts) });
  return (
    <RoadFrame cols={columnsOf(cells, least)} last={lastColumn(cells)} cell={cell} label={label} testId="road-bead-plate">
      {cells.map((bead) => {
        const cx = bead.col * cell + cell / 2;
        const cy = bead.row * cell + cell / 2;
        return (
          <g key={bead.round}>
            <circle cx={cx} cy={cy} r={cell / 2 - 2} fill={SIDE_FILL[bead.result]} />
            <text x={cx} y={cy + cell * 0.17} textAnchor="middle" fontSize={cell * 0.5} fontWeight="700" fill="#fff">
              {t(`liveTables.roads.letters.${kind}.${bead.result}`)}
            </text>
            {bead.bankerPair && (
              <circle cx={cx - cell / 2 + 4} cy={cy - cell / 2 + 4} r={2.6} fill={SIDE_FILL.B} stroke="#fff" strokeWidth="1" />
            )}
            {bead.playerPair && (
              <circle cx={cx + cell / 2 - 4} cy={cy + cell / 2 - 4} r={2.6} fill={SIDE_FILL.P} stroke="#fff" strokeWidth="1" />
            )}
          </g>
        );
      })}
    </RoadFrame>
  );
}

/** The big road: rings by winner, a new column when the winner changes, ties as a green stroke. */
export function BigRoad({
  kind,
  cells,
  cell = 18,
  least = 20,
  keep,
}: {
  kind: CardKind;
  cells: readonly BigRoadCell[];
  cell?: number;
  least?: number;
  keep?: number;
}) {
  const { t } = useTranslation();
  const shown = lastColumns(cells, keep);
  const label = t('liveTables.roads.bigRoadSummary', {
    road: t('liveTables.roads.bigRoad'),
    columns: cells.reduce((most, entry) => Math.max(most, entry.column + 1), 0),
    side: lastWinner(t, kind, cells),
  });
  return (
    <RoadFrame cols={columnsOf(shown, least)} last={lastColumn(shown)} cell={cell} label={label} testId="road-big-road">
      {shown.map((entry) => {
        const cx = entry.col * cell + cell / 2;
        const cy = entry.row * cell + cell / 2;
        const r = cell / 2 - 2.5;
        return (
          <g key={`${entry.column}-${entry.depth}`}>
            {entry.winner && <circle cx={cx} cy={cy} r={r} fill="none" stroke={SIDE_FILL[entry.winner]} strokeWidth={2.4} />}
            {entry.ties > 0 && <line x1={cx - r} y1={cy + r} x2={cx + r} y2={cy - r} stroke={SIDE_FILL.T} strokeWidth={2.2} />}
            {entry.ties > 1 && (
              <text x={cx} y={cy + cell * 0.15} textAnchor="middle" fontSize={cell * 0.45} fontWeight="700" fill={SIDE_FILL.T}>
                {entry.ties}
              </text>
            )}
            {entry.bankerPair && <circle cx={cx - r + 1} cy={cy - r + 1} r={2.2} fill={SIDE_FILL.B} />}
            {entry.playerPair && <circle cx={cx + r - 1} cy={cy + r - 1} r={2.2} fill={SIDE_FILL.P} />}
          </g>
        );
      })}
    </RoadFrame>
  );
}

/** The mark of a derived road: big eye boy a ring, small road a dot, cockroach pig a slash. */
function Mark({ name, colour, cx, cy, r }: { name: DerivedRoadName; colour: RoadColour; cx: number; cy: number; r: number }) {
  const fill = MARK_FILL[colour];
  if (name === 'bigEyeBoy') return <circle cx={cx} cy={cy} r={r} fill="none" stroke={fill} strokeWidth={1.8} />;
  if (name === 'smallRoad') return <circle cx={cx} cy={cy} r={r} fill={fill} />;
  return <line x1={cx - r} y1={cy + r} x2={cx + r} y2={cy - r} stroke={fill} strokeWidth={2} />;
}

/** A derived road (big eye boy, small road, cockroach pig). */
export function DerivedRoad({
  name,
  cells,
  cell = 10,
  least = 16,
}: {
  name: DerivedRoadName;
  cells: readonly DerivedCell[];
  cell?: number;
  least?: number;
}) {
  const { t } = useTranslation();
  const reds = cells.filter((entry) => entry.colour === 'red').length;
  const label = t('liveTables.roads.derivedSummary', { road: t(`liveTables.roads.${name}`), red: reds, blue: cells.length - reds });
  return (
    <RoadFrame cols={columnsOf(cells, least)} last={lastColumn(cells)} cell={cell} label={label} testId={`road-${name}`}>
      {cells.map((entry) => (
        <Mark
          key={`${entry.column}-${entry.depth}`}
          name={name}
          colour={entry.colour}
          cx={entry.col * cell + cell / 2}
          cy={entry.row * cell + cell / 2}
          r={cell / 2 - 1.5}
        />
      ))}
    </RoadFrame>
  );
}

/** "If Banker next / if Player next": the mark each derived road would add. */
function Predictions({ predictions }: { predictions: { B: RoadPrediction; P: RoadPrediction } }) {
  const { t } = useTranslation();
  const names: DerivedRoadName[] = ['bigEyeBoy', 'smallRoad', 'cockroachPig'];
  return (
    <div className="lt-predictions" data-testid="road-predictions">
      {(['B', 'P'] as const).map((side) => {
        const marks = names.map((name) => ({ name, colour: predictions[side][name] }));
        const text = marks
          .map(
            ({ name, colour }) =>
              `${t(`liveTables.roads.${name}`)}: ${colour ? t(`liveTables.roads.colours.${colour}`) : t('liveTables.roads.none')}`,
          )
          .join(', ');
        return (
          <p key={side} className={`lt-prediction lt-prediction--${side}`}>
            <span className="lt-prediction__name">{t(`liveTables.roads.ifNext.${side}`)}</span>
            <svg width={54} height={16} viewBox="0 0 54 16" role="img" aria-label={text}>
              {marks.map(({ name, colour }, index) =>
                colour ? <Mark key={name} name={name} colour={colour} cx={9 + index * 18} cy={8} r={6} /> : null,
              )}
            </svg>
          </p>
        );
      })}
    </div>
  );
}

/**
 * A card table's scoreboard from its shoe's results: baccarat's bead plate, big road, the three
 * derived roads and the predictions; Dragon Tiger's bead plate and big road. A new shoe starts new roads.
 */
export function RoadBoard({ kind, letters, shoeNo }: { kind: CardKind; letters: readonly string[]; shoeNo: number | null }) {
  const { t } = useTranslation();
  const roads = roadsOf(kind, letters);
  const counts = roadCounts(roadRounds(kind, letters));
  return (
    <section className="lt-roads" aria-label={t('liveTables.roads.label')} data-testid="road-board">
      <header className="lt-roads__head">
        <h2 className="lt-panel__title">{t('liveTables.roads.label')}</h2>
        <p className="lt-roads__counts">
          {shoeNo !== null && <span>{t('liveTables.roads.shoe', { shoe: shoeNo })}</span>}
          {(['B', 'P', 'T'] as const).map((side) => (
            <span key={side} className={`lt-roads__count lt-roads__count--${side}`}>
              {t(`liveTables.roads.letters.${kind}.${side}`)} {counts[side]}
            </span>
          ))}
        </p>
      </header>
      <div className="lt-roads__grid">
        <BigRoad kind={kind} cells={roads.bigRoad} />
        <BeadPlate kind={kind} cells={roads.beadPlate} />
        {kind === 'baccarat' && (
          <>
            <div className="lt-roads__derived">
              <DerivedRoad name="bigEyeBoy" cells={roads.bigEyeBoy} />
              <DerivedRoad name="smallRoad" cells={roads.smallRoad} />
              <DerivedRoad name="cockroachPig" cells={roads.cockroachPig} />
            </div>
            <Predictions predictions={roads.predictions} />
          </>
        )}
      </div>
    </section>
  );
}

type T = ReturnType<typeof useTranslation>['t'];

function sideCounts(t: T, kind: CardKind, counts: { B: number; P: number; T: number }) {
  return {
    first: `${t(`liveTables.roads.sides.${kind}.B`)} ${counts.B}`,
    second: `${t(`liveTables.roads.sides.${kind}.P`)} ${counts.P}`,
    ties: `${t(`liveTables.roads.sides.${kind}.T`)} ${counts.T}`,
  };
}

function lastWinner(t: T, kind: CardKind, cells: readonly BigRoadCell[]): string {
  const last = [...cells].reverse().find((entry) => entry.winner !== null);
  return last?.winner ? t(`liveTables.roads.sides.${kind}.${last.winner}`) : t('liveTables.roads.none');
}
