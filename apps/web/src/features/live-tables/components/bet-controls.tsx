import { useTranslation } from 'react-i18next';
import { formatMoney, type Currency } from '@pkg/money/money';
import type { SlipProblem } from '../bet-slip';
import { spotLabel } from '../../../lib/table-spot-labels';

/**
 * Under the chip rack: Undo (the last chip), Clear, Repeat (last round's bets), Double, and the
 * confirm that places the chips on the layout for the amount it names. A chip set the table's
 * limits would refuse says so before it is sent.
 */
export function BetControls(props: {
  canBet: boolean;
  sending: boolean;
  pendingMinor: bigint;
  currency: Currency;
  hasSlip: boolean;
  canRepeat: boolean;
  canDouble: boolean;
  problem: SlipProblem | null;
  onUndo: () => void;
  onClear: () => void;
  onRepeat: () => void;
  onDouble: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const { canBet, hasSlip, problem } = props;
  return (
    <div className="lt-controls">
      <div className="lt-controls__row">
        <button type="button" className="button button--ghost" disabled={!canBet || !hasSlip} onClick={props.onUndo}>
          {t('liveTables.controls.undo')}
        </button>
        <button type="button" className="button button--ghost" disabled={!canBet || !hasSlip} onClick={props.onClear}>
          {t('liveTables.controls.clear')}
        </button>
        <button type="button" className="button button--ghost" disabled={!canBet || !props.canRepeat} onClick={props.onRepeat}>
          {t('liveTables.controls.repeat')}
        </button>
        <button type="button" className="button button--ghost" disabled={!canBet || !props.canDouble} onClick={props.onDouble}>
          {t('liveTables.controls.double')}
        </button>
      </div>
      <button
        type="button"
        className="button button--primary lt-controls__confirm"
        disabled={!canBet || !hasSlip || problem !== null}
        onClick={props.onConfirm}
        data-testid="confirm-bets"
      >
        {props.sending
          ? t('liveTables.controls.sending')
          : hasSlip
            ? t('liveTables.controls.confirmAmount', { amount: formatMoney(props.pendingMinor, props.currency) })
            : t('liveTables.controls.confirm')}
      </button>
      {problem && (
        <p className="lt-controls__problem" role="status">
          {t(`liveTables.problems.${problem.code}`)} · {spotLabel(t, problem.spot)}
        </p>
      )}
    </div>
  );
}
