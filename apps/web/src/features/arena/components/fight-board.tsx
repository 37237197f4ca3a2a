import { useTranslation } from 'react-i18next';
import type { ArenaCorner, ArenaRoundInfo } from '@pkg/contracts/arena';
import { formatMoney, type Currency } from '@pkg/money/money';
import type { Board, FightPhase } from '../arena-data';

/** The phase's words. */
function PhaseText({ phase, winner }: { phase: FightPhase; winner: string | null }) {
  const { t } = useTranslation();
  switch (phase) {
    case 'waiting':
      return <>{t('arena.phase.waiting')}</>;
    case 'open':
      return <>{t('arena.phase.open')}</>;
    case 'lastCall':
      return <>{t('arena.phase.lastCall')}</>;
    case 'closed':
      return <>{t('arena.phase.closed')}</>;
    case 'cancelled':
      return <>{t('arena.phase.cancelled')}</>;
    default:
      if (winner === 'meron') return <>{t('arena.result.meron')}</>;
      if (winner === 'wala') return <>{t('arena.result.wala')}</>;
      return <>{t('arena.result.draw')}</>;
  }
}

/** One corner of the card with its pool and odds. */
function Corner({
  side,
  corner,
  totalMinor,
  per100,
  currency,
}: {
  side: 'meron' | 'wala';
  corner: ArenaCorner;
  totalMinor: bigint;
  per100: number | null;
  currency: Currency;
}) {
  const { t } = useTranslation();
  return (
    <div className={`arena-corner arena-corner--${side}`} data-testid={`corner-${side}`}>
      <span className="arena-corner__side">{side === 'meron' ? t('arena.side.meron') : t('arena.side.wala')}</span>
      <strong className="arena-corner__name">{corner.name}</strong>
      {corner.detail !== '' && <span className="arena-corner__detail">{corner.detail}</span>}
      <span className="arena-corner__pool">
        {t('arena.board.pool')} <output data-testid={`pool-${side}`}>{formatMoney(totalMinor, currency)}</output>
      </span>
      <span className="arena-corner__odds">
        {t('arena.board.per100')} <output data-testid={`odds-${side}`}>{per100 ?? '—'}</output>
      </span>
    </div>
  );
}

/** The fight card: number, phase, the two corners with their live pools and odds, the draw's fixed odds. */
export function FightBoard({
  info,
  phase,
  winner,
  board,
  currency,
}: {
  info: ArenaRoundInfo | null;
  phase: FightPhase;
  winner: string | null;
  board: Board;
  currency: Currency;
}) {
  const { t } = useTranslation();
  return (
    <section className="arena-board" aria-label={t('arena.board.title')}>
      <header className="arena-board__head">
        <h2>{info ? t('arena.fightNo', { number: info.fightNo }) : t('arena.noFight')}</h2>
        <p className={`arena-phase arena-phase--${phase}`} role="status" data-testid="arena-phase">
          <PhaseText phase={phase} winner={winner} />
        </p>
      </header>
      {info && (
        <div className="arena-board__corners">
          <Corner side="meron" corner={info.meron} totalMinor={board.totals.meronMinor} per100={board.meronPer100} currency={currency} />
          <span className="arena-board__vs" aria-hidden="true">
            {t('arena.board.vs')}
          </span>
          <Corner side="wala" corner={info.wala} totalMinor={board.totals.walaMinor} per100={board.walaPer100} currency={currency} />
        </div>
      )}
      {info && (
        <p className="arena-board__draw">
          {t('arena.board.draw', { per100: board.drawPer100, amount: formatMoney(board.totals.drawMinor, currency) })}
        </p>
      )}
      {info && board.standing !== 'ok' && (phase === 'open' || phase === 'lastCall' || phase === 'closed') && (
        <p className="arena-board__warning" role="note">
          {board.standing === 'lopsided' ? t('arena.board.lopsided') : t('arena.board.oneSide')}
        </p>
      )}
    </section>
  );
}
