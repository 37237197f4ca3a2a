import { useTranslation } from 'react-i18next';
import type { BingoPrebuyView } from '@pkg/contracts/bingo';
import type { RoundHistoryValue } from '@pkg/contracts/rounds';
import { formatMoney, type Currency } from '@pkg/money/money';

/** The player's pre-buy orders in this room: what each buys, how far it got, cancelling an active one. */
export function PrebuyList({
  prebuys,
  currency,
  onCancel,
}: {
  prebuys: readonly BingoPrebuyView[];
  currency: Currency;
  onCancel: (id: string) => void;
}) {
  const { t } = useTranslation();
  if (prebuys.length === 0) return null;
  return (
    <section className="bingo-prebuys" aria-labelledby="bingo-prebuys-title">
      <h2 id="bingo-prebuys-title">{t('bingo.prebuys.title')}</h2>
      <ul>
        {prebuys.map((order) => (
          <li key={order.prebuyId} data-testid="bingo-prebuy" data-status={order.status}>
            <span>
              {t('bingo.prebuys.line', { cards: order.cards, games: order.games, from: order.fromSeq, placed: order.placed })} ·{' '}
              {formatMoney(BigInt(order.gameCostMinor), currency)}
            </span>
            <span className={`bingo-prebuys__status bingo-prebuys__status--${order.status}`}>
              {t(`bingo.prebuys.status.${order.status}`)}
              {order.stopReason ? ` (${t(`errors.${order.stopReason}`, { defaultValue: order.stopReason })})` : ''}
            </span>
            {order.status === 'active' && (
              <button type="button" className="button button--ghost" onClick={() => onCancel(order.prebuyId)}>
                {t('bingo.prebuys.cancel')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The player's games in this room, newest first: the cards, the stake and what they won (this
 * room's lines of the betting record), each with its proof.
 */
export function MyGames({
  history,
  currency,
  onProof,
}: {
  history: RoundHistoryValue | undefined;
  currency: Currency;
  onProof: (roundId: string) => void;
}) {
  const { t } = useTranslation();
  const rounds = history?.rounds ?? [];
  return (
    <section className="bingo-history" aria-labelledby="bingo-history-title">
      <h2 id="bingo-history-title">{t('bingo.history.title')}</h2>
      {rounds.length === 0 ? (
        <p>{t('bingo.history.empty')}</p>
      ) : (
        <ul>
          {rounds.map((entry) => {
            const pending = entry.bets.some((bet) => bet.returnMinor === null);
            return (
              <li
                key={entry.round.roundId}
                data-testid="bingo-history-game"
                data-round-id={entry.round.roundId}
                data-stake-minor={entry.stakeMinor}
                data-return-minor={pending ? '' : entry.returnMinor}
              >
                <span>
                  {t('bingo.history.line', {
                    seq: entry.round.seq,
                    cards: entry.bets.length,
                    stake: formatMoney(BigInt(entry.stakeMinor), currency),
                    won: pending ? t('bingo.history.pending') : formatMoney(BigInt(entry.returnMinor), currency),
                  })}
                </span>
                <button type="button" className="button button--ghost" onClick={() => onProof(entry.round.roundId)}>
                  {t('bingo.proof.open')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
