import { useQuery } from '@tanstack/react-query';
import { Link, useOutletContext, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StaffMe } from '@pkg/contracts/staff';
import { formatMoney } from '@pkg/money/money';
import { navGroupsFor } from '../../components/nav-groups';
import { fetchDeposits, fetchWithdrawals } from '../../api/finance';
import { fetchMembers } from '../../api/members';
import { depositAmount } from '../finance/deposit-decision';
import { searchPlan } from './search-plan';

/** How many of each kind the search shows; the desk it links to has the rest. */
const SHOWN = 5;

/**
 * The console's search (issue 37), opened from the box in the header: the desks whose name matches,
 * the players whose username starts with the text (or whose id or mobile number it is), and deposit
 * orders and withdrawals by number or by the player's username. Each part asks the desk's own list
 * call, and only when the staff member's role may open that desk, so the search shows nothing a
 * role could not find on its desks.
 */
export function SearchPage() {
  const { t } = useTranslation();
  const me = useOutletContext<StaffMe>();
  const [params] = useSearchParams();
  const text = (params.get('q') ?? '').trim();
  const plan = searchPlan(text, me.permissions);
  const desks = text
    ? navGroupsFor(me)
        .flatMap((group) => group.links)
        .filter((link) => t(link.label).toLocaleLowerCase().includes(text.toLocaleLowerCase()))
    : [];
  const players = useQuery({
    queryKey: ['bo', 'search', 'players', plan.players],
    queryFn: () => fetchMembers(plan.players ?? {}),
    enabled: plan.players !== null,
  });
  const deposits = useQuery({
    queryKey: ['bo', 'search', 'deposits', plan.deposits],
    queryFn: () => fetchDeposits(plan.deposits ?? {}),
    enabled: plan.deposits !== null,
  });
  const withdrawals = useQuery({
    queryKey: ['bo', 'search', 'withdrawals', plan.withdrawals],
    queryFn: () => fetchWithdrawals(plan.withdrawals ?? {}),
    enabled: plan.withdrawals !== null,
  });
  const found =
    desks.length + (players.data?.list.length ?? 0) + (deposits.data?.orders.length ?? 0) + (withdrawals.data?.entries.length ?? 0);
  const loading = players.isFetching || deposits.isFetching || withdrawals.isFetching;

  return (
    <section aria-labelledby="bo-search">
      <h1 id="bo-search">{text ? t('boConsole.search.titleFor', { text }) : t('boConsole.search.title')}</h1>
      {!text && <p>{t('boConsole.search.hint')}</p>}
      {loading && <p>{t('boConsole.loading')}</p>}
      {[players, deposits, withdrawals].some((query) => query.isError) && (
        <p className="bo-error" role="alert">
          {t('boConsole.loadFailed')}
        </p>
      )}
      {text && !loading && found === 0 && <p>{t('boConsole.search.nothing')}</p>}
      {desks.length > 0 && (
        <Results title={t('boConsole.search.desks')}>
          {desks.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{t(link.label)}</Link>
            </li>
          ))}
        </Results>
      )}
      {players.data && players.data.list.length > 0 && (
        <Results title={t('boConsole.search.players')}>
          {players.data.list.slice(0, SHOWN).map((player) => (
            <li key={player.id}>
              <Link to={`/members/${player.id}`}>{player.username}</Link> · {player.brandCode}
              {player.mobile ? ` · ${player.mobile}` : ''}
            </li>
          ))}
        </Results>
      )}
      {deposits.data && deposits.data.orders.length > 0 && (
        <Results title={t('boConsole.search.deposits')}>
          {deposits.data.orders.slice(0, SHOWN).map((order) => (
            <li key={order.id}>
              <Link to={`/deposits?orderNo=${order.orderNo}&brand=${encodeURIComponent(order.brand)}`}>
                {t('boConsole.search.depositOrder', { orderNo: order.orderNo })}
              </Link>{' '}
              · {order.brand} · {order.username} · {depositAmount(order)} · {t(`deposit.status.${order.status}`)}
            </li>
          ))}
        </Results>
      )}
      {withdrawals.data && withdrawals.data.entries.length > 0 && (
        <Results title={t('boConsole.search.withdrawals')}>
          {withdrawals.data.entries.slice(0, SHOWN).map((entry) => (
            <li key={entry.id}>
              <Link to={`/withdrawals?id=${entry.id}`}>{t('boConsole.search.withdrawal', { id: entry.id })}</Link> · {entry.brand.code} ·{' '}
              {entry.player.username} · {formatMoney(BigInt(entry.amountMinor), entry.currency)}
            </li>
          ))}
        </Results>
      )}
    </section>
  );
}

function Results({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="bo-panel bo-search-results" aria-label={title}>
      <h2>{title}</h2>
      <ul>{children}</ul>
    </section>
  );
}
