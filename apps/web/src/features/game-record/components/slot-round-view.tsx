import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, type Currency } from '@pkg/money/money';
import { SlotSymbol } from '../../../components/slot-symbol';

/** The part of a house slot round's detail this view draws (apps/server house-slots round-detail). */
interface SlotDetail {
  kind: 'house-slot';
  grid: string[][];
  wins: Array<{
    kind: string;
    symbol: string;
    count: number;
    line?: number;
    ways?: number;
    cells: Array<[number, number]>;
    amountMinor: string;
  }>;
}

/** The detail as a house slot round's, or null when it is some other game's (or malformed). */
export function asSlotDetail(detail: unknown): SlotDetail | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const candidate = detail as Partial<SlotDetail>;
  if (candidate.kind !== 'house-slot' || !Array.isArray(candidate.grid) || !Array.isArray(candidate.wins)) return null;
  const gridOk = candidate.grid.every((reel) => Array.isArray(reel) && reel.every((cell) => typeof cell === 'string'));
  const winsOk = candidate.wins.every(
    (win) => typeof win === 'object' && win !== null && /^\d+$/.test(String(win.amountMinor)) && Array.isArray(win.cells),
  );
  return gridOk && winsOk ? (candidate as SlotDetail) : null;
}

/** A symbol id as a readable name (RED7 -> Red7), for a grid drawn without the title's names. */
function readable(id: string): string {
  return id.charAt(0) + id.slice(1).toLowerCase();
}

/** A house slot round as the server kept it: the reels (winning cells marked) and each win with its amount. */
export function SlotRoundView({ detail, currency }: { detail: SlotDetail; currency: Currency }) {
  const { t } = useTranslation();
  const winning = new Set(detail.wins.flatMap((win) => win.cells.map(([reel, row]) => `${reel}:${row}`)));
  const rows = detail.grid[0]?.length ?? 0;
  if (detail.grid.length === 0) return <p className="field__hint">{t('gameRecord.noOutcome')}</p>;
  return (
    <div className="slot-round" data-testid="slot-round">
      <div className="slot-round__grid" style={{ '--reels': detail.grid.length, '--rows': rows } as CSSProperties}>
        {Array.from({ length: rows }, (_, row) =>
          detail.grid.map((reel, index) => (
            <span
              key={`${row}-${index}`}
              className={
                winning.has(`${index}:${row}`)
                  ? 'slot-round__cell slot-round__cell--win'
                  : winning.size > 0
                    ? 'slot-round__cell slot-round__cell--dim'
                    : 'slot-round__cell'
              }
            >
              <SlotSymbol id={reel[row] ?? ''} name={readable(reel[row] ?? '')} />
            </span>
          )),
        )}
      </div>
      {detail.wins.length === 0 ? (
        <p className="field__hint">{t('gameRecord.noWin')}</p>
      ) : (
        <ul className="slot-round__wins">
          {detail.wins.map((win, index) => (
            <li key={index}>
              <span>
                {win.kind === 'line' && win.line !== undefined
                  ? t('gameRecord.slotLineWin', { line: win.line + 1, symbol: readable(win.symbol), symbols: win.count })
                  : win.kind === 'ways'
                    ? t('gameRecord.slotWaysWin', { symbol: readable(win.symbol), reels: win.count, ways: win.ways ?? 1 })
                    : t('gameRecord.slotScatterWin', { symbol: readable(win.symbol), symbols: win.count })}
              </span>
              <span className="amount amount--in">{formatMoney(BigInt(win.amountMinor), currency)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
