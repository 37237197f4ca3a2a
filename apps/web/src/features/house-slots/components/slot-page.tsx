import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SHIPPED_LANGUAGES, type ShippedLanguage } from '@pkg/contracts/languages';
import { formatMoney } from '@pkg/money/money';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { changeLanguage, currentLanguage } from '../../../lib/i18n';
import { sessionCurrency, useSlotGame } from '../use-slot-game';
import { AutoSpinDialog } from './auto-spin-dialog';
import { HistoryDialog } from './history-dialog';
import { PaytableDialog } from './paytable-dialog';
import { Reels } from './reels';
import { SlotControls } from './slot-controls';
import '../house-slots.css';
import '../slot-dialogs.css';

/** The failure's text; an ended game session says to open the game again from the lobby. */
function failureKey(error: unknown): string {
  const code = error instanceof ApiError ? error.code : 'internal_error';
  return code === 'game_session_invalid' ? 'slots.sessionEnded' : `errors.${code}`;
}

/** Follows the launch URL's `lang` when it names a shipped language (TY otherwise stays the site's default). */
function useLaunchLanguage(lang: string | null) {
  useEffect(() => {
    const wanted = lang?.toUpperCase();
    if (wanted && (SHIPPED_LANGUAGES as readonly string[]).includes(wanted) && wanted !== currentLanguage()) {
      void changeLanguage(wanted as ShippedLanguage);
    }
  }, [lang]);
}

/**
 * /house-slots/play?game=&token=&lang=: a house slot title inside the /game frame. It loads the
 * game session (title, stake levels, balance) with the launch token, spins at the chosen stake and
 * shows the server's grid, wins and balance; auto-spin, paytable and the last 20 spins. After each
 * spin it tells the framing site the balance changed.
 */
export function SlotPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const game = params.get('game') ?? '';
  useLaunchLanguage(params.get('lang'));
  const slot = useSlotGame(token, game);
  const [open, setOpen] = useState<'paytable' | 'history' | 'auto' | null>(null);

  if (token === '') return <SlotFailure text={t('slots.sessionEnded')} />;
  if (slot.session.isPending) {
    return (
      <div className="slot-page slot-page--loading">
        <Spinner />
      </div>
    );
  }
  if (slot.session.isError) return <SlotFailure text={t(failureKey(slot.session.error))} />;

  const session = slot.session.data;
  const currency = sessionCurrency(session);
  const { title } = session;
  const lastWin = slot.spin && slot.phase === 'idle' ? BigInt(slot.spin.winMinor) : null;

  return (
    <div className="slot-page" data-testid="slot-page">
      <header className="slot-page__bar">
        <h1 className="slot-page__title">{title.name}</h1>
        <div className="slot-page__balance">
          <span className="slot-page__label">{t(session.trial ? 'slots.demoBalance' : 'slots.balance')}</span>
          <output data-testid="slot-balance" data-minor={session.balanceMinor}>
            {formatMoney(BigInt(session.balanceMinor), currency)}
          </output>
        </div>
        <div className="slot-page__tools">
          <button type="button" className="button button--ghost" onClick={() => setOpen('paytable')}>
            {t('slots.paytable.open')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => setOpen('history')}>
            {t('slots.history.open')}
          </button>
        </div>
      </header>
      {session.recovered.length > 0 && (
        <p className="slot-page__notice" role="status">
          {t('slots.recovered', { rounds: session.recovered.length })}
        </p>
      )}
      <Reels title={title} spin={slot.spin} phase={slot.phase} />
      <p
        className="slot-page__result"
        role="status"
        data-testid="slot-result"
        data-win-minor={lastWin?.toString() ?? ''}
        data-round-id={slot.phase === 'idle' ? (slot.spin?.roundId ?? '') : ''}
      >
        {slot.phase !== 'idle'
          ? t('slots.spinning')
          : lastWin === null
            ? t('slots.ready')
            : lastWin > 0n
              ? t('slots.won', { amount: formatMoney(lastWin, currency) })
              : t('slots.noWin')}
      </p>
      {slot.stake !== null && (
        <SlotControls
          currency={currency}
          levels={slot.levels}
          stake={slot.stake}
          onStake={slot.chooseStake}
          busy={slot.phase !== 'idle'}
          auto={slot.auto}
          onSpin={slot.spinOnce}
          onAuto={() => setOpen('auto')}
          onStopAuto={slot.stopAuto}
        />
      )}
      {slot.error !== null && slot.phase === 'idle' && (
        <p className="form-error slot-page__error" role="alert">
          {t(failureKey(slot.error))}
          {slot.unresolved && ` ${t('slots.unresolved')}`}
        </p>
      )}
      {slot.autoStop && !slot.auto && (
        <p className="slot-page__notice" role="status" data-testid="slot-auto-stopped">
          {t(`slots.auto.stopped.${slot.autoStop}`)}
        </p>
      )}
      {open === 'paytable' && (
        <PaytableDialog title={title} stakeMinor={slot.stake ?? 0n} currency={currency} onClose={() => setOpen(null)} />
      )}
      {open === 'history' && <HistoryDialog token={token} currency={currency} onClose={() => setOpen(null)} />}
      {open === 'auto' && (
        <AutoSpinDialog
          currency={currency}
          onClose={() => setOpen(null)}
          onStart={(plan) => {
            setOpen(null);
            slot.startAuto(plan);
          }}
        />
      )}
    </div>
  );
}

function SlotFailure({ text }: { text: string }) {
  return (
    <div className="slot-page slot-page--failed" role="alert">
      <p className="slot-page__failure">{text}</p>
    </div>
  );
}
