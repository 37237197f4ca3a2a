import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatGmt8, gmt8Day } from '@pkg/web-kit/time';
import { FailAlert } from '../../components/desk-ui';
import { fetchCollusion, fetchHand, fetchHands, fetchTables, pvpKeys } from '../../api/pvp';
import { amount, cardsText } from './pvp-format';

/** The tables with players now: who sits where (full name, address, device), the hand and whose turn it is. */
export function TablesPanel({ brandId }: { brandId: string }) {
  const { t } = useTranslation();
  const tables = useQuery({ queryKey: pvpKeys.tables(brandId), queryFn: () => fetchTables(brandId), refetchInterval: 5_000 });
  if (tables.isPending) return <p>{t('boConsole.loading')}</p>;
  const list = tables.data?.tables ?? [];
  return (
    <>
      <FailAlert of={tables} />
      {list.length === 0 && <p className="bo-note">{t('boPvp.tables.none')}</p>}
      <div className="bo-scroll">
        <table className="bo-table">
          <thead>
            <tr>
              {['table', 'room', 'players', 'hand'].map((column) => (
                <th key={column}>{t(`boPvp.tables.${column}`)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {list.map((table) => (
              <tr key={table.id} data-testid="pvp-desk-table">
                <td>
                  {table.id} <small>{table.currency}</small>
                </td>
                <td>{table.roomCode}</td>
                <td>
                  {table.players.map((player) => (
                    <div key={player.seat}>
                      {t('boPvp.tables.seat', { seat: player.seat + 1 })}: {player.username} · {player.ip ?? '—'} ·{' '}
                      <small>{player.device?.slice(0, 8) ?? '—'}</small>
                      {player.away && ` · ${t('boPvp.tables.away')}`}
                      {player.status === 'leaving' && ` · ${t('boPvp.tables.leaving')}`}
                    </div>
                  ))}
                </td>
                <td>
                  {table.hand
                    ? t('boPvp.tables.handText', {
                        seq: table.hand.seq,
                        status: table.hand.status,
                        moves: table.hand.moves,
                        seat: table.hand.toAct === null ? '—' : table.hand.toAct + 1,
                      })
                    : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** The hands, newest first, with each player's net; one opens with its moves and proof. */
export function HandsPanel({ brandId }: { brandId: string }) {
  const { t } = useTranslation();
  const [before, setBefore] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const hands = useQuery({ queryKey: pvpKeys.hands(brandId, before), queryFn: () => fetchHands(brandId, before) });
  if (hands.isPending) return <p>{t('boConsole.loading')}</p>;
  const list = hands.data?.hands ?? [];
  return (
    <>
      <FailAlert of={hands} />
      {list.length === 0 && <p className="bo-note">{t('boPvp.hands.none')}</p>}
      <div className="bo-scroll">
        <table className="bo-table">
          <thead>
            <tr>
              {['hand', 'room', 'status', 'players', 'rake', 'ended', ''].map((column) => (
                <th key={column}>{column ? t(`boPvp.hands.${column}`) : ''}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {list.map((hand) => (
              <tr key={hand.handId} data-testid="pvp-desk-hand">
                <td>
                  {hand.handId} <small>#{hand.seq}</small>
                </td>
                <td>{hand.roomCode}</td>
                <td>{hand.status}</td>
                <td>
                  {hand.players.map((player) => (
                    <div key={player.seat}>
                      {player.username}: {amount(player.netMinor)} {hand.currency}
                    </div>
                  ))}
                </td>
                <td className="bo-number">{amount(hand.rakeMinor)}</td>
                <td>{hand.endedAt ? formatGmt8(hand.endedAt) : '—'}</td>
                <td>
                  <button type="button" className="bo-secondary" onClick={() => setOpen(hand.handId)}>
                    {t('boPvp.hands.open')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="bo-actions">
        {before && (
          <button type="button" className="bo-secondary" onClick={() => setBefore(null)}>
            {t('boPvp.hands.newest')}
          </button>
        )}
        {hands.data?.nextBefore && (
          <button type="button" className="bo-secondary" onClick={() => setBefore(hands.data?.nextBefore ?? null)}>
            {t('boPvp.hands.older')}
          </button>
        )}
      </div>
      {open && <HandDetail id={open} onClose={() => setOpen(null)} />}
    </>
  );
}

function HandDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const hand = useQuery({ queryKey: pvpKeys.hand(id), queryFn: () => fetchHand(id) });
  const data = hand.data;
  return (
    <section className="bo-panel" aria-label={t('boPvp.hand.title', { id })} data-testid="pvp-desk-hand-detail">
      <div className="bo-panel-head">
        <h2>{t('boPvp.hand.title', { id })}</h2>
        <button type="button" className="bo-secondary" onClick={onClose}>
          {t('boPvp.hand.close')}
        </button>
      </div>
      <FailAlert of={hand} />
      {data && (
        <>
          <dl className="bo-facts">
            <dt>{t('boPvp.hand.seedHash')}</dt>
            <dd>
              <code>{data.seedHash}</code>
            </dd>
            <dt>{t('boPvp.hand.seed')}</dt>
            <dd>
              <code data-testid="pvp-desk-seed">{data.seed ?? t('boPvp.hand.sealed')}</code>
            </dd>
            <dt>{t('boPvp.hand.context')}</dt>
            <dd>
              <code>{data.context}</code>
            </dd>
            <dt>{t('boPvp.hand.rules')}</dt>
            <dd>
              {t('boPvp.hand.rulesText', {
                unit: amount(data.settings.unitMinor),
                percent: data.settings.rakeX10k / 100,
                seconds: data.settings.turnSeconds,
                hold: amount(data.settings.holdMinor),
              })}
            </dd>
            {data.result && (
              <>
                <dt>{t('boPvp.hand.result')}</dt>
                <dd>
                  {t('boPvp.hand.resultText', {
                    seat: data.result.winner + 1,
                    reason: data.result.reason,
                    rake: amount(data.result.rakeMinor),
                  })}
                </dd>
              </>
            )}
          </dl>
          {data.dealt && (
            <ul>
              {data.dealt.map((cards, seat) => (
                <li key={seat}>
                  {t('boPvp.hand.dealtLine', { seat: seat + 1 })}: {cardsText(cards)}
                </li>
              ))}
            </ul>
          )}
          <ol className="bo-scroll">
            {data.moves.map((move) => (
              <li key={move.n}>
                {t('boPvp.tables.seat', { seat: move.seat + 1 })}: {move.move.type}
                {'cards' in move.move && ` ${cardsText(move.move.cards)}`}
                {'card' in move.move && ` ${cardsText([move.move.card])}`}
                {move.auto && ` (${t('boPvp.hand.auto', { why: move.auto })})`}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

/** Pairs of players who often share a table, with money flowing one way between them, or who share an address or device. */
export function CollusionPanel({ brandId }: { brandId: string }) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(() => gmt8Day(new Date(), -30));
  const [to, setTo] = useState(() => gmt8Day(new Date()));
  const [minHands, setMinHands] = useState(5);
  const report = useQuery({
    queryKey: pvpKeys.collusion(brandId, from, to, minHands),
    queryFn: () => fetchCollusion(brandId, from, to, minHands),
  });
  const pairs = report.data?.pairs ?? [];
  return (
    <>
      <div className="bo-filters">
        <label>
          {t('boPvp.collusion.from')}
          <input type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
        </label>
        <label>
          {t('boPvp.collusion.to')}
          <input type="date" value={to} onChange={(event) => setTo(event.target.value)} />
        </label>
        <label>
          {t('boPvp.collusion.minHands')}
          <input type="number" min={1} value={minHands} onChange={(event) => setMinHands(Math.max(1, Number(event.target.value) || 1))} />
        </label>
      </div>
      <p className="bo-note">{t('boPvp.collusion.about')}</p>
      <FailAlert of={report} />
      {!report.isPending && pairs.length === 0 && <p className="bo-note">{t('boPvp.collusion.none')}</p>}
      <div className="bo-scroll">
        <table className="bo-table">
          <thead>
            <tr>
              {['pair', 'together', 'flow', 'signals'].map((column) => (
                <th key={column}>{t(`boPvp.collusion.${column}`)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {pairs.map((pair) => (
              <tr key={`${pair.a.accountId}-${pair.b.accountId}`} data-testid="pvp-desk-pair">
                <td>
                  {pair.a.username} · {pair.b.username}
                </td>
                <td>{t('boPvp.collusion.togetherText', { hands: pair.handsTogether, percent: pair.sharePercent })}</td>
                <td>
                  {t('boPvp.collusion.flowText', {
                    ab: amount(pair.aToBMinor),
                    ba: amount(pair.bToAMinor),
                    currency: pair.currency,
                    percent: pair.oneWayPercent,
                  })}
                </td>
                <td>{pair.flags.map((flag) => t(`boPvp.collusion.flags.${flag}`)).join(', ') || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
