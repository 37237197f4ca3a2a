import { useTranslation } from 'react-i18next';
import { formatMoney, parseMinor } from '@pkg/money/money';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { useWhitelabel } from '../../../lib/brand';
import { formatGmt8 } from '@pkg/web-kit/time';
import { useWinners } from '../api/use-games';
import { failureText } from '../failure';
import '../games.css';

/** How many winners the board shows (SPEC.md section 9: Top 20). */
const TOP_WINNERS = 20;

/**
 * The Top 20 latest winners (ODSFE2_getWinnerBoard): masked name, game, the win in the brand's
 * currency, and when, in GMT+8. An empty board says so.
 */
export function WinnersBoard() {
  const { t } = useTranslation();
  const { data: brand } = useWhitelabel();
  const winners = useWinners();
  const list = (winners.data ?? []).slice(0, TOP_WINNERS);
  return (
    <section className="home-section" aria-labelledby="home-winners">
      <h2 id="home-winners">{t('games.winners.title')}</h2>
      {winners.isPending || !brand ? (
        <Spinner />
      ) : winners.isError ? (
        <EmptyState title={t('games.loadFailed')} text={failureText(t, winners.error)} />
      ) : list.length === 0 ? (
        <EmptyState title={t('games.winners.empty')} text={t('games.winners.emptyText')} />
      ) : (
        <table className="winners">
          <thead>
            <tr>
              <th scope="col">{t('games.winners.player')}</th>
              <th scope="col">{t('games.winners.game')}</th>
              <th scope="col" className="winners__amount">
                {t('games.winners.amount')}
              </th>
              <th scope="col" className="winners__time-col">
                {t('games.winners.time')}
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((winner) => (
              <tr key={`${winner.vendorCode}/${winner.username}/${winner.wonAt}/${winner.winMinor}`}>
                <td>{winner.username}</td>
                <td>{winner.gameName}</td>
                <td className="winners__amount">{formatMoney(parseMinor(winner.winMinor), brand.currency)}</td>
                <td className="winners__time winners__time-col">
                  <time dateTime={winner.wonAt}>{formatGmt8(winner.wonAt)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
