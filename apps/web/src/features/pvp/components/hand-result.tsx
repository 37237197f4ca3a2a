import { useTranslation } from 'react-i18next';
import { formatMoney, type Currency } from '@pkg/money/money';
import type { PvpHistoryValue, PvpSeatView } from '@pkg/contracts/pvp';
import { CardRow } from './playing-card';

type HistoryHand = PvpHistoryValue['hands'][number];

/**
 * The player's last finished hand: who won and how, what each seat won or paid after the house fee,
 * the fee, and the revealed seed next to the hash that was published before the deal (anyone can
 * recompute the deal from them). The table moves on to the next shuffled hand at once, so this is
 * read from the player's history, not from the table.
 */
export function HandResult({ hand, seats, currency }: { hand: HistoryHand; seats: readonly PvpSeatView[]; currency: Currency }) {
  const { t } = useTranslation();
  const { result } = hand;
  const nameOf = (seat: number) => (seat === hand.seat ? t('pvp.you') : (seats[seat]?.name ?? t('pvp.seatN', { n: seat + 1 })));
  const mine = BigInt(hand.netMinor);
  return (
    <section
      className="pvp-result"
      aria-label={t('pvp.result.title')}
      data-testid="pvp-result"
      data-hand-id={hand.handId}
      data-net-minor={hand.netMinor}
    >
      <h2 className="pvp-result__title">
        {t('pvp.result.hand', { seq: hand.seq })} · {t('pvp.result.won', { name: nameOf(result.winner) })} ·{' '}
        {t(`pvp.result.reasons.${result.reason}`, { defaultValue: result.reason })}
      </h2>
      <p className={`pvp-result__mine ${mine > 0n ? 'amount--up' : 'amount--down'}`} data-testid="pvp-my-net">
        {mine > 0n
          ? t('pvp.result.youWon', { amount: formatMoney(mine, currency) })
          : t('pvp.result.youPaid', { amount: formatMoney(-mine, currency) })}
      </p>
      <ul className="pvp-result__nets">
        {result.netMinor.map((net, seat) => (
          <li key={seat} className={BigInt(net) > 0n ? 'amount--up' : 'amount--down'} data-testid={`net-${seat}`} data-net-minor={net}>
            <span>{nameOf(seat)}</span>
            <span>
              {BigInt(net) > 0n ? '+' : ''}
              {formatMoney(BigInt(net), currency)}
            </span>
          </li>
        ))}
      </ul>
      <p className="pvp-result__fee">{t('pvp.result.fee', { amount: formatMoney(BigInt(result.rakeMinor), currency) })}</p>
      <details className="pvp-result__proof">
        <summary>{t('pvp.proof.title')}</summary>
        <p>{t('pvp.proof.dealt')}</p>
        <CardRow cards={hand.dealt} label={t('pvp.proof.dealt')} />
        <dl>
          <dt>{t('pvp.proof.hash')}</dt>
          <dd>
            <code>{hand.seedHash}</code>
          </dd>
          <dt>{t('pvp.proof.seed')}</dt>
          <dd>
            <code>{hand.seed}</code>
          </dd>
          <dt>{t('pvp.proof.context')}</dt>
          <dd>
            <code>{hand.context}</code>
          </dd>
        </dl>
        <p className="pvp-result__how">{t('pvp.proof.how')}</p>
      </details>
    </section>
  );
}
