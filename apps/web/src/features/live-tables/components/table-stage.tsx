import { useTranslation } from 'react-i18next';
import type { LiveTableKind } from '@pkg/contracts/live-tables';
import type { RoundView } from '@pkg/contracts/rounds';
import { dealOrder, readResult, type TableResult } from '../table-data';
import { msSince, msUntil, secondsLeft, useNow } from '../table-clock';
import { Die } from './die';
import { PlayingCard } from './playing-card';

/** A card is turned every this many ms after the deal, in deal order. */
export const CARD_STEP_MS = 800;
/** The dice tumble this long after the deal before they show their faces. */
export const DICE_ROLL_MS = 1_600;

/** When a dealt result is all shown, in ms after the deal. */
export function revealDoneMs(result: TableResult): number {
  const cards = dealOrder(result).length;
  return cards > 0 ? cards * CARD_STEP_MS : DICE_ROLL_MS;
}

/** Where the round is, as the stage shows it. */
export interface StagePhase {
  /** open: betting; revealing: the deal being shown; shown: the whole result; waiting: no round, or closed without a result yet. */
  phase: 'open' | 'revealing' | 'shown' | 'waiting';
  /** Ms left of the betting window (open). */
  leftMs: number | null;
  /** Ms since the deal (revealing, shown). */
  sinceDealMs: number;
  result: TableResult | null;
}

/** The stage's phase at `nowMs` on this device, with the server's clock offset. */
export function stagePhase(round: RoundView | null, offsetMs: number, nowMs: number): StagePhase {
  const result = readResult(round?.result ?? null);
  if (round?.status === 'open') return { phase: 'open', leftMs: msUntil(round.closesAt, offsetMs, nowMs), sinceDealMs: 0, result: null };
  if (!round || !result) return { phase: 'waiting', leftMs: null, sinceDealMs: 0, result: null };
  const sinceDealMs = Math.max(0, msSince(round.dealtAt, offsetMs, nowMs) ?? Number.MAX_SAFE_INTEGER);
  return { phase: sinceDealMs >= revealDoneMs(result) ? 'shown' : 'revealing', leftMs: null, sinceDealMs, result };
}

/**
 * The middle of the table: the betting window's countdown while it is open, then the dealt cards
 * turned one by one in deal order (Player, Banker, Player, Banker, third cards) or the dice rolled,
 * then the totals and the winner. Times come from the round (closesAt, dealtAt) on the server's
 * clock, so every player sees the same thing at the same moment, and one who arrives late sees
 * the result whole.
 */
export function TableStage({
  kind,
  round,
  offsetMs,
  bettingMs,
}: {
  kind: LiveTableKind;
  round: RoundView | null;
  offsetMs: number;
  bettingMs: number;
}) {
  const { t } = useTranslation();
  // A round is always counting down or being revealed, or waiting for the next: the stage ticks while there is one.
  const now = useNow(250, round !== null);
  const stage = stagePhase(round, offsetMs, now);
  return (
    <section className="lt-stage" aria-label={t('liveTables.stage.label')} data-testid="table-stage" data-phase={stage.phase}>
      <StageStatus stage={stage} round={round} bettingMs={bettingMs} />
      {stage.result ? <StageResult result={stage.result} sinceDealMs={stage.sinceDealMs} /> : <StageIdle kind={kind} />}
    </section>
  );
}

function StageStatus({ stage, round, bettingMs }: { stage: StagePhase; round: RoundView | null; bettingMs: number }) {
  const { t } = useTranslation();
  if (stage.phase === 'open') {
    const left = stage.leftMs ?? 0;
    const share = bettingMs > 0 ? Math.min(1, left / bettingMs) : 0;
    return (
      <div className="lt-stage__status">
        <p className="lt-stage__title" role="status">
          {left > 0 ? t('liveTables.stage.placeBets') : t('liveTables.stage.closing')}
        </p>
        <div className="lt-countdown" data-testid="table-countdown">
          <span className="lt-countdown__seconds" aria-label={t('liveTables.stage.secondsLeft', { seconds: secondsLeft(left) })}>
            {secondsLeft(left)}
          </span>
          <span className="lt-countdown__bar" aria-hidden="true">
            <span style={{ transform: `scaleX(${share})` }} className={share < 0.25 ? 'is-low' : ''} />
          </span>
        </div>
      </div>
    );
  }
  const text =
    round?.status === 'void'
      ? t('liveTables.stage.void')
      : stage.phase === 'revealing'
        ? t('liveTables.stage.dealing')
        : stage.phase === 'shown'
          ? t('liveTables.stage.nextRound')
          : t('liveTables.stage.waiting');
  return (
    <div className="lt-stage__status">
      <p className="lt-stage__title" role="status">
        {text}
      </p>
      {round && <span className="lt-stage__round">{t('liveTables.stage.round', { seq: round.seq })}</span>}
    </div>
  );
}

function StageIdle({ kind }: { kind: LiveTableKind }) {
  const { t } = useTranslation();
  if (kind === 'baccarat' || kind === 'dragon-tiger') {
    const sides = kind === 'baccarat' ? (['player', 'banker'] as const) : (['dragon', 'tiger'] as const);
    return (
      <div className="lt-hands">
        {sides.map((side) => (
          <div key={side} className={`lt-hand lt-hand--${side}`}>
            <h3 className="lt-hand__name">{t(`liveTables.spots.${side}`)}</h3>
            <div className="lt-hand__cards lt-hand__cards--empty" aria-hidden="true" />
          </div>
        ))}
      </div>
    );
  }
  return <div className="lt-dice lt-dice--empty" aria-hidden="true" />;
}

function StageResult({ result, sinceDealMs }: { result: TableResult; sinceDealMs: number }) {
  const { t } = useTranslation();
  const done = sinceDealMs >= revealDoneMs(result);
  if (result.kind === 'sic-bo' || result.kind === 'color-game') {
    const rolling = sinceDealMs < DICE_ROLL_MS;
    return (
      <div className="lt-dice-result">
        <div className="lt-dice" data-testid="table-dice">
          {result.kind === 'sic-bo'
            ? result.dice.map((face, index) => <Die key={index} face={face} rolling={rolling} size={56} />)
            : result.colours.map((colour, index) => <Die key={index} colour={colour} rolling={rolling} size={56} />)}
        </div>
        {done && (
          <p className="lt-winner" data-testid="table-winner">
            {result.kind === 'sic-bo'
              ? t(result.triple ? 'liveTables.result.sicBoTriple' : 'liveTables.result.sicBo', { total: result.total })
              : t('liveTables.result.colours', { colours: result.colours.map((colour) => t(`liveTables.colours.${colour}`)).join(', ') })}
          </p>
        )}
      </div>
    );
  }
  const cards = dealOrder(result);
  const shown = (order: number) => sinceDealMs >= (order + 1) * CARD_STEP_MS - CARD_STEP_MS / 2;
  const sides = result.kind === 'baccarat' ? (['player', 'banker'] as const) : (['dragon', 'tiger'] as const);
  return (
    <div className="lt-card-result">
      <div className="lt-hands">
        {sides.map((side) => {
          const hand = cards.filter((card) => card.side === side);
          const total = result.kind === 'baccarat' ? (side === 'player' ? result.playerTotal : result.bankerTotal) : null;
          const winner = done && result.winner === side;
          return (
            <div key={side} className={`lt-hand lt-hand--${side}${winner ? ' lt-hand--won' : ''}`}>
              <h3 className="lt-hand__name">
                {t(`liveTables.spots.${side}`)}
                {done && total !== null && (
                  <span className="lt-hand__total" data-testid={`hand-total-${side}`}>
                    {total}
                  </span>
                )}
              </h3>
              <div className="lt-hand__cards">
                {hand.map((card) => (
                  <span key={card.order} className={card.index === 2 ? 'lt-hand__third' : undefined}>
                    <PlayingCard code={card.card} faceUp={shown(card.order)} />
                  </span>
                ))}
              </div>
            </div>
          );
        })}
      </div>
      {done && (
        <p className="lt-winner" data-testid="table-winner" data-winner={result.winner}>
          {result.winner === 'tie'
            ? t('liveTables.result.tie')
            : t('liveTables.result.wins', { side: t(`liveTables.spots.${result.winner}`) })}
          {result.kind === 'baccarat' && result.natural && ` · ${t('liveTables.result.natural')}`}
          {result.kind === 'baccarat' && result.playerPair && ` · ${t('liveTables.spots.playerPair')}`}
          {result.kind === 'baccarat' && result.bankerPair && ` · ${t('liveTables.spots.bankerPair')}`}
          {result.kind === 'dragon-tiger' && result.suitedTie && ` · ${t('liveTables.spots.suitedTie')}`}
        </p>
      )}
    </div>
  );
}
