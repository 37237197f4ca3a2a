import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ArenaSide } from '@pkg/contracts/arena';
import { SHIPPED_LANGUAGES, type ShippedLanguage } from '@pkg/contracts/languages';
import type { PlayerBetView } from '@pkg/contracts/rounds';
import { formatMoney, type Currency } from '@pkg/money/money';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { changeLanguage, currentLanguage } from '../../../lib/i18n';
import { arenaSettings, boardOf, fightInfo, fightWinner, plasadaPercent } from '../arena-data';
import { sessionCurrency, useArena, type FightOutcome } from '../use-arena';
import { ArenaResults } from './arena-results';
import { ArenaVideo } from './arena-video';
import { BetPanel } from './bet-panel';
import { FightBoard } from './fight-board';
import '../arena.css';

/** The failure's text; an ended game session says to open the arena again from the site. */
function failureText(t: (key: string, vars?: Record<string, unknown>) => string, error: unknown): string {
  if (!(error instanceof ApiError)) return t('errors.internal_error');
  if (error.code === 'game_session_invalid') return t('arena.sessionEnded');
  if (error.code === 'bet_invalid' && error.details.problem === 'below_min') return t('arena.bet.belowMin');
  if (error.code === 'bet_invalid' && error.details.problem === 'above_max') return t('arena.bet.aboveMax');
  return t(`errors.${error.code}`);
}

/** Follows the launch URL's `lang` when it names a shipped language. */
function useLaunchLanguage(lang: string | null) {
  useEffect(() => {
    const wanted = lang?.toUpperCase();
    if (wanted && (SHIPPED_LANGUAGES as readonly string[]).includes(wanted) && wanted !== currentLanguage()) {
      void changeLanguage(wanted as ShippedLanguage);
    }
  }, [lang]);
}

/** The player's bets on the fight, and what they gave once it is paid. */
function MyBets({ bets, outcome, currency }: { bets: readonly PlayerBetView[]; outcome: FightOutcome | null; currency: Currency }) {
  const { t } = useTranslation();
  const side = (spot: string) => (spot === 'meron' ? t('arena.side.meron') : spot === 'wala' ? t('arena.side.wala') : t('arena.side.draw'));
  return (
    <section className="arena-mine" aria-label={t('arena.mine.title')}>
      <h2>{t('arena.mine.title')}</h2>
      {outcome && (
        <p className="arena-outcome" role="status" data-testid="arena-outcome" data-return-minor={outcome.returnMinor.toString()}>
          {outcome.returnMinor > outcome.stakeMinor
            ? t('arena.mine.won', { amount: formatMoney(outcome.returnMinor, currency) })
            : outcome.returnMinor === outcome.stakeMinor
              ? t('arena.mine.refunded', { amount: formatMoney(outcome.returnMinor, currency) })
              : outcome.returnMinor > 0n
                ? t('arena.mine.back', { amount: formatMoney(outcome.returnMinor, currency) })
                : t('arena.mine.lost')}
        </p>
      )}
      {bets.length === 0 ? (
        <p className="arena-muted">{t('arena.mine.none')}</p>
      ) : (
        <ul className="arena-mine__list">
          {bets.map((bet) => (
            <li key={bet.betId} className={`arena-mine__bet arena-mine__bet--${bet.spot}`}>
              <span>{side(bet.spot)}</span>
              <span>{formatMoney(BigInt(bet.stakeMinor), currency)}</span>
              {bet.returnMinor !== null && (
                <span>{t('arena.mine.returned', { amount: formatMoney(BigInt(bet.returnMinor), currency) })}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * /house-arena/play?game=&token=&lang=: the cockfight arena inside the /game frame (decision 056).
 * The fight's stream, its card with the live pools and odds (payout per 100), the bet panel while
 * betting is open, the player's bets and what they paid, and the event's results with final odds.
 * Everything live comes from the round engine's stream; bets go through its call with the token.
 */
export function ArenaPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  useLaunchLanguage(params.get('lang'));
  const arena = useArena(token, params.get('game') ?? '');

  if (token === '') return <ArenaFailure text={t('arena.sessionEnded')} />;
  if (arena.session.isPending) {
    return (
      <div className="arena-page arena-page--loading">
        <Spinner />
      </div>
    );
  }
  if (arena.session.isError || !arena.table) return <ArenaFailure text={failureText(t, arena.session.error)} />;

  const session = arena.session.data;
  const currency = sessionCurrency(session);
  const settings = arenaSettings(arena.table);
  const info = fightInfo(arena.round);
  const rules = info?.rules ?? arena.event?.rules ?? settings.rules;
  const board = boardOf(arena.round, currency.code, rules);
  const open = arena.phase === 'open' || arena.phase === 'lastCall';
  const onBet = (side: ArenaSide, amountMinor: bigint) => arena.place(side, amountMinor);

  return (
    <div className="arena-page" data-testid="arena-page">
      <header className="arena-page__bar">
        <div>
          <h1 className="arena-page__title">{arena.table.name}</h1>
          <p className="arena-page__event">
            {arena.event ? t('arena.event', { title: arena.event.title, venue: arena.event.venue }) : t('arena.noEvent')}
          </p>
        </div>
        <div className="arena-page__balance">
          <span className="arena-muted">{session.trial ? t('arena.demoBalance') : t('arena.balance')}</span>
          <output data-testid="arena-balance" data-minor={session.balanceMinor}>
            {formatMoney(BigInt(session.balanceMinor), currency)}
          </output>
        </div>
      </header>
      <ArenaVideo url={arena.event?.streamUrl ?? null} />
      <FightBoard info={info} phase={arena.phase} winner={fightWinner(arena.round)} board={board} currency={currency} />
      <BetPanel settings={settings} board={board} currency={currency} open={open} sending={arena.sending} onBet={onBet} />
      {arena.error !== null && (
        <p className="form-error arena-page__error" role="alert">
          {failureText(t, arena.error)}
        </p>
      )}
      <MyBets bets={arena.myBets} outcome={arena.outcome} currency={currency} />
      <p className="arena-rules">
        {t('arena.rules', {
          plasada: plasadaPercent(rules),
          draw: board.drawPer100,
          lopsided: rules.lopsidedCancel ? Math.floor(rules.lopsidedCancel.returnBp / 100) : '—',
        })}
      </p>
      <ArenaResults fights={arena.fights.data?.fights ?? []} currency={currency} />
    </div>
  );
}

function ArenaFailure({ text }: { text: string }) {
  return (
    <div className="arena-page arena-page--failed" role="alert">
      <p className="arena-page__failure">{text}</p>
    </div>
  );
}
