import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SHIPPED_LANGUAGES, type ShippedLanguage } from '@pkg/contracts/languages';
import type { RoundHistoryValue } from '@pkg/contracts/rounds';
import { formatMoney, type Currency } from '@pkg/money/money';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { changeLanguage, currentLanguage } from '../../../lib/i18n';
import { countdownText, msUntil, useNow } from '../bingo-clock';
import { cardStatuses, jackpotOf, prizesSoFar, salesOf } from '../bingo-data';
import { useCallerSound } from '../caller-sound';
import { sessionCurrency, useBingoGame } from '../use-bingo-game';
import { BallBoard, LastBalls } from './ball-board';
import { BingoCard } from './bingo-card';
import { BuyPanel } from './buy-panel';
import { MyGames, PrebuyList } from './my-games';
import { ProofDialog } from './proof-dialog';
import { roomName } from './rooms-lobby';
import { StagesPanel } from './stages-panel';
import '../bingo.css';

/** Follows the launch URL's `lang` when it names a shipped language. */
function useLaunchLanguage(lang: string | null) {
  useEffect(() => {
    const wanted = lang?.toUpperCase();
    if (wanted && (SHIPPED_LANGUAGES as readonly string[]).includes(wanted) && wanted !== currentLanguage()) {
      void changeLanguage(wanted as ShippedLanguage);
    }
  }, [lang]);
}

/** What the player's last finished game in this room paid, while the next one sells or plays. */
function LastGame({
  history,
  currentRoundId,
  currency,
}: {
  history: RoundHistoryValue | undefined;
  currentRoundId: string | null;
  currency: Currency;
}) {
  const { t } = useTranslation();
  const last = history?.rounds.find(
    (entry) => entry.round.roundId !== currentRoundId && entry.bets.every((bet) => bet.returnMinor !== null),
  );
  if (!last) return null;
  const returned = BigInt(last.returnMinor);
  const text =
    last.round.status === 'void'
      ? t('bingo.outcome.refunded')
      : returned > 0n
        ? t('bingo.outcome.won', { amount: formatMoney(returned, currency) })
        : t('bingo.outcome.lost');
  return (
    <p className="bingo-last" data-testid="bingo-last-game">
      {t('bingo.game', { seq: last.round.seq })}: {text}
    </p>
  );
}

/** The caller's sound as a speaker, with waves when on and a cross when off. */
function SpeakerIcon({ on }: { on: boolean }) {
  return (
    <svg
      className="bingo-speaker"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
      {on ? <path d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" /> : <path d="M16 9l5 6M21 9l-5 6" />}
    </svg>
  );
}

function Failure({ text }: { text: string }) {
  return (
    <div className="bingo-page bingo-page--failed" role="alert">
      <p>{text}</p>
    </div>
  );
}

/**
 * /house-bingo/play?game=&token=&lang=: a bingo room inside the /game frame (decision 057). The game
 * session gives the room, the balance and the player's cards; the room's stream calls the balls for
 * everyone at once. The player buys cards before the start (and pre-buys the next games), watches
 * the balls called with the cards daubed automatically and the best cards first, sees each prize
 * won with its winners, and what the game paid; the caller's voice, the board, the player's games
 * and every game's proof are at hand. Laid out for a 360 px phone first.
 */
export function BingoPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  useLaunchLanguage(params.get('lang'));
  const sound = useCallerSound();
  const seat = useBingoGame(token, params.get('game') ?? '', { on: sound.on, language: i18n.language.toUpperCase() });
  const now = useNow(500);
  const [proofOf, setProofOf] = useState<string | null>(null);

  if (token === '') return <Failure text={t('bingo.sessionEnded')} />;
  if (seat.session.isPending)
    return (
      <div className="bingo-page bingo-page--loading">
        <Spinner />
      </div>
    );
  if (seat.session.isError) {
    const code = seat.session.error instanceof ApiError ? seat.session.error.code : 'internal_error';
    return <Failure text={t(code === 'game_session_invalid' ? 'bingo.sessionEnded' : `errors.${code}`)} />;
  }
  const { room, settings, round, result, phase } = seat;
  if (!room || !settings) return <Failure text={t('errors.game_disabled')} />;
  const session = seat.session.data;
  const currency = sessionCurrency(session);
  const game = result?.currencies[currency.code] ?? null;
  const called = new Set(result?.balls ?? []);
  const cards = cardStatuses(seat.myCards, settings, result, currency.code);
  const mine = new Set(seat.myCards.map((card) => card.betId));
  const sales = salesOf(round, settings, currency.code);
  const jackpot = settings.jackpot ? jackpotOf(seat.state, game, currency.code) : null;
  const left = msUntil(round?.closesAt, seat.offsetMs, now);
  const status =
    room.status !== 'open' && phase !== 'playing'
      ? t('bingo.phase.paused')
      : phase === 'buying'
        ? t('bingo.phase.buying', { time: countdownText(left ?? 0) })
        : phase === 'playing'
          ? t('bingo.phase.playing', { called: result?.called ?? 0 })
          : phase === 'finished'
            ? t('bingo.phase.finished', { called: result?.called ?? 0 })
            : phase === 'void'
              ? t('bingo.phase.void')
              : t('bingo.phase.waiting');
  const stakeMinor = seat.myCards.reduce((sum, card) => sum + BigInt(card.stakeMinor), 0n);
  const wonMinor = (game?.stages ?? [])
    .flatMap((stage) => stage.winners)
    .filter((winner) => mine.has(winner.betId))
    .reduce((sum, winner) => sum + BigInt(winner.amountMinor) + BigInt(winner.jackpotMinor), 0n);
  const ended = (phase === 'finished' || phase === 'void') && seat.myCards.length > 0;
  const returnMinor = phase === 'void' || game?.status === 'refunded' ? stakeMinor : wonMinor;

  return (
    <div className="bingo-page" data-testid="bingo-page" data-phase={phase}>
      <header className="bingo-page__bar">
        <h1 className="bingo-page__title">{roomName(room, i18n.language)}</h1>
        <div className="bingo-page__balance">
          <span>{t(session.trial ? 'bingo.demoBalance' : 'bingo.balance')}</span>
          <output data-testid="bingo-balance" data-minor={session.balanceMinor}>
            {formatMoney(BigInt(session.balanceMinor), currency)}
          </output>
        </div>
        <div className="bingo-page__tools">
          <button type="button" className="button button--ghost" aria-pressed={sound.on} onClick={sound.toggle}>
            <SpeakerIcon on={sound.on} />{' '}
            <span className="bingo-page__tool-text">{t(sound.on ? 'bingo.sound.on' : 'bingo.sound.off')}</span>
          </button>
          {round && (
            <button type="button" className="button button--ghost" onClick={() => setProofOf(round.roundId)}>
              {t('bingo.proof.open')}
            </button>
          )}
        </div>
      </header>

      <section className="bingo-caller" aria-live="polite" data-testid="bingo-caller" data-called={result?.called ?? 0}>
        <p className="bingo-caller__status" data-testid="bingo-status" data-left-ms={phase === 'buying' ? (left ?? 0) : ''}>
          {round ? `${t('bingo.game', { seq: round.seq })} · ` : ''}
          {status}
        </p>
        {result && result.balls.length > 0 && <LastBalls balls={result.balls} format={result.format} />}
        <p className="bingo-caller__facts">
          {phase === 'buying' && <span>{`${t('bingo.lobby.players')}: ${sales.players}`}</span>}
          {game && phase === 'playing' && game.oneToGo > 0 && <span>{t('bingo.oneToGo', { count: game.oneToGo })}</span>}
          {jackpot !== null && settings.jackpot && (
            <span className="bingo-caller__jackpot">
              {game?.jackpot?.won
                ? t('bingo.jackpotWon', { amount: formatMoney(jackpot, currency) })
                : t('bingo.jackpot', { amount: formatMoney(jackpot, currency), calls: settings.jackpot.withinCalls })}
            </span>
          )}
        </p>
      </section>

      {ended && round && (
        <p
          className={`bingo-outcome${returnMinor > 0n ? ' bingo-outcome--won' : ''}`}
          role="status"
          data-testid="bingo-outcome"
          data-round-id={round.roundId}
          data-stake-minor={stakeMinor.toString()}
          data-return-minor={returnMinor.toString()}
        >
          {phase === 'void' || game?.status === 'refunded'
            ? t('bingo.outcome.refunded')
            : wonMinor > 0n
              ? t('bingo.outcome.won', { amount: formatMoney(wonMinor, currency) })
              : t('bingo.outcome.lost')}
        </p>
      )}

      {!ended && <LastGame history={seat.history.data} currentRoundId={round?.roundId ?? null} currency={currency} />}

      <div className="bingo-page__main">
        <div className="bingo-page__play">
          <section className="bingo-cards" aria-labelledby="bingo-cards-title">
            <h2 id="bingo-cards-title">{t('bingo.cards.title')}</h2>
            {cards.length === 0 ? (
              <p>{t('bingo.cards.none')}</p>
            ) : (
              <div className="bingo-cards__list">
                {cards.map((card) => (
                  <BingoCard key={card.bet.betId} card={card} index={seat.myCards.indexOf(card.bet)} called={called} />
                ))}
              </div>
            )}
          </section>
          <BuyPanel
            settings={settings}
            phase={phase}
            held={seat.myCards.length}
            paused={room.status !== 'open'}
            currency={currency}
            busy={seat.busy}
            error={seat.error}
            done={seat.done}
            onBuy={seat.buy}
          />
        </div>
        <div className="bingo-page__side">
          <StagesPanel
            settings={settings}
            game={game}
            prizesSoFar={prizesSoFar(settings, sales.cards).stages}
            mine={mine}
            currency={currency}
          />
          <BallBoard balls={result?.balls ?? []} format={settings.format} total={settings.balls} />
          <PrebuyList prebuys={seat.prebuys.data?.prebuys ?? []} currency={currency} onCancel={seat.cancel} />
          <MyGames history={seat.history.data} currency={currency} onProof={setProofOf} />
        </div>
      </div>
      {proofOf && <ProofDialog roundId={proofOf} onClose={() => setProofOf(null)} />}
    </div>
  );
}
