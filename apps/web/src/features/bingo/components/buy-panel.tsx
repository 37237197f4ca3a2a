import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BingoSettingsView } from '@pkg/contracts/bingo';
import { formatMoney, type Currency } from '@pkg/money/money';
import { ApiError } from '../../../lib/api-client';
import type { GamePhase } from '../bingo-data';
import type { BuyDone } from '../use-bingo-game';
import { Notice } from '../../../components/ui/notice';

/** The most games one purchase orders ahead. */
const MAX_GAMES = 10;

/** A failure's text: a refused card gives its problem (over the limit, a changed price), others their error code's. */
export function buyFailure(t: (key: string) => string, error: unknown): string {
  if (error instanceof ApiError && error.code === 'bet_invalid' && typeof error.details.problem === 'string') {
    return t(`bingo.problems.${error.details.problem}`);
  }
  return t(`errors.${error instanceof ApiError ? error.code : 'internal_error'}`);
}

function Stepper(props: { label: string; value: number; min: number; max: number; onChange: (value: number) => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="bingo-stepper" role="group" aria-label={props.label}>
      <span className="bingo-stepper__label">{props.label}</span>
      <button
        type="button"
        className="button button--ghost"
        aria-label={`${t('bingo.buy.fewer')}: ${props.label}`}
        disabled={props.value <= props.min}
        onClick={() => props.onChange(props.value - 1)}
      >
        −
      </button>
      <output data-testid={props.testId}>{props.value}</output>
      <button
        type="button"
        className="button button--ghost"
        aria-label={`${t('bingo.buy.more')}: ${props.label}`}
        disabled={props.value >= props.max}
        onClick={() => props.onChange(props.value + 1)}
      >
        +
      </button>
    </div>
  );
}

/**
 * Buying: while the game's cards are on sale, 1 to the room's limit (less those held) for this game
 * and, with more games, the same cards for the games after it (each paid when it opens); while a
 * game is being called, an order for the next games. The cost is shown before the purchase.
 */
export function BuyPanel(props: {
  settings: BingoSettingsView;
  phase: GamePhase;
  held: number;
  paused: boolean;
  currency: Currency;
  busy: boolean;
  error: unknown;
  done: BuyDone | null;
  onBuy: (cards: number, games: number) => void;
}) {
  const { t } = useTranslation();
  const { settings, currency } = props;
  const selling = props.phase === 'buying';
  const room = selling ? settings.cardsPerPlayerMax - props.held : settings.cardsPerPlayerMax;
  const [cards, setCards] = useState(1);
  const [games, setGames] = useState(1);
  const chosen = Math.max(1, Math.min(cards, Math.max(room, 1)));
  const price = BigInt(settings.ticketPriceMinor);
  const perGame = price * BigInt(chosen);
  const disabled = props.busy || props.paused || room < 1 || props.phase === 'waiting';
  return (
    <section className="bingo-buy" aria-labelledby="bingo-buy-title" data-testid="bingo-buy">
      <h2 id="bingo-buy-title">{t(selling ? 'bingo.buy.title' : 'bingo.buy.nextTitle')}</h2>
      {!selling && <p className="bingo-buy__note">{t('bingo.buy.closed')}</p>}
      <Stepper label={t('bingo.buy.cards')} value={chosen} min={1} max={Math.max(room, 1)} onChange={setCards} testId="bingo-buy-cards" />
      <Stepper label={t('bingo.buy.games')} value={games} min={1} max={MAX_GAMES} onChange={setGames} testId="bingo-buy-games" />
      <p className="bingo-buy__hint">{t('bingo.buy.limit', { count: settings.cardsPerPlayerMax, held: props.held })}</p>
      {games > 1 && <p className="bingo-buy__hint">{t('bingo.buy.gamesHint')}</p>}
      <p className="bingo-buy__cost" data-testid="bingo-buy-cost">
        {selling ? t('bingo.buy.now', { amount: formatMoney(perGame, currency) }) : ''}
        {(games > 1 || !selling) && ` ${t('bingo.buy.perGame', { amount: formatMoney(perGame, currency) })}`}
      </p>
      <button
        type="button"
        className="button button--primary bingo-buy__submit"
        disabled={disabled}
        onClick={() => props.onBuy(chosen, games)}
      >
        {selling ? t('bingo.buy.submit', { count: chosen }) : t('bingo.buy.submitNext', { count: games })}
      </button>
      {props.error !== null && (
        <p className="form-error" role="alert">
          {buyFailure(t, props.error)}
        </p>
      )}
      {props.done && (
        <Notice tone="success">
          {props.done.kind === 'bought'
            ? t('bingo.buy.bought', { count: props.done.cards })
            : t('bingo.buy.ordered', { count: props.done.games })}
        </Notice>
      )}
    </section>
  );
}
