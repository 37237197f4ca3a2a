import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ODDS_FORMATS, type OddsFormatName, type SportsSessionValue } from '@pkg/contracts/sports';
import { SHIPPED_LANGUAGES, type ShippedLanguage } from '@pkg/contracts/languages';
import { formatMoney } from '@pkg/money/money';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { changeLanguage, currentLanguage } from '../../../lib/i18n';
import { sportsKeys } from '../api/sportsbook-api';
import { useBookStream } from '../use-book-stream';
import { useSportsbook, type Sportsbook } from '../use-sportsbook';
import { BetSlip } from './bet-slip';
import { FixtureDetail, FixtureList } from './fixture-views';
import type { PriceContext } from './market-block';
import { MyBets } from './my-bets';
import { SportMenu } from './sport-menu';
import '../sportsbook.css';

/** Follows the launch URL's `lang` when it names a shipped language. */
function useLaunchLanguage(lang: string | null) {
  useEffect(() => {
    const wanted = lang?.toUpperCase();
    if (wanted && (SHIPPED_LANGUAGES as readonly string[]).includes(wanted) && wanted !== currentLanguage()) {
      void changeLanguage(wanted as ShippedLanguage);
    }
  }, [lang]);
}

/** A clock for the price arrows: ticks every second, so a fresh move's arrow shows for its window and goes. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function failureKey(error: unknown): string {
  const code = error instanceof ApiError ? error.code : 'internal_error';
  return code === 'game_session_invalid' ? 'sports.sessionEnded' : `errors.${code}`;
}

/** The top bar: the book's name, the balance, the odds format, my bets. */
function BookBar({ book, session, onBets }: { book: Sportsbook; session: SportsSessionValue; onBets: () => void }) {
  const { t } = useTranslation();
  return (
    <header className="sb-bar">
      <h1 className="sb-bar__title">{t(session.vendorCode === 'BTESPORT' ? 'sports.esportsTitle' : 'sports.title')}</h1>
      <p className="sb-bar__balance">
        <span>{t(session.trial ? 'sports.demoBalance' : 'sports.balance')}</span>{' '}
        <output data-testid="sb-balance" data-minor={session.balanceMinor}>
          {formatMoney(BigInt(session.balanceMinor), session.currency)}
        </output>
      </p>
      <label className="sb-bar__format">
        <span>{t('sports.oddsFormat')}</span>
        <select
          value={session.settings.oddsFormat}
          onChange={(event) => book.settings.mutate({ ...session.settings, oddsFormat: event.target.value as OddsFormatName })}
        >
          {ODDS_FORMATS.map((format) => (
            <option key={format} value={format}>
              {t(`sports.formats.${format}`)}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="button button--ghost sb-bar__bets" onClick={onBets}>
        {t('sports.bets.title')}
      </button>
    </header>
  );
}

/**
 * /house-sports/play?game=&token=&lang=: the sportsbook inside the /game frame (decision 058). The
 * game session gives the book (the menu, the balance, the player's odds format, the slip's rules);
 * the brand's live stream moves the prices with arrows. The player browses sports and
 * competitions, opens a fixture's markets, builds a slip of singles and a parlay (a drawer on a
 * phone, a column on a wide screen), places it, and follows it in My bets.
 */
export function SportsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const token = params.get('token') ?? '';
  useLaunchLanguage(params.get('lang'));
  const book = useSportsbook(token);
  const queryClient = useQueryClient();
  useBookStream(token, book.movePrices);
  const now = useNow();
  const [slipOpen, setSlipOpen] = useState(false);
  const [betsOpen, setBetsOpen] = useState(false);
  const focus = book.session.data?.focusSport ?? '';
  // An esports game opens the book on its title; 'all' (the All chip) then shows every sport.
  const chosen = params.get('sport') ?? focus;
  const sport = chosen === 'all' ? '' : chosen;
  const competition = params.get('competition') ?? '';
  const fixtureId = params.get('fixture') ?? '';
  const picked = useMemo(() => new Set(book.slip.picks.map((pick) => pick.selectionId)), [book.slip.picks]);

  if (token === '') return <p className="sb-failure">{t('sports.sessionEnded')}</p>;
  if (book.session.isPending) return <Spinner />;
  if (book.session.isError)
    return (
      <p className="sb-failure" role="alert">
        {t(failureKey(book.session.error))}
      </p>
    );
  const session = book.session.data;
  const go = (change: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };
  const context: PriceContext = { format: session.settings.oddsFormat, picked, now, onToggle: book.toggle };
  return (
    <div className="sb-page" data-testid="sports-page">
      <BookBar
        book={book}
        session={session}
        onBets={() => {
          void queryClient.invalidateQueries({ queryKey: sportsKeys.session(token) });
          setBetsOpen(true);
        }}
      />
      {session.trial && <p className="sb-note sb-note--trial">{t('sports.trialNote')}</p>}
      <div className="sb-layout">
        <main className="sb-main">
          {fixtureId ? (
            <FixtureDetail token={token} fixtureId={fixtureId} context={context} onBack={() => go({ fixture: '' })} />
          ) : (
            <>
              <SportMenu
                sports={session.sports}
                sport={sport}
                competition={competition}
                onSport={(code) => go({ sport: code || (focus ? 'all' : ''), competition: '' })}
                onCompetition={(id) => go({ competition: id })}
              />
              <FixtureList token={token} sport={sport} competition={competition} context={context} onOpen={(id) => go({ fixture: id })} />
            </>
          )}
        </main>
        <BetSlip book={book} session={session} open={slipOpen} onClose={() => setSlipOpen(false)} />
      </div>
      <button
        type="button"
        className="button button--primary sb-slip-toggle"
        aria-expanded={slipOpen}
        aria-controls="sb-slip"
        onClick={() => setSlipOpen((open) => !open)}
      >
        {t('sports.slip.open', { count: book.slip.picks.length })}
      </button>
      {betsOpen && (
        <MyBets token={token} currency={session.currency} format={session.settings.oddsFormat} onClose={() => setBetsOpen(false)} />
      )}
    </div>
  );
}
