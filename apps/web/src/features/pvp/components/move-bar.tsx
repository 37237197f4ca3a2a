import { useTranslation } from 'react-i18next';
import type { PvpHandView, PvpMove } from '@pkg/contracts/pvp';
import { legalPlain, legalWith } from '../cards';

/**
 * The moves the player can propose now, each enabled only when the server listed it among the
 * legal moves (the selection must be exactly one of its plays): Pusoy Dos play and pass; Tongits
 * draw, take the discard into a meld, call Draw, meld, discard, and fight or fold a call. Lay-offs
 * are made by tapping a highlighted meld on the table.
 */
export function MoveBar({
  hand,
  selected,
  busy,
  onMove,
  onClear,
}: {
  hand: PvpHandView;
  selected: readonly number[];
  busy: boolean;
  onMove: (move: PvpMove) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const { legal } = hand;
  const button = (label: string, move: PvpMove | null, primary = false) => (
    <button
      key={label}
      type="button"
      className={`button${primary ? '' : ' button--ghost'}`}
      disabled={busy || move === null}
      onClick={() => move && onMove(move)}
    >
      {label}
    </button>
  );
  const game = hand.view?.game;
  const buttons =
    game === 'pusoy-dos'
      ? [button(t('pvp.moves.play'), legalWith(legal, 'play', selected), true), button(t('pvp.moves.pass'), legalPlain(legal, 'pass'))]
      : [
          button(t('pvp.moves.draw'), legalPlain(legal, 'draw'), true),
          button(t('pvp.moves.take'), legalWith(legal, 'take', selected)),
          button(t('pvp.moves.call'), legalPlain(legal, 'call')),
          button(t('pvp.moves.meld'), legalWith(legal, 'meld', selected)),
          button(t('pvp.moves.discard'), legalWith(legal, 'discard', selected), true),
          button(t('pvp.moves.fight'), legalPlain(legal, 'fight')),
          button(t('pvp.moves.fold'), legalPlain(legal, 'fold')),
        ].filter((_, index) => (hand.view?.game === 'tongits' && hand.view.phase === 'call' ? index >= 5 : index < 5));
  return (
    <div className="pvp-moves" role="group" aria-label={t('pvp.moves.label')}>
      {buttons}
      <button type="button" className="button button--ghost" disabled={selected.length === 0} onClick={onClear}>
        {t('pvp.moves.clear')}
      </button>
    </div>
  );
}
