import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BoBingoRoom } from '@pkg/contracts/bingo';
import { FailAlert, Pager } from '../../components/desk-ui';
import { formatGmt8 } from '@pkg/web-kit/time';
import { bingoKeys, fetchGame, fetchGames, fetchJackpot, fetchRtp } from '../../api/bingo';

/** Minor units as a plain amount with two decimals (the brand's currency is the row's). */
export const amount = (minor: string): string => {
  const value = BigInt(minor);
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${(abs / 100n).toLocaleString('en-US')}.${(abs % 100n).toString().padStart(2, '0')}`;
};

/** A room's games, newest first, each with its money per currency; one opens with its proof, balls, winners and payouts. */
export function GamesPanel({ room }: { room: BoBingoRoom }) {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const games = useQuery({ queryKey: bingoKeys.games(room.tableId, pageNo), queryFn: () => fetchGames(room.tableId, pageNo) });
  if (games.isPending) return <p>{t('boConsole.loading')}</p>;
  return (
    <>
      <FailAlert of={games} />
      <div className="bo-scroll">
        <table className="bo-table">
          <thead>
            <tr>
              <th>{t('boBingo.games.seq')}</th>
              <th>{t('boBingo.games.status')}</th>
              <th>{t('boBingo.games.start')}</th>
              <th>{t('boBingo.games.money')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {(games.data?.list ?? []).map((game) => (
              <tr key={game.roundId}>
                <td>{game.seq}</td>
                <td>{game.voidReason ? `${game.status} (${game.voidReason})` : game.status}</td>
                <td>{game.closesAt ? formatGmt8(game.closesAt) : '—'}</td>
                <td>
                  {game.money.map((money) => (
                    <div key={money.currency}>
                      {t('boBingo.games.line', {
                        currency: money.currency,
                        cards: money.cards,
                        sales: amount(money.salesMinor),
                        prizes: amount(money.prizesMinor),
                        topUp: amount(money.topUpMinor),
                        jackpot: amount(money.jackpotPaidMinor),
                      })}
                    </div>
                  ))}
                </td>
                <td>
                  <button type="button" className="bo-secondary" onClick={() => setOpen(game.roundId)}>
                    {t('boBingo.games.open')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager pageNo={pageNo} totalPages={games.data?.totalPages ?? 1} onPage={setPageNo} />
      {open && <GameDetail roundId={open} onClose={() => setOpen(null)} />}
    </>
  );
}

function GameDetail({ roundId, onClose }: { roundId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const game = useQuery({ queryKey: bingoKeys.game(roundId), queryFn: () => fetchGame(roundId) });
  return (
    <section className="bo-panel" aria-label={t('boBingo.game.title', { seq: game.data?.game.seq ?? '' })}>
      <div className="bo-panel-head">
        <h2>{t('boBingo.game.title', { seq: game.data?.game.seq ?? '' })}</h2>
        <button type="button" className="bo-secondary" onClick={onClose}>
          {t('boBingo.close')}
        </button>
      </div>
      <FailAlert of={game} />
      {game.data && (
        <>
          <dl className="bo-facts">
            <dt>{t('boBingo.game.seedHash')}</dt>
            <dd className="bo-wrap">{game.data.seedHash ?? '—'}</dd>
            <dt>{t('boBingo.game.seed')}</dt>
            <dd className="bo-wrap">{game.data.seed ?? t('boBingo.game.seedLater')}</dd>
            <dt>{t('boBingo.game.context')}</dt>
            <dd className="bo-wrap">{game.data.context}</dd>
            <dt>{t('boBingo.game.balls')}</dt>
            <dd className="bo-wrap">{game.data.balls.join(' ')}</dd>
          </dl>
          <h3>{t('boBingo.game.winners')}</h3>
          <table className="bo-table">
            <tbody>
              {game.data.stages.map((stage) => (
                <tr key={`${stage.currency}-${stage.pattern}`}>
                  <td>
                    {stage.currency} · {stage.pattern} · {amount(stage.prizeMinor)}
                  </td>
                  <td>{stage.calls ?? '—'}</td>
                  <td>
                    {stage.winners.map((winner) => (
                      <div key={winner.betId}>
                        #{winner.accountId} {winner.name} · {amount(winner.amountMinor)}
                        {winner.jackpotMinor !== '0' && ` + ${amount(winner.jackpotMinor)}`}
                      </div>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <h3>{t('boBingo.game.payouts')}</h3>
          <table className="bo-table">
            <tbody>
              {game.data.payouts.map((payout) => (
                <tr key={`${payout.accountId}-${payout.currency}-${payout.part}`}>
                  <td>{payout.username}</td>
                  <td>{t('boBingo.game.ball', { part: payout.part })}</td>
                  <td className="bo-number">
                    {payout.currency} {amount(payout.movedMinor)}
                  </td>
                  <td>{formatGmt8(payout.at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}

/** The jackpot's history of a room: per game and currency, the pool before, the contribution, the payout and the reseed. */
export function JackpotPanel({ room }: { room: BoBingoRoom }) {
  const { t } = useTranslation();
  const history = useQuery({ queryKey: bingoKeys.jackpot(room.tableId), queryFn: () => fetchJackpot(room.tableId) });
  if (history.isPending) return <p>{t('boConsole.loading')}</p>;
  return (
    <>
      <FailAlert of={history} />
      <p className="bo-note">
        {Object.entries(room.jackpots)
          .map(([currency, pool]) => `${t('boBingo.jackpot.now')} ${currency} ${amount(pool)}`)
          .join(' · ') || '—'}
      </p>
      <div className="bo-scroll">
        <table className="bo-table">
          <thead>
            <tr>
              {['seq', 'currency', 'before', 'contribution', 'paid', 'seed', 'after'].map((column) => (
                <th key={column}>{t(`boBingo.jackpot.${column}`)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(history.data?.list ?? []).map((entry) => (
              <tr key={`${entry.roundId}-${entry.currency}`}>
                <td>{entry.seq}</td>
                <td>{entry.currency}</td>
                <td className="bo-number">{amount(entry.beforeMinor)}</td>
                <td className="bo-number">{amount(entry.contributionMinor)}</td>
                <td className="bo-number">{entry.won ? amount(entry.paidMinor) : '—'}</td>
                <td className="bo-number">{entry.won ? amount(entry.houseSeedMinor) : '—'}</td>
                <td className="bo-number">{amount(entry.afterMinor)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** A room's return to players from the ledger's transfers over the last days, per currency. */
export function RtpPanel({ room }: { room: BoBingoRoom }) {
  const { t } = useTranslation();
  const [days, setDays] = useState(30);
  const rtp = useQuery({ queryKey: bingoKeys.rtp(room.tableId, days), queryFn: () => fetchRtp(room.tableId, days) });
  return (
    <>
      <div className="bo-filters">
        <label>
          {t('boBingo.rtp.days')}
          <select value={days} onChange={(event) => setDays(Number(event.target.value))}>
            {[1, 7, 30, 90, 365].map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </label>
      </div>
      <FailAlert of={rtp} />
      <table className="bo-table">
        <thead>
          <tr>
            {['currency', 'games', 'stakes', 'payouts', 'rtp'].map((column) => (
              <th key={column}>{t(`boBingo.rtp.${column}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {(rtp.data?.list ?? []).map((row) => (
            <tr key={row.currency}>
              <td>{row.currency}</td>
              <td className="bo-number">{row.games}</td>
              <td className="bo-number">{amount(row.stakesMinor)}</td>
              <td className="bo-number">{amount(row.payoutsMinor)}</td>
              <td className="bo-number">{row.rtpPercent === null ? '—' : `${row.rtpPercent}%`}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="bo-note">{t('boBingo.rtp.note')}</p>
    </>
  );
}
