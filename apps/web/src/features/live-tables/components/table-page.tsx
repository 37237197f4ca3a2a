import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SHIPPED_LANGUAGES, type ShippedLanguage } from '@pkg/contracts/languages';
import { formatMoney, type Currency } from '@pkg/money/money';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { changeLanguage, currentLanguage } from '../../../lib/i18n';
import { placedTotals, slipTotal, slipTotals } from '../bet-slip';
import { hasRoads } from '../road-data';
import { tableName, tableState, winningSpots } from '../table-data';
import { sessionCurrency, useTableGame, type RoundOutcome } from '../use-table-game';
import { BetControls } from './bet-controls';
import { BetLayout } from './bet-layout';
import { ChipRack } from './chip-rack';
import { HelpDialog } from './help-dialog';
import { HistoryDialog } from './history-dialog';
import { MyBets } from './my-bets';
import { ProofDialog } from './proof-dialog';
import { RecentResults } from './recent-results';
import { RoadBoard } from './roads';
import { stagePhase, TableStage } from './table-stage';
import { useNow } from '../table-clock';
import '../live-tables.css';

/** Follows the launch URL's `lang` when it names a shipped language. */
function useLaunchLanguage(lang: string | null) {
  useEffect(() => {
    const wanted = lang?.toUpperCase();
    if (wanted && (SHIPPED_LANGUAGES as readonly string[]).includes(wanted) && wanted !== currentLanguage()) {
      void changeLanguage(wanted as ShippedLanguage);
    }
  }, [lang]);
}

/** A failure's text; an ended game session says to open the table again from the lobby. */
export function failureKey(error: unknown): string {
  const code = error instanceof ApiError ? error.code : 'internal_error';
  return code === 'game_session_invalid' ? 'liveTables.sessionEnded' : `errors.${code}`;
}

/**
 * /house-tables/play?game=&token=&lang=: a live table inside the /game frame. The game session
 * (with the launch token) gives the table, the balance and the player's bets; the table's public
 * stream moves the round for every player at once. The player picks a chip, taps spots, confirms
 * during the window, watches the deal, and sees what the round paid; roads, history, help with
 * the exact house edges, and the proof with an in-browser check are one tap away.
 */
export function TablePage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const game = params.get('game') ?? '';
  useLaunchLanguage(params.get('lang'));
  const seat = useTableGame(token, game);
  const [open, setOpen] = useState<'help' | 'history' | 'proof' | null>(null);
  const [proofRound, setProofRound] = useState<string | null>(null);
  const now = useNow(500, seat.round !== null);

  if (token === '') return <TableFailure text={t('liveTables.sessionEnded')} />;
  if (seat.session.isPending) {
    return (
      <div className="lt-page lt-page--loading">
        <Spinner />
      </div>
    );
  }
  if (seat.session.isError) return <TableFailure text={t(failureKey(seat.session.error))} />;
  const { table, settings, round } = seat;
  if (!table || !settings) return <TableFailure text={t('errors.game_disabled')} />;

  const session = seat.session.data;
  const currency = sessionCurrency(session);
  const name = tableName(table, i18n.language.toUpperCase());
  const stage = stagePhase(round, seat.offsetMs, now);
  const won = stage.phase === 'shown' && stage.result ? winningSpots(stage.result, settings.spots) : new Set<string>();
  const state = tableState(table);
  const outcomeShown = seat.outcome && stage.phase === 'shown' ? seat.outcome : null;
  const dealt = table.recent.map((entry) => ({ roundId: entry.roundId, seq: entry.seq }));

  return (
    <div className="lt-page" data-testid="table-page" data-kind={settings.kind}>
      <header className="lt-page__bar">
        <h1 className="lt-page__title">{name}</h1>
        <div className="lt-page__balance">
          <span className="lt-page__label">{t(session.trial ? 'liveTables.demoBalance' : 'liveTables.balance')}</span>
          <output data-testid="table-balance" data-minor={session.balanceMinor}>
            {formatMoney(BigInt(session.balanceMinor), currency)}
          </output>
        </div>
        <div className="lt-page__tools">
          <button type="button" className="button button--ghost" onClick={() => setOpen('help')}>
            {t('liveTables.help.open')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => setOpen('history')}>
            {t('liveTables.history.open')}
          </button>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              setProofRound(null);
              setOpen('proof');
            }}
          >
            {t('liveTables.proof.open')}
          </button>
        </div>
      </header>
      <p className="lt-honest lt-honest--bar">{t('liveTables.honestShort')}</p>
      {table.status === 'paused' && (
        <p className="lt-notice" role="status">
          {t('liveTables.paused')}
        </p>
      )}
      <div className="lt-page__main">
        <div className="lt-page__play">
          <TableStage kind={settings.kind} round={round} offsetMs={seat.offsetMs} bettingMs={settings.bettingMs} />
          <p
            className={`lt-outcome${outcomeShown && outcomeShown.returnMinor > outcomeShown.stakeMinor ? ' lt-outcome--won' : ''}`}
            role="status"
            data-testid="table-outcome"
            data-round-id={outcomeShown?.roundId ?? ''}
            data-return-minor={outcomeShown?.returnMinor.toString() ?? ''}
            data-stake-minor={outcomeShown?.stakeMinor.toString() ?? ''}
          >
            {outcomeShown ? outcomeText(t, outcomeShown, currency) : ''}
          </p>
          <BetLayout
            settings={settings}
            placed={placedTotals(seat.myBets)}
            pending={slipTotals(seat.slip)}
            totals={round?.totals[session.currency] ?? {}}
            won={won}
            minorDigits={currency.minorDigits}
            disabled={!seat.canBet}
            onPlace={seat.place}
          />
          <ChipRack chips={seat.chips} chosen={seat.chip} minorDigits={currency.minorDigits} onChoose={seat.chooseChip} />
          <BetControls
            canBet={seat.canBet}
            sending={seat.sending}
            pendingMinor={slipTotal(seat.slip)}
            currency={currency}
            hasSlip={seat.slip.length > 0}
            canRepeat={seat.lastRoundBets.length > 0}
            canDouble={seat.slip.length > 0 || seat.myBets.length > 0}
            problem={seat.problem}
            onUndo={seat.undo}
            onClear={seat.clear}
            onRepeat={seat.repeat}
            onDouble={seat.double}
            onConfirm={seat.confirm}
          />
          {seat.error !== null && (
            <p className="form-error lt-error" role="alert" data-testid="table-error">
              {betErrorText(t, seat.error)}
            </p>
          )}
        </div>
        <aside className="lt-page__side">
          <MyBets bets={seat.myBets} currency={currency} settled={round?.status === 'settled'} />
          {hasRoads(settings.kind) ? (
            <RoadBoard kind={settings.kind} letters={state.roads} shoeNo={state.shoeNo} />
          ) : (
            <section className="lt-roads" aria-label={t('liveTables.lobby.lastResults')}>
              <h2 className="lt-panel__title">{t('liveTables.lobby.lastResults')}</h2>
              <RecentResults table={table} count={24} />
            </section>
          )}
        </aside>
      </div>
      {open === 'help' && <HelpDialog settings={settings} name={name} minorDigits={currency.minorDigits} onClose={() => setOpen(null)} />}
      {open === 'history' && (
        <HistoryDialog
          history={seat.history}
          currency={currency}
          onClose={() => setOpen(null)}
          onProof={(roundId) => {
            setProofRound(roundId);
            setOpen('proof');
          }}
        />
      )}
      {open === 'proof' && <ProofDialog current={round} dealt={dealt} initialRoundId={proofRound} onClose={() => setOpen(null)} />}
    </div>
  );
}

/** What a settled round gave: a win (what it paid), the stake back (a push), part of it, or nothing. */
function outcomeText(t: ReturnType<typeof useTranslation>['t'], outcome: RoundOutcome, currency: Currency): string {
  const amount = formatMoney(outcome.returnMinor, currency);
  if (outcome.returnMinor === 0n) return t('liveTables.outcome.lost');
  if (outcome.returnMinor === outcome.stakeMinor) return t('liveTables.outcome.returned', { amount });
  return outcome.returnMinor > outcome.stakeMinor ? t('liveTables.outcome.won', { amount }) : t('liveTables.outcome.paid', { amount });
}

/** A refused bet's text: bet_invalid names its problem and spot; the rest their error text. */
function betErrorText(t: ReturnType<typeof useTranslation>['t'], error: unknown): string {
  if (error instanceof ApiError && error.code === 'bet_invalid' && error.details.problem) {
    return t('liveTables.problems.refused', {
      problem: t(`liveTables.problems.${error.details.problem}`, { defaultValue: t('errors.bet_invalid') }),
    });
  }
  return t(failureKey(error));
}

function TableFailure({ text }: { text: string }) {
  return (
    <div className="lt-page lt-page--failed" role="alert">
      <p className="lt-page__failure">{text}</p>
    </div>
  );
}
