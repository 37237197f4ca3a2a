import { useTranslation } from 'react-i18next';
import type { GameRound, GameRoundsValue } from '@pkg/contracts/game-rounds';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatGmt8 } from '@pkg/web-kit/time';
import { Pager } from '../../../components/ui/pager';

/** The class of a signed amount: gains green, losses red. */
export function netClass(minor: string): string {
  const value = BigInt(minor);
  return value > 0n ? 'amount amount--in' : value < 0n ? 'amount amount--out' : 'amount';
}

/** A net amount with its sign: + for a gain (the server writes the minus of a loss). */
export function signed(amount: string, minor: string): string {
  return BigInt(minor) > 0n ? `+${amount}` : amount;
}

/**
 * A page of the betting record with the totals of every matching round: one row per round, newest
 * first, times in GMT+8; the round id opens its detail. On phones each row is a card.
 */
export function RoundTable({
  page,
  onOpen,
  onPage,
}: {
  page: GameRoundsValue;
  onOpen: (round: GameRound) => void;
  onPage: (pageNo: number) => void;
}) {
  const { t } = useTranslation();
  if (page.list.length === 0) return <EmptyState title={t('gameRecord.empty')} />;
  const columns = {
    game: t('gameRecord.game'),
    round: t('gameRecord.roundId'),
    stake: t('gameRecord.stake'),
    win: t('gameRecord.win'),
    net: t('gameRecord.net'),
    status: t('gameRecord.status'),
    time: t('gameRecord.time'),
  };
  return (
    <div className="record-table" data-testid="game-rounds">
      <dl className="wallet-list wallet-list--quiet" data-testid="game-round-totals">
        <div>
          <dt>{t('gameRecord.totalStake')}</dt>
          <dd className="amount">{page.totals.stake}</dd>
        </div>
        <div>
          <dt>{t('gameRecord.totalWin')}</dt>
          <dd className="amount">{page.totals.win}</dd>
        </div>
        <div>
          <dt>{t('gameRecord.totalNet')}</dt>
          <dd className={netClass(page.totals.netMinor)}>{signed(page.totals.net, page.totals.netMinor)}</dd>
        </div>
      </dl>
      <table>
        <caption className="visually-hidden">{t('gameRecord.timezone')}</caption>
        <thead>
          <tr>
            {Object.values(columns).map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {page.list.map((round) => (
            <tr
              key={`${round.vendorCode}-${round.roundId}`}
              data-testid="game-round-row"
              className="game-record__row"
              onClick={() => onOpen(round)}
            >
              <td data-label={columns.game}>
                <span className="game-record__game">{round.gameName ?? round.gameCode}</span>
                <span className="game-record__vendor">{round.vendorName}</span>
              </td>
              <td data-label={columns.round}>
                <button
                  type="button"
                  className="link-button game-record__round"
                  onClick={() => onOpen(round)}
                  aria-label={t('gameRecord.openRound', { roundId: round.roundId })}
                >
                  {round.roundId}
                </button>
              </td>
              <td data-label={columns.stake} className="amount">
                {round.stake}
              </td>
              <td data-label={columns.win} className="amount">
                {round.win}
              </td>
              <td data-label={columns.net} className={netClass(round.netMinor)}>
                {signed(round.net, round.netMinor)}
              </td>
              <td data-label={columns.status}>{t(`gameRecord.statuses.${round.status}`)}</td>
              <td data-label={columns.time}>{formatGmt8(round.startedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="record-table__zone">{t('gameRecord.timezone')}</p>
      <Pager pageNum={page.pageNum} totalPages={page.totalPages} onPage={onPage} />
    </div>
  );
}
