import { useTranslation } from 'react-i18next';
import type { OddsFormatName, SelectionView } from '@pkg/contracts/sports';
import { formatOdds } from '@pkg/games/sports/odds-formats';
import { recentMove } from '../book-events';

/**
 * One price to tap: the selection's short label and its odds in the player's format, an arrow
 * while a move is fresh (up green, down red), pressed while it is on the slip, disabled while its
 * market is suspended or closed.
 */
export function PriceButton({
  selection,
  label,
  fullLabel,
  format,
  picked,
  now,
  onToggle,
}: {
  selection: SelectionView;
  label: string;
  fullLabel: string;
  format: OddsFormatName;
  picked: boolean;
  now: number;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const move = recentMove(selection, now);
  const odds = formatOdds(selection.priceX10k, format);
  return (
    <button
      type="button"
      className={`sb-price${move ? ` sb-price--${move}` : ''}`}
      aria-pressed={picked}
      disabled={!selection.open}
      onClick={onToggle}
      aria-label={`${fullLabel} ${odds}${move ? ` ${t(`sports.moved.${move}`)}` : ''}`}
      data-selection={selection.selectionId}
      data-price={selection.priceX10k}
    >
      <span className="sb-price__label">{label}</span>
      <span className="sb-price__odds">
        {selection.open ? odds : t('sports.suspended')}
        {move && (
          <span className="sb-price__arrow" aria-hidden="true">
            {move === 'up' ? '▲' : '▼'}
          </span>
        )}
      </span>
    </button>
  );
}
