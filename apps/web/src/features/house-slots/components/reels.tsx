import type { CSSProperties } from 'react';
import type { SlotSpinValue, SlotTitleView } from '@pkg/contracts/house-slots';
import type { SpinPhase } from '../use-slot-game';
import { SlotSymbol } from '../../../components/slot-symbol';

/** The grid before the first spin: each reel shows the title's symbols in order, shifted per reel. */
function restingGrid(title: SlotTitleView): string[][] {
  const codes = title.symbols.map((symbol) => symbol.id);
  return Array.from({ length: title.reelCount }, (_, reel) =>
    Array.from({ length: title.rows }, (_, row) => codes[(reel * 2 + row) % Math.max(1, codes.length)] ?? ''),
  );
}

/**
 * The reels: the server's grid (grid[reel][row]) at rest, a blur of the title's symbols while a
 * spin is awaited, then each reel landing on the server's grid from left to right. Winning cells
 * are highlighted once every reel has landed. Nothing here decides an outcome.
 */
export function Reels({ title, spin, phase }: { title: SlotTitleView; spin: SlotSpinValue | null; phase: SpinPhase }) {
  const symbols = new Map(title.symbols.map((symbol) => [symbol.id, symbol]));
  const grid = spin?.grid ?? restingGrid(title);
  const winning = new Set(phase === 'idle' ? (spin?.wins ?? []).flatMap((win) => win.cells.map(([reel, row]) => `${reel}:${row}`)) : []);
  const cell = (code: string, key: string, extra = '') => {
    const symbol = symbols.get(code);
    return (
      <div key={key} className={`reels__cell${extra}`}>
        <SlotSymbol id={code} name={symbol?.name ?? code} kind={symbol?.kind} />
      </div>
    );
  };
  return (
    <div
      className="reels"
      data-testid="slot-reels"
      data-phase={phase}
      style={{ '--reels': title.reelCount, '--rows': title.rows } as CSSProperties}
      aria-busy={phase !== 'idle'}
    >
      {grid.map((column, reel) => (
        <div key={reel} className="reels__reel" style={{ '--reel': reel } as CSSProperties}>
          {phase === 'spinning' ? (
            <div className="reels__strip" aria-hidden="true">
              {[...title.symbols, ...title.symbols].map((symbol, index) =>
                cell(title.symbols[(index + reel * 3) % title.symbols.length]?.id ?? symbol.id, `blur-${index}`),
              )}
            </div>
          ) : (
            <div className={phase === 'landing' ? 'reels__column reels__column--landing' : 'reels__column'}>
              {column.map((code, row) =>
                cell(
                  code,
                  `${row}-${code}`,
                  winning.has(`${reel}:${row}`) ? ' reels__cell--win' : winning.size > 0 ? ' reels__cell--dim' : '',
                ),
              )}
            </div>
          )}
        </div>
      ))}
    </div>
  );
}
