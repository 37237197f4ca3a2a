import { useTranslation } from 'react-i18next';
import type { PlayerBetView } from '@pkg/contracts/rounds';
import { formatMoney, type Currency } from '@pkg/money/money';
import { spotLabel } from '../../../lib/table-spot-labels';

/** The player's bets on this round as the server took them, and what each returned once settled. */
export function MyBets({ bets, currency, settled }: { bets: readonly PlayerBetView[]; currency: Currency; settled: boolean }) {
  const { t } = useTranslation();
  const money = (minor: string) => formatMoney(BigInt(minor), currency);
  const stake = bets.reduce((sum, bet) => sum + BigInt(bet.stakeMinor), 0n);
  return (
    <section className="lt-my-bets" aria-label={t('liveTables.myBets.title')} data-testid="my-bets">
      <h2 className="lt-panel__title">{t('liveTables.myBets.title')}</h2>
      {bets.length === 0 ? (
        <p className="lt-my-bets__empty">{t('liveTables.myBets.none')}</p>
      ) : (
        <>
          <ul className="lt-my-bets__list">
            {bets.map((bet) => (
              <li key={bet.betId} data-testid="my-bet">
                <span>{spotLabel(t, bet.spot)}</span>
                <span className="amount">{money(bet.stakeMinor)}</span>
                {settled && bet.returnMinor !== null && (
                  <span className={`amount${BigInt(bet.returnMinor) > 0n ? ' amount--in' : ''}`}>{money(bet.returnMinor)}</span>
                )}
              </li>
            ))}
          </ul>
          <p className="lt-my-bets__total">{t('liveTables.myBets.total', { amount: formatMoney(stake, currency) })}</p>
        </>
      )}
    </section>
  );
}
