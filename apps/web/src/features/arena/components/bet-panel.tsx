import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArenaSettingsView, ArenaSide } from '@pkg/contracts/arena';
import { formatMoney, type Currency } from '@pkg/money/money';
import { SIDES, type Board } from '../arena-data';

/** The words of a side. */
function useSideName() {
  const { t } = useTranslation();
  return (side: ArenaSide) => (side === 'meron' ? t('arena.side.meron') : side === 'wala' ? t('arena.side.wala') : t('arena.side.draw'));
}

/**
 * The bet panel: pick Meron, Wala or Draw (each with its payout per 100 now), add chips to the
 * stake, and bet. Open only while the fight takes bets; the limits are the arena's.
 */
export function BetPanel(props: {
  settings: ArenaSettingsView;
  board: Board;
  currency: Currency;
  open: boolean;
  sending: boolean;
  onBet: (side: ArenaSide, amountMinor: bigint) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const sideName = useSideName();
  const { settings, board, currency, open, sending } = props;
  const [side, setSide] = useState<ArenaSide | null>(null);
  const [amount, setAmount] = useState(0n);
  const chips = settings.chipsMinor.map((chip) => BigInt(chip));
  const per100 = (which: ArenaSide) => (which === 'meron' ? board.meronPer100 : which === 'wala' ? board.walaPer100 : board.drawPer100);
  const canBet = open && !sending && side !== null && amount > 0n;

  async function confirm() {
    if (!side || !canBet) return;
    if (await props.onBet(side, amount)) setAmount(0n);
  }

  return (
    <section className="arena-bet" aria-label={t('arena.bet.title')}>
      <div className="arena-bet__sides" role="group" aria-label={t('arena.bet.side')}>
        {SIDES.map((which) => (
          <button
            key={which}
            type="button"
            className={`arena-bet__side arena-bet__side--${which}`}
            aria-pressed={side === which}
            disabled={!open}
            onClick={() => setSide(which)}
          >
            <span className="arena-bet__side-name">{sideName(which)}</span>
            <span className="arena-bet__side-odds">{t('arena.bet.per100', { per100: per100(which) ?? '—' })}</span>
          </button>
        ))}
      </div>
      <div className="arena-bet__chips" role="group" aria-label={t('arena.bet.chips')}>
        {chips.map((chip) => (
          <button
            key={chip.toString()}
            type="button"
            className="arena-chip"
            disabled={!open}
            onClick={() => setAmount((old) => old + chip)}
          >
            {t('arena.bet.addChip', { amount: formatMoney(chip, currency) })}
          </button>
        ))}
        <button type="button" className="button button--ghost" disabled={!open || amount === 0n} onClick={() => setAmount(0n)}>
          {t('arena.bet.clear')}
        </button>
      </div>
      <p className="arena-bet__stake">
        {t('arena.bet.stake')} <output data-testid="arena-stake">{formatMoney(amount, currency)}</output>
        <span className="arena-bet__limits">
          {t('arena.bet.limits', {
            min: formatMoney(BigInt(settings.limits.minMinor), currency),
            max: formatMoney(BigInt(settings.limits.maxMinor), currency),
            draw: formatMoney(BigInt(settings.limits.drawMaxMinor), currency),
          })}
        </span>
      </p>
      <button type="button" className="button button--primary arena-bet__confirm" disabled={!canBet} onClick={() => void confirm()}>
        {side ? t('arena.bet.confirm', { amount: formatMoney(amount, currency), side: sideName(side) }) : t('arena.bet.pickSide')}
      </button>
      {!open && <p className="arena-bet__closed">{t('arena.bet.notOpen')}</p>}
    </section>
  );
}
