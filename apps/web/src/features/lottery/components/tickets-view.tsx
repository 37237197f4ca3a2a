import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TICKET_STATUSES, type LotteryGame, type TicketStatus } from '@pkg/contracts/lottery';
import { formatMoney } from '@pkg/money/money';
import { Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useModal } from '../../../lib/modal';
import { useSession } from '../../../lib/session';
import { formatGmt8 } from '@pkg/web-kit/time';
import { useRules, useTickets } from '../api/use-lottery';
import { useRuleTexts } from '../rules-text';
import { useLotteryMoney } from '../use-lottery-money';
import { OrderDialog } from './order-dialog';
import { PicksText } from './picks-text';
import { CompactResult } from './last-result';

/**
 * The player's tickets of this game, newest first, filtered by status and paged: each with its
 * draw, bet type, picks, stake, status and win; a ticket opens its order (chase legs, cancel).
 */
export function TicketsView({ game }: { game: LotteryGame }) {
  const { t } = useTranslation();
  const texts = useRuleTexts();
  const { loggedIn } = useSession();
  const { open } = useModal();
  const [status, setStatus] = useState<TicketStatus | null>(null);
  const [page, setPage] = useState(1);
  const [order, setOrder] = useState<string | null>(null);
  const tickets = useTickets(game.gameCode, status, page);
  const rules = useRules(game.gameCode);
  const money = useLotteryMoney(tickets.data?.list[0]?.currency ?? rules.data?.currency);
  if (!loggedIn) {
    return (
      <div className="lottery-login">
        <p>{t('lottery.tickets.loginNeeded')}</p>
        <button type="button" className="button button--primary" onClick={() => open('login', { reason: 'playNeedsLogin' })}>
          {t('lottery.tickets.login')}
        </button>
      </div>
    );
  }
  const filter = (next: TicketStatus | null) => {
    setStatus(next);
    setPage(1);
  };
  return (
    <section className="lottery-tickets" aria-label={t('lottery.views.tickets')} data-testid="lottery-tickets">
      <div className="lottery-trend__counts" role="group" aria-label={t('lottery.tickets.filter')}>
        {[null, ...TICKET_STATUSES].map((option) => (
          <button
            key={option ?? 'all'}
            type="button"
            className="lottery-chip"
            aria-pressed={option === status}
            onClick={() => filter(option)}
          >
            {t(`lottery.tickets.statuses.${option ?? 'all'}`)}
          </button>
        ))}
      </div>
      {tickets.isPending ? (
        <Spinner />
      ) : tickets.isError ? (
        <p className="form-error" role="alert">
          {t(`errors.${tickets.error instanceof ApiError ? tickets.error.code : 'internal_error'}`)}
        </p>
      ) : tickets.data.list.length === 0 ? (
        <p className="lottery-muted">{t('lottery.tickets.empty')}</p>
      ) : (
        <ul className="ticket-list">
          {tickets.data.list.map((ticket) => (
            <li key={ticket.ticketId} className={`ticket ticket--${ticket.status}`} data-testid="lottery-ticket">
              <div className="ticket__head">
                <span>{t('lottery.draw.numero', { numero: ticket.numero })}</span>
                <span className={`ticket__status ticket__status--${ticket.status}`}>{t(`lottery.tickets.statuses.${ticket.status}`)}</span>
              </div>
              <div className="ticket__body">
                <span className="ticket__type">{texts.typeName(ticket.betType)}</span>
                <PicksText picks={ticket.picks} betType={ticket.betType} rules={rules.data} />
              </div>
              <dl className="ticket__facts">
                <div>
                  <dt>{t('lottery.tickets.stake')}</dt>
                  <dd className="amount">{formatMoney(BigInt(ticket.stakeMinor), money)}</dd>
                </div>
                <div>
                  <dt>{t('lottery.tickets.win')}</dt>
                  <dd className={BigInt(ticket.winMinor) > 0n ? 'amount amount--in' : 'amount'}>
                    {formatMoney(BigInt(ticket.winMinor), money)}
                  </dd>
                </div>
                <div>
                  <dt>{t('lottery.tickets.result')}</dt>
                  <dd>
                    <CompactResult format={game.format} draw={{ result: ticket.result, status: ticket.drawStatus }} />
                  </dd>
                </div>
              </dl>
              <div className="ticket__foot">
                <time dateTime={ticket.createdAt} className="lottery-muted">
                  {formatGmt8(ticket.createdAt)}
                </time>
                <button type="button" className="link-button" onClick={() => setOrder(ticket.orderId)}>
                  {t('lottery.tickets.order')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {tickets.data && <Pager pageNum={tickets.data.pageNum} totalPages={tickets.data.totalPages} onPage={setPage} />}
      <OrderDialog orderId={order} onClose={() => setOrder(null)} money={money} rules={rules.data} />
    </section>
  );
}
