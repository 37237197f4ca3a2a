import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LotteryTicket } from '@pkg/contracts/lottery';
import { formatMoney, type Currency } from '@pkg/money/money';
import { loadNamespace } from '../../../lib/i18n';
import { oddsDecimal } from '../../../lib/odds';

/** The detail of a lottery round (vendor BTFAST or BTXOSO, round id T<ticketId>): its ticket. */
interface LotteryDetail {
  kind: 'lottery';
  ticket: LotteryTicket;
}

/** The detail as a lottery ticket's, or null when it is some other game's (or malformed). */
export function asLotteryDetail(detail: unknown): LotteryDetail | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const candidate = detail as Partial<LotteryDetail>;
  const ticket = candidate.ticket as Partial<LotteryTicket> | undefined;
  if (candidate.kind !== 'lottery' || typeof ticket !== 'object' || ticket === null) return null;
  const picksOk =
    Array.isArray(ticket.picks) && ticket.picks.every((row) => Array.isArray(row) && row.every((token) => typeof token === 'string'));
  const resultOk = ticket.result === null || (Array.isArray(ticket.result) && ticket.result.every((number) => typeof number === 'string'));
  const moneyOk = [ticket.unitMinor, ticket.stakeMinor, ticket.winMinor].every(
    (amount) => typeof amount === 'string' && /^\d+$/.test(amount),
  );
  return picksOk && resultOk && moneyOk && typeof ticket.numero === 'string' && typeof ticket.betType === 'string'
    ? (candidate as LotteryDetail)
    : null;
}

const betTypeKey = (code: string) => code.replaceAll('.', '_');
const isNumber = (token: string) => /^\d+$/.test(token);

/**
 * A lottery ticket in the betting record: the draw, the bet type and the picks row by row, the
 * unit, combinations and odds, the draw's result (in the table's order) and the win.
 * The names come from the lottery's own texts, loaded here when a record shows one.
 */
export function LotteryRoundView({ detail, currency }: { detail: LotteryDetail; currency: Currency }) {
  const { t } = useTranslation();
  const texts = useQuery({
    queryKey: ['texts', 'lottery'],
    queryFn: async () => {
      await Promise.all([loadNamespace('lottery'), loadNamespace('lotteryRules')]);
      return true;
    },
    staleTime: Infinity,
  });
  if (!texts.data) return null;
  const { ticket } = detail;
  const token = (value: string) => (isNumber(value) ? value : t(`lotteryRules.tokens.${value}`, { defaultValue: value }));
  return (
    <div className="lottery-round" data-testid="lottery-round">
      <dl className="wallet-list wallet-list--quiet">
        <div>
          <dt>{t('lottery.record.draw')}</dt>
          <dd>{ticket.stationCode ? `${ticket.numero} · ${ticket.stationCode}` : ticket.numero}</dd>
        </div>
        <div>
          <dt>{t('lottery.record.betType')}</dt>
          <dd>{t(`lotteryRules.betTypes.${betTypeKey(ticket.betType)}.name`, { defaultValue: ticket.betType })}</dd>
        </div>
        <div>
          <dt>{t('lottery.record.picks')}</dt>
          <dd className="lottery-round__picks">
            {ticket.picks.map((row, index) =>
              row.length === 0 ? null : (
                <span key={index}>
                  {ticket.picks.length > 1
                    ? t('lottery.record.rowPicks', { row: index + 1, picks: row.map(token).join(' ') })
                    : row.map(token).join(' ')}
                </span>
              ),
            )}
          </dd>
        </div>
        <div>
          <dt>{t('lottery.record.unit')}</dt>
          <dd className="amount">
            {t('lottery.record.unitTimes', { unit: formatMoney(BigInt(ticket.unitMinor), currency), combos: ticket.combos })}
          </dd>
        </div>
        <div>
          <dt>{t('lottery.record.odds')}</dt>
          <dd className="amount">{oddsDecimal(ticket.oddsBp)}</dd>
        </div>
        <div>
          <dt>{t('lottery.record.status')}</dt>
          <dd>{t(`lottery.tickets.statuses.${ticket.status}`)}</dd>
        </div>
        <div>
          <dt>{t('lottery.record.win')}</dt>
          <dd className={BigInt(ticket.winMinor) > 0n ? 'amount amount--in' : 'amount'}>
            {formatMoney(BigInt(ticket.winMinor), currency)}
          </dd>
        </div>
      </dl>
      <h5 className="game-record__subheading">{t('lottery.record.result')}</h5>
      {ticket.result ? (
        <ol className="lottery-round__result">
          {ticket.result.map((number, index) => (
            <li key={index} className="lottery-round__number">
              {number}
            </li>
          ))}
        </ol>
      ) : (
        <p className="field__hint">{t(`lottery.drawStatuses.${ticket.drawStatus}`)}</p>
      )}
    </div>
  );
}
